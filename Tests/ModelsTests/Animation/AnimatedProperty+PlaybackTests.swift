import Geometry
import Models
import Testing

@Suite struct AnimatedPropertyPlaybackTests {
    private func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-12) -> Bool {
        AnimationTestKit.isClose(actual, expected, within: tolerance)
    }

    /// An alpha fading linearly from 1 to 0 over 2 s from t = 0.
    private func fading() throws -> (AnimatedProperty<Double>, AnimationID) {
        var alpha = AnimatedProperty(1.0)
        let id = try alpha.animate(to: 0, duration: 2, curve: .linear, at: 0)
        return (alpha, id)
    }

    @Test func aPauseHoldsThePresentedValueAndWithholdsTheCompletion() throws {
        var (alpha, id) = try fading()
        #expect(try alpha.pause(at: 0.5) == id)
        #expect(alpha.presentedValue(at: 0.5) == 0.75)
        #expect(alpha.presentedValue(at: 100) == 0.75)
        #expect(alpha.isPaused(at: 3) && !alpha.isAnimating(at: 3))
        #expect(alpha.animationID(at: 3) == id)
        #expect(alpha.completions(after: 0, through: 1000).isEmpty)
        #expect(alpha.nextCompletionTime(after: 0) == nil)
        // Paused, it holds still from the pause on; what came before is unchanged.
        #expect(alpha.restTime == 0.5)
        #expect(alpha.presentedValue(at: 0.25) == 0.875)
        // A second pause changes nothing.
        #expect(try alpha.pause(at: 1) == nil)
    }

    @Test func aResumeGoesOnOverTheTimeLeftAndFinishesOnce() throws {
        var (alpha, id) = try fading()
        try alpha.pause(at: 0.5)
        #expect(try alpha.resume(at: 3) == id)
        #expect(close(alpha.presentedValue(at: 3.5), 0.5))
        #expect(alpha.presentedValue(at: 4.5) == 0)
        #expect(
            alpha.completions(after: 0, through: 10) == [AnimationCompletion(id: id, outcome: .finished, time: 4.5)])
        #expect(alpha.restTime == 4.5)
        #expect(try alpha.resume(at: 4) == nil, "resuming what runs changes nothing")
    }

    @Test func aReversalPlaysBackToTheStartAndSettlesThere() throws {
        var (alpha, id) = try fading()
        #expect(try alpha.reverse(at: 1.5) == id)
        #expect(alpha.value == 1)
        #expect(close(alpha.presentedValue(at: 2), 0.5))
        #expect(alpha.presentedValue(at: 3) == 1)
        #expect(alpha.completions(after: 0, through: 10) == [AnimationCompletion(id: id, outcome: .finished, time: 3)])
        #expect(alpha.isReversed(at: 2))
    }

    @Test func reversedTwiceItGoesForwardsAgain() throws {
        var (alpha, id) = try fading()
        try alpha.reverse(at: 1)
        #expect(try alpha.reverse(at: 1.5) == id)
        #expect(alpha.value == 0)
        #expect(close(alpha.presentedValue(at: 2), 0.5))
        #expect(alpha.completions(after: 0, through: 10) == [AnimationCompletion(id: id, outcome: .finished, time: 3)])
    }

    @Test func aReversalFollowsTheCurveBackwards() throws {
        var x = AnimatedProperty(0.0)
        try x.animate(to: 1, duration: 1, curve: .easeIn, at: 0)
        try x.reverse(at: 0.75)
        for step in 0...7 {
            let back = 0.75 - Double(step) / 10
            #expect(close(x.presentedValue(at: 0.75 + Double(step) / 10), TimingCurve.easeIn.value(at: back)))
        }
    }

    @Test func aScrubPausesAtTheFractionOfTheWholeAnimation() throws {
        var x = AnimatedProperty(0.0)
        // Two cycles of one second each, there and back: the fraction counts both.
        let id = try x.animate(to: 8, duration: 1, curve: .linear, repeatCount: .count(1), autoreverses: true, at: 0)
        #expect(try x.scrub(to: 0.75, at: 0.1) == id)
        #expect(x.isPaused(at: 0.1))
        #expect(x.fractionComplete(at: 5) == 0.75)
        #expect(close(x.presentedValue(at: 5), 4))
        try x.resume(at: 5)
        #expect(x.completions(after: 0, through: 10) == [AnimationCompletion(id: id, outcome: .finished, time: 5.5)])
    }

    @Test func theFractionFollowsTheClock() throws {
        let (alpha, _) = try fading()
        #expect(alpha.fractionComplete(at: 0.5) == 0.25)
        #expect(alpha.fractionComplete(at: 2) == nil, "ended")
        #expect(alpha.fractionComplete(at: -1) == nil, "not begun")
    }

    @Test func badScrubsAreRefusedAndChangeNothing() throws {
        var (alpha, _) = try fading()
        for fraction in [-0.1, 1.5, .nan, .infinity] {
            let error = try #require(throws: AnimationError.self) { try alpha.scrub(to: fraction, at: 0.5) }
            guard case .invalidFraction(let refused) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(refused.isNaN ? fraction.isNaN : refused == fraction)
        }
        var wobble = AnimatedProperty(0.0)
        try wobble.animate(to: 1, duration: 1, repeatCount: .forever, autoreverses: true, at: 0)
        let before = wobble
        #expect(throws: AnimationError.endlessHasNoFraction) { try wobble.scrub(to: 0.5, at: 1) }
        #expect(wobble == before)
        #expect(wobble.fractionComplete(at: 1) == nil)
        #expect(alpha.presentedValue(at: 1) == 0.5)
    }

    @Test func anEndlessAnimationPausesAndReversesToItsStart() throws {
        var x = AnimatedProperty(0.0)
        let id = try x.animate(to: 1, duration: 1, curve: .linear, repeatCount: .forever, at: 0)
        try x.pause(at: 2.5)
        #expect(x.presentedValue(at: 9) == 0.5)
        try x.reverse(at: 3)
        try x.resume(at: 3)
        // 2.5 s of active time to play back.
        #expect(x.completions(after: 0, through: 10) == [AnimationCompletion(id: id, outcome: .finished, time: 5.5)])
        #expect(x.presentedValue(at: 6) == 0)
    }

    @Test func pausingAtTheInstantAnAnimationStartsReportsNoCancellation() throws {
        var x = AnimatedProperty(0.0)
        let id = try x.animate(to: 1, duration: 1, at: 2)
        #expect(try x.pause(at: 2) == id)
        #expect(x.presentedValue(at: 3) == 0)
        try x.resume(at: 4)
        #expect(x.completions(after: 0, through: 10) == [AnimationCompletion(id: id, outcome: .finished, time: 5)])
    }

    @Test func aCancelWhilePausedReportsTheCancellation() throws {
        var (alpha, id) = try fading()
        try alpha.pause(at: 0.5)
        #expect(try alpha.cancel(at: 1) == [id])
        #expect(alpha.completions(after: 0, through: 10) == [AnimationCompletion(id: id, outcome: .cancelled, time: 1)])
        #expect(alpha.presentedValue(at: 1) == 0)
    }

    @Test func stepsQueuedAfterTheRunningAnimationAreCancelledByAPlaybackChange() throws {
        var x = AnimatedProperty(0.0)
        let first = try x.animate(to: 1, duration: 1, curve: .linear, at: 0)
        let queued = try x.animate(to: 2, duration: 1, delay: 1, curve: .linear, at: 0)
        try x.pause(at: 0.5)
        #expect(
            x.completions(after: 0, through: 10) == [AnimationCompletion(id: queued, outcome: .cancelled, time: 0.5)])
        try x.resume(at: 1)
        #expect(
            x.completions(after: 0.5, through: 10) == [AnimationCompletion(id: first, outcome: .finished, time: 1.5)])
        #expect(x.value == 1)
    }

    @Test func nothingRunningMeansNothingToChange() throws {
        var x = AnimatedProperty(0.0)
        #expect(try x.pause(at: 0) == nil)
        #expect(try x.resume(at: 0) == nil)
        #expect(try x.reverse(at: 0) == nil)
        #expect(try x.scrub(to: 0.5, at: 0) == nil)
        // A delayed animation is not running before it begins.
        try x.animate(to: 1, duration: 1, delay: 1, at: 0)
        #expect(try x.pause(at: 0.5) == nil)
        #expect(throws: AnimationError.timeWentBackwards(time: -1, latest: 0)) { try x.pause(at: -1) }
    }

    @Test func completionsAreDeliveredInStretchesAcrossContinuations() throws {
        // A runtime reads completions interval by interval and forgets what it delivered.
        var (alpha, id) = try fading()
        try alpha.pause(at: 0.5)
        alpha.discardHistory(through: 0.75)
        try alpha.resume(at: 1)
        alpha.discardHistory(through: 1.25)
        #expect(
            alpha.completions(after: 1.25, through: 10) == [AnimationCompletion(id: id, outcome: .finished, time: 2.5)])
        #expect(alpha.presentedValue(at: 1.5) == 0.5)
    }
}
