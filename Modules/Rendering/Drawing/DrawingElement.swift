import Geometry

/// One thing a ``Drawing`` draws, in the coordinates of the group that holds it.
public enum DrawingElement: Sendable, Equatable {
    /// A rectangle, its corners rounded by `radius` when given.
    case rect(Rect, radius: Double?, style: DrawingStyle)
    case circle(center: Point, radius: Double, style: DrawingStyle)
    /// A straight stroke.
    case line(from: Point, to: Point, stroke: String, width: Double)
    /// An outline made of moves, lines, arcs and closes (``DrawingPath``).
    case path(DrawingPath, style: DrawingStyle)
    case text(DrawingText)
    case image(DrawingImage)
    /// Elements drawn together, moved, faded or clipped as one.
    case group(DrawingGroup)
}
