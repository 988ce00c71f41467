#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A two-dimensional affine transform with Core Graphics' vocabulary and semantics.
///
/// The six fields are those of `CGAffineTransform`, the matrix
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// applied to row vectors, so a point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// Composition follows from that convention: `t1.concatenating(t2)` applies `t1` first, then
/// `t2`; and `rotated(by:)`, `scaledBy(x:y:)`, `translatedBy(x:y:)` apply the new operation
/// *before* the existing transform, as `CGAffineTransformRotate` and friends do.
///
/// A matrix only knows the direction of a rotation, in (−π, π]; to animate turns, interpolate
/// a ``Decomposition`` whose rotation is an unbounded ``Angle``.
public struct AffineTransform: Sendable, Hashable {
    /// Row 1, column 1: how much x contributes to x'.
    public var a: Double
    /// Row 1, column 2: how much x contributes to y'.
    public var b: Double
    /// Row 2, column 1: how much y contributes to x'.
    public var c: Double
    /// Row 2, column 2: how much y contributes to y'.
    public var d: Double
    /// The horizontal translation, added after the linear part.
    public var tx: Double
    /// The vertical translation, added after the linear part.
    public var ty: Double

    /// Creates a transform from its six fields.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation about the origin, like `CGAffineTransformMakeRotation`: positive angles turn
    /// +x towards +y (clockwise on a y-down screen). Only the direction survives: 3π/2 and −π/2
    /// give the same matrix.
    public init(rotationAngle angle: Angle) {
        let cosine = cos(angle.radians)
        let sine = sin(angle.radians)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale about the origin, like `CGAffineTransformMakeScale`; a negative factor mirrors.
    public init(scaleX: Double, y scaleY: Double) {
        self.init(a: scaleX, b: 0, c: 0, d: scaleY, tx: 0, ty: 0)
    }

    /// A translation, like `CGAffineTransformMakeTranslation`.
    public init(translationX: Double, y translationY: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: translationY)
    }

    /// Whether the transform is exactly the identity (see ``isApproximatelyEqual(to:tolerance:)``
    /// to allow for rounding).
    public var isIdentity: Bool {
        self == .identity
    }

    /// The determinant of the linear part, `a·d − b·c`: the factor by which areas scale,
    /// negative when the transform mirrors.
    public var determinant: Double {
        a * d - b * c
    }

    /// The transform that applies `self` first and `other` second: `self × other` in Core
    /// Graphics' row-vector convention, like `CGAffineTransformConcat(self, other)`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// A rotation applied before this transform, like `CGAffineTransformRotate`:
    /// `AffineTransform(rotationAngle: angle).concatenating(self)`.
    public func rotated(by angle: Angle) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied before this transform, like `CGAffineTransformScale`:
    /// `AffineTransform(scaleX: x, y: y).concatenating(self)`.
    public func scaledBy(x scaleX: Double, y scaleY: Double) -> AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY).concatenating(self)
    }

    /// A translation applied before this transform, like `CGAffineTransformTranslate`:
    /// `AffineTransform(translationX: x, y: y).concatenating(self)`.
    public func translatedBy(x translationX: Double, y translationY: Double) -> AffineTransform {
        AffineTransform(translationX: translationX, y: translationY).concatenating(self)
    }

    /// The transform that undoes this one, or `nil` when there is none.
    ///
    /// The transform counts as singular when a field or the determinant is not finite (so a
    /// scale so large that its determinant overflows has no inverse), or when its determinant is
    /// negligible next to the lengths of its basis vectors: `|a·d − b·c| ≤ 1e-12·|(a, b)|·|(c, d)|`,
    /// that is, when the images of the x and y axes are parallel to within about 1e-12 radians.
    /// The test is relative so that a uniformly tiny (but invertible) scale is not mistaken for
    /// a singular one. Unlike `CGAffineTransformInvert`, which returns its argument unchanged,
    /// failure is explicit.
    public func inverted() -> AffineTransform? {
        let determinant = self.determinant
        let basisArea = hypot(a, b) * hypot(c, d)
        guard
            determinant.isFinite, tx.isFinite, ty.isFinite, basisArea.isFinite,
            abs(determinant) > 1e-12 * basisArea
        else { return nil }
        let inverse = AffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
        guard inverse.hasFiniteFields else { return nil }
        return inverse
    }

    /// Whether every field differs from `other`'s by at most `tolerance` (absolute, in the
    /// units of the field). Always `false` when a field is NaN.
    public func isApproximatelyEqual(to other: AffineTransform, tolerance: Double = 1e-9) -> Bool {
        abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance
            && abs(c - other.c) <= tolerance && abs(d - other.d) <= tolerance
            && abs(tx - other.tx) <= tolerance && abs(ty - other.ty) <= tolerance
    }

    private var hasFiniteFields: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
