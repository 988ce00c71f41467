import Geometry
import Testing

@Suite struct PointTests {
    @Test func zeroIsTheOrigin() {
        #expect(Point.zero == Point(x: 0, y: 0))
    }

    @Test func addingAndSubtractingVectorsMovesThePoint() {
        let point = Point(x: 1, y: 2)
        let vector = Vector(dx: 3, dy: -5)
        #expect(point + vector == Point(x: 4, y: -3))
        #expect(point - vector == Point(x: -2, y: 7))
        var moved = point
        moved += vector
        #expect(moved == Point(x: 4, y: -3))
        moved -= vector
        #expect(moved == point)
    }

    @Test func subtractingPointsGivesTheDisplacement() {
        let start = Point(x: 1, y: 2)
        let end = Point(x: 4, y: 6)
        #expect(end - start == Vector(dx: 3, dy: 4))
        #expect(start + (end - start) == end)
    }

    @Test func distanceIsEuclidean() {
        #expect(Point(x: 1, y: 2).distance(to: Point(x: 4, y: 6)) == 5)
        #expect(Point(x: 4, y: 6).distance(to: Point(x: 1, y: 2)) == 5)
    }

    @Test func distanceDoesNotOverflowForHugeCoordinates() {
        let distance = Point(x: 3e200, y: 0).distance(to: Point(x: 0, y: 4e200))
        #expect(isClose(distance / 5e200, 1, within: 1e-15))
    }

    @Test func approximateEqualityUsesAnAbsoluteTolerance() {
        let point = Point(x: 1, y: 1)
        #expect(point.isApproximatelyEqual(to: Point(x: 1 + 1e-12, y: 1 - 1e-12)))
        #expect(!point.isApproximatelyEqual(to: Point(x: 1.001, y: 1)))
        #expect(point.isApproximatelyEqual(to: Point(x: 1.001, y: 1), tolerance: 0.01))
        #expect(!Point(x: .nan, y: 0).isApproximatelyEqual(to: Point(x: .nan, y: 0)))
    }

    @Test func interpolationMovesAlongTheSegment() {
        let start = Point(x: 0, y: 10)
        let end = Point(x: 10, y: 30)
        #expect(start.interpolated(to: end, at: 0) == start)
        #expect(start.interpolated(to: end, at: 1) == end)
        #expect(start.interpolated(to: end, at: 0.25) == Point(x: 2.5, y: 15))
        #expect(start.interpolated(to: end, at: 1.5) == Point(x: 15, y: 40))
    }
}
