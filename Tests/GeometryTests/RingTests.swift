import Geometry
import Testing

@Suite struct RingTests {
    // The rotary wheel: a dead zone of 40 points round the centre, a rim at 100.
    private let wheel = Ring(center: Point(x: 100, y: 100), innerRadius: 40, outerRadius: 100)

    @Test(arguments: [
        (0.0, false), (39.999, false), (40.0, true), (70.0, true), (100.0, true), (100.001, false), (150.0, false),
    ])
    func boundariesAreInclusive(distance: Double, expected: Bool) {
        #expect(wheel.contains(Point(x: 100 + distance, y: 100)) == expected)
        #expect(wheel.contains(Point(x: 100, y: 100 - distance)) == expected)
    }

    @Test func diagonalPointsUseTheEuclideanDistance() {
        // (60, 80) is 100 away; (61, 81) is beyond the rim although each coordinate is inside.
        #expect(wheel.contains(Point(x: 160, y: 180)))
        #expect(!wheel.contains(Point(x: 161, y: 181)))
    }

    @Test func aRingWithSwappedRadiiContainsNothing() {
        let inverted = Ring(center: .zero, innerRadius: 100, outerRadius: 40)
        #expect(!inverted.contains(Point(x: 70, y: 0)))
        #expect(!inverted.contains(Point(x: 40, y: 0)))
    }

    @Test func aNegativeInnerRadiusMakesADisc() {
        let disc = Ring(center: .zero, innerRadius: -1, outerRadius: 10)
        #expect(disc.contains(.zero))
    }

    @Test func nanNeverHits() {
        #expect(!wheel.contains(Point(x: .nan, y: 100)))
        #expect(!Ring(center: .zero, innerRadius: .nan, outerRadius: 10).contains(Point(x: 5, y: 0)))
    }
}
