import Geometry

/// One sector of a ``RotaryWheel``, for drawing it and for knowing when it is selected.
///
/// Like the seed's `SMSector`, ``minAngle``, ``midAngle`` and ``maxAngle`` are *wheel angles*:
/// the sector is under the pointer while the wheel angle, reduced by whole turns, lies in
/// [``minAngle``, ``maxAngle``) — the lower end included, the upper one excluded — and rests
/// exactly on it at ``midAngle``. ``midAngle`` is in (−π, π]; ``minAngle`` and ``maxAngle`` are
/// ``midAngle`` ∓ π/N without normalizing, so ``minAngle`` < ``maxAngle`` always holds and a
/// sector straddling ±π (the seed's "anomaly") needs no special case: its range simply reaches
/// past π or below −π (for weighted sectors, ∓ half the sector's ``span``). ``minAngle`` is the
/// exact double at which the selection switches, as
/// ``RotaryWheel/sectorIndex(forAngle:)`` computes it.
///
/// ``direction`` places the sector on screen: the screen direction (y down, clockwise positive)
/// in which its middle points while the wheel angle is 0. At wheel angle θ it points at
/// `direction + θ`.
public struct WheelSector: Sendable, Hashable {
    /// The sector's index, 0-based.
    public let index: Int
    /// The sector's name.
    public let name: String
    /// The smallest wheel angle (in the turn around ``midAngle``) that selects the sector.
    public let minAngle: Angle
    /// The wheel angle that centres the sector on the pointer, in (−π, π].
    public let midAngle: Angle
    /// The first wheel angle past ``midAngle`` that no longer selects the sector (excluded).
    public let maxAngle: Angle
    /// The screen direction of the sector's middle at wheel angle 0, in (−π, π].
    public let direction: Angle
    /// How much of the turn the sector covers: 2π/N, or its weight's share of 2π for a wheel
    /// with ``WheelConfiguration/weights``.
    public let span: Angle

    /// Creates a sector description; `span` defaults to `maxAngle − minAngle`.
    public init(
        index: Int, name: String, minAngle: Angle, midAngle: Angle, maxAngle: Angle, direction: Angle,
        span: Angle? = nil
    ) {
        self.index = index
        self.name = name
        self.minAngle = WheelSector.unsigned(minAngle)
        self.midAngle = WheelSector.unsigned(midAngle)
        self.maxAngle = WheelSector.unsigned(maxAngle)
        self.direction = WheelSector.unsigned(direction)
        self.span = span ?? maxAngle - minAngle
    }

    /// `angle` with a zero written as 0, not −0 (the first sector's middle is −0 · span, which
    /// a script would print as `-0.0`).
    private static func unsigned(_ angle: Angle) -> Angle {
        Angle(radians: angle.radians + 0)
    }
}
