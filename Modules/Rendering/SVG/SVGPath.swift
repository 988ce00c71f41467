import Geometry

/// A ``DrawingPath`` as SVG path data: "M x y A r r 0 large sweep x y L x y Z", commands
/// separated by single spaces, numbers written by ``SVGNumber``.
enum SVGPath {
    /// The path data of `path`.
    static func data(_ path: DrawingPath) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16 * path.commands.count)
        write(path, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the path data of `path` to `bytes`.
    static func write(_ path: DrawingPath, into bytes: inout [UInt8]) {
        for (index, command) in path.commands.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            switch command {
            case .move(let point):
                bytes.append(contentsOf: "M ".utf8)
                write(point, into: &bytes)
            case .line(let point):
                bytes.append(contentsOf: "L ".utf8)
                write(point, into: &bytes)
            case .arc(let radius, let large, let clockwise, let point):
                // The radius twice (a circle), the x-axis rotation, then the two flags.
                bytes.append(contentsOf: "A ".utf8)
                SVGNumber.write(radius, into: &bytes)
                bytes.append(UInt8(ascii: " "))
                SVGNumber.write(radius, into: &bytes)
                bytes.append(contentsOf: large ? " 0 1 ".utf8 : " 0 0 ".utf8)
                bytes.append(contentsOf: clockwise ? "1 ".utf8 : "0 ".utf8)
                write(point, into: &bytes)
            case .close:
                bytes.append(UInt8(ascii: "Z"))
            }
        }
    }

    /// "x y".
    static func pair(_ point: Point) -> String {
        var bytes: [UInt8] = []
        write(point, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func write(_ point: Point, into bytes: inout [UInt8]) {
        SVGNumber.write(point.x, into: &bytes)
        bytes.append(UInt8(ascii: " "))
        SVGNumber.write(point.y, into: &bytes)
    }
}
