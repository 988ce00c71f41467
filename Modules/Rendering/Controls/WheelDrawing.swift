import Foundation
import Geometry
import Models

/// A ``RotaryWheel`` at one instant: its sectors as wedges round the centre, turned by the
/// wheel angle, each labelled with its name and drawn with the seed's alpha (the sector under
/// the pointer at 1.0, the others at 0.6, all at 0.6 while a finger holds the wheel); the
/// pointer (the seed's "beak") outside the rim; the dead zone as a hub.
public struct WheelDrawing: ControlDrawing {
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

    public func draw() -> Drawing {
        let r = Self.radius
        let margin = Self.margin
        let side = 2 * (r + margin)
        var drawing = Drawing(size: Size(width: side, height: side))
        let center = Point(x: side / 2, y: side / 2)
        let count = Double(wheel.sectorCount)
        for wedge in wedges {
            let fill = SVGColor.hex(hue: Double(wedge.index) / count, saturation: 0.55, brightness: 0.95)
            drawing.group(opacity: wedge.alpha) { group in
                group.path(
                    .wedge(
                        center: center, radius: r, innerRadius: Self.hubRadius,
                        from: wedge.startRadians, to: wedge.endRadians),
                    style: DrawingStyle(fill: fill, stroke: "#ffffff", strokeWidth: 1.5, fillRule: .evenOdd))
                let label = DrawingPath.point(center, radius: (r + Self.hubRadius) / 2, radians: wedge.middleRadians)
                // Names run along the radius, turned so they never read upside down.
                var degrees = wedge.middleRadians * 180 / Double.pi
                if degrees > 90 { degrees -= 180 } else if degrees <= -90 { degrees += 180 }
                group.text(
                    SVGText.truncated(wedge.name, to: 12), x: 0, y: 0, size: 9, anchor: .middle, fill: "#1b1b1b",
                    transform: DrawingTransform([
                        .translate(x: label.x, y: label.y), .rotate(degrees: degrees), .translate(x: 0, y: 3),
                    ]))
            }
        }
        drawing.circle(center: center, radius: Self.hubRadius - 2, fill: "#f2f2f2", stroke: "#9a9a9a", strokeWidth: 1)
        // Sectors are numbered from 1 wherever a user reads them, as the Lua API numbers them.
        drawing.text(
            "\(wheel.selectedIndex(at: time) + 1)", x: center.x, y: center.y + 6, size: 16, anchor: .middle,
            fill: "#333333", bold: true)
        // The pointer: a triangle just outside the rim, pointing at the centre.
        let pointer = wheel.configuration.zeroPosition.direction.radians
        let tip = DrawingPath.point(center, radius: r - 4, radians: pointer)
        let baseA = DrawingPath.point(center, radius: r + margin - 2, radians: pointer - 0.12)
        let baseB = DrawingPath.point(center, radius: r + margin - 2, radians: pointer + 0.12)
        drawing.path(
            .polygon([tip, baseA, baseB]), style: DrawingStyle(fill: "#d62828", stroke: "#7a1010", strokeWidth: 1))
        return drawing
    }

}

extension WheelDrawing {
    /// The sector under the pointer, the angle to a tenth of a degree and what the wheel is
    /// doing; then the ring of names with the selected one in brackets.
    public func textLines() -> [String] {
        // The wheel's motion is looked up once: the angle gives the selected sector too.
        let pose = wheel.pose(at: time)
        let names = wheel.configuration.names
        let index = wheel.selectedIndex(atAngle: pose.angle)
        let state = pose.isTracking ? "held" : pose.isMoving ? "turning" : "at rest"
        var first = "▶ \(index + 1): " + (names.indices.contains(index) ? TextFormat.name(names[index]) : "")
        first += "  angle " + TextFormat.fixed(pose.angle.degrees, 1) + "°  " + state
        if pose.isMoving { first += " → " + TextFormat.name(wheel.valueName) }
        let ring = names.enumerated().map { offset, name in
            offset == index ? "[" + TextFormat.name(name) + "]" : TextFormat.name(name)
        }
        return [first, "  " + ring.joined(separator: " · ")]
    }
}

extension WheelDrawing {
    /// Anywhere on the drawing is a point relative to the wheel's centre: the wheel's touch
    /// coordinates, in which it decides what a touch in its dead zone or past its rim does.
    public func target(at point: Point) -> SceneTarget? {
        .point(touchPoint(for: point))
    }

    /// The point relative to the wheel's centre.
    public func touchPoint(for point: Point) -> Point {
        let half = Self.radius + Self.margin
        return Point(x: point.x - half, y: point.y - half)
    }
}
