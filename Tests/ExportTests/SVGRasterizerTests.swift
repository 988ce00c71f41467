import Testing

@testable import Export

@Suite struct SVGRasterizerTests {
    /// A 40 × 20 document: red on the left half, blue on the right.
    private let halves = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">
        <rect x="0" y="0" width="20" height="20" fill="#ff0000"/>
        <rect x="20" y="0" width="20" height="20" fill="#0000ff"/>
        </svg>
        """

    @Test func theIntrinsicSizeIsTheRootsWidthAndHeight() throws {
        let size = try SVGRasterizer.intrinsicSize(of: halves)
        #expect(size.width == 40 && size.height == 20)
    }

    @Test func theDocumentIsDrawnIntoThePixels() throws {
        let frame = try SVGRasterizer.render(halves, width: 40, height: 20, background: 0xFFFFFF)
        #expect(frame.bytes.count == 40 * 20 * 4)
        #expect(frame.color(x: 5, y: 10) == (255, 0, 0))
        #expect(frame.color(x: 35, y: 10) == (0, 0, 255))
    }

    @Test func aDocumentOfOtherProportionsIsFittedAndCentredOnTheBackground() throws {
        // 40 × 20 into 40 × 40: the drawing takes rows 10…29, the background the rest.
        let frame = try SVGRasterizer.render(halves, width: 40, height: 40, background: 0x102030)
        #expect(frame.color(x: 20, y: 2) == (0x10, 0x20, 0x30))
        #expect(frame.color(x: 20, y: 37) == (0x10, 0x20, 0x30))
        #expect(frame.color(x: 5, y: 20) == (255, 0, 0))
        #expect(frame.color(x: 35, y: 20) == (0, 0, 255))
    }

    /// ffmpeg reads the pixels as `bgra`: every alpha byte must say opaque, a half-transparent
    /// document over the background included, and a layer drawn over a kept picture.
    @Test func everyPixelIsOpaqueForFFmpegsBGRA() throws {
        let faint = """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
            <rect x="3" y="3" width="30" height="10" fill="#00ff00" fill-opacity="0.3"/>
            </svg>
            """
        var frame = try SVGRasterizer.render(faint, width: 40, height: 20, background: 0xFFFFFF)
        try SVGRasterizer.draw(faint, over: &frame)
        let alphas = stride(from: 3, to: frame.bytes.count, by: 4).map { frame.bytes[$0] }
        #expect(alphas.allSatisfy { $0 == 255 })
    }

    @Test func whatIsNotSVGIsAnErrorNotACrash() {
        #expect(throws: ExportError.self) { try SVGRasterizer.render("not svg", width: 4, height: 4, background: 0) }
        #expect(throws: ExportError.self) { try SVGRasterizer.intrinsicSize(of: "<svg") }
        #expect(throws: ExportError.self) { try SVGRasterizer.render(halves, width: 0, height: 4, background: 0) }
    }
}
