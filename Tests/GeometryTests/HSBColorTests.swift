import Geometry
import Testing

@Suite struct HSBColorTests {
    private static let conversionCases: [(color: Color, hue: Double, saturation: Double, brightness: Double)] = [
        (Color(red: 1, green: 0, blue: 0), 0, 1, 1),
        (Color(red: 1, green: 1, blue: 0), 1.0 / 6, 1, 1),
        (Color(red: 0, green: 1, blue: 0), 1.0 / 3, 1, 1),
        (Color(red: 0, green: 1, blue: 1), 0.5, 1, 1),
        (Color(red: 0, green: 0, blue: 1), 2.0 / 3, 1, 1),
        (Color(red: 1, green: 0, blue: 1), 5.0 / 6, 1, 1),
        (Color(red: 0.5, green: 0.25, blue: 0.25), 0, 0.5, 0.5),
        (Color(red: 0.5, green: 0.5, blue: 0.5), 0, 0, 0.5),
        (Color.black, 0, 0, 0),
        (Color.white, 0, 0, 1),
    ]

    @Test(arguments: conversionCases)
    func rgbConvertsToHSB(color: Color, hue: Double, saturation: Double, brightness: Double) {
        let hsb = color.hsb
        #expect(isClose(hsb.hue, hue, within: 1e-12))
        #expect(isClose(hsb.saturation, saturation, within: 1e-12))
        #expect(isClose(hsb.brightness, brightness, within: 1e-12))
        #expect(hsb.alpha == color.alpha)
        #expect(Color(hsb).isApproximatelyEqual(to: color, tolerance: 1e-12))
    }

    @Test func orangeMatchesUIKitsHSBInitializer() {
        // UIColor(hue: 30/360, saturation: 1, brightness: 1) is (1, 0.5, 0).
        let orange = Color(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 0.5)
        #expect(orange.isApproximatelyEqual(to: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5), tolerance: 1e-12))
    }

    @Test func randomColorsRoundTrip() {
        var generator = SplitMix64(seed: 8)
        for _ in 0..<500 {
            let color = Color(
                red: Double.random(in: 0...1, using: &generator),
                green: Double.random(in: 0...1, using: &generator),
                blue: Double.random(in: 0...1, using: &generator),
                alpha: Double.random(in: 0...1, using: &generator)
            )
            #expect(Color(color.hsb).isApproximatelyEqual(to: color, tolerance: 1e-12))
        }
    }

    @Test(arguments: [
        (1.25, 0.25), (-0.1, 0.9), (3.0, 0.0), (-1e-17, 0.0), (Double.nan, 0.0), (Double.infinity, 0.0),
    ])
    func hueWrapsIntoTheUnitInterval(hue: Double, expected: Double) {
        let color = HSBColor(hue: hue, saturation: 1, brightness: 1)
        #expect(isClose(color.hue, expected, within: 1e-12))
        #expect(color.hue >= 0 && color.hue < 1)
    }

    @Test func settersWrapAndClamp() {
        var color = HSBColor(hue: 0, saturation: 0, brightness: 0)
        color.hue = 1.5
        color.saturation = 3
        color.brightness = -1
        color.alpha = .nan
        #expect(color == HSBColor(hue: 0.5, saturation: 1, brightness: 0, alpha: 0))
    }

    @Test func approximateEqualityComparesHuesRoundTheCircle() {
        let nearlyRed = HSBColor(hue: 0.999_999_999_999, saturation: 1, brightness: 1)
        #expect(nearlyRed.isApproximatelyEqual(to: HSBColor(hue: 0, saturation: 1, brightness: 1)))
        #expect(!nearlyRed.isApproximatelyEqual(to: HSBColor(hue: 0.5, saturation: 1, brightness: 1)))
    }
}
