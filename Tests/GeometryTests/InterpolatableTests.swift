import Geometry
import Testing

@Suite struct InterpolatableTests {
    @Test func lerpIsExactAtBothEnds() {
        // The naive a + (b − a)·t gives 0.7000000000000001 here.
        #expect(0.1.interpolated(to: 0.7, at: 1) == 0.7)
        #expect(0.1.interpolated(to: 0.7, at: 0) == 0.1)
        #expect(1e20.interpolated(to: 1, at: 1) == 1)
    }

    @Test func lerpIsLinearAndExtrapolates() {
        #expect(2.0.interpolated(to: 6, at: 0.25) == 3)
        #expect(2.0.interpolated(to: 6, at: 0.75) == 5)
        #expect(2.0.interpolated(to: 6, at: 1.5) == 8)
        #expect(2.0.interpolated(to: 6, at: -0.5) == 0)
    }

    @Test func lerpIsMonotonicAcrossTheMidpointSwitch() {
        var previous = -Double.infinity
        for step in 0...1000 {
            let value = 0.3.interpolated(to: 0.9, at: Double(step) / 1000)
            #expect(value >= previous)
            previous = value
        }
    }

    @Test func lerpWithNaNFractionIsNaN() {
        #expect(1.0.interpolated(to: 2, at: .nan).isNaN)
    }

    @Test func genericCodeCanInterpolateAnyConformingType() {
        func halfway<Value: Interpolatable>(_ start: Value, _ end: Value) -> Value {
            start.interpolated(to: end, at: 0.5)
        }
        #expect(halfway(0.0, 10.0) == 5)
        #expect(halfway(Point.zero, Point(x: 2, y: 4)) == Point(x: 1, y: 2))
        #expect(halfway(Angle.zero, Angle.fullTurn) == .halfTurn)
    }
}
