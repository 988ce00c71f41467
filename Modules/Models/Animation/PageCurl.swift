import Geometry

/// The geometry of a page curling up from its bottom-right corner, as UIKit's curl transitions
/// show a view: a straight fold, perpendicular to the page's diagonal, sweeps from that corner
/// to the opposite one; the part past the fold is lifted and lies folded back over the page,
/// showing its back; the part before it still lies flat.
///
/// Coordinates are centred on the page, y growing downwards, so the corner that lifts first is
/// (width/2, height/2). A renderer draws the face underneath whole, then the curling face
/// clipped to ``flat``, then ``flap`` (the back of the lifted part) clipped to the page.
public struct PageCurl: Sendable, Hashable {
    /// The page's size.
    public let size: Size
    /// How far the page has curled away, in [0, 1]: 0 flat, 1 gone (the fold past the far corner).
    public let curl: Double
    /// The part of the curling face still lying flat, a convex polygon (empty once all is lifted).
    public let flat: [Point]
    /// The lifted part, folded back across the fold onto the page: a convex polygon (empty
    /// while nothing is lifted). It may reach past the page's edges; a renderer clips it there.
    public let flap: [Point]
    /// The fold's two ends on the page's edges, nil while the page is flat or gone.
    public let fold: (start: Point, end: Point)?

    public static func == (lhs: PageCurl, rhs: PageCurl) -> Bool {
        lhs.size == rhs.size && lhs.curl == rhs.curl
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(curl)
    }

    /// The page of `size` curled by `curl` (clamped to [0, 1]; NaN counts as 0).
    public init(size: Size, curl: Double) {
        self.size = size
        let amount = curl.isNaN ? 0 : min(max(curl, 0), 1)
        self.curl = amount
        let halfWidth = size.width / 2
        let halfHeight = size.height / 2
        let page = [
            Point(x: -halfWidth, y: -halfHeight), Point(x: halfWidth, y: -halfHeight),
            Point(x: halfWidth, y: halfHeight), Point(x: -halfWidth, y: halfHeight),
        ]
        let diagonal = (size.width * size.width + size.height * size.height).squareRoot()
        guard diagonal > 0 else {
            (flat, flap, fold) = ([], [], nil)
            return
        }
        // u points from the far corner to the lifting one; a point's depth is how far past
        // the fold (towards the lifting corner) it lies.
        let u = (x: size.width / diagonal, y: size.height / diagonal)
        let corner = Point(x: halfWidth, y: halfHeight)
        let sweep = amount * diagonal
        let depth = { (point: Point) in (point.x - corner.x) * u.x + (point.y - corner.y) * u.y + sweep }
        flat = Self.clip(page, keeping: { -depth($0) })
        let lifted = Self.clip(page, keeping: depth)
        // Folded back: each lifted point mirrored across the fold.
        flap = lifted.map { point in
            let d = depth(point)
            return Point(x: point.x - 2 * d * u.x, y: point.y - 2 * d * u.y)
        }
        let onFold = flat.filter { abs(depth($0)) < 1e-9 * diagonal }
        fold = amount > 0 && amount < 1 && onFold.count >= 2 ? (onFold[0], onFold[onFold.count - 1]) : nil
    }

    /// The part of the convex `polygon` where `side` is ≥ 0 (Sutherland–Hodgman against one
    /// line): the points where the side changes sign are added, so the fold's ends are exact.
    private static func clip(_ polygon: [Point], keeping side: (Point) -> Double) -> [Point] {
        var result: [Point] = []
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let a = side(current)
            let b = side(next)
            if a >= 0 { result.append(current) }
            if (a >= 0) != (b >= 0) {
                let t = a / (a - b)
                result.append(Point(x: current.x + t * (next.x - current.x), y: current.y + t * (next.y - current.y)))
            }
        }
        return result
    }
}
