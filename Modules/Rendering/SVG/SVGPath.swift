import Foundation
import Geometry

/// Path data for the shapes drawings need: wedges and arcs, in screen coordinates (y down,
/// angles clockwise from +x, as ``Angle`` is used throughout the models).
///
/// Each shape is written command by command into one buffer (``SVGPathData``), since a
/// spinning wheel asks for every wedge again at every frame.
enum SVGPath {
    /// The point at `radius` from `center` in direction `radians`.
    static func point(_ center: Point, radius: Double, radians: Double) -> Point {
        Point(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
    }

    static func pair(_ point: Point) -> String {
        var data = SVGPathData()
        data.pair(point)
        return data.text
    }

    /// A pie wedge from direction `start` to `end` (clockwise, end > start) of `radius`, with a
    /// hole of `innerRadius` (0 for none). A wedge of a whole turn is drawn as a ring of two
    /// half arcs, since an arc whose ends coincide draws nothing.
    static func wedge(center: Point, radius: Double, innerRadius: Double = 0, from start: Double, to end: Double)
        -> String
    {
        let span = end - start
        if span >= 2 * Double.pi - 1e-9 {
            return ring(center: center, radius: radius, innerRadius: innerRadius)
        }
        let large = span > Double.pi
        var data = SVGPathData()
        data.command("M", point(center, radius: radius, radians: start))
        data.arc(radius: radius, large: large, clockwise: true, to: point(center, radius: radius, radians: end))
        if innerRadius > 0 {
            data.command("L", point(center, radius: innerRadius, radians: end))
            data.arc(
                radius: innerRadius, large: large, clockwise: false,
                to: point(center, radius: innerRadius, radians: start))
        } else {
            data.command("L", center)
        }
        data.close()
        return data.text
    }

    /// A full disc (or ring with a hole) as two half arcs per circle; fill with evenodd.
    static func ring(center: Point, radius: Double, innerRadius: Double) -> String {
        var data = SVGPathData()
        func circle(_ r: Double) {
            let left = Point(x: center.x - r, y: center.y)
            let right = Point(x: center.x + r, y: center.y)
            data.command("M", left)
            data.arc(radius: r, large: true, clockwise: true, to: right)
            data.arc(radius: r, large: true, clockwise: true, to: left)
            data.close()
        }
        circle(radius)
        if innerRadius > 0 { circle(innerRadius) }
        return data.text
    }

    /// An open arc of `radius` from direction `start` turning clockwise by `sweep` radians
    /// (0...2π); nil when the sweep is too small to show. A whole turn is two half arcs.
    static func arc(center: Point, radius: Double, from start: Double, sweep: Double) -> String? {
        guard sweep.isFinite, sweep > 1e-6 else { return nil }
        let begin = point(center, radius: radius, radians: start)
        var data = SVGPathData()
        data.command("M", begin)
        if sweep >= 2 * Double.pi - 1e-6 {
            data.arc(
                radius: radius, large: true, clockwise: true,
                to: point(center, radius: radius, radians: start + Double.pi))
            data.arc(radius: radius, large: true, clockwise: true, to: begin)
        } else {
            data.arc(
                radius: radius, large: sweep > Double.pi, clockwise: true,
                to: point(center, radius: radius, radians: start + sweep))
        }
        return data.text
    }
}

/// Path data written command by command: "M x y A r r 0 large sweep x y L x y Z", commands
/// separated by single spaces, numbers by ``SVGNumber``.
struct SVGPathData {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(96)
    }

    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// "x y".
    mutating func pair(_ point: Point) {
        SVGNumber.write(point.x, into: &bytes)
        bytes.append(UInt8(ascii: " "))
        SVGNumber.write(point.y, into: &bytes)
    }

    private mutating func separate() {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
    }

    /// A command letter and its point: "M x y", "L x y".
    mutating func command(_ letter: Unicode.Scalar, _ point: Point) {
        separate()
        bytes.append(UInt8(ascii: letter))
        bytes.append(UInt8(ascii: " "))
        pair(point)
    }

    /// "A r r 0 large sweep x y": a circular arc to `point`.
    mutating func arc(radius: Double, large: Bool, clockwise: Bool, to point: Point) {
        separate()
        bytes.append(UInt8(ascii: "A"))
        bytes.append(UInt8(ascii: " "))
        SVGNumber.write(radius, into: &bytes)
        bytes.append(UInt8(ascii: " "))
        SVGNumber.write(radius, into: &bytes)
        // The x-axis rotation (always 0 for a circle), then the two flags.
        bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: "0"), UInt8(ascii: " ")])
        bytes.append(large ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: " "))
        bytes.append(clockwise ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: " "))
        pair(point)
    }

    /// "Z".
    mutating func close() {
        separate()
        bytes.append(UInt8(ascii: "Z"))
    }
}
