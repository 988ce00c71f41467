import Foundation
import Geometry

extension DrawingPath {
    /// The point at `radius` from `center` in direction `radians` (clockwise from +x, y down,
    /// as ``Angle`` is used throughout the models).
    public static func point(_ center: Point, radius: Double, radians: Double) -> Point {
        Point(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
    }

    /// A closed polygon through `points`; empty when there are none.
    public static func polygon(_ points: [Point]) -> DrawingPath {
        guard let first = points.first else { return DrawingPath() }
        var path = DrawingPath([.move(to: first)])
        for point in points.dropFirst() { path.line(to: point) }
        path.close()
        return path
    }

    /// A pie wedge from direction `start` to `end` (clockwise, end > start) of `radius`, with a
    /// hole of `innerRadius` (0 for none). A wedge of a whole turn is a ring of two half arcs,
    /// since an arc whose ends coincide draws nothing.
    public static func wedge(
        center: Point, radius: Double, innerRadius: Double = 0, from start: Double, to end: Double
    ) -> DrawingPath {
        let span = end - start
        if span >= 2 * Double.pi - 1e-9 {
            return ring(center: center, radius: radius, innerRadius: innerRadius)
        }
        let large = span > Double.pi
        var path = DrawingPath()
        path.move(to: point(center, radius: radius, radians: start))
        path.arc(radius: radius, large: large, clockwise: true, to: point(center, radius: radius, radians: end))
        if innerRadius > 0 {
            path.line(to: point(center, radius: innerRadius, radians: end))
            path.arc(
                radius: innerRadius, large: large, clockwise: false,
                to: point(center, radius: innerRadius, radians: start))
        } else {
            path.line(to: center)
        }
        path.close()
        return path
    }

    /// A full disc (or a ring with a hole) as two half arcs per circle; fill it with
    /// ``DrawingStyle/FillRule/evenOdd``.
    public static func ring(center: Point, radius: Double, innerRadius: Double) -> DrawingPath {
        var path = DrawingPath()
        for r in innerRadius > 0 ? [radius, innerRadius] : [radius] {
            let left = Point(x: center.x - r, y: center.y)
            let right = Point(x: center.x + r, y: center.y)
            path.move(to: left)
            path.arc(radius: r, large: true, clockwise: true, to: right)
            path.arc(radius: r, large: true, clockwise: true, to: left)
            path.close()
        }
        return path
    }

    /// An open arc of `radius` from direction `start` turning clockwise by `sweep` radians
    /// (0...2π); nil when the sweep is too small to show. A whole turn is two half arcs.
    public static func arc(center: Point, radius: Double, from start: Double, sweep: Double) -> DrawingPath? {
        guard sweep.isFinite, sweep > 1e-6 else { return nil }
        let begin = point(center, radius: radius, radians: start)
        var path = DrawingPath([.move(to: begin)])
        if sweep >= 2 * Double.pi - 1e-6 {
            path.arc(
                radius: radius, large: true, clockwise: true, to: point(center, radius: radius, radians: start + .pi))
            path.arc(radius: radius, large: true, clockwise: true, to: begin)
        } else {
            path.arc(
                radius: radius, large: sweep > Double.pi, clockwise: true,
                to: point(center, radius: radius, radians: start + sweep))
        }
        return path
    }
}
