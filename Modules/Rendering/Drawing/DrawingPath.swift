import Geometry

/// An outline as a list of commands: moves, straight lines, circular arcs and closes, in screen
/// coordinates (y down). `DrawingPath+Shapes.swift` makes the outlines controls draw: wedges,
/// rings, arcs and polygons.
public struct DrawingPath: Sendable, Hashable {
    public enum Command: Sendable, Hashable {
        /// Starts a new piece at the point.
        case move(to: Point)
        case line(to: Point)
        /// A circular arc of `radius` to the point: the larger of the two arcs that join the
        /// ends when `large`, turning clockwise on screen when `clockwise`.
        case arc(radius: Double, large: Bool, clockwise: Bool, to: Point)
        /// Back to the piece's first point.
        case close
    }

    public var commands: [Command]

    public init(_ commands: [Command] = []) {
        self.commands = commands
    }

    public mutating func move(to point: Point) { commands.append(.move(to: point)) }
    public mutating func line(to point: Point) { commands.append(.line(to: point)) }
    public mutating func arc(radius: Double, large: Bool, clockwise: Bool, to point: Point) {
        commands.append(.arc(radius: radius, large: large, clockwise: clockwise, to: point))
    }
    public mutating func close() { commands.append(.close) }
}
