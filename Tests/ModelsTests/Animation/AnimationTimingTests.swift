import Geometry
import Models
import Testing

@Suite struct AnimationTimingTests {
    private func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
        AnimationTestKit.isClose(actual, expected, within: tolerance)
    }

    @Test func defaultsToOneEaseInOutPassWithoutDelayAsUIKitDoes() throws {
        let timing = try AnimationTiming(duration: 0.75)
        #expect(timing.delay == 0)
        #expect(timing.curve == .easeInEaseOut)
        #expect(timing.repeatCount == .once)
        #expect(!timing.autoreverses)
        #expect(timing.activeDuration == 0.75)
        #expect(timing.totalDuration == 0.75)
    }

    /// CSS Easing: `steps(n, jump-start)` has taken its first step at the instant the animation
    /// begins (a View read its start value there; the Odometer already read the first step).
    @Test func jumpStartStepsHaveTakenTheirFirstStepWhenTheAnimationBegins() throws {
        let timing = try AnimationTiming(duration: 2, delay: 1, curve: .steps(StepCurve(count: 4, position: .start)))
        let fade = try Animation(from: 1.0, to: 0.0, timing: timing, at: 10)
        #expect(fade.value(at: 11.0.nextDown) == 1, "not before it begins")
        #expect(fade.value(at: 11) == 0.75)
        #expect(fade.progress(at: 11) == 0.25)
        #expect(timing.progress(atActiveTime: 0) == 0.25)
        #expect(timing.progress(atActiveTime: -1) == 0 && timing.progress(atActiveTime: .nan) == 0)
        #expect(try AnimationTiming(duration: 2).progress(atActiveTime: 0) == 0, "other curves start at 0")
    }

    @Test(arguments: [-1.0, -0.001, .infinity, -.infinity])
    func refusesDurationsThatAreNegativeOrInfinite(duration: Double) {
        #expect(throws: AnimationError.invalidDuration(duration)) { try AnimationTiming(duration: duration) }
    }

    @Test(arguments: [-1.0, .infinity])
    func refusesDelaysThatAreNegativeOrInfinite(delay: Double) {
        #expect(throws: AnimationError.invalidDelay(delay)) { try AnimationTiming(duration: 1, delay: delay) }
    }

    @Test func refusesNaNDurationsAndDelays() {
        let duration = AnimationTestKit.error { _ = try AnimationTiming(duration: .nan) }
        let delay = AnimationTestKit.error { _ = try AnimationTiming(duration: 1, delay: .nan) }
        #expect(duration?.description == AnimationError.invalidDuration(.nan).description)
        #expect(delay?.description == AnimationError.invalidDelay(.nan).description)
    }

    @Test func aCycleIsThereAndBackWhenAutoreversing() throws {
        let timing = try AnimationTiming(duration: 0.05, repeatCount: .count(3), autoreverses: true)
        #expect(timing.cycleDuration == 0.1)
        #expect(close(timing.activeDuration, 0.3))
    }

    @Test func foreverNeverEndsButAZeroDurationEndsAtOnce() throws {
        #expect(try AnimationTiming(duration: 1, repeatCount: .forever).activeDuration == .infinity)
        #expect(try AnimationTiming(duration: 0, repeatCount: .forever).activeDuration == 0)
        #expect(try AnimationTiming(duration: 0, repeatCount: .count(5)).activeDuration == 0)
    }

    @Test func infiniteCountBecomesForever() throws {
        #expect(try AnimationTiming(duration: 1, repeatCount: .count(.infinity)).repeatCount == .forever)
    }

    @Test func progressFollowsTheCurveWithinAPass() throws {
        let timing = try AnimationTiming(duration: 2, curve: .easeIn)
        #expect(timing.progress(atActiveTime: 0) == 0)
        #expect(timing.progress(atActiveTime: 0.5) == TimingCurve.easeIn.value(at: 0.25))
        #expect(timing.progress(atActiveTime: 2) == 1)
        #expect(timing.progress(atActiveTime: 7) == 1)
    }

    @Test func beforeItBeginsAndForNaNTheProgressIsZero() throws {
        let timing = try AnimationTiming(duration: 1, curve: .linear)
        #expect(timing.progress(atActiveTime: -1) == 0)
        #expect(timing.progress(atActiveTime: .nan) == 0)
    }

    @Test func repeatsRestartFromTheBeginning() throws {
        let timing = try AnimationTiming(duration: 1, curve: .linear, repeatCount: .count(3))
        #expect(close(timing.progress(atActiveTime: 1.25), 0.25))
        #expect(timing.progress(atActiveTime: 2) == 0)
        #expect(close(timing.progress(atActiveTime: 2.5), 0.5))
        #expect(timing.progress(atActiveTime: 3) == 1)
    }

    @Test func autoreverseComesBackWithTheCurvePlayedBackwardsInTime() throws {
        let curve = TimingCurve.easeIn
        let timing = try AnimationTiming(duration: 1, curve: curve, autoreverses: true)
        // A quarter of the way back is where the way there was three quarters of the way.
        #expect(timing.progress(atActiveTime: 1.25) == curve.value(at: 0.75))
        #expect(timing.progress(atActiveTime: 1.75) == curve.value(at: 0.25))
        // Not the curve mirrored: that would be 1 − curve(0.25).
        #expect(!close(timing.progress(atActiveTime: 1.75), 1 - curve.value(at: 0.75), within: 1e-3))
        #expect(timing.progress(atActiveTime: 1) == 1)
    }

    @Test func fractionalCountsStopPartWayAndThenSettleOnTheEnd() throws {
        let timing = try AnimationTiming(duration: 1, curve: .linear, repeatCount: .count(2.5))
        #expect(timing.activeDuration == 2.5)
        #expect(close(timing.progress(atActiveTime: 2.25), 0.25))
        #expect(timing.progress(atActiveTime: 2.5) == 1)
    }

    @Test func anAutoreverseOfHalfACountMoreEndsWhereItIsHeadingWithoutAJump() throws {
        let timing = try AnimationTiming(duration: 1, curve: .linear, repeatCount: .count(1.5), autoreverses: true)
        #expect(timing.activeDuration == 3)
        #expect(close(timing.progress(atActiveTime: 2.999), 0.999))
        #expect(timing.progress(atActiveTime: 3) == 1)
    }

    @Test func springsOvershootAndStillEndOnOne() throws {
        let spring = try Spring(dampingRatio: 0.3, response: 0.5)
        let timing = try AnimationTiming(duration: 1, curve: .spring(spring))
        let samples = (1..<100).map { timing.progress(atActiveTime: Double($0) / 100) }
        #expect(samples.contains { $0 > 1.1 })
        #expect(timing.progress(atActiveTime: 1) == 1)
    }

    @Test func addingDelayKeepsEverythingElse() throws {
        let timing = try AnimationTiming(
            duration: 0.25, delay: 0.5, curve: .linear, repeatCount: .count(2), autoreverses: true)
        let later = try timing.addingDelay(1.25)
        #expect(later.delay == 1.75)
        #expect(
            later.duration == 0.25 && later.curve == .linear && later.repeatCount == .count(2) && later.autoreverses)
        #expect(throws: AnimationError.invalidDelay(-0.5)) { try timing.addingDelay(-1) }
    }

    @Test func beginAndEndTimesFollowFromTheStart() throws {
        let timing = try AnimationTiming(
            duration: 2, delay: 0.5, repeatCount: AnimationRepeat(count: 3), autoreverses: true)
        #expect(timing.beginTime(startedAt: 10) == 10.5)
        #expect(timing.endTime(startedAt: 10) == 10.5 + 12)
        let forever = try AnimationTiming(duration: 1, repeatCount: .forever)
        #expect(forever.endTime(startedAt: 0) == .infinity)
    }
}
