import Geometry

/// A control at one instant: its picture as a ``Drawing``, and a few lines of plain text for a
/// terminal.
///
/// Each is a value made from a model value and a time, so a Swift program can draw a control
/// without any script: `OdometerDrawing(odometer, at: 1.25).svg()`.
public protocol ControlDrawing: Sendable {
    /// The control's picture, in its own coordinates from (0, 0) to the drawing's size.
    func draw() -> Drawing
    /// The control as plain text lines, without escape codes, made afresh from its state.
    func textLines() -> [String]
    /// What a pointer at `point`, in the drawing's coordinates, is on: a point in the model's
    /// touch coordinates, or an item (a card, a cell); nil where a pointer does nothing. By
    /// default, nothing: a control that takes the pointer says where.
    func target(at point: Point) -> SceneTarget?
    /// `point`, in the drawing's coordinates, in the model's touch coordinates, wherever it is:
    /// where a finger the control already holds has moved to, inside its box or not. By
    /// default the drawing's own coordinates.
    func touchPoint(for point: Point) -> Point
}

extension ControlDrawing {
    public func target(at point: Point) -> SceneTarget? { nil }

    public func touchPoint(for point: Point) -> Point { point }
}

extension ControlDrawing {
    /// The control as SVG. Every id the fragment declares (clip paths, images) starts with
    /// `idPrefix`, so that several drawings can share one document.
    public func svg(idPrefix: String = "") -> SVGFragment {
        let drawing = draw()
        var svg = SVGBuilder()
        svg.draw(drawing, idPrefix: idPrefix)
        return SVGFragment(size: drawing.size, body: svg.body)
    }
}
