import Foundation
import Testing

@testable import Rendering

/// Every drawing rendered by a real SVG renderer must come out as a picture: it parses, and the
/// PNG has several colours and a fair share of pixels that are not background.
@Suite struct RenderCheckTests {
    @Test(arguments: Fixtures.names)
    func rendersToANonBlankImage(name: String) throws {
        guard SVGRenderer.executable != nil else {
            Issue.record(Comment(rawValue: SVGRenderer.missingMessage))
            return
        }
        let image = try SVGRenderer.render(try Fixtures.svg(name))
        #expect(image.width > 50 && image.height > 30)
        #expect(image.distinctColorCount >= 4, "\(name): only \(image.distinctColorCount) colours")
        #expect(image.foregroundFraction > 0.02, "\(name): \(image.foregroundFraction) of the pixels drawn")
    }

    @Test func theDecoderReadsBackWhatItEncodes() throws {
        let image = try PNGImage(data: Fixtures.checkerboardPNG())
        #expect(image.width == 4 && image.height == 4)
        #expect(image.pixel(x: 0, y: 0) == 0xDC28_28FF)
        #expect(image.pixel(x: 1, y: 0) == 0x283C_DCFF)
        #expect(image.distinctColorCount == 2)
    }

    @Test func aBlankDocumentIsCaught() throws {
        guard SVGRenderer.executable != nil else {
            Issue.record(Comment(rawValue: SVGRenderer.missingMessage))
            return
        }
        let blank = SVGDocument(size: .init(width: 100, height: 60), background: "#ffffff", body: "").text
        let image = try SVGRenderer.render(blank)
        #expect(image.distinctColorCount == 1)
        #expect(image.foregroundFraction == 0)
    }
}
