import Geometry
import Testing

@testable import Rendering

/// Placing a standalone fragment the way scenes placed drawings before they were written in
/// place: split into lines where `split(separator: "\n")` splits a String, each line indented
/// at the group's depth. The tests hold drawing in place to these bytes.
extension SVGBuilder {
    /// The non-empty lines of `text`, split at every line feed that is its own Character (not
    /// one a carriage return precedes: CR LF is one Character).
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var previous: UInt8 = 0
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                if index != start { lines.append(text[start..<index]) }
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { lines.append(text[start..<bytes.endIndex]) }
        return lines
    }

    /// A fragment's body in a group translated to (x, y), its lines indented at the group's depth.
    mutating func place(_ fragment: SVGFragment, x: Double, y: Double) {
        open("g", [.text("transform", Self.translate(x, y))])
        for line in Self.lines(of: fragment.body) { raw(String(line)) }
        close("g")
    }
}

@Suite struct SVGBuilderTests {
    /// Bodies whose lines `place` must find exactly where splitting by Character would.
    static let bodies = [
        "", "\n", "\n\n", "a", "a\nb", "\na\n\nb\n", "a\r\nb", "a\r\n\nb", "a\rb\n",
        "é\nü\u{301}\n", "a\n\u{301}b", "<g>\n <rect/>\n</g>", "🙂\n\n🙂",
    ]

    @Test(arguments: bodies)
    func linesSplitWhereCharactersSplit(body: String) {
        #expect(SVGBuilder.lines(of: body) == body.split(separator: "\n", omittingEmptySubsequences: true))
    }

    @Test func attributesFormatNumbersEscapeTextAndSkipNil() {
        let attributes: [SVGAttribute] = [
            .number("x", 1.5), .number("y", -0.0001), .integer("n", 3), .text("fill", "#fff"),
            .text("title", "a<b"), .number("rx", nil), .integer("k", -12), .text("none", nil),
        ]
        #expect(SVGBuilder.attributes(attributes) == ##" x="1.5" y="0" n="3" fill="#fff" title="a&lt;b" k="-12""##)
    }

    @Test func placedFragmentsAreIndentedLineByLine() {
        var builder = SVGBuilder()
        builder.place(SVGFragment(size: .init(width: 1, height: 1), body: "<a/>\n\n<b/>"), x: 2, y: 3.25)
        #expect(builder.body == "<g transform=\"translate(2 3.25)\">\n <a/>\n <b/>\n</g>")
    }

    /// Text with line breaks, empty lines and CR LF, in content and in attributes.
    static let texts = ["plain", "a\nb", "a\n\nb\n", "\nlead", "cr\r\nlf", "a\r\n\nb", "<&>\n'\"", "🙂\n\n🙂", "end\n"]

    /// A drawing written straight into a placed builder must give the lines that placing its
    /// standalone fragment line by line gives: the scene relies on it to keep its bytes.
    @Test(arguments: texts)
    func writingInPlaceEqualsPlacingTheFragment(text: String) {
        var drawing = Drawing(size: Size(width: 10, height: 5))
        drawing.rect(x: 0, y: 0, width: 10, height: 5, fill: "#000000")
        drawing.text(text, x: 0, y: 4, size: 9)
        drawing.group(opacity: 0.5, clip: .rect(Rect(x: 0, y: 0, width: 5, height: 5), radius: 1)) { group in
            group.text(text, x: 1, y: 2, size: 9, keepsSpaces: true)
            group.circle(center: Point(x: 1, y: 1), radius: 1)
        }
        func draw(_ svg: inout SVGBuilder) {
            svg.draw(drawing, idPrefix: "")
        }
        var standalone = SVGBuilder()
        draw(&standalone)
        var placedByLines = SVGBuilder()
        placedByLines.place(SVGFragment(size: Size(width: 10, height: 5), body: standalone.body), x: 0, y: 0)
        var inPlace = SVGBuilder(placedAt: 1)
        draw(&inPlace)
        // As a scene puts the lines of a drawing written in place into its box's group.
        #expect("<g transform=\"translate(0 0)\">\n" + inPlace.body + "\n</g>" == placedByLines.body)
    }

    /// Every fixture drawing, written in place two levels deep, equals its fragment placed there.
    @Test(arguments: Fixtures.names.filter { !$0.hasPrefix("scene") })
    func everyDrawingWrittenInPlaceEqualsItsPlacedFragment(name: String) throws {
        let drawing = try Fixtures.drawing(name)
        var expected = SVGBuilder(placedAt: 2)
        for line in SVGBuilder.lines(of: drawing.svg(idPrefix: "p-").body) { expected.raw(String(line)) }
        var written = SVGBuilder(placedAt: 2)
        written.draw(drawing.draw(), idPrefix: "p-")
        #expect(written.body == expected.body)
    }

    @Test func translateWritesBothNumbers() {
        #expect(SVGBuilder.translate(12, -3.5) == "translate(12 -3.5)")
        #expect(SVGBuilder.translate(0.0004, 1e13) == "translate(0 1000000000000)")
    }
}
