import Testing

@testable import Rendering

/// The text view's header: the time between a rule, its digits rewritten in place from frame
/// to frame.
@Suite struct SceneHeaderTests {
    static let rule = String(repeating: "─", count: 24)

    @Test(
        arguments: [
            (0, "0.000"), (1.25, "1.250"), (9.9996, "10.000"), (-0.0004, "0.000"), (-2.5, "-2.500"), (.nan, "nan"),
        ] as [(Double, String)])
    func theLineIsTheTimeBetweenARule(time: Double, digits: String) {
        #expect(SceneHeader(time: time).line == "── t = \(digits) s " + Self.rule)
    }

    /// Rewritten from any earlier header, the line is the one made anew, whatever the lengths
    /// of the two times' digits; a copy of the earlier line is left as it was.
    @Test func aRewrittenLineIsTheLineMadeAnew() {
        let times = [0, 0.016, 9.999, 10, 123.4567, -5, 1e9, .infinity, 0.5, 0.5]
        var line = SceneHeader(time: times[0]).line
        for (earlier, time) in zip(times, times.dropFirst()) {
            let kept = line
            SceneHeader(time: time).rewrite(&line, from: SceneHeader(time: earlier))
            #expect(line == SceneHeader(time: time).line, "from \(earlier) to \(time)")
            #expect(kept == SceneHeader(time: earlier).line)
        }
    }

    /// A line that is not the earlier header's is made anew rather than patched.
    @Test func aLineThatIsNotTheEarlierOnesIsMadeAnew() {
        var line = "something else"
        SceneHeader(time: 2).rewrite(&line, from: SceneHeader(time: 1))
        #expect(line == SceneHeader(time: 2).line)
    }
}
