/// A colour as hue, saturation, brightness and alpha (HSB, also called HSV), the view UIKit's
/// `UIColor(hue:saturation:brightness:alpha:)` uses.
///
/// The hue is a fraction of a turn round the colour circle, in [0, 1): 0 is red, 1/3 green,
/// 2/3 blue. Setting it wraps (1.25 becomes 0.25, −0.1 becomes 0.9); the other components are
/// clamped to [0, 1]. NaN, and an infinite hue, become 0.
public struct HSBColor: Sendable, Hashable {
    /// The hue as a fraction of a turn, in [0, 1).
    public var hue: Double { didSet { hue = Self.wrappedHue(hue) } }
    /// The saturation, in [0, 1]: 0 is grey, 1 the pure hue.
    public var saturation: Double { didSet { saturation = saturation.clamped(to: 0...1) } }
    /// The brightness (value), in [0, 1]: 0 is black.
    public var brightness: Double { didSet { brightness = brightness.clamped(to: 0...1) } }
    /// The opacity, in [0, 1].
    public var alpha: Double { didSet { alpha = alpha.clamped(to: 0...1) } }

    /// Creates an HSB colour; the hue wraps into [0, 1), the rest clamp to [0, 1].
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        self.hue = Self.wrappedHue(hue)
        self.saturation = saturation.clamped(to: 0...1)
        self.brightness = brightness.clamped(to: 0...1)
        self.alpha = alpha.clamped(to: 0...1)
    }

    /// The HSB view of an RGBA colour. Greys (including black and white) have no hue and
    /// report hue 0; black also reports saturation 0.
    public init(_ color: Color) {
        let maximum = Swift.max(color.red, color.green, color.blue)
        let minimum = Swift.min(color.red, color.green, color.blue)
        let chroma = maximum - minimum
        var sector = 0.0
        if chroma > 0 {
            if maximum == color.red {
                sector = (color.green - color.blue) / chroma
            } else if maximum == color.green {
                sector = 2 + (color.blue - color.red) / chroma
            } else {
                sector = 4 + (color.red - color.green) / chroma
            }
        }
        self.init(
            hue: sector / 6,
            saturation: maximum > 0 ? chroma / maximum : 0,
            brightness: maximum,
            alpha: color.alpha
        )
    }

    /// Whether every component differs from `other`'s by at most `tolerance`, the hue compared
    /// round the circle (0.999 is close to 0.001).
    public func isApproximatelyEqual(to other: HSBColor, tolerance: Double = 1e-9) -> Bool {
        let hueGap = abs(hue - other.hue)
        return Swift.min(hueGap, 1 - hueGap) <= tolerance
            && abs(saturation - other.saturation) <= tolerance
            && abs(brightness - other.brightness) <= tolerance
            && abs(alpha - other.alpha) <= tolerance
    }

    /// The hue wrapped into [0, 1); NaN and infinities give 0.
    static func wrappedHue(_ hue: Double) -> Double {
        guard hue.isFinite else { return 0 }
        let wrapped = hue - hue.rounded(.down)
        // A tiny negative hue wraps to 1 − ε, which can round up to 1.
        return wrapped < 1 ? wrapped : 0
    }
}

extension Color {
    /// Creates a colour from hue, saturation and brightness; see ``HSBColor`` for the ranges.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        self.init(HSBColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
    }

    /// The RGBA colour an HSB colour describes.
    public init(_ hsb: HSBColor) {
        let scaledHue = hsb.hue * 6
        let sector = scaledHue.rounded(.down)
        let offset = scaledHue - sector
        let value = hsb.brightness
        let lowest = value * (1 - hsb.saturation)
        let falling = value * (1 - hsb.saturation * offset)
        let rising = value * (1 - hsb.saturation * (1 - offset))
        let (red, green, blue): (Double, Double, Double)
        // The hue is in [0, 1), so the sector is 0...5; the default arm only covers rounding.
        switch sector {
        case 0: (red, green, blue) = (value, rising, lowest)
        case 1: (red, green, blue) = (falling, value, lowest)
        case 2: (red, green, blue) = (lowest, value, rising)
        case 3: (red, green, blue) = (lowest, falling, value)
        case 4: (red, green, blue) = (rising, lowest, value)
        default: (red, green, blue) = (value, lowest, falling)
        }
        self.init(red: red, green: green, blue: blue, alpha: hsb.alpha)
    }

    /// The hue–saturation–brightness view of the colour.
    public var hsb: HSBColor {
        HSBColor(self)
    }
}
