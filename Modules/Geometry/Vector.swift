#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A displacement in two dimensions, in points.
///
/// Vectors are what positions differ by (`Point - Point`) and what moves a ``Point``.
/// Non-finite components propagate through arithmetic as IEEE 754 does; nothing here traps.
public struct Vector: Sendable, Hashable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates the vector of the given length pointing in the direction of `angle`,
    /// measured from +x towards +y.
    public init(angle: Angle, length: Double) {
        self.init(dx: length * cos(angle.radians), dy: length * sin(angle.radians))
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length; `hypot` avoids overflow for huge components.
    public var length: Double {
        hypot(dx, dy)
    }

    /// The squared length, cheaper than ``length`` when only comparing magnitudes.
    public var lengthSquared: Double {
        dx * dx + dy * dy
    }

    /// The direction of the vector, `atan2(dy, dx)`, in (−π, π]. The zero vector gives 0.
    public var angle: Angle {
        Angle(radians: atan2(dy, dx)).normalized
    }

    /// The vector of length 1 in the same direction, or `nil` when there is no direction:
    /// the zero vector, or a vector whose length is not finite (NaN or infinite components).
    public func normalized() -> Vector? {
        let length = self.length
        guard length > 0, length.isFinite else { return nil }
        return self / length
    }

    /// The dot product: |self|·|other|·cos(angle between them).
    public func dot(_ other: Vector) -> Double {
        dx * other.dx + dy * other.dy
    }

    /// The z component of the three-dimensional cross product: |self|·|other|·sin(angle from
    /// self to other). Positive when `other` is turned from `self` towards +y (clockwise on a
    /// y-down screen).
    public func cross(_ other: Vector) -> Double {
        dx * other.dy - dy * other.dx
    }

    /// Whether every component differs from `other`'s by at most `tolerance` (absolute).
    /// Always `false` when a component is NaN.
    public func isApproximatelyEqual(to other: Vector, tolerance: Double = 1e-9) -> Bool {
        abs(dx - other.dx) <= tolerance && abs(dy - other.dy) <= tolerance
    }

    /// The sum of two vectors.
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// The difference of two vectors.
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// The vector pointing the opposite way.
    public static prefix func - (vector: Vector) -> Vector {
        Vector(dx: -vector.dx, dy: -vector.dy)
    }

    /// The vector scaled by a factor.
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    /// The vector scaled by a factor.
    public static func * (factor: Double, vector: Vector) -> Vector {
        vector * factor
    }

    /// The vector divided by a divisor; dividing by zero gives infinite or NaN components,
    /// as IEEE 754 division does.
    public static func / (vector: Vector, divisor: Double) -> Vector {
        Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
    }

    /// Adds a vector in place.
    public static func += (lhs: inout Vector, rhs: Vector) {
        lhs = lhs + rhs
    }

    /// Subtracts a vector in place.
    public static func -= (lhs: inout Vector, rhs: Vector) {
        lhs = lhs - rhs
    }

    /// Scales a vector in place.
    public static func *= (vector: inout Vector, factor: Double) {
        vector = vector * factor
    }

    /// Divides a vector in place.
    public static func /= (vector: inout Vector, divisor: Double) {
        vector = vector / divisor
    }
}

extension Vector: Interpolatable {
    /// The vector a fraction of the way to `end`, component by component.
    public func interpolated(to end: Vector, at fraction: Double) -> Vector {
        Vector(
            dx: dx.interpolated(to: end.dx, at: fraction),
            dy: dy.interpolated(to: end.dy, at: fraction)
        )
    }
}
