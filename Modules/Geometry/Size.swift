/// A width and a height, in points.
///
/// As with `CGSize`, negative dimensions are allowed: a ``Rect`` with a negative size extends
/// to the left of or above its origin, and ``Rect/standardized`` flips it. Non-finite values
/// propagate through arithmetic; nothing here traps.
public struct Size: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its dimensions.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether every dimension differs from `other`'s by at most `tolerance` (absolute).
    /// Always `false` when a dimension is NaN.
    public func isApproximatelyEqual(to other: Size, tolerance: Double = 1e-9) -> Bool {
        abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// Both dimensions multiplied by a factor.
    public static func * (size: Size, factor: Double) -> Size {
        Size(width: size.width * factor, height: size.height * factor)
    }

    /// Both dimensions multiplied by a factor.
    public static func * (factor: Double, size: Size) -> Size {
        size * factor
    }

    /// Both dimensions divided by a divisor; dividing by zero gives infinite or NaN
    /// dimensions, as IEEE 754 division does.
    public static func / (size: Size, divisor: Double) -> Size {
        Size(width: size.width / divisor, height: size.height / divisor)
    }
}

extension Size: Interpolatable {
    /// The size a fraction of the way to `end`, dimension by dimension.
    public func interpolated(to end: Size, at fraction: Double) -> Size {
        Size(
            width: width.interpolated(to: end.width, at: fraction),
            height: height.interpolated(to: end.height, at: fraction)
        )
    }
}
