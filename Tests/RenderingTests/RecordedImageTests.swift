import Testing

@testable import Rendering

/// A recording's images stored as what changed since the one before: each form rebuilds its
/// image exactly, and the smallest is chosen.
@Suite struct RecordedImageTests {
    /// Encodes `images` in order and rebuilds them as the player does.
    private func roundTrip(_ images: [String]) -> (stored: [RecordedImage], rebuilt: [String]) {
        var last: TokenizedImage?
        var stored: [RecordedImage] = []
        for image in images {
            let (form, tokens) = RecordedImage.encoding(image, after: last)
            stored.append(form)
            last = tokens
        }
        var previous: String?
        let rebuilt = stored.map { form in
            let image = form.decoded(after: previous)
            previous = image
            return image
        }
        return (stored, rebuilt)
    }

    @Test func movedNumbersAreStoredAlone() {
        let frame = { (angle: String, label: String) in
            "<svg>\n<g transform=\"rotate(\(angle) 160 160)\"><path d=\"M 1 2 L 3 4\"/></g>\n<text>t = \(label) s</text>\n</svg>"
        }
        let images = [frame("0", "0.000"), frame("12.5", "0.033"), frame("-25", "0.050")]
        let (stored, rebuilt) = roundTrip(images)
        #expect(rebuilt == images)
        // The angle is number 0; the label number 7, after 160, 160 and the path's four.
        #expect(stored[1] == .numbers([.init(gap: 1, text: "12.5"), .init(gap: 7, text: "0.033")]))
        #expect(stored[1].json == #"{"n":[1,12.5,7,0.033]}"#)
        #expect(stored[2].json == #"{"n":[1,-25,7,"0.050"]}"#, "JavaScript would write 0.050 as 0.05: it goes as text")
    }

    @Test func changedStructureStoresTheLinesBetween() {
        let a = "<svg>\n<rect/>\n<circle r=\"1\"/>\n</svg>"
        let b = "<svg>\n<rect/>\n<text>new</text>\n<ellipse/>\n</svg>"
        let (stored, rebuilt) = roundTrip([a, b, a])
        #expect(rebuilt == [a, b, a])
        #expect(stored[1] == .lines(keeping: 2, ["<text>new</text>", "<ellipse/>"], ending: 1))
    }

    @Test func aSmallImageIsStoredWholeWhenThatIsShorter() {
        let (stored, rebuilt) = roundTrip(["<a/>", "<b/>"])
        #expect(rebuilt == ["<a/>", "<b/>"])
        #expect(stored == [.whole("<a/>"), .whole("<b/>")])
    }

    @Test func linesAreComparedAsBytesNotAsCanonicallyEquivalentText() {
        // "é" as one scalar and as e + combining acute are equal Strings, but not equal bytes.
        let composed = "<svg>\n<text>caf\u{E9}</text>\n</svg>"
        let decomposed = "<svg>\n<text>cafe\u{301}</text>\n</svg>"
        let (_, rebuilt) = roundTrip([composed, decomposed])
        #expect(Array(rebuilt[1].utf8) == Array(decomposed.utf8))
    }

    @Test(arguments: [
        ("a-b1.2.3x-4", ["1.2", "3", "-4"]), ("--5", ["-5"]), ("1.", ["1"]), (".5", ["5"]),
        ("#f26d6d", ["26", "6"]), ("", []), ("x", []), ("-", []), ("9-9", ["9", "-9"]),
    ])
    func numbersAreReadAsJavaScriptSplitsThem(_ text: String, _ numbers: [String]) {
        let tokens = TokenizedImage(text)
        #expect(tokens.numbers.indices.map { String(decoding: tokens.number($0), as: UTF8.self) } == numbers)
        #expect(tokens.texts.count == numbers.count + 1)
    }

    @Test(arguments: [
        ("0", true), ("12.5", true), ("-3", true), ("0.000001", true), ("123456789012345", true),
        ("0.0000001", false), ("3.330", false), ("007", false), ("-0", false), ("1234567890123456", false),
        ("1.", false), ("", false), ("-", false), ("1e5", false),
    ])
    func numbersGoAsJSONNumbersOnlyWhenJavaScriptWritesThemBackTheSame(_ text: String, _ roundTrips: Bool) {
        #expect(RecordedImage.roundTrips(text) == roundTrips)
    }
}
