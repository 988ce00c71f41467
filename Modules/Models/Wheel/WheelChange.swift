import Geometry

/// What one gesture, spin or rotation did to a wheel: the resting angle and value before and
/// after. It is everything an undo step needs.
///
/// A whole drag, with its inertia and snap, is one change, returned by
/// ``RotaryWheel/endTouch(at:time:)`` when the finger lifts; a spin or rotation is one change,
/// returned when it starts. The angles are unbounded, so undoing a three-turn spin turns three
/// turns back.
///
/// How a binding records it: after the call that returned it (the change has already
/// happened, so *push* the command rather than perform it), and only when ``changesAngle`` is
/// true, push one command named ``actionName`` whose revert turns the wheel to ``fromAngle``
/// and whose apply turns it to ``toAngle``, each at the clock's time of the undo or redo
/// (``revert(on:duration:curve:at:)`` and ``apply(to:duration:curve:at:)`` do exactly that).
/// For example, with the script host's history and wheels kept by id:
///
/// ```swift
/// if let change = try wheel.endTouch(at: point, time: now), change.changesAngle {
///     try history.push(AnyUndoCommand(change.actionName,
///         apply: { host in _ = try? host.wheels[id]?.rotate(to: change.toAngle, duration: 0.2, at: host.now) },
///         revert: { host in _ = try? host.wheels[id]?.rotate(to: change.fromAngle, duration: 0.2, at: host.now) }))
/// }
/// ```
///
/// Undo then turns the wheel back from wherever it is, as the odometer's undo rolls its
/// wheels; a `SnapshotChange<RotaryWheel>` would work too, but would make the wheel jump and
/// bring back its old timeline.
/// Moves between touch-down and lift-off record nothing. The rotations that undo and redo
/// perform return changes of their own, which must not be recorded.
public struct WheelChange: Sendable, Hashable {
    /// The step name of a drag: "Turn Wheel".
    public static let turnActionName = "Turn Wheel"
    /// The step name of ``RotaryWheel/spin(toSector:turns:direction:duration:curve:at:)``.
    public static let spinActionName = "Spin Wheel"
    /// The step name of ``RotaryWheel/rotate(to:duration:curve:at:)``.
    public static let rotateActionName = "Rotate Wheel"

    /// The user-visible name of the step.
    public var actionName: String
    /// The resting angle before: where the wheel was, or was going to stop, when the gesture
    /// began.
    public var fromAngle: Angle
    /// The resting angle after: where the motion the gesture started ends.
    public var toAngle: Angle
    /// The value (resting sector) before.
    public var fromSector: Int
    /// The value after.
    public var toSector: Int
    /// When the change was decided, in seconds.
    public var time: Double

    /// Creates a change record.
    public init(actionName: String, fromAngle: Angle, toAngle: Angle, fromSector: Int, toSector: Int, time: Double) {
        self.actionName = actionName
        self.fromAngle = fromAngle
        self.toAngle = toAngle
        self.fromSector = fromSector
        self.toSector = toSector
        self.time = time
    }

    /// Whether the resting angle changed; a tap that snaps back to where the wheel was does
    /// not, and is not worth an undo step.
    public var changesAngle: Bool {
        fromAngle != toAngle
    }

    /// Whether the value changed (a `.changed` event was emitted).
    public var changesSector: Bool {
        fromSector != toSector
    }

    /// Redoes the change: turns `wheel` from wherever it is at `time` to ``toAngle``.
    @discardableResult
    public func apply(
        to wheel: inout RotaryWheel, duration: Double, curve: TimingCurve = .easeInEaseOut, at time: Double
    ) throws(WheelError) -> WheelChange {
        try wheel.rotate(to: toAngle, duration: duration, curve: curve, at: time)
    }

    /// Undoes the change: turns `wheel` from wherever it is at `time` back to ``fromAngle``.
    @discardableResult
    public func revert(
        on wheel: inout RotaryWheel, duration: Double, curve: TimingCurve = .easeInEaseOut, at time: Double
    ) throws(WheelError) -> WheelChange {
        try wheel.rotate(to: fromAngle, duration: duration, curve: curve, at: time)
    }
}
