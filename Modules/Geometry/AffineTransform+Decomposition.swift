#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension AffineTransform {
    /// An affine transform split into scale, shear, rotation and translation, the parts an
    /// animation interpolates.
    ///
    /// Recomposition applies, in this order: the shear (`x += shear·y`), the scale
    /// (`scaleX`, `scaleY`), the rotation, then the translation. Every affine transform has such
    /// a decomposition, so ``AffineTransform/decomposed()`` followed by
    /// ``AffineTransform/init(_:)`` round-trips to within rounding.
    ///
    /// Conventions of ``AffineTransform/decomposed()``:
    /// - `scaleX = √(a² + b²)`, never negative: the length of the image of the x axis;
    /// - `rotation = atan2(b, a)`, the direction of that image, in (−π, π];
    /// - `scaleY = determinant / scaleX`, so a mirror shows up as a negative `scaleY`:
    ///   scale (1, −1) decomposes to exactly that, while scale (−1, 1) decomposes to rotation π
    ///   with scale (1, −1) — the same matrix;
    /// - `shear = (a·c + b·d) / (a² + b²)`, zero for any combination of rotation and scale;
    /// - when the x axis collapses (`a = b = 0`): `scaleX = 0`, `shear = 0`,
    ///   `scaleY = √(c² + d²)` and the rotation turns +y onto `(c, d)`.
    ///
    /// Non-finite fields give non-finite parts. Built by hand, the rotation may be any angle,
    /// for instance 3π/2 to animate three quarter turns.
    public struct Decomposition: Sendable, Hashable {
        /// The scale along the x axis, applied after the shear.
        public var scaleX: Double
        /// The scale along the y axis, applied after the shear; negative when mirroring.
        public var scaleY: Double
        /// The horizontal shear factor, applied first: x += shear·y.
        public var shear: Double
        /// The rotation, applied after scaling; unbounded when built by hand.
        public var rotation: Angle
        /// The translation, applied last.
        public var translation: Vector

        /// Creates a decomposition from its parts; the defaults describe the identity.
        public init(
            scaleX: Double = 1,
            scaleY: Double = 1,
            shear: Double = 0,
            rotation: Angle = .zero,
            translation: Vector = .zero
        ) {
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.shear = shear
            self.rotation = rotation
            self.translation = translation
        }

        /// The parts of the identity transform.
        public static let identity = Decomposition()

        /// Whether every part differs from `other`'s by at most `tolerance` (absolute; the
        /// rotation compared unbounded, in radians). `false` when any part is NaN.
        public func isApproximatelyEqual(to other: Decomposition, tolerance: Double = 1e-9) -> Bool {
            abs(scaleX - other.scaleX) <= tolerance && abs(scaleY - other.scaleY) <= tolerance
                && abs(shear - other.shear) <= tolerance
                && rotation.isApproximatelyEqual(to: other.rotation, tolerance: tolerance)
                && translation.isApproximatelyEqual(to: other.translation, tolerance: tolerance)
        }
    }

    /// Splits the transform into parts, with the conventions documented on ``Decomposition``.
    public func decomposed() -> Decomposition {
        let scaleX = hypot(a, b)
        let translation = Vector(dx: tx, dy: ty)
        if scaleX == 0 {
            // atan2(-c, d) is the rotation that turns +y onto (c, d).
            return Decomposition(
                scaleX: 0,
                scaleY: hypot(c, d),
                shear: 0,
                rotation: Angle(radians: atan2(-c, d)).normalized,
                translation: translation
            )
        }
        return Decomposition(
            scaleX: scaleX,
            scaleY: determinant / scaleX,
            shear: (a * c + b * d) / (scaleX * scaleX),
            rotation: Angle(radians: atan2(b, a)).normalized,
            translation: translation
        )
    }

    /// Recomposes a transform from its parts: shear, then scale, then rotation, then
    /// translation (see ``Decomposition``).
    public init(_ decomposition: Decomposition) {
        let cosine = cos(decomposition.rotation.radians)
        let sine = sin(decomposition.rotation.radians)
        let scaleX = decomposition.scaleX
        let scaleY = decomposition.scaleY
        let shearedX = scaleX * decomposition.shear
        self.init(
            a: cosine * scaleX,
            b: sine * scaleX,
            c: cosine * shearedX - sine * scaleY,
            d: sine * shearedX + cosine * scaleY,
            tx: decomposition.translation.dx,
            ty: decomposition.translation.dy
        )
    }
}

extension AffineTransform.Decomposition: Interpolatable {
    /// The parts a fraction of the way to `end`, each as a scalar. The rotation interpolates
    /// its unbounded value, so from 0 to 3π/2 it passes through π at two thirds: it never takes
    /// the matrix's short cut.
    public func interpolated(
        to end: AffineTransform.Decomposition,
        at fraction: Double
    ) -> AffineTransform.Decomposition {
        AffineTransform.Decomposition(
            scaleX: scaleX.interpolated(to: end.scaleX, at: fraction),
            scaleY: scaleY.interpolated(to: end.scaleY, at: fraction),
            shear: shear.interpolated(to: end.shear, at: fraction),
            rotation: rotation.interpolated(to: end.rotation, at: fraction),
            translation: translation.interpolated(to: end.translation, at: fraction)
        )
    }
}
