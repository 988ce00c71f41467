import Geometry
import Testing

@Suite struct AffineTransformDecompositionTests {
    @Test func identityDecomposesToIdentityParts() {
        #expect(AffineTransform.identity.decomposed() == .identity)
        #expect(AffineTransform(AffineTransform.Decomposition.identity) == .identity)
    }

    @Test func scaleRotationAndTranslationAreRecovered() {
        let transform = AffineTransform(scaleX: 2, y: 3)
            .concatenating(AffineTransform(rotationAngle: .radians(0.5)))
            .concatenating(AffineTransform(translationX: 7, y: -4))
        let parts = transform.decomposed()
        #expect(isClose(parts.scaleX, 2, within: 1e-12))
        #expect(isClose(parts.scaleY, 3, within: 1e-12))
        #expect(isClose(parts.shear, 0, within: 1e-12))
        #expect(isClose(parts.rotation.radians, 0.5, within: 1e-12))
        #expect(parts.translation == Vector(dx: 7, dy: -4))
    }

    @Test func theConventionIsScaleXFromTheFirstRowAndScaleYFromTheDeterminant() {
        let transform = AffineTransform(a: 3, b: 4, c: -2, d: 5, tx: 0, ty: 0)
        let parts = transform.decomposed()
        #expect(parts.scaleX == 5)
        #expect(isClose(parts.scaleY, transform.determinant / 5))
        // atan2(4, 3)
        #expect(isClose(parts.rotation.radians, 0.9272952180016122, within: 1e-15))
        #expect(isClose(parts.shear, (3.0 * -2 + 4 * 5) / 25))
    }

    @Test func mirroringShowsAsNegativeScaleY() {
        let flippedVertically = AffineTransform(scaleX: 1, y: -1).decomposed()
        #expect(flippedVertically.scaleX == 1)
        #expect(flippedVertically.scaleY == -1)
        #expect(flippedVertically.rotation == .zero)

        // Mirroring x is the same matrix as half a turn with y mirrored.
        let flippedHorizontally = AffineTransform(scaleX: -1, y: 1).decomposed()
        #expect(flippedHorizontally.scaleX == 1)
        #expect(flippedHorizontally.scaleY == -1)
        #expect(isClose(flippedHorizontally.rotation.radians, .pi))
        #expect(AffineTransform(flippedHorizontally).isApproximatelyEqual(to: AffineTransform(scaleX: -1, y: 1)))
    }

    @Test func rotationIsInTheHalfOpenIntervalEvenForNegativeZero() {
        // b = −0 makes atan2 answer −π; the decomposition reports +π.
        let transform = AffineTransform(a: -1, b: -0.0, c: 0, d: -1, tx: 0, ty: 0)
        #expect(transform.decomposed().rotation.radians == .pi)
    }

    @Test func threeQuarterTurnsComeBackAsMinusAQuarterTurn() {
        let parts = AffineTransform(rotationAngle: .radians(3 * .pi / 2)).decomposed()
        #expect(isClose(parts.rotation.radians, -.pi / 2, within: 1e-12))
        #expect(isClose(parts.scaleX, 1) && isClose(parts.scaleY, 1))
    }

    @Test func shearIsRecoveredAndRoundTrips() {
        let shear = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        let parts = shear.decomposed()
        #expect(parts.shear == 0.5)
        #expect(parts.rotation == .zero)
        #expect(AffineTransform(parts) == shear)
    }

    @Test func recomposingAppliesShearScaleRotationThenTranslation() {
        let parts = AffineTransform.Decomposition(
            scaleX: 2, scaleY: 3, shear: 0.5, rotation: .quarterTurn, translation: Vector(dx: 10, dy: 20)
        )
        let expected = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
            .concatenating(AffineTransform(scaleX: 2, y: 3))
            .concatenating(AffineTransform(rotationAngle: .quarterTurn))
            .concatenating(AffineTransform(translationX: 10, y: 20))
        #expect(AffineTransform(parts).isApproximatelyEqual(to: expected, tolerance: 1e-12))
    }

    @Test func randomTransformsRoundTrip() {
        var generator = SplitMix64(seed: 4)
        for _ in 0..<500 {
            let transform = randomTransform(using: &generator)
            let parts = transform.decomposed()
            #expect(parts.scaleX >= 0)
            #expect(parts.rotation.radians > -.pi && parts.rotation.radians <= .pi)
            #expect(AffineTransform(parts).isApproximatelyEqual(to: transform, tolerance: 1e-9))
        }
    }

    @Test func aCollapsedXAxisStillDecomposesAndRoundTrips() {
        let collapsed = AffineTransform(a: 0, b: 0, c: -2, d: 0, tx: 1, ty: 2)
        let parts = collapsed.decomposed()
        #expect(parts.scaleX == 0)
        #expect(parts.scaleY == 2)
        #expect(parts.shear == 0)
        #expect(isClose(parts.rotation.radians, .pi / 2))
        #expect(AffineTransform(parts).isApproximatelyEqual(to: collapsed))
        #expect(AffineTransform(scaleX: 0, y: 0).decomposed() == AffineTransform.Decomposition(scaleX: 0, scaleY: 0))
    }

    @Test func nonFiniteFieldsGiveNonFiniteParts() {
        let parts = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).decomposed()
        #expect(parts.scaleX.isNaN)
    }

    @Test func approximateEquality() {
        let parts = AffineTransform.Decomposition(scaleX: 2, rotation: .radians(1))
        var nudged = parts
        nudged.rotation += .radians(1e-12)
        #expect(parts.isApproximatelyEqual(to: nudged))
        nudged.shear = 0.1
        #expect(!parts.isApproximatelyEqual(to: nudged))
    }

    // Interpolating the parts turns the long way: identity to three quarter turns passes
    // through half a turn at two thirds, which the matrix alone could never express.
    @Test func interpolatingPartsTurnsTheLongWay() {
        let start = AffineTransform.Decomposition.identity
        let end = AffineTransform.Decomposition(rotation: .radians(3 * .pi / 2))
        let twoThirds = start.interpolated(to: end, at: 2.0 / 3)
        #expect(isClose(twoThirds.rotation.radians, .pi))
        #expect(
            AffineTransform(twoThirds).isApproximatelyEqual(to: AffineTransform(scaleX: -1, y: -1), tolerance: 1e-12))
        let oneThird = AffineTransform(start.interpolated(to: end, at: 1.0 / 3))
        #expect(Point(x: 1, y: 0).applying(oneThird).isApproximatelyEqual(to: Point(x: 0, y: 1)))
    }

    @Test func interpolatingPartsBlendsEveryPart() {
        let start = AffineTransform.Decomposition(scaleX: 1, scaleY: 2, shear: 0, rotation: .zero, translation: .zero)
        let end = AffineTransform.Decomposition(
            scaleX: 3, scaleY: -2, shear: 1, rotation: .halfTurn, translation: Vector(dx: 10, dy: -10)
        )
        let middle = start.interpolated(to: end, at: 0.5)
        #expect(
            middle
                == AffineTransform.Decomposition(
                    scaleX: 2, scaleY: 0, shear: 0.5, rotation: .quarterTurn, translation: Vector(dx: 5, dy: -5)
                ))
    }
}
