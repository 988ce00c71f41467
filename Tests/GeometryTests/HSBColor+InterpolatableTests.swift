import Geometry
import Testing

@Suite struct HSBColorInterpolatableTests {
    private func hueDistance(_ first: Double, _ second: Double) -> Double {
        let gap = abs(first - second)
        return Swift.min(gap, 1 - gap)
    }

    @Test func hueTakesTheShorterWayAcrossZero() {
        let start = HSBColor(hue: 0.9, saturation: 1, brightness: 1)
        let end = HSBColor(hue: 0.1, saturation: 1, brightness: 1)
        #expect(hueDistance(start.interpolated(to: end, at: 0.5).hue, 0) < 1e-12)
        #expect(isClose(start.interpolated(to: end, at: 0.25).hue, 0.95, within: 1e-12))
        #expect(isClose(start.interpolated(to: end, at: 0.75).hue, 0.05, within: 1e-12))
        #expect(isClose(end.interpolated(to: start, at: 0.25).hue, 0.05, within: 1e-12))
        // Every step stays within the red side of the circle.
        for step in 0...100 {
            let hue = start.interpolated(to: end, at: Double(step) / 100).hue
            #expect(hue >= 0.9 - 1e-12 || hue <= 0.1 + 1e-12)
        }
    }

    @Test func hueWithoutTheSeamGoesStraight() {
        let start = HSBColor(hue: 0.2, saturation: 1, brightness: 1)
        let end = HSBColor(hue: 0.6, saturation: 1, brightness: 1)
        #expect(isClose(start.interpolated(to: end, at: 0.5).hue, 0.4, within: 1e-12))
    }

    @Test func oppositeHuesGoTheIncreasingWay() {
        let start = HSBColor(hue: 0.25, saturation: 1, brightness: 1)
        let end = HSBColor(hue: 0.75, saturation: 1, brightness: 1)
        #expect(isClose(start.interpolated(to: end, at: 0.5).hue, 0.5, within: 1e-12))
        #expect(hueDistance(end.interpolated(to: start, at: 0.5).hue, 0) < 1e-12)
    }

    @Test func otherComponentsInterpolateLinearly() {
        let start = HSBColor(hue: 0.5, saturation: 0.2, brightness: 1, alpha: 0)
        let end = HSBColor(hue: 0.5, saturation: 0.6, brightness: 0.5, alpha: 1)
        let middle = start.interpolated(to: end, at: 0.5)
        #expect(isClose(middle.saturation, 0.4) && isClose(middle.brightness, 0.75) && isClose(middle.alpha, 0.5))
    }

    @Test func aGreyEndpointBorrowsTheOtherHue() {
        let red = HSBColor(hue: 0, saturation: 1, brightness: 1)
        let grey = HSBColor(Color(red: 0.5, green: 0.5, blue: 0.5))
        let blue = HSBColor(hue: 2.0 / 3, saturation: 1, brightness: 1)
        #expect(red.interpolated(to: grey, at: 0.5).hue == 0)
        #expect(isClose(grey.interpolated(to: blue, at: 0.5).hue, 2.0 / 3, within: 1e-12))
        #expect(isClose(HSBColor(Color.black).interpolated(to: blue, at: 0.3).hue, 2.0 / 3, within: 1e-12))
    }

    @Test func colorsCanInterpolateInHSB() {
        // Red to blue the short way round passes through magenta, not green.
        let middle = Color(red: 1, green: 0, blue: 0).interpolatedInHSB(to: Color(red: 0, green: 0, blue: 1), at: 0.5)
        #expect(middle.isApproximatelyEqual(to: Color(red: 1, green: 0, blue: 1), tolerance: 1e-12))
        let rgbMiddle = Color(red: 1, green: 0, blue: 0).interpolated(to: Color(red: 0, green: 0, blue: 1), at: 0.5)
        #expect(rgbMiddle == Color(red: 0.5, green: 0, blue: 0.5))
    }
}
