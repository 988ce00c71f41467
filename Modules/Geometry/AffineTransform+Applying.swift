extension Point {
    /// The point mapped by a transform, like `CGPointApplyAffineTransform`:
    /// `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ transform: AffineTransform) -> Point {
        Point(
            x: transform.a * x + transform.c * y + transform.tx,
            y: transform.b * x + transform.d * y + transform.ty
        )
    }
}

extension Vector {
    /// The vector mapped by the linear part of a transform; a displacement does not move
    /// with a translation.
    public func applying(_ transform: AffineTransform) -> Vector {
        Vector(
            dx: transform.a * dx + transform.c * dy,
            dy: transform.b * dx + transform.d * dy
        )
    }
}

extension Size {
    /// The size mapped like `CGSizeApplyAffineTransform`: by the linear part only, without
    /// translation and without taking absolute values, so a rotation or a mirror can give
    /// negative dimensions: `(a·width + c·height, b·width + d·height)`.
    public func applying(_ transform: AffineTransform) -> Size {
        Size(
            width: transform.a * width + transform.c * height,
            height: transform.b * width + transform.d * height
        )
    }
}

extension Rect {
    /// The bounding box of the four transformed corners, like `CGRectApplyAffineTransform`.
    /// Rotations other than quarter turns therefore give a box larger than the rectangle.
    /// A NaN anywhere gives NaN edges.
    public func applying(_ transform: AffineTransform) -> Rect {
        let corners = [
            Point(x: minX, y: minY),
            Point(x: maxX, y: minY),
            Point(x: minX, y: maxY),
            Point(x: maxX, y: maxY),
        ].lazy.map { $0.applying(transform) }
        // Four corners always exist; the fallback only satisfies the optional.
        return Rect.boundingBox(of: corners) ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    }
}
