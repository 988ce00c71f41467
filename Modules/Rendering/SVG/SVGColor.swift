import Geometry

/// Colours as SVG paint: `#rrggbb`, with the alpha given separately as an opacity, because SVG
/// 1.1 has no alpha in colour values.
public enum SVGColor {
    /// The colour as `#rrggbb`, each channel rounded to the nearest of 0...255.
    public static func hex(_ color: Color) -> String {
        var opaque = color
        opaque.alpha = 1
        return opaque.hex
    }

    /// The HSB colour as `#rrggbb`.
    public static func hex(_ color: HSBColor) -> String {
        hex(Color(color))
    }

    /// The colour of hue `hue` (in turns) at the given saturation and brightness.
    public static func hex(hue: Double, saturation: Double = 1, brightness: Double = 1) -> String {
        hex(HSBColor(hue: hue, saturation: saturation, brightness: brightness))
    }
}
