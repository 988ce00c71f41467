import Foundation
import Models
import Testing

@testable import Rendering

@Suite struct SVGTextTests {
    @Test func markupCharactersAreEscaped() {
        #expect(SVGText.escaped(#"a & b < c > d "e" 'f'"#) == "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;")
    }

    @Test func bytesThatAreNotUTF8AreShownAsHexEscapes() {
        let name = String(losslessBytes: [0x61, 0xFF, 0x62])
        #expect(SVGText.escaped(name) == "a\\xFFb")
    }

    @Test func controlCharactersBecomeReplacementCharacters() {
        #expect(SVGText.escaped("a\u{1B}[31mb\tc") == "a\u{FFFD}[31mb\tc")
    }

    @Test(arguments: ["plain text 123", "tab\there", "line\nbreak\r", "del\u{7F}", "", "café", "a\u{0}b", "\u{FFFE}"])
    func escapingAgreesWithScalarByScalarRules(text: String) {
        var expected = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": expected += "&amp;"
            case "<": expected += "&lt;"
            case ">": expected += "&gt;"
            case "\"": expected += "&quot;"
            case "'": expected += "&apos;"
            case "\t", "\n", "\r": expected.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value)
                expected.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        #expect(SVGText.escaped(text) == expected)
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
