import Geometry
import Testing

@Suite struct ColorTests {
    @Test func componentsAreStoredAsGiven() {
        let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.red == 0.1 && color.green == 0.2 && color.blue == 0.3 && color.alpha == 0.4)
        #expect(Color(red: 1, green: 0, blue: 0).alpha == 1)
    }

    @Test func componentsClampAndNaNBecomesZero() {
        let color = Color(red: -0.5, green: 1.5, blue: .nan, alpha: .infinity)
        #expect(color == Color(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test func settersClampToo() {
        var color = Color.black
        color.red = 2
        color.green = -1
        color.blue = .nan
        color.alpha = 0.5
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func namedColors() {
        #expect(Color.black == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(Color.white == Color(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(Color.clear.alpha == 0)
    }

    @Test func approximateEquality() {
        let color = Color(red: 0.5, green: 0.5, blue: 0.5)
        #expect(color.isApproximatelyEqual(to: Color(red: 0.5 + 1e-12, green: 0.5, blue: 0.5)))
        #expect(!color.isApproximatelyEqual(to: Color(red: 0.6, green: 0.5, blue: 0.5)))
    }

    @Test func rgbInterpolationIsComponentwise() {
        let start = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let end = Color(red: 0, green: 0, blue: 1, alpha: 0)
        #expect(start.interpolated(to: end, at: 0.5) == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        #expect(start.interpolated(to: end, at: 0) == start)
        #expect(start.interpolated(to: end, at: 1) == end)
    }

    @Test func rgbExtrapolationSaturates() {
        let start = Color(red: 0.2, green: 0.5, blue: 0.8)
        let end = Color(red: 0.8, green: 0.5, blue: 0.2)
        let overshoot = start.interpolated(to: end, at: 1.5)
        #expect(overshoot == Color(red: 1, green: 0.5, blue: 0))
    }
}
