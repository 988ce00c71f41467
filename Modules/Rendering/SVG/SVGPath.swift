import Foundation
import Geometry

/// Path data for the shapes drawings need: wedges and arcs, in screen coordinates (y down,
/// angles clockwise from +x, as ``Angle`` is used throughout the models).
enum SVGPath {
    /// The point at `radius` from `center` in direction `radians`.
    static func point(_ center: Point, radius: Double, radians: Double) -> Point {
        Point(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
    }

    static func pair(_ point: Point) -> String {
        "\(SVGNumber.format(point.x)) \(SVGNumber.format(point.y))"
    }

    /// A pie wedge from direction `start` to `end` (clockwise, end > start) of `radius`, with a
    /// hole of `innerRadius` (0 for none). A wedge of a whole turn is drawn as a ring of two
    /// half arcs, since an arc whose ends coincide draws nothing.
    static func wedge(center: Point, radius: Double, innerRadius: Double = 0, from start: Double, to end: Double) -> String {
        let span = end - start
        if span >= 2 * Double.pi - 1e-9 {
            return ring(center: center, radius: radius, innerRadius: innerRadius)
        }
        let large = span > Double.pi ? 1 : 0
        let outerStart = point(center, radius: radius, radians: start)
        let outerEnd = point(center, radius: radius, radians: end)
        let r = SVGNumber.format(radius)
        var data = "M \(pair(outerStart)) A \(r) \(r) 0 \(large) 1 \(pair(outerEnd))"
        if innerRadius > 0 {
            let innerEnd = point(center, radius: innerRadius, radians: end)
            let innerStart = point(center, radius: innerRadius, radians: start)
            let ri = SVGNumber.format(innerRadius)
            data += " L \(pair(innerEnd)) A \(ri) \(ri) 0 \(large) 0 \(pair(innerStart)) Z"
        } else {
            data += " L \(pair(center)) Z"
        }
        return data
    }

    /// A full disc (or ring with a hole) as two half arcs per circle; fill with evenodd.
    static func ring(center: Point, radius: Double, innerRadius: Double) -> String {
        func circle(_ r: Double) -> String {
            let text = SVGNumber.format(r)
            let left = Point(x: center.x - r, y: center.y)
            let right = Point(x: center.x + r, y: center.y)
            return "M \(pair(left)) A \(text) \(text) 0 1 1 \(pair(right)) A \(text) \(text) 0 1 1 \(pair(left)) Z"
        }
        return innerRadius > 0 ? circle(radius) + " " + circle(innerRadius) : circle(radius)
    }

    /// An open arc of `radius` from direction `start` turning clockwise by `sweep` radians
    /// (0...2π); nil when the sweep is too small to show. A whole turn is two half arcs.
    static func arc(center: Point, radius: Double, from start: Double, sweep: Double) -> String? {
        guard sweep.isFinite, sweep > 1e-6 else { return nil }
        let r = SVGNumber.format(radius)
        let begin = point(center, radius: radius, radians: start)
        if sweep >= 2 * Double.pi - 1e-6 {
            let middle = point(center, radius: radius, radians: start + Double.pi)
            return "M \(pair(begin)) A \(r) \(r) 0 1 1 \(pair(middle)) A \(r) \(r) 0 1 1 \(pair(begin))"
        }
        let end = point(center, radius: radius, radians: start + sweep)
        return "M \(pair(begin)) A \(r) \(r) 0 \(sweep > Double.pi ? 1 : 0) 1 \(pair(end))"
    }
}
