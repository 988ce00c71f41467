import Models
import Testing

@testable import Files

@Suite struct StringLosslessBytesTests {
    @Test func wellFormedUTF8IsTheUsualText() {
        let bytes = Array("Sector 1 — café ✓ 🎡".utf8)
        let text = String(losslessBytes: bytes)
        #expect(text == "Sector 1 — café ✓ 🎡")
        #expect(!text.holdsRawBytes)
        #expect(text.losslessBytes == bytes)
    }

    @Test func bytesThatAreNotUTF8SurviveTheRoundTrip() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x00, 0x62, 0xC3, 0x28, 0xE2, 0x82, 0xED, 0xA0, 0x80, 0xF5]
        let text = String(losslessBytes: bytes)
        #expect(text.holdsRawBytes)
        #expect(text.losslessBytes == bytes)
        #expect(text.rawBytesEscaped == "a\\xFF\u{0}b\\xC3(\\xE2\\x82\\xED\\xA0\\x80\\xF5")
    }

    @Test func theCodePointsThatStandForBytesAreReadAsBytes() {
        // U+10FF85 typed as well-formed UTF-8 is four raw bytes, so it cannot be confused with
        // the scalar standing for byte 0x85.
        let bytes: [UInt8] = [0xF4, 0x8F, 0xBE, 0x85, 0x85]
        let text = String(losslessBytes: bytes)
        #expect(text.unicodeScalars.count == 5)
        #expect(text.losslessBytes == bytes)
    }

    @Test func everyShortByteStringRoundTrips() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let count = Int(generator.next() % 12)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let text = String(losslessBytes: bytes)
            #expect(text.losslessBytes == bytes, "\(bytes)")
            if let valid = String(validating: bytes, as: UTF8.self), !bytes.contains(0xF4) {
                #expect(text == valid)
            }
        }
    }

    @Test func equalByteStringsMakeEqualTextsAndDifferentOnesDifferentTexts() {
        let a = String(losslessBytes: [0x80, 0x81])
        let b = String(losslessBytes: [0x80, 0x81])
        let c = String(losslessBytes: [0x80, 0x82])
        #expect(a == b)
        #expect(a != c)
    }

    @Test func theCStringIsTheBytesAndATerminatingNUL() {
        let text = String(losslessBytes: [0x61, 0xFF])
        #expect(text.losslessCString == [0x61, CChar(bitPattern: 0xFF), 0])
    }

    @Test func hexEscapesAreTwoUppercaseDigits() {
        #expect(String.hexEscape(0x00) == "\\x00")
        #expect(String.hexEscape(0xAB) == "\\xAB")
    }
}
