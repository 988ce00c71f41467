/// A control drawn at one instant: as an SVG fragment of its natural size, and as a few lines
/// of plain text for a terminal.
///
/// Each drawing is a value made from a model value and a time, so a Swift program can draw a
/// control without any script: `OdometerDrawing(odometer, at: 1.25).svg()`.
public protocol ControlDrawing: Sendable {
    /// The control as SVG, in its own coordinates from (0, 0) to the fragment's size. Every id
    /// the fragment declares (clip paths) starts with `idPrefix`, so that several drawings can
    /// share one document.
    func svg(idPrefix: String) -> SVGFragment
    /// The control as plain text lines, without escape codes.
    func textLines() -> [String]
}

extension ControlDrawing {
    /// The control as SVG, for a document of its own.
    public func svg() -> SVGFragment {
        svg(idPrefix: "")
    }
}
