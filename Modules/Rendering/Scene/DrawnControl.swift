import Geometry

/// A control drawn by code of its own rather than by one of the drawings this module ships (a
/// control a test declares, or one written in a script): its kind, and its drawing and text
/// lines at the scene's instant, already made. The scene lays it out, writes it and caches it
/// like any other, and nothing else needs to know it.
public struct DrawnControl: ControlDrawing, Equatable {
    /// The control's kind as a title word (its class: "Slider").
    public var kind: String
    public var drawing: Drawing
    public var lines: [String]

    public init(kind: String, drawing: Drawing, lines: [String]) {
        self.kind = kind
        self.drawing = drawing
        self.lines = lines
    }

    public func draw() -> Drawing { drawing }

    public func textLines() -> [String] { lines }

    /// A point inside the drawing's bounds, in the drawing's own coordinates.
    public func target(at point: Point) -> SceneTarget? {
        let size = drawing.size
        guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else { return nil }
        return .point(point)
    }
}
