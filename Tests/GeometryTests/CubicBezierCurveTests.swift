import Geometry
import Testing

@Suite struct CubicBezierCurveTests {
    private static let inputs = [0.1, 0.25, 0.5, 0.75, 0.9]

    @Test(arguments: [
        (CubicBezierCurve.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
        (CubicBezierCurve.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
        (CubicBezierCurve.easeInEaseOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
        (CubicBezierCurve.ease, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
    ])
    func namedCurvesMatchTheReferenceValues(curve: CubicBezierCurve, expected: [Double]) {
        for (input, value) in zip(Self.inputs, expected) {
            #expect(isClose(curve.value(at: input), value, within: 1e-5), "x = \(input)")
        }
    }

    @Test func namedCurvesHaveTheirControlPoints() {
        #expect(CubicBezierCurve.easeIn.controlPoint1 == Point(x: 0.42, y: 0))
        #expect(CubicBezierCurve.easeIn.controlPoint2 == Point(x: 1, y: 1))
        #expect(CubicBezierCurve.easeOut.controlPoint2 == Point(x: 0.58, y: 1))
        #expect(CubicBezierCurve.ease.controlPoint1 == Point(x: 0.25, y: 0.1))
        #expect(CubicBezierCurve.linear.controlPoint1 == Point(x: 0, y: 0))
    }

    @Test(arguments: [
        CubicBezierCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .ease,
    ])
    func namedCurvesStartAtZeroEndAtOneAndNeverGoBack(curve: CubicBezierCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        var previous = 0.0
        for step in 1...2000 {
            let value = curve.value(at: Double(step) / 2000)
            #expect(value >= previous - 1e-9, "step \(step)")
            previous = value
        }
    }

    @Test func linearIsTheIdentity() {
        for input in stride(from: 0.0, through: 1, by: 0.01) {
            #expect(CubicBezierCurve.linear.value(at: input) == input)
        }
    }

    @Test(arguments: [(-0.5, 0.0), (-Double.infinity, 0.0), (1.5, 1.0), (Double.infinity, 1.0), (Double.nan, 0.0)])
    func inputsOutsideTheUnitIntervalClampAndNaNCountsAsZero(input: Double, expected: Double) {
        #expect(CubicBezierCurve.ease.value(at: input) == expected)
    }

    @Test func theSolverInvertsXAccuratelyForRandomCurves() throws {
        // Sample the parametric curve directly and check value(at: x(t)) ≈ y(t).
        var generator = SplitMix64(seed: 7)
        for _ in 0..<100 {
            let x1 = Double.random(in: 0...1, using: &generator)
            let y1 = Double.random(in: -1...2, using: &generator)
            let x2 = Double.random(in: 0...1, using: &generator)
            let y2 = Double.random(in: -1...2, using: &generator)
            let curve = try CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
            for t in stride(from: 0.05, to: 1, by: 0.1) {
                let x = bezier(t, x1, x2)
                let y = bezier(t, y1, y2)
                let slope = abs(bezierDerivative(t, y1, y2) / bezierDerivative(t, x1, x2))
                // x is solved to 1e-7; y inherits that error scaled by dy/dx.
                let tolerance = 1e-6 * Swift.max(1, Swift.min(slope, 1e3))
                #expect(isClose(curve.value(at: x), y, within: tolerance), "t = \(t)")
            }
        }
    }

    @Test func controlPointsWithYOutsideTheUnitIntervalOvershoot() throws {
        let backOut = try CubicBezierCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
        let peak = stride(from: 0.0, through: 1, by: 0.01).map(backOut.value(at:)).max() ?? 0
        #expect(peak > 1.05)
        #expect(backOut.value(at: 1) == 1)
    }

    @Test(arguments: [
        (-0.1, 0.0, 1.0, 1.0), (1.1, 0.0, 1.0, 1.0), (0.5, 0.0, 2.0, 1.0), (0.5, 0.0, -0.0001, 1.0),
        (Double.nan, 0.0, 1.0, 1.0), (0.5, Double.nan, 0.5, 1.0), (0.5, 0.0, 0.5, Double.infinity),
        (0.5, 1e301, 0.5, 1.0), (0.5, 0.0, 0.5, -1e308),
    ])
    func invalidControlPointsThrowADescriptiveError(x1: Double, y1: Double, x2: Double, y2: Double) {
        #expect(throws: TimingCurveError.self) {
            try CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        }
        do {
            _ = try CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        } catch {
            guard case .invalidControlPoints(let reportedX1, _, let reportedX2, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(reportedX1.isNaN ? x1.isNaN : reportedX1 == x1)
            #expect(reportedX2 == x2)
        }
    }

    @Test func boundaryControlPointsAreValid() throws {
        let curve = try CubicBezierCurve(x1: 0, y1: -3, x2: 1, y2: 4)
        #expect(curve.controlPoint1 == Point(x: 0, y: -3))
        #expect(curve.value(at: 0.5).isFinite)
        let extreme = try CubicBezierCurve(x1: 0.5, y1: 1e300, x2: 0.5, y2: -1e300)
        for input in stride(from: 0.0, through: 1, by: 0.01) {
            #expect(extreme.value(at: input).isFinite)
        }
    }

    /// y is within 1e-12 of the exact curve, against a solve in 80-bit floating point (the
    /// tolerance of WebKit's solver left it up to 6.4e-8 off), including the flat spots of
    /// (1, 0), (0, 1) where Newton alone stalls.
    @Test(arguments: [
        (0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (1.0, 0.0, 0.0, 1.0),
        (0.0, 1.0, 1.0, 0.0), (0.68, -0.6, 0.32, 1.6), (0.5, 3.0, 0.5, -2.0), (0.99, 0.01, 0.01, 0.99),
        (0.1, 0.9, 0.2, 0.95),
    ])
    func valuesAreExactToOneTrillionth(_ points: (Double, Double, Double, Double)) throws {
        let curve = try CubicBezierCurve(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
        var worst = (error: 0.0, input: 0.0)
        // The ends are exact by definition (the reference, which bisects a flat x, is not).
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        for step in 1...1992 {
            let input = Double(step) / 1993
            let error = abs(curve.value(at: input) - referenceValue(points, at: input))
            if error > worst.error { worst = (error, input) }
        }
        #expect(worst.error <= 1e-12, "off by \(worst.error) at \(worst.input)")
    }
}

#if arch(x86_64)
typealias ReferenceFloat = Float80
#else
typealias ReferenceFloat = Double
#endif

/// The curve's value at `x` solved by bisection in the widest floating point at hand: slow,
/// simple, and far more precise than a `Double` result needs.
private func referenceValue(_ points: (Double, Double, Double, Double), at x: Double) -> Double {
    func coordinate(_ t: ReferenceFloat, _ p1: Double, _ p2: Double) -> ReferenceFloat {
        let u = 1 - t
        return 3 * u * u * t * ReferenceFloat(p1) + 3 * u * t * t * ReferenceFloat(p2) + t * t * t
    }
    let target = ReferenceFloat(x)
    var lower: ReferenceFloat = 0
    var upper: ReferenceFloat = 1
    for _ in 0..<90 {
        let middle = (lower + upper) / 2
        if coordinate(middle, points.0, points.2) < target { lower = middle } else { upper = middle }
    }
    return Double(coordinate((lower + upper) / 2, points.1, points.3))
}

/// One coordinate of the cubic Bézier from 0 to 1 with control values p1, p2, in Bernstein form.
private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
}

private func bezierDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
}
