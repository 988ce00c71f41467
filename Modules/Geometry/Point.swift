#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A location in a two-dimensional coordinate system, in points.
///
/// Like `CGPoint`, a point is a position, not a displacement: subtracting two points gives a
/// ``Vector``, and a point moves by adding a vector to it. Keeping the two apart catches
/// "added two positions" mistakes at compile time.
///
/// Non-finite coordinates are allowed and propagate through arithmetic as IEEE 754 does;
/// nothing here traps.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (it grows downwards in UIKit's convention, which this module
    /// follows: a positive rotation turns +x towards +y, clockwise on screen).
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point; `hypot` keeps it exact for very large or
    /// very small coordinates where squaring would overflow or underflow.
    public func distance(to other: Point) -> Double {
        hypot(other.x - x, other.y - y)
    }

    /// Whether every coordinate differs from `other`'s by at most `tolerance`
    /// (an absolute tolerance, in points). Always `false` when a coordinate is NaN.
    public func isApproximatelyEqual(to other: Point, tolerance: Double = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }

    /// The point moved by a vector.
    public static func + (point: Point, vector: Vector) -> Point {
        Point(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// The point moved back by a vector.
    public static func - (point: Point, vector: Vector) -> Point {
        Point(x: point.x - vector.dx, y: point.y - vector.dy)
    }

    /// The displacement that leads from `start` to `end`.
    public static func - (end: Point, start: Point) -> Vector {
        Vector(dx: end.x - start.x, dy: end.y - start.y)
    }

    /// Moves the point by a vector.
    public static func += (point: inout Point, vector: Vector) {
        point = point + vector
    }

    /// Moves the point back by a vector.
    public static func -= (point: inout Point, vector: Vector) {
        point = point - vector
    }
}

extension Point: Interpolatable {
    /// The point a fraction of the way to `end`, coordinate by coordinate.
    public func interpolated(to end: Point, at fraction: Double) -> Point {
        Point(
            x: x.interpolated(to: end.x, at: fraction),
            y: y.interpolated(to: end.y, at: fraction)
        )
    }
}
