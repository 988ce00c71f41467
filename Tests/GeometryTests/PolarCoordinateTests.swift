import Geometry
import Testing

@Suite struct PolarCoordinateTests {
    private let centre = Point(x: 100, y: 100)

    @Test(arguments: [
        (150.0, 100.0, 0.0),
        (100.0, 150.0, Double.pi / 2),
        (50.0, 100.0, Double.pi),
        (100.0, 50.0, -Double.pi / 2),
        (150.0, 150.0, Double.pi / 4),
    ])
    func angleAroundTheCentreIsAtan2(x: Double, y: Double, expected: Double) {
        let angle = Point(x: x, y: y).angle(around: centre)
        #expect(isClose(angle.radians, expected, within: 1e-12))
    }

    @Test func theLeftSideIsPlusPiNotMinusPi() {
        #expect(Point(x: 0, y: 100).angle(around: centre).radians == .pi)
    }

    @Test func theCentreItselfHasAngleZero() {
        let polar = PolarCoordinate(of: centre, around: centre)
        #expect(polar.radius == 0)
        #expect(polar.angle == .zero)
    }

    @Test func polarCoordinatesMeasureDistanceAndDirection() {
        let polar = PolarCoordinate(of: Point(x: 130, y: 140), around: centre)
        #expect(polar.radius == 50)
        #expect(isClose(polar.angle.radians, 0.9272952180016122, within: 1e-15))
    }

    @Test func pointsRoundTripThroughPolarCoordinates() {
        var generator = SplitMix64(seed: 6)
        for _ in 0..<100 {
            let point = Point(
                x: Double.random(in: -500...500, using: &generator),
                y: Double.random(in: -500...500, using: &generator)
            )
            let polar = PolarCoordinate(of: point, around: centre)
            #expect(polar.point(around: centre).isApproximatelyEqual(to: point, tolerance: 1e-9))
        }
    }

    @Test func unboundedAnglesStillGiveTheRightPoint() {
        let polar = PolarCoordinate(radius: 10, angle: .radians(2 * .pi + .pi / 2))
        #expect(polar.point(around: .zero).isApproximatelyEqual(to: Point(x: 0, y: 10)))
    }
}
