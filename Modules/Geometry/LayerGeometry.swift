/// The geometry of a layer as Core Animation defines it: bounds, position, anchor point and
/// transform, and the frame and coordinate conversions they imply.
///
/// A point `p` in the layer's own (bounds) coordinates lands in its parent at
///
///     position + transform(p − (bounds.origin + anchorPoint · bounds.size))
///
/// where `transform` is the full affine transform including its translation: the anchor point
/// is the pivot of the transform and the spot pinned to ``position``. With the default anchor
/// (0.5, 0.5) a layer rotates and scales about its centre; a wheel sector with anchor (1, 0.5)
/// swings about the middle of its right edge.
///
/// Non-finite values propagate to the derived geometry; nothing traps.
public struct LayerGeometry: Sendable, Hashable {
    /// The layer's own coordinate space: its origin is the coordinate of the top-left corner,
    /// its size the layer's untransformed size.
    public var bounds: Rect
    /// Where the anchor point sits, in the parent's coordinates.
    public var position: Point
    /// The pivot, in unit coordinates of the bounds: (0, 0) is the top-left corner,
    /// (1, 1) the bottom-right, (0.5, 0.5) the centre.
    public var anchorPoint: Point
    /// The transform applied about the anchor point.
    public var transform: AffineTransform

    /// The anchor point Core Animation uses by default: the centre of the bounds.
    public static let defaultAnchorPoint = Point(x: 0.5, y: 0.5)

    /// Creates a layer geometry; the defaults match a new `CALayer`.
    public init(
        bounds: Rect = .zero,
        position: Point = .zero,
        anchorPoint: Point = LayerGeometry.defaultAnchorPoint,
        transform: AffineTransform = .identity
    ) {
        self.bounds = bounds
        self.position = position
        self.anchorPoint = anchorPoint
        self.transform = transform
    }

    /// The anchor point in the layer's own coordinates:
    /// `bounds.origin + anchorPoint · bounds.size`.
    public var anchorPointInBounds: Point {
        Point(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height
        )
    }

    /// The transform that maps layer coordinates to parent coordinates: move the anchor point to
    /// the origin, apply ``transform``, move the origin to ``position``.
    public var transformToParent: AffineTransform {
        let anchor = anchorPointInBounds
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// The layer's extent in its parent: the bounding box of the transformed bounds.
    ///
    /// Setting it behaves like `CALayer`'s setter: the frame is standardized, `bounds.size`
    /// takes the frame's size and ``position`` moves so the anchor point keeps its relative
    /// place; `bounds.origin`, `anchorPoint` and `transform` do not change. With a transform
    /// other than the identity, the frame's centre is honoured and the bounds get the size of
    /// the frame mapped back through the inverse transform's linear part — exact for scales,
    /// translations and quarter turns, larger than asked for other rotations, which is why
    /// Core Animation calls the frame of a rotated layer undefined. If the transform is
    /// singular only the position changes.
    public var frame: Rect {
        get { convertToParent(bounds) }
        set {
            let target = newValue.standardized
            let linearPart = AffineTransform(
                a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0
            )
            if transform.isIdentity {
                bounds.size = target.size
                position = Point(
                    x: target.origin.x + anchorPoint.x * target.size.width,
                    y: target.origin.y + anchorPoint.y * target.size.height
                )
                return
            }
            if let inverse = linearPart.inverted() {
                bounds.size = Rect(origin: .zero, size: target.size).applying(inverse).size
            }
            // The bounds' centre sits at position + transform((0.5 − anchor)·size); solve for
            // the position that puts it on the frame's centre.
            let anchorToCenter = Vector(
                dx: (0.5 - anchorPoint.x) * bounds.size.width,
                dy: (0.5 - anchorPoint.y) * bounds.size.height
            )
            position =
                target.center
                - anchorToCenter.applying(linearPart)
                - Vector(dx: transform.tx, dy: transform.ty)
        }
    }

    /// A point in the layer's coordinates expressed in the parent's.
    public func convertToParent(_ point: Point) -> Point {
        point.applying(transformToParent)
    }

    /// The bounding box, in the parent's coordinates, of a rectangle given in the layer's.
    public func convertToParent(_ rect: Rect) -> Rect {
        rect.applying(transformToParent)
    }

    /// A point in the parent's coordinates expressed in the layer's, or `nil` when the
    /// transform is singular (see ``AffineTransform/inverted()``): a layer squashed flat has no
    /// unique point under a parent point.
    public func convertFromParent(_ point: Point) -> Point? {
        transformToParent.inverted().map { point.applying($0) }
    }

    /// Whether a point in the layer's own coordinates lies inside its bounds (half-open edges,
    /// see ``Rect/contains(_:)``).
    public func contains(_ point: Point) -> Bool {
        bounds.contains(point)
    }

    /// Whether a point given in the parent's coordinates hits the layer: whether, mapped back
    /// through the inverse transform, it lies inside the bounds. A layer with a singular
    /// transform is never hit.
    public func hitTest(_ pointInParent: Point) -> Bool {
        convertFromParent(pointInParent).map(contains) ?? false
    }
}
