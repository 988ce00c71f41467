import Geometry
import Testing

@Suite struct SizeTests {
    @Test func zeroHasNoExtent() {
        #expect(Size.zero == Size(width: 0, height: 0))
    }

    @Test func scalarArithmeticScalesBothDimensions() {
        let size = Size(width: 4, height: -6)
        #expect(size * 0.5 == Size(width: 2, height: -3))
        #expect(2 * size == Size(width: 8, height: -12))
        #expect(size / 4 == Size(width: 1, height: -1.5))
    }

    @Test func approximateEquality() {
        #expect(Size(width: 1, height: 2).isApproximatelyEqual(to: Size(width: 1, height: 2 + 1e-12)))
        #expect(!Size(width: 1, height: 2).isApproximatelyEqual(to: Size(width: 1.5, height: 2)))
        #expect(!Size(width: .nan, height: 2).isApproximatelyEqual(to: Size(width: .nan, height: 2)))
    }

    @Test func interpolationIsPerDimension() {
        let start = Size(width: 10, height: 20)
        let end = Size(width: 30, height: 0)
        #expect(start.interpolated(to: end, at: 0.5) == Size(width: 20, height: 10))
        #expect(start.interpolated(to: end, at: 0) == start)
        #expect(start.interpolated(to: end, at: 1) == end)
    }
}
