import Foundation
import Geometry
import Models

/// A ``RotaryWheel`` at one instant: its sectors as wedges round the centre, turned by the
/// wheel angle, each labelled with its name and drawn with the seed's alpha (the sector under
/// the pointer at 1.0, the others at 0.6, all at 0.6 while a finger holds the wheel); the
/// pointer (the seed's "beak") outside the rim; the dead zone as a hub.
public struct WheelDrawing: ControlDrawing, SVGDrawing {
    /// The radius of the drawn wheel, the seed's 100-point rim.
    public static let radius = 100.0
    /// The hub's radius, the seed's 40-point dead zone.
    public static let hubRadius = 40.0
    /// Room round the wheel for the pointer.
    public static let margin = 18.0

    public let wheel: RotaryWheel
    public let time: Double

    /// The wheel as it shows at `time`.
    public init(_ wheel: consuming RotaryWheel, at time: Double) {
        self.wheel = wheel
        self.time = time
    }

    /// One sector's wedge on screen: its directions (clockwise from +x, y down) from its start
    /// edge to its end edge and of its middle, at the wheel angle of `time`.
    public struct Wedge: Sendable, Hashable {
        public var index: Int
        public var name: String
        public var startRadians: Double
        public var middleRadians: Double
        public var endRadians: Double
        public var alpha: Double
    }

    /// Every sector's wedge at `time`, index 0 first: each spans its ``WheelSector/span`` (2π/N
    /// unless the wheel is weighted) round the direction of its middle.
    public var wedges: [Wedge] {
        let alphas = wheel.alphas(at: time)
        let turn = wheel.angle(at: time).radians
        return wheel.sectors.map { sector in
            // Reduced to one turn so that coordinates keep their precision after many turns.
            let middle = Angle(radians: sector.direction.radians + turn).normalizedRadians
            let half = sector.span.radians / 2
            return Wedge(
                index: sector.index, name: sector.name, startRadians: middle - half, middleRadians: middle,
                endRadians: middle + half, alpha: alphas.indices.contains(sector.index) ? alphas[sector.index] : 1)
        }
    }

    public func svg(idPrefix: String) -> SVGFragment {
        fragment(idPrefix: idPrefix)
    }

    func draw(into svg: inout SVGBuilder, idPrefix: String) -> Size {
        let r = Self.radius
        let margin = Self.margin
        let side = 2 * (r + margin)
        let center = Point(x: side / 2, y: side / 2)
        let count = Double(wheel.sectorCount)
        for wedge in wedges {
            let fill = SVGColor.hex(hue: Double(wedge.index) / count, saturation: 0.55, brightness: 0.95)
            svg.group("opacity", wedge.alpha) { group in
                group.path(
                    SVGPath.wedge(
                        center: center, radius: r, innerRadius: Self.hubRadius,
                        from: wedge.startRadians, to: wedge.endRadians),
                    fill: fill, stroke: "#ffffff", strokeWidth: 1.5, extra: [.text("fill-rule", "evenodd")])
                let label = SVGPath.point(center, radius: (r + Self.hubRadius) / 2, radians: wedge.middleRadians)
                // Names run along the radius, turned so they never read upside down.
                var degrees = wedge.middleRadians * 180 / Double.pi
                if degrees > 90 { degrees -= 180 } else if degrees <= -90 { degrees += 180 }
                group.text(
                    SVGText.truncated(wedge.name, to: 12), x: 0, y: 0, size: 9, anchor: "middle",
                    fill: "#1b1b1b",
                    extra: [.text("transform", Self.labelTransform(at: label, degrees: degrees))])
            }
        }
        svg.circle(
            cx: center.x, cy: center.y, r: Self.hubRadius - 2, fill: "#f2f2f2", stroke: "#9a9a9a", strokeWidth: 1)
        // Sectors are numbered from 1 wherever a user reads them, as the Lua API numbers them.
        svg.text(
            "\(wheel.selectedIndex(at: time) + 1)", x: center.x, y: center.y + 6, size: 16, anchor: "middle",
            fill: "#333333", weight: "bold")
        // The pointer: a triangle just outside the rim, pointing at the centre.
        let pointer = wheel.configuration.zeroPosition.direction.radians
        let tip = SVGPath.point(center, radius: r - 4, radians: pointer)
        let baseA = SVGPath.point(center, radius: r + margin - 2, radians: pointer - 0.12)
        let baseB = SVGPath.point(center, radius: r + margin - 2, radians: pointer + 0.12)
        svg.path(
            "M \(SVGPath.pair(tip)) L \(SVGPath.pair(baseA)) L \(SVGPath.pair(baseB)) Z",
            fill: "#d62828", stroke: "#7a1010", strokeWidth: 1)
        return Size(width: side, height: side)
    }

