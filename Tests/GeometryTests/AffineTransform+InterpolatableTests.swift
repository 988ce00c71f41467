import Geometry
import Testing

@Suite struct AffineTransformInterpolatableTests {
    @Test func endpointsAreRecovered() {
        let start = AffineTransform(scaleX: 2, y: 1).concatenating(AffineTransform(translationX: 5, y: 5))
        let end = AffineTransform(rotationAngle: .radians(1)).concatenating(AffineTransform(translationX: -5, y: 0))
        #expect(start.interpolated(to: end, at: 0).isApproximatelyEqual(to: start, tolerance: 1e-12))
        #expect(start.interpolated(to: end, at: 1).isApproximatelyEqual(to: end, tolerance: 1e-12))
    }

    @Test func aRotationStaysARotationHalfway() {
        // Lerping matrix fields would give a = d = b = 0.5, shrinking the layer to 71 %.
        let halfway = AffineTransform.identity.interpolated(
            to: AffineTransform(rotationAngle: .quarterTurn), at: 0.5
        )
        #expect(halfway.isApproximatelyEqual(to: AffineTransform(rotationAngle: .degrees(45)), tolerance: 1e-12))
        #expect(isClose(halfway.determinant, 1))
    }

    @Test func scaleAndTranslationInterpolateLinearly() {
        let end = AffineTransform(scaleX: 3, y: 5).concatenating(AffineTransform(translationX: 10, y: 20))
        let halfway = AffineTransform.identity.interpolated(to: end, at: 0.5)
        #expect(halfway.isApproximatelyEqual(to: AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 10)))
    }

    // The documented limitation: a matrix of 3π/2 is −π/2, so the interpolation turns the short
    // way back. Interpolate `Decomposition` values to turn the long way.
    @Test func matricesOnlyKnowTheShortCut() {
        let end = AffineTransform(rotationAngle: .radians(3 * .pi / 2))
        let halfway = AffineTransform.identity.interpolated(to: end, at: 0.5)
        #expect(isClose(halfway.decomposed().rotation.radians, -.pi / 4, within: 1e-12))
    }
}
