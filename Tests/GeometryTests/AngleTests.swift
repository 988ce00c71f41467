import Geometry
import Testing

@Suite struct AngleTests {
    @Test func degreesAndRadiansConvert() {
        #expect(isClose(Angle(degrees: 180).radians, .pi))
        #expect(isClose(Angle(radians: .pi / 2).degrees, 90))
        #expect(isClose(Angle.degrees(2.5).radians, 0.0436332, within: 1e-7))
        #expect(Angle.radians(1.5) == Angle(radians: 1.5))
        #expect(isClose(Angle(turns: 1.5).radians, 3 * .pi))
        var angle = Angle.zero
        angle.degrees = 45
        #expect(isClose(angle.radians, .pi / 4))
    }

    @Test func namedAngles() {
        #expect(Angle.zero.radians == 0)
        #expect(Angle.quarterTurn.radians == .pi / 2)
        #expect(Angle.halfTurn.radians == .pi)
        #expect(Angle.fullTurn.radians == 2 * .pi)
    }

    @Test func theUnboundedValueKeepsCounting() {
        var wheel = Angle.zero
        for _ in 0..<6 { wheel += .quarterTurn }
        #expect(isClose(wheel.radians, 3 * .pi))
        #expect(isClose(wheel.turns, 1.5))
        #expect(wheel.wholeTurns == 1)
        #expect(isClose(wheel.normalizedRadians, .pi))
    }

    private static let normalizationCases: [(radians: Double, expected: Double)] = [
        (3 * .pi / 2, -.pi / 2),
        (-.pi, .pi),
        (.pi, .pi),
        (-3 * .pi, .pi),
        (2 * .pi, 0),
        (5 * .pi / 2, .pi / 2),
        (-.pi / 2, -.pi / 2),
        (-7 * .pi / 2, .pi / 2),
        (0, 0),
    ]

    @Test(arguments: normalizationCases)
    func normalizedIsInTheHalfOpenInterval(radians: Double, expected: Double) {
        let normalized = Angle(radians: radians).normalized
        #expect(isClose(normalized.radians, expected, within: 1e-12))
        #expect(normalized.radians > -.pi && normalized.radians <= .pi)
        #expect(isClose(Angle(radians: radians).normalizedRadians, expected, within: 1e-12))
    }

    @Test func minusPiExactlyMapsToPlusPi() {
        #expect(Angle(radians: -.pi).normalizedRadians == .pi)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteAnglesNormalizeToNaN(radians: Double) {
        #expect(Angle(radians: radians).normalizedRadians.isNaN)
    }

    private static let wholeTurnCases: [(radians: Double, expected: Int)] = [
        (7 * .pi / 2, 1),
        (-7 * .pi / 2, -1),
        (3 * .pi / 2, 0),
        (4 * .pi + 0.1, 2),
        (-2 * .pi - 0.1, -1),
        (0, 0),
    ]

    @Test(arguments: wholeTurnCases)
    func wholeTurnsRoundTowardZero(radians: Double, expected: Int) {
        #expect(Angle(radians: radians).wholeTurns == expected)
    }

    @Test(arguments: [
        (Double.nan, 0),
        (Double.infinity, Int.max),
        (-Double.infinity, Int.min),
        (1e300, Int.max),
        (-1e300, Int.min),
    ])
    func wholeTurnsNeverTrap(radians: Double, expected: Int) {
        #expect(Angle(radians: radians).wholeTurns == expected)
    }

    @Test func arithmetic() {
        let angle = Angle(radians: 1)
        #expect(angle + Angle(radians: 2) == Angle(radians: 3))
        #expect(angle - Angle(radians: 3) == Angle(radians: -2))
        #expect(-angle == Angle(radians: -1))
        #expect(angle * 3 == Angle(radians: 3))
        #expect(3 * angle == Angle(radians: 3))
        #expect(Angle(radians: 3) / 2 == Angle(radians: 1.5))
        var accumulated = angle
        accumulated -= Angle(radians: 0.5)
        #expect(accumulated == Angle(radians: 0.5))
    }

    @Test func comparisonAndEqualityUseTheUnboundedValue() {
        #expect(Angle.zero != Angle.fullTurn)
        #expect(Angle.zero < Angle.fullTurn)
        #expect(Angle(radians: -1) < Angle.zero)
        #expect(Angle.fullTurn.normalized.isApproximatelyEqual(to: .zero))
        #expect([Angle.halfTurn, .zero, .quarterTurn].sorted() == [.zero, .quarterTurn, .halfTurn])
    }

    @Test(arguments: [
        (170.0, -170.0, 20.0),
        (-170.0, 170.0, -20.0),
        (0.0, 180.0, 180.0),
        (0.0, -180.0, 180.0),
        (3605.0, 0.0, -5.0),
        (10.0, 30.0, 20.0),
        (350.0, 10.0, 20.0),
    ])
    func shortestDifferenceCrossesTheSeam(from: Double, to: Double, expected: Double) {
        let difference = Angle(degrees: from).shortestDifference(to: Angle(degrees: to))
        #expect(isClose(difference.degrees, expected, within: 1e-9))
        #expect(difference.radians > -.pi && difference.radians <= .pi)
    }

    @Test func interpolationTakesTheLongWayWhenAskedTo() {
        let start = Angle.zero
        let end = Angle(radians: 3 * .pi / 2)
        #expect(isClose(start.interpolated(to: end, at: 1.0 / 3).radians, .pi / 2))
        #expect(isClose(start.interpolated(to: end, at: 2.0 / 3).radians, .pi))
        #expect(start.interpolated(to: end, at: 1) == end)
    }

    @Test func approximateEqualityComparesUnboundedValues() {
        #expect(Angle(radians: 1).isApproximatelyEqual(to: Angle(radians: 1 + 1e-12)))
        #expect(!Angle.zero.isApproximatelyEqual(to: .fullTurn))
        #expect(!Angle(radians: .nan).isApproximatelyEqual(to: Angle(radians: .nan)))
    }
}
