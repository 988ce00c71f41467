import Geometry

/// Colours as SVG paint: `#rrggbb`, with the alpha given separately as an opacity, because SVG
/// 1.1 has no alpha in colour values.
public enum SVGColor {
    /// The colour as `#rrggbb`, each channel rounded to the nearest of 0...255.
    public static func hex(_ color: Color) -> String {
        "#" + [color.red, color.green, color.blue].map { channel in
            let byte = Int((min(max(channel.isNaN ? 0 : channel, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
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
