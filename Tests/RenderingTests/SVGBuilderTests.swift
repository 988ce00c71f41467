import Testing

@testable import Rendering

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
        let missing: Double? = nil
        let pairs: [(String, Any?)] = [
            ("x", 1.5), ("y", -0.0001), ("n", 3), ("fill", "#fff"), ("title", "a<b"), ("rx", missing),
            ("flag", true),
        ]
        #expect(SVGBuilder.attributes(pairs) == ##" x="1.5" y="0" n="3" fill="#fff" title="a&lt;b" flag="true""##)
    }

    @Test func placedFragmentsAreIndentedLineByLine() {
        var builder = SVGBuilder()
        builder.place(SVGFragment(size: .init(width: 1, height: 1), body: "<a/>\n\n<b/>"), x: 2, y: 3.25)
        #expect(builder.body == "<g transform=\"translate(2 3.25)\">\n <a/>\n <b/>\n</g>")
    }
}
