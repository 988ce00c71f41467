import Models
import Testing

/// Sums and products of finite times are never +∞; every finite result is exact.
@Suite struct FiniteTimeTests {
    @Test func finiteResultsAreExact() {
        #expect(FiniteTime.sum(0.1, 0.2) == 0.1 + 0.2)
        #expect(FiniteTime.sum(1, 2, 3) == 6)
        #expect(FiniteTime.product(3, 0.1) == 3 * 0.1)
        #expect(FiniteTime.product(0x1p62, 1e-9) == 0x1p62 * 1e-9)
    }

    @Test(arguments: [(1e308, 1e308), (Double.greatestFiniteMagnitude, 1e292), (1.7e308, 1e308)])
    func aSumThatWouldOverflowIsHeldAtTheHorizon(a: Double, b: Double) {
        #expect(FiniteTime.sum(a, b) == FiniteTime.horizon)
        #expect(FiniteTime.sum(a, b).isFinite)
    }

    @Test(arguments: [(1e308, 10.0), (2.0, 1e308), (Double.infinity, 0.1), (1e200, 1e200)])
    func aProductThatWouldOverflowIsHeldAtTheHorizon(count: Double, span: Double) {
        // A count arithmetic made +∞ (a range divided by a step of 5e-324) is a finite count here.
        #expect(FiniteTime.product(count, span) == FiniteTime.horizon)
    }

    @Test func forEverGoesInToComeOut() {
        #expect(FiniteTime.sum(1, .infinity) == .infinity)
        #expect(FiniteTime.sum(-.infinity, 1e308) == -.infinity)
        #expect(FiniteTime.sum(1e308, 1e308, .infinity) == .infinity)
    }

    @Test(arguments: [(0.0, 5.0), (5.0, 0.0), (-1.0, 5.0), (Double.nan, 5.0), (Double.infinity, 0.0)])
    func noCyclesOrCyclesOfNoLengthTakeNoTime(count: Double, span: Double) {
        #expect(FiniteTime.product(count, span) == 0)
    }

    @Test func theClocksLimitIsFarBelowTheHorizon() {
        #expect(FiniteTime.clockLimit == 1e12)
        #expect(FiniteTime.clockLimit < FiniteTime.horizon)
    }

    @Test func aTimingRepeatedAbsurdlyOftenEndsWhileForeverDoesNot() throws {
        let long = try AnimationTiming(duration: 10, repeatCount: .count(1e308))
        #expect(long.activeDuration == FiniteTime.horizon)
        #expect(long.endTime(startedAt: 5).isFinite)
        let autoreversed = try AnimationTiming(
            duration: 1e308, delay: 1e308, repeatCount: .count(1e308), autoreverses: true)
        #expect(autoreversed.totalDuration == FiniteTime.horizon)
        #expect(autoreversed.endTime(startedAt: 1e12).isFinite)
        let forever = try AnimationTiming(duration: 10, repeatCount: .forever)
        #expect(forever.activeDuration == .infinity)
        // Nothing observable before the clock's limit changes: the 1e308-fold animation is
        // still in its cycles there.
        #expect(long.progress(atActiveTime: 15) == forever.progress(atActiveTime: 15))
    }

    @Test func aHeldStepperWhoseStepCountOverflowsStillComesToRest() throws {
        var stepper = try Stepper(step: 5e-324)
        #expect(try stepper.pressDown(.plus, at: 0))
        #expect(stepper.restTime == FiniteTime.horizon)
        var wrapping = try Stepper(step: 5e-324, wraps: true)
        #expect(try wrapping.pressDown(.plus, at: 0))
        #expect(wrapping.restTime == .infinity)
    }

    @Test func aPlanOfHugeStepsLastsAFiniteTime() throws {
        let step = try AnimationPlan<Int>.step(1, duration: 1e308, delay: 1e308)
        let plan = try AnimationPlan.sequence([step, try AnimationPlan.pause(1e308), step])
        #expect(plan.duration == FiniteTime.horizon)
        // Not "a step that runs forever before the end": a sequence after it is accepted.
        #expect(throws: Never.self) { try AnimationPlan.sequence([plan, step]) }
    }
}
