import Geometry
import Models
import Testing

@Suite struct AnimatedPropertyTests {
    private func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
        AnimationTestKit.isClose(actual, expected, within: tolerance)
    }

    @Test func theModelValueChangesAtOnceAndThePresentedValueFollows() throws {
        var alpha = AnimatedProperty(1.0)
        try alpha.animate(to: 0.5, duration: 0.75, curve: .linear, at: 2)
        #expect(alpha.value == 0.5)
        #expect(alpha.presentedValue(at: 2) == 1)
        #expect(close(alpha.presentedValue(at: 2.375), 0.75))
        #expect(alpha.presentedValue(at: 2.75) == 0.5)
        #expect(alpha.presentedValue(at: 1) == 1)
    }

    @Test func aNewAnimationStartsFromThePresentedValueAndInterruptsTheRunningOne() throws {
        var alpha = AnimatedProperty(0.0)
        let first = try alpha.animate(to: 1, duration: 1, curve: .linear, at: 0)
        let second = try alpha.animate(to: 0, duration: 1, curve: .linear, at: 0.25)
        #expect(alpha.value == 0)
        #expect(alpha.presentedValue(at: 0.25) == 0.25)
        #expect(close(alpha.presentedValue(at: 0.75), 0.125))
        #expect(alpha.animation(at: 0.5)?.from == 0.25)
        #expect(
            alpha.completions(after: 0, through: 2) == [
                AnimationCompletion(id: first, outcome: .cancelled, time: 0.25),
                AnimationCompletion(id: second, outcome: .finished, time: 1.25),
            ])
    }

    @Test func aDelayedAnimationTakesOverWhenItBegins() throws {
        var x = AnimatedProperty(0.0)
        let slide = try x.animate(to: 10, duration: 2, curve: .linear, at: 0)
        let next = try x.animate(to: 20, duration: 1, delay: 0.5, curve: .linear, at: 0.5)
        // The slide keeps going through the delay, then hands over from where it got to.
        #expect(close(x.presentedValue(at: 0.75), 3.75))
        #expect(x.animationID(at: 0.75) == slide)
        #expect(close(x.presentedValue(at: 1.5), 12.5))
        #expect(x.animationID(at: 1.5) == next)
        #expect(
            x.completions(after: 0, through: 3) == [
                AnimationCompletion(id: slide, outcome: .cancelled, time: 1),
                AnimationCompletion(id: next, outcome: .finished, time: 2),
            ])
    }

    @Test func aDelayedAnimationAfterTheRunningOneEndsStartsFromItsEnd() throws {
        var x = AnimatedProperty(0.0)
        let slide = try x.animate(to: 10, duration: 1, curve: .linear, at: 0)
        let next = try x.animate(to: 20, duration: 1, delay: 2, curve: .linear, at: 0.5)
        #expect(x.presentedValue(at: 2) == 10)
        #expect(!x.isAnimating(at: 2))
        #expect(close(x.presentedValue(at: 3), 15))
        #expect(
            x.completions(after: 0, through: 5) == [
                AnimationCompletion(id: slide, outcome: .finished, time: 1),
                AnimationCompletion(id: next, outcome: .finished, time: 3.5),
            ])
    }

    @Test func cancellingJumpsToTheEndStateAndReportsCancelled() throws {
        var x = AnimatedProperty(0.0)
        let slide = try x.animate(to: 10, duration: 2, curve: .linear, at: 0)
        #expect(try x.cancel(at: 0.5) == [slide])
        #expect(x.presentedValue(at: 0.5) == 10)
        #expect(x.presentedValue(at: 1) == 10)
        #expect(!x.isAnimating(at: 1))
        // What was shown before the cancel stays as it was.
        #expect(close(x.presentedValue(at: 0.25), 1.25))
        #expect(x.completions(after: 0, through: 5) == [AnimationCompletion(id: slide, outcome: .cancelled, time: 0.5)])
    }

    @Test func cancellingAlsoStopsAnimationsWaitingForTheirDelay() throws {
        var x = AnimatedProperty(0.0)
        let slide = try x.animate(to: 10, duration: 1, curve: .linear, at: 0)
        let later = try x.animate(to: 20, duration: 1, delay: 5, curve: .linear, at: 0.5)
        #expect(try x.cancel(at: 2) == [later])
        #expect(x.presentedValue(at: 2) == 20)
        #expect(x.presentedValue(at: 6) == 20)
        #expect(
            x.completions(after: 0, through: 10) == [
                AnimationCompletion(id: slide, outcome: .finished, time: 1),
                AnimationCompletion(id: later, outcome: .cancelled, time: 2),
            ])
    }

    @Test func cancellingWhenNothingMovesDoesNothing() throws {
        var x = AnimatedProperty(0.0)
        let slide = try x.animate(to: 10, duration: 1, at: 0)
        let before = x
        #expect(try x.cancel(at: 3) == [])
        #expect(x.completions(after: 0, through: 5) == [AnimationCompletion(id: slide, outcome: .finished, time: 1)])
        #expect(x.presentedValue(at: 4) == before.presentedValue(at: 4))
    }

    @Test func settingWithoutAnimationCancelsAndHolds() throws {
        var x = AnimatedProperty(0.0)
        let slide = try x.animate(to: 10, duration: 2, at: 0)
        #expect(try x.set(3, at: 1) == [slide])
        #expect(x.value == 3)
        #expect(x.presentedValue(at: 1) == 3)
        #expect(x.completions(after: 0, through: 5) == [AnimationCompletion(id: slide, outcome: .cancelled, time: 1)])
    }

    @Test func anAnimationStartedTheInstantAValueIsSetStartsFromThatValue() throws {
        var x = AnimatedProperty(0.0)
        try x.set(5, at: 1)
        try x.animate(to: 7, duration: 1, curve: .linear, at: 1)
        #expect(x.presentedValue(at: 1) == 5)
        #expect(close(x.presentedValue(at: 1.5), 6))
    }

    @Test func anExplicitStartValueWins() throws {
        var x = AnimatedProperty(0.0)
        try x.animate(from: -5, to: 5, duration: 1, curve: .linear, at: 0)
        #expect(x.presentedValue(at: 0) == -5)
        #expect(close(x.presentedValue(at: 0.5), 0))
    }

    @Test func theCompletionValueIsWhereThePropertySettles() throws {
        var tilt = AnimatedProperty(0.0)
        try tilt.animate(from: -1, to: 1, duration: 1, curve: .linear, completionValue: 0, at: 0)
        #expect(tilt.value == 0)
        #expect(close(tilt.presentedValue(at: 0.75), 0.5))
        #expect(tilt.presentedValue(at: 1) == 0)
        var cancelled = tilt
        try cancelled.cancel(at: 0.5)
        #expect(cancelled.presentedValue(at: 0.5) == 0)
    }

    @Test func aForeverAnimationCompletesOnlyWhenCancelled() throws {
        var x = AnimatedProperty(0.0)
        let pulse = try x.animate(to: 1, duration: 0.5, repeatCount: .forever, autoreverses: true, at: 0)
        #expect(x.completions(after: 0, through: 1e6).isEmpty)
        #expect(x.isAnimating(at: 1e6))
        try x.cancel(at: 100)
        #expect(
            x.completions(after: 0, through: 1e6) == [AnimationCompletion(id: pulse, outcome: .cancelled, time: 100)])
    }

    @Test func aZeroDurationAnimationFinishesAtOnce() throws {
        var x = AnimatedProperty(0.0)
        let jump = try x.animate(to: 1, duration: 0, at: 2)
        #expect(x.presentedValue(at: 2) == 1)
        #expect(!x.isAnimating(at: 2))
        #expect(x.completions(after: 0, through: 2) == [AnimationCompletion(id: jump, outcome: .finished, time: 2)])
    }

    @Test func aZeroDurationAnimationFollowedAtTheSameInstantStillFinished() throws {
        var x = AnimatedProperty(0.0)
        let jump = try x.animate(to: 1, duration: 0, at: 2)
        let slide = try x.animate(to: 3, duration: 1, curve: .linear, at: 2)
        #expect(x.presentedValue(at: 2) == 1)
        #expect(close(x.presentedValue(at: 2.5), 2))
        #expect(x.completions(after: 0, through: 5).map(\.outcome) == [.finished, .finished])
        #expect(x.completions(after: 0, through: 5).map(\.id) == [jump, slide])
    }

    @Test func twoAnimationsStartedAtOnceLeaveOnlyTheSecond() throws {
        var x = AnimatedProperty(0.0)
        let replaced = try x.animate(to: 10, duration: 1, at: 0)
        let kept = try x.animate(to: -10, duration: 1, curve: .linear, at: 0)
        #expect(close(x.presentedValue(at: 0.5), -5))
        #expect(
            x.completions(after: -1, through: 5) == [
                AnimationCompletion(id: replaced, outcome: .cancelled, time: 0),
                AnimationCompletion(id: kept, outcome: .finished, time: 1),
            ])
    }

    @Test func consecutiveIntervalsReportEachEndingOnce() throws {
        var x = AnimatedProperty(0.0)
        try x.animate(to: 1, duration: 0.5, at: 0)
        try x.animate(to: 2, duration: 0.5, delay: 0.5, at: 0)
        try x.animate(to: 3, duration: 0.5, delay: 1, at: 0)
        let ticks = stride(from: 0.0, through: 2, by: 0.1).map { $0 }
        let reported = zip(ticks, ticks.dropFirst()).flatMap { x.completions(after: $0, through: $1) }
        #expect(reported.map(\.id.rawValue) == [1, 2, 3])
        #expect(reported.allSatisfy { $0.finished })
    }

    @Test func changesMayNotGoBackInTime() throws {
        var x = AnimatedProperty(0.0)
        try x.animate(to: 1, duration: 1, at: 5)
        let before = x
        #expect(throws: AnimationError.timeWentBackwards(time: 4, latest: 5)) { try x.cancel(at: 4) }
        #expect(throws: AnimationError.timeWentBackwards(time: 4, latest: 5)) { try x.set(2, at: 4) }
        #expect(throws: AnimationError.timeWentBackwards(time: 4, latest: 5)) {
            try x.animate(to: 2, duration: 1, at: 4)
        }
        #expect(x == before)
        #expect(x.lastChangeTime == 5)
    }

    @Test func badInputThrowsAndChangesNothing() throws {
        var x = AnimatedProperty(0.0)
        try x.animate(to: 1, duration: 1, at: 0)
        let before = x
        #expect(throws: AnimationError.invalidDuration(-1)) { try x.animate(to: 2, duration: -1, at: 1) }
        #expect(throws: AnimationError.invalidDelay(-0.5)) { try x.animate(to: 2, duration: 1, delay: -0.5, at: 1) }
        #expect(throws: AnimationError.invalidRepeatCount(-3)) {
            try x.animate(to: 2, duration: 1, repeatCount: .count(-3), at: 1)
        }
        #expect(throws: AnimationError.invalidTime(.infinity)) { try x.cancel(at: .infinity) }
        let nan = AnimationTestKit.error { try x.animate(to: 2, duration: 1, at: .nan) }
        #expect(nan?.description == AnimationError.invalidTime(.nan).description)
        #expect(x == before)
    }

    @Test func aDelaySoLongItsBeginIsInfiniteIsRefused() throws {
        var x = AnimatedProperty(0.0)
        #expect(throws: AnimationError.invalidDelay(.greatestFiniteMagnitude)) {
            try x.animate(to: 1, duration: 1, delay: .greatestFiniteMagnitude, at: .greatestFiniteMagnitude)
        }
    }

    @Test func reportsTheRunningAnimation() throws {
        var x = AnimatedProperty(0.0)
        let slide = try x.animate(to: 4, duration: 1, delay: 1, at: 0)
        #expect(x.animation(at: 0.5) == nil)
        #expect(!x.isAnimating(at: 0.5))
        #expect(x.animation(at: 1.5)?.to == 4)
        #expect(x.animationID(at: 1.5) == slide)
        #expect(x.animation(at: 2) == nil)
    }

    @Test func discardingHistoryKeepsThePresentAndFuture() throws {
        var x = AnimatedProperty(0.0)
        try x.animate(to: 1, duration: 1, curve: .linear, at: 0)
        try x.animate(to: 2, duration: 1, curve: .linear, at: 1.5)
        let third = try x.animate(to: 3, duration: 1, delay: 1, curve: .linear, at: 2)
        let full = x
        x.discardHistory(through: 2.2)
        for time in stride(from: 2.2, through: 5, by: 0.1) {
            #expect(x.presentedValue(at: time) == full.presentedValue(at: time))
        }
        #expect(x.completions(after: -1, through: 10) == full.completions(after: 2.2, through: 10))
        #expect(x.completions(after: -1, through: 10).map(\.id) == [AnimationID(rawValue: 2), third])
        x.discardHistory(through: 10)
        #expect(x.completions(after: -1, through: 100).isEmpty)
        #expect(x.presentedValue(at: 0) == 3)
        #expect(x.value == 3)
    }

    @Test func animatesTransformsByTheirParts() throws {
        var transform = AnimatedProperty(AffineTransform.Decomposition.identity)
        let target = AffineTransform.Decomposition(
            scaleX: 2, scaleY: 2, rotation: .halfTurn, translation: Vector(dx: 10, dy: 0))
        try transform.animate(to: target, duration: 1, curve: .linear, at: 0)
        let halfway = transform.presentedValue(at: 0.5)
        #expect(
            halfway.isApproximatelyEqual(
                to: AffineTransform.Decomposition(
                    scaleX: 1.5, scaleY: 1.5, rotation: .quarterTurn, translation: Vector(dx: 5, dy: 0))))
    }

    @Test func restTimeIsTheEndOfTheLastAnimation() throws {
        var alpha = AnimatedProperty(1.0)
        #expect(alpha.restTime == -.infinity)
        try alpha.animate(to: 0, duration: 2, delay: 0.5, at: 1)
        #expect(alpha.restTime == 3.5)
        // Cut short at 2 by a set: still from 2 on.
        try alpha.set(0.5, at: 2)
        #expect(alpha.restTime == 2)
        try alpha.animate(to: 1, duration: 1, repeatCount: .forever, at: 3)
        #expect(alpha.restTime == .infinity)
        _ = try alpha.cancel(at: 4)
        #expect(alpha.restTime == 4)
    }
}
