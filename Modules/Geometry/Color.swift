/// A colour as red, green, blue and alpha components in [0, 1] (sRGB, not premultiplied).
///
/// Components are clamped to [0, 1] whenever they are set, and NaN becomes 0, so a script
/// cannot produce an unrepresentable colour; an overshooting animation saturates at the
/// bounds. ``hsb`` gives the hue–saturation–brightness view (see ``HSBColor``).
public struct Color: Sendable, Hashable {
    /// The red component, in [0, 1].
    public var red: Double { didSet { red = red.clamped(to: 0...1) } }
    /// The green component, in [0, 1].
    public var green: Double { didSet { green = green.clamped(to: 0...1) } }
    /// The blue component, in [0, 1].
    public var blue: Double { didSet { blue = blue.clamped(to: 0...1) } }
    /// The opacity, in [0, 1]: 0 is transparent, 1 opaque.
    public var alpha: Double { didSet { alpha = alpha.clamped(to: 0...1) } }

    /// Creates a colour from RGBA components, each clamped to [0, 1] (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clamped(to: 0...1)
        self.green = green.clamped(to: 0...1)
        self.blue = blue.clamped(to: 0...1)
        self.alpha = alpha.clamped(to: 0...1)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether every component differs from `other`'s by at most `tolerance`.
    public func isApproximatelyEqual(to other: Color, tolerance: Double = 1e-9) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }
}

extension Color: Interpolatable {
    /// The colour a fraction of the way to `end`, component by component in RGBA; the result
    /// is clamped, so extrapolation saturates. See ``interpolatedInHSB(to:at:)`` to travel
    /// round the hue circle instead.
    public func interpolated(to end: Color, at fraction: Double) -> Color {
        Color(
            red: red.interpolated(to: end.red, at: fraction),
            green: green.interpolated(to: end.green, at: fraction),
            blue: blue.interpolated(to: end.blue, at: fraction),
            alpha: alpha.interpolated(to: end.alpha, at: fraction)
        )
    }
}
