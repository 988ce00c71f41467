import Geometry

/// A control's picture at one instant: a small tree of shapes, text, images and groups in the
/// control's own coordinates, from (0, 0) to ``size``.
///
/// Every control draws into this one value, and every picture of a run is rendered from it:
/// the SVG of `scene.svg()`, `--svg`, `--record` and the live page (``SVGBuilder`` writes it).
/// Nothing that renders a drawing knows which control made it.
///
/// Built with the methods of `Drawing+Building.swift`:
///
/// ```swift
/// var drawing = Drawing(size: Size(width: 100, height: 40))
/// drawing.rect(x: 0, y: 0, width: 100, height: 40, radius: 4, fill: "#30343b")
/// drawing.text("42", x: 50, y: 28, size: 20, anchor: .middle, fill: "#ffffff")
/// ```
public struct Drawing: Sendable, Equatable {
    /// The area the drawing covers, in points.
    public var size: Size
    /// What is drawn, back to front.
    public var elements: [DrawingElement]

    public init(size: Size = .zero, elements: [DrawingElement] = []) {
        self.size = size
        self.elements = elements
    }
}
