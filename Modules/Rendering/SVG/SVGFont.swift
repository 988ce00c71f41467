/// The font lists drawings use: generic families that every SVG renderer resolves, with common
/// fonts first, so librsvg and browsers pick similar faces and nothing is fetched.
public enum SVGFont {
    /// Proportional text: titles, names, labels.
    public static let sans = "DejaVu Sans, Helvetica, Arial, sans-serif"
    /// Digits and text frames, where columns must line up.
    public static let monospace = "DejaVu Sans Mono, Menlo, Consolas, monospace"
}
