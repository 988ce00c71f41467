import Geometry
import Testing

@Suite struct TimingCurveTests {
    @Test func namedCurvesWrapTheirBeziers() {
        #expect(TimingCurve.linear == .cubicBezier(.linear))
        #expect(TimingCurve.easeIn == .cubicBezier(.easeIn))
        #expect(TimingCurve.easeOut == .cubicBezier(.easeOut))
        #expect(TimingCurve.easeInEaseOut == .cubicBezier(.easeInEaseOut))
        #expect(TimingCurve.default == .cubicBezier(.ease))
        #expect(TimingCurve.ease == TimingCurve.default)
    }

    @Test(arguments: [
        (TimingCurve.easeIn, 0.315357), (.easeOut, 0.684643), (.easeInEaseOut, 0.5), (.default, 0.802403),
        (.linear, 0.5),
    ])
    func valueEvaluatesTheCurve(curve: TimingCurve, halfway: Double) {
        #expect(isClose(curve.value(at: 0.5), halfway, within: 1e-5))
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func everyNamedCurveRunsFromZeroToOneAndClamps(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.naturalDuration == nil)
    }

    @Test func controlPointInitializerValidates() throws {
        let curve = try TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
        #expect(curve == .easeInEaseOut)
        #expect(throws: TimingCurveError.invalidControlPoints(x1: 1.5, y1: 0, x2: 0.5, y2: 1)) {
            try TimingCurve(controlPoints: 1.5, 0, 0.5, 1)
        }
    }

    @Test func stepsInitializerValidatesAndEvaluates() throws {
        let curve = try TimingCurve(steps: 5)
        #expect(curve.value(at: 0.5) == 0.4)
        #expect(try TimingCurve(steps: 5, position: .start).value(at: 0.5) == 0.6)
        #expect(throws: TimingCurveError.invalidStepCount(0)) {
            try TimingCurve(steps: 0)
        }
    }

    @Test func springsPlayOverTheirSettlingDuration() throws {
        let spring = try Spring(dampingRatio: 0.5, response: 0.4, initialVelocity: 1)
        let curve = TimingCurve.spring(spring)
        #expect(curve.naturalDuration == spring.settlingDuration)
        #expect(curve.value(at: 0) == 0)
        for progress in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(curve.value(at: progress) == spring.value(at: progress * spring.settlingDuration))
        }
        // The end snaps exactly onto the target, a jump smaller than the settling epsilon.
        #expect(curve.value(at: 1) == 1)
        #expect(abs(spring.value(at: spring.settlingDuration) - 1) <= Spring.settlingEpsilon)
        #expect(curve.value(at: 2) == 1)
        #expect(curve.value(at: .nan) == 0)
    }

    @Test func bouncySpringCurvesOvershootInProgressTerms() throws {
        let curve = TimingCurve.spring(try Spring(dampingRatio: 0.3, response: 0.5))
        let peak = stride(from: 0.0, through: 1, by: 0.001).map(curve.value(at:)).max() ?? 0
        #expect(peak > 1.3)
    }
}
