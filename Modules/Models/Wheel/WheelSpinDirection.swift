/// Which way a programmatic spin turns the wheel.
public enum WheelSpinDirection: String, Sendable, Hashable, CaseIterable {
    /// Clockwise on screen: the wheel angle grows.
    case clockwise
    /// Counter-clockwise on screen: the wheel angle shrinks.
    case counterClockwise
    /// Whichever way reaches the target sector's middle sooner; exactly opposite targets (and
    /// a wheel already on the target) go clockwise, so the choice is deterministic.
    case shortest

    /// The names ``init(named:)`` accepts.
    public static let names = allCases.map(\.rawValue)

    /// The named direction, for scripts: `"clockwise"`, `"counterClockwise"` or `"shortest"`.
    ///
    /// - Throws: ``WheelError/unknownName(_:kind:validNames:)`` for any other name.
    public init(named name: String) throws(WheelError) {
        guard let direction = WheelSpinDirection(rawValue: name) else {
            throw .unknownName(name, kind: "spin direction", validNames: WheelSpinDirection.names)
        }
        self = direction
    }
}
