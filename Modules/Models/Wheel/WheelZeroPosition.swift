import Geometry

/// Where the pointer sits: the screen direction at which sector 0's middle rests when the wheel
/// angle is 0, and under which the selected sector stops.
///
/// Directions use screen coordinates like UIKit, because touches arrive in view points: y grows
/// downwards and angles turn from +x towards +y, so a positive angle is clockwise on screen.
/// Right is 0, bottom is π/2, left is π and top is −π/2.
public enum WheelZeroPosition: Sendable, Hashable {
    /// The seed's "beak" on the left: direction π.
    case left
    /// At the top (12 o'clock): direction −π/2.
    case top
    /// On the right (3 o'clock): direction 0.
    case right
    /// At the bottom (6 o'clock): direction π/2.
    case bottom
    /// Any direction, in the screen convention above.
    case angle(Angle)

    /// The names ``init(named:)`` accepts, in the order error messages list them.
    public static let names = ["left", "top", "right", "bottom"]

    /// The named position, for scripts: `"left"`, `"top"`, `"right"` or `"bottom"`.
    ///
    /// - Throws: ``WheelError/unknownName(_:kind:validNames:)`` for any other name.
    public init(named name: String) throws(WheelError) {
        switch name {
        case "left": self = .left
        case "top": self = .top
        case "right": self = .right
        case "bottom": self = .bottom
        default: throw .unknownName(name, kind: "zero position", validNames: WheelZeroPosition.names)
        }
    }

    /// The screen direction of the pointer, in (−π, π] for the named positions and as given for
    /// ``angle(_:)``.
    public var direction: Angle {
        switch self {
        case .left: .halfTurn
        case .top: -.quarterTurn
        case .right: .zero
        case .bottom: .quarterTurn
        case .angle(let angle): angle
        }
    }
}
