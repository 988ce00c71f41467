import Foundation
import Testing

/// Issue 35's examples of finite inputs that overflowed into "forever", run by the real binary:
/// each run ends by itself, at once in wall time, with exit status 0, and `--verbose` says
/// where.
@Suite struct FiniteTimeRunTests {
    @Test(arguments: [
        ("View.new():animate({alpha = 0}, {repeats = 1e308, duration = 10})", "1000000000000 s, the clock's limit"),
        ("Frames.new{pattern = 'f%d', count = 4, duration = 1e-9, repeats = 2^62}:start()", "4611686018.427388 s"),
        ("Stepper.new{step = 5e-324}:press('plus')", "1000000000000 s, the clock's limit"),
        (
            "local w = Wheel.new{sectors = 8, deceleration = 0.999999999999}\nw:touch(-70, 0) clock.advance(0.01) w:move(0, -70) w:release()",
            "5750027272."
        ),
        ("View.new():animate({alpha = 0}, {duration = 1e308, delay = 1e308})", "1000000000000 s, the clock's limit"),
        (
            "View.new():transition('flipFromLeft', {duration = 1e308, delay = 1e308})",
            "1000000000000 s, the clock's limit"
        ),
        ("View.new():vanish{duration = 1e308, delay = 1e308}", "1000000000000 s, the clock's limit"),
        ("View.new():wobble{duration = 1e308, repeats = 1e308}", "1000000000000 s, the clock's limit"),
        (
            "local v = View.new() Animation.sequence{{v, {alpha = 0}, {duration = 1e308, delay = 1e308}}, 1e308, {v, {alpha = 1}, {duration = 1e308}}}:start()",
            "1000000000000 s, the clock's limit"
        ),
        (
            "local m = Memory.new{pairs = 2, seed = 1, flipduration = 1e308, mismatchdelay = 1e308, vanishduration = 1e308} m:flip(1) m:flip(2)",
            "1000000000000 s, the clock's limit"
        ),
    ])
    func aRunOfFiniteTimesEnds(source: String, end: String) throws {
        let result = try ScriptFixture.run(source + "\n", options: ["--verbose", "--timeout", "10"], killAfter: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.duration < 5, "\(result.summary)")
        #expect(result.errorMessage.hasPrefix("playground: the run ended at t = \(end)"), "\(result.summary)")
        #expect(!result.standardError.contains("never ends"), "\(result.summary)")
    }
}