    /// "translate(x y) rotate(degrees) translate(0 3)": a label along its radius.
    private static func labelTransform(at point: Point, degrees: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48)
        bytes.append(contentsOf: "translate(".utf8)
        SVGNumber.write(point.x, into: &bytes)
        bytes.append(UInt8(ascii: " "))
        SVGNumber.write(point.y, into: &bytes)
        bytes.append(contentsOf: ") rotate(".utf8)
        SVGNumber.write(degrees, into: &bytes)
        bytes.append(contentsOf: ") translate(0 3)".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension WheelDrawing: ShownTextDrawing {
    /// What the text view shows of a wheel: the sector under the pointer, the angle to a tenth
    /// of a degree and what the wheel is doing on the first line, which changes at every frame
    /// of a turn; the ring of names with the selected one marked on the second, which does not.
    struct TextShown: Equatable, Sendable {
        var names: [String]
        var index: Int
        var degrees: ShownNumber
        var state: State
        /// The sector the wheel is turning to, while it turns.
        var destination: String?

        enum State: String, Sendable {
            case held
            case turning
            case atRest = "at rest"
        }
    }

    var textShown: TextShown {
        // The wheel's motion is looked up once: the angle, a curve solved at every frame of a
        // turn, gives the selected sector too.
        let pose = wheel.pose(at: time)
        return TextShown(
            names: wheel.configuration.names,
            index: wheel.selectedIndex(atAngle: pose.angle),
            degrees: ShownNumber(pose.angle.degrees, decimals: 1),
            state: pose.isTracking ? .held : pose.isMoving ? .turning : .atRest,
            destination: pose.isMoving ? wheel.valueName : nil)
    }

    static func writeLines(of shown: TextShown, over kept: TextShown?, into writer: inout TextLineWriter) {
        let names = shown.names
        let index = shown.index
        let sameRing = kept.map { $0.names == names && $0.index == index } ?? false
        // The first line names the selected sector too: it is kept only with the ring.
        let sameFirstLine =
            sameRing && kept?.degrees == shown.degrees && kept?.state == shown.state
            && kept?.destination == shown.destination
        // Turning, only the angle changes: it alone is written again.
        let onlyTheAngle = sameRing && kept?.state == shown.state && kept?.destination == shown.destination
        if !sameFirstLine, !(onlyTheAngle && writer.rewritePiece(ofLine: 0) { $0.append(shown.degrees) }) {
            writer.begin()
            writer.append("▶ ")
            writer.append(index + 1)
            writer.append(": ")
            if names.indices.contains(index) { writer.append(named: names[index]) }
            writer.append("  angle ")
            writer.beginPiece()
            writer.append(shown.degrees)
            writer.endPiece()
            writer.append("°  ")
            writer.append(text: shown.state.rawValue)
            if let destination = shown.destination {
                writer.append(" → ")
                writer.append(named: destination)
            }
            writer.end(asLine: 0)
        }
        if sameRing { return }
        writer.begin()
        writer.append("  ")
        for (offset, name) in names.enumerated() {
            if offset > 0 { writer.append(" · ") }
            if offset == index { writer.append("[") }
            writer.append(named: name)
            if offset == index { writer.append("]") }
        }
        writer.end(asLine: 1)
    }
}
