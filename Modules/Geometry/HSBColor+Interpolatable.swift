extension HSBColor: Interpolatable {
    /// The colour a fraction of the way to `end`, taking the shorter way round the hue circle:
    /// from hue 0.9 to 0.1 it passes through 0 (red), not through 0.5. Hues exactly half a turn
    /// apart go the increasing way.
    ///
    /// A grey endpoint (saturation 0) or a black one (brightness 0) has no meaningful hue, so it
    /// borrows the other endpoint's: fading red to grey stays red-tinted instead of sweeping
    /// through the spectrum. Saturation, brightness and alpha interpolate linearly and clamp.
    public func interpolated(to end: HSBColor, at fraction: Double) -> HSBColor {
        let startHue = hasHue || !end.hasHue ? hue : end.hue
        let endHue = end.hasHue || !hasHue ? end.hue : hue
        var hueStep = endHue - startHue
        if hueStep > 0.5 { hueStep -= 1 }
        if hueStep <= -0.5 { hueStep += 1 }
        return HSBColor(
            hue: startHue + hueStep * fraction,
            saturation: saturation.interpolated(to: end.saturation, at: fraction),
            brightness: brightness.interpolated(to: end.brightness, at: fraction),
            alpha: alpha.interpolated(to: end.alpha, at: fraction)
        )
    }

    private var hasHue: Bool {
        saturation > 0 && brightness > 0
    }
}

extension Color {
    /// The colour a fraction of the way to `end`, interpolated in HSB: the hue takes the shorter
    /// way round the circle (see ``HSBColor/interpolated(to:at:)``).
    public func interpolatedInHSB(to end: Color, at fraction: Double) -> Color {
        Color(hsb.interpolated(to: end.hsb, at: fraction))
    }
}
