import Geometry

/// What a pointer at a point of a control's drawing is on, in the control's own terms: a wheel
/// takes the point relative to its centre (its touch coordinates), a memory game a card, a
/// puzzle a cell.
public enum SceneTarget: Sendable, Hashable {
    /// A point in the touch coordinates of the control's model.
    case point(Point)
    /// An item of the control by 0-based index: a card, a cell.
    case item(Int)
}

extension SceneContent {
    /// What `point`, in the coordinates of this content's drawing at `time`, is on (its
    /// drawing's ``ControlDrawing/target(at:)``); nil where a pointer does nothing.
    public func target(at point: Point, time: Double) -> SceneTarget? {
        drawing(at: time).target(at: point)
    }

    /// `point`, in the coordinates of this content's drawing at `time`, in the model's touch
    /// coordinates wherever it lies (its drawing's ``ControlDrawing/touchPoint(for:)``).
    public func touchPoint(for point: Point, time: Double) -> Point {
        drawing(at: time).touchPoint(for: point)
    }
}
