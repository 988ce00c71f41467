#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A position described by its distance and direction from a centre, as a rotary control sees
/// a touch.
///
/// The angle is measured from the +x axis towards +y (clockwise on a y-down screen, the sense
/// of ``AffineTransform/init(rotationAngle:)``).
public struct PolarCoordinate: Sendable, Hashable {
    /// The distance from the centre.
    public var radius: Double
    /// The direction from the centre.
    public var angle: Angle

    /// Creates a polar coordinate from a radius and an angle.
    public init(radius: Double, angle: Angle) {
        self.radius = radius
        self.angle = angle
    }

    /// The polar coordinate of `point` around `center`: its distance, and its direction
    /// `atan2(dy, dx)` in (−π, π] (0 when the point is the centre).
    public init(of point: Point, around center: Point) {
        self.init(radius: point.distance(to: center), angle: point.angle(around: center))
    }

    /// The Cartesian point this coordinate describes around `center`.
    public func point(around center: Point) -> Point {
        center + Vector(angle: angle, length: radius)
    }
}

extension Point {
    /// The direction of this point seen from `center`: `atan2(y − center.y, x − center.x)`, in
    /// (−π, π]. A point on the centre gives 0.
    public func angle(around center: Point) -> Angle {
        (self - center).angle
    }
}
