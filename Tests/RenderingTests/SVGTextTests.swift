import Foundation
import Testing
@testable import Rendering

@Suite struct SVGTextTests {
    @Test func markupCharactersAreEscaped() {
        #expect(SVGText.escaped(#"a & b < c > d "e" 'f'"#) == "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;")
    }

    @Test func controlCharactersBecomeReplacementCharacters() {
        #expect(SVGText.escaped("a\u{1B}[31mb\tc") == "a\u{FFFD}[31mb\tc")
    }

    @Test func longTextIsCutWithAnEllipsis() {
        #expect(SVGText.truncated("Circles and more", to: 8) == "Circles…")
        #expect(SVGText.truncated("Sun", to: 8) == "Sun")
    }

    @Test func framesAreClassifiedByContent() {
        #expect(FrameContent(data: Data("frame 01\n".utf8)) == .text("frame 01\n"))
        #expect(FrameContent(data: Data([0xFF, 0xFE, 0x00])) == .binary(byteCount: 3))
        guard case .png(_, let width, let height) = FrameContent(data: Fixtures.checkerboardPNG()) else {
            Issue.record("not classified as PNG")
            return
        }
        #expect(width == 4 && height == 4)
    }
}
