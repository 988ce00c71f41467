/// An axis-aligned rectangle: an origin and a size, with `CGRect`'s semantics.
///
/// The size may be negative, in which case the rectangle extends left of or above its origin;
/// every edge accessor (``minX``, ``maxY``, ``width``…) and every operation works on the
/// ``standardized`` rectangle, as Core Graphics does. Only ``origin`` and ``size`` report the
/// raw values.
///
/// Where Core Graphics would return its special "null" rectangle, this type returns an
/// optional instead (``intersection(_:)``, ``boundingBox(of:)``) or a documented finite
/// result (``insetBy(dx:dy:)``). If a coordinate is NaN, derived edges may be NaN, and
/// containment and intersection tests answer `false`.
public struct Rect: Sendable, Hashable {
    /// The corner the size is measured from; the top-left corner when the size is positive.
    public var origin: Point
    /// The extent from ``origin``, possibly negative.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the coordinates of its origin and its dimensions.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The smallest rectangle containing all the points, or `nil` when there are none.
    /// If any coordinate is NaN, the matching edges of the result are NaN.
    public static func boundingBox(of points: some Sequence<Point>) -> Rect? {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var minimum = first
        var maximum = first
        while let point = iterator.next() {
            minimum.x = propagatingMinimum(minimum.x, point.x)
            minimum.y = propagatingMinimum(minimum.y, point.y)
            maximum.x = propagatingMaximum(maximum.x, point.x)
            maximum.y = propagatingMaximum(maximum.y, point.y)
        }
        return Rect(
            x: minimum.x,
            y: minimum.y,
            width: maximum.x - minimum.x,
            height: maximum.y - minimum.y
        )
    }

    /// The smallest x coordinate of the rectangle.
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate of the rectangle.
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    /// The smallest y coordinate of the rectangle.
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate of the rectangle.
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }

    /// The width of the standardized rectangle, never negative (unless NaN).
    public var width: Double { abs(size.width) }
    /// The height of the standardized rectangle, never negative (unless NaN).
    public var height: Double { abs(size.height) }

    /// The centre point, (``midX``, ``midY``).
    public var center: Point { Point(x: midX, y: midY) }

    /// The same area described with a non-negative size, its origin at the top-left corner.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// Whether the rectangle encloses no area: its width or its height is zero or NaN.
    public var isEmpty: Bool {
        !(width > 0 && height > 0)
    }

    /// Whether the point lies inside, with `CGRectContainsPoint`'s half-open edges:
    /// `minX ≤ x < maxX` and `minY ≤ y < maxY`, so tiles sharing an edge never both claim a
    /// point. An empty rectangle contains nothing.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlapping part of two rectangles, or `nil` when they share no area. Rectangles
    /// that only touch along an edge or a corner do not intersect, as in Core Graphics.
    public func intersection(_ other: Rect) -> Rect? {
        let left = Swift.max(minX, other.minX)
        let right = Swift.min(maxX, other.maxX)
        let top = Swift.max(minY, other.minY)
        let bottom = Swift.min(maxY, other.maxY)
        guard left < right, top < bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two rectangles share some area; see ``intersection(_:)``.
    public func intersects(_ other: Rect) -> Bool {
        intersection(other) != nil
    }

    /// The smallest rectangle containing both rectangles (standardized). Unlike Core
    /// Graphics there is no null rectangle to ignore, so a zero-sized rectangle still pulls the
    /// union towards its origin.
    public func union(_ other: Rect) -> Rect {
        let left = propagatingMinimum(minX, other.minX)
        let top = propagatingMinimum(minY, other.minY)
        let right = propagatingMaximum(maxX, other.maxX)
        let bottom = propagatingMaximum(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The standardized rectangle shrunk by `dx` on the left and right and by `dy` on the top
    /// and bottom (negative values grow it). Where Core Graphics would return the null
    /// rectangle because an inset exceeds half the extent, that dimension collapses to zero
    /// around the centre instead.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let base = standardized
        var result = Rect(
            x: base.origin.x + dx,
            y: base.origin.y + dy,
            width: base.size.width - 2 * dx,
            height: base.size.height - 2 * dy
        )
        if result.size.width < 0 {
            result.origin.x = base.midX
            result.size.width = 0
        }
        if result.size.height < 0 {
            result.origin.y = base.midY
            result.size.height = 0
        }
        return result
    }

    /// The rectangle moved by `dx` horizontally and `dy` vertically, its size unchanged.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
    }

    /// Whether origin and size each differ from `other`'s by at most `tolerance` per
    /// coordinate (absolute; raw values, not standardized). `false` when any value is NaN.
    public func isApproximatelyEqual(to other: Rect, tolerance: Double = 1e-9) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
            && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
    }
}

extension Rect: Interpolatable {
    /// The rectangle a fraction of the way to `end`, interpolating origin and size (raw values,
    /// not standardized).
    public func interpolated(to end: Rect, at fraction: Double) -> Rect {
        Rect(
            origin: origin.interpolated(to: end.origin, at: fraction),
            size: size.interpolated(to: end.size, at: fraction)
        )
    }
}
