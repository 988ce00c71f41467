/// A plane angle, stored unbounded in radians.
///
/// An angle keeps counting past a full turn: 3π/2 stays 3π/2 rather than becoming −π/2.
/// That is what lets a wheel know how many turns it made and an animation turn three quarters
/// of the way round the long way. Two explicit views answer the two questions:
///
/// - ``radians`` (and ``degrees``, ``turns``, ``wholeTurns``): the unbounded value;
/// - ``normalized`` (and ``normalizedRadians``): the same direction in (−π, π], half-open, so
///   −π maps to +π.
///
/// Equality, hashing and ordering use the unbounded value: 0 and 2π are different angles that
/// point the same way. Positive angles turn +x towards +y, which is clockwise on a y-down
/// screen, matching ``AffineTransform/init(rotationAngle:)``.
///
/// Non-finite values are kept as they are; their normalized views are NaN.
public struct Angle: Sendable, Hashable {
    /// The unbounded value in radians.
    public var radians: Double

    /// Creates an angle from radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle from degrees.
    public init(degrees: Double) {
        self.init(radians: degrees * .pi / 180)
    }

    /// Creates an angle from a number of full turns (1 turn = 2π).
    public init(turns: Double) {
        self.init(radians: turns * 2 * .pi)
    }

    /// An angle of `radians` radians; reads well in arguments: `.radians(.pi)`.
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// An angle of `degrees` degrees; reads well in arguments: `.degrees(90)`.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// No rotation.
    public static let zero = Angle(radians: 0)
    /// A quarter turn, π/2.
    public static let quarterTurn = Angle(radians: .pi / 2)
    /// A half turn, π.
    public static let halfTurn = Angle(radians: .pi)
    /// A full turn, 2π.
    public static let fullTurn = Angle(radians: 2 * .pi)

    /// The unbounded value in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The unbounded value in full turns: 3π is 1.5 turns.
    public var turns: Double {
        radians / (2 * .pi)
    }

    /// The number of complete turns, rounded towards zero: 7π/2 is 1 turn, −7π/2 is −1.
    /// NaN gives 0; values beyond `Int`'s range (including infinities) clamp to
    /// `Int.min`/`Int.max` rather than trap.
    public var wholeTurns: Int {
        let turns = self.turns.rounded(.towardZero)
        if turns.isNaN { return 0 }
        // Double(Int.max) rounds up to 2^63, which does not fit in Int, hence `>=`.
        if turns >= Double(Int.max) { return .max }
        if turns <= Double(Int.min) { return .min }
        return Int(turns)
    }

    /// The same direction as a value in (−π, π]; −π (and every odd multiple of π) maps to +π.
    /// NaN when the angle is not finite.
    public var normalizedRadians: Double {
        let remainder = radians.remainder(dividingBy: 2 * .pi)
        return remainder <= -.pi ? remainder + 2 * .pi : remainder
    }

    /// The same direction as an angle in (−π, π]; see ``normalizedRadians``.
    public var normalized: Angle {
        Angle(radians: normalizedRadians)
    }

    /// The signed rotation of smallest magnitude that turns this direction into `target`'s,
    /// across the ±π seam: from 170° to −170° it is +20°, not −340°. The result is in
    /// (−π, π], so directions exactly opposite give +π. NaN if either angle is not finite.
    public func shortestDifference(to target: Angle) -> Angle {
        (target - self).normalized
    }

    /// Whether the unbounded values differ by at most `tolerance` radians. `false` for NaN.
    public func isApproximatelyEqual(to other: Angle, tolerance: Double = 1e-9) -> Bool {
        abs(radians - other.radians) <= tolerance
    }

    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }

    /// The difference of two angles (unbounded; see ``shortestDifference(to:)`` for the
    /// direction-only difference).
    public static func - (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }

    /// The angle turning the other way.
    public static prefix func - (angle: Angle) -> Angle {
        Angle(radians: -angle.radians)
    }

    /// The angle scaled by a factor.
    public static func * (angle: Angle, factor: Double) -> Angle {
        Angle(radians: angle.radians * factor)
    }

    /// The angle scaled by a factor.
    public static func * (factor: Double, angle: Angle) -> Angle {
        angle * factor
    }

    /// The angle divided by a divisor (IEEE 754 division: zero gives infinity or NaN).
    public static func / (angle: Angle, divisor: Double) -> Angle {
        Angle(radians: angle.radians / divisor)
    }

    /// Adds an angle in place.
    public static func += (lhs: inout Angle, rhs: Angle) {
        lhs = lhs + rhs
    }

    /// Subtracts an angle in place.
    public static func -= (lhs: inout Angle, rhs: Angle) {
        lhs = lhs - rhs
    }
}

extension Angle: Comparable {
    /// Orders by the unbounded value, so 2π is greater than 0.
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}

extension Angle: Interpolatable {
    /// The angle a fraction of the way to `end`, as a scalar on the unbounded value: from 0 to
    /// 3π/2 passes through π/2 and π, never the short way through −π/2.
    public func interpolated(to end: Angle, at fraction: Double) -> Angle {
        Angle(radians: radians.interpolated(to: end.radians, at: fraction))
    }
}
