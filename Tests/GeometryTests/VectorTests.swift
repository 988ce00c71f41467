import Geometry
import Testing

@Suite struct VectorTests {
    @Test func arithmeticIsComponentwise() {
        let first = Vector(dx: 1, dy: 2)
        let second = Vector(dx: 3, dy: -4)
        #expect(first + second == Vector(dx: 4, dy: -2))
        #expect(first - second == Vector(dx: -2, dy: 6))
        #expect(-first == Vector(dx: -1, dy: -2))
        #expect(first * 3 == Vector(dx: 3, dy: 6))
        #expect(3 * first == Vector(dx: 3, dy: 6))
        #expect(second / 2 == Vector(dx: 1.5, dy: -2))
    }

    @Test func compoundAssignmentsMatchTheOperators() {
        var vector = Vector(dx: 1, dy: 2)
        vector += Vector(dx: 1, dy: 1)
        #expect(vector == Vector(dx: 2, dy: 3))
        vector -= Vector(dx: 2, dy: 0)
        #expect(vector == Vector(dx: 0, dy: 3))
        vector *= 4
        #expect(vector == Vector(dx: 0, dy: 12))
        vector /= 3
        #expect(vector == Vector(dx: 0, dy: 4))
    }

    @Test func divisionByZeroFollowsIEEEInsteadOfTrapping() {
        let result = Vector(dx: 1, dy: 0) / 0
        #expect(result.dx == .infinity)
        #expect(result.dy.isNaN)
    }

    @Test func lengthIsEuclidean() {
        let vector = Vector(dx: 3, dy: 4)
        #expect(vector.length == 5)
        #expect(vector.lengthSquared == 25)
        #expect(Vector.zero.length == 0)
    }

    @Test func normalizedHasUnitLengthAndTheSameDirection() throws {
        let unit = try #require(Vector(dx: 3, dy: 4).normalized())
        #expect(isClose(unit.dx, 0.6))
        #expect(isClose(unit.dy, 0.8))
        #expect(isClose(unit.length, 1))
    }

    @Test(arguments: [
        Vector.zero,
        Vector(dx: .nan, dy: 1),
        Vector(dx: .infinity, dy: 0),
        Vector(dx: 0, dy: -.infinity),
    ])
    func normalizedIsNilWithoutADirection(vector: Vector) {
        #expect(vector.normalized() == nil)
    }

    @Test func dotAndCrossProducts() {
        let right = Vector(dx: 1, dy: 0)
        let down = Vector(dx: 0, dy: 1)
        #expect(right.dot(down) == 0)
        #expect(Vector(dx: 2, dy: 3).dot(Vector(dx: 4, dy: 5)) == 23)
        // Turning from +x to +y is the positive sense of rotation.
        #expect(right.cross(down) == 1)
        #expect(down.cross(right) == -1)
    }

    @Test(arguments: [
        (1.0, 0.0, 0.0),
        (0.0, 1.0, Double.pi / 2),
        (-1.0, 0.0, Double.pi),
        (0.0, -1.0, -Double.pi / 2),
        (-1.0, -0.0, Double.pi),
    ])
    func angleIsInTheHalfOpenRange(dx: Double, dy: Double, expected: Double) {
        #expect(isClose(Vector(dx: dx, dy: dy).angle.radians, expected))
    }

    @Test func initFromAngleAndLengthRoundTrips() {
        let vector = Vector(angle: .degrees(30), length: 2)
        #expect(isClose(vector.dx, 3.0.squareRoot()))
        #expect(isClose(vector.dy, 1))
        #expect(isClose(vector.length, 2))
        #expect(isClose(vector.angle.degrees, 30))
    }

    @Test func approximateEquality() {
        #expect(Vector(dx: 1, dy: 1).isApproximatelyEqual(to: Vector(dx: 1 + 1e-12, dy: 1)))
        #expect(!Vector(dx: 1, dy: 1).isApproximatelyEqual(to: Vector(dx: 1, dy: 1.1)))
    }

    @Test func interpolationIsComponentwise() {
        let start = Vector(dx: 0, dy: -2)
        let end = Vector(dx: 4, dy: 2)
        #expect(start.interpolated(to: end, at: 0.5) == Vector(dx: 2, dy: 0))
        #expect(start.interpolated(to: end, at: 1) == end)
    }
}
