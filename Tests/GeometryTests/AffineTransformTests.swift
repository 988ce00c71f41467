import Geometry
import Testing

/// The 3×3 product of two transforms in Core Graphics' row-vector convention, written out
/// independently of `concatenating`.
private func matrixProduct(_ first: AffineTransform, _ second: AffineTransform) -> AffineTransform {
    let left = [[first.a, first.b, 0], [first.c, first.d, 0], [first.tx, first.ty, 1]]
    let right = [[second.a, second.b, 0], [second.c, second.d, 0], [second.tx, second.ty, 1]]
    var product = [[Double]](repeating: [0, 0, 0], count: 3)
    for row in 0..<3 {
        for column in 0..<3 {
            product[row][column] = (0..<3).reduce(0) { $0 + left[row][$1] * right[$1][column] }
        }
    }
    return AffineTransform(
        a: product[0][0], b: product[0][1], c: product[1][0], d: product[1][1],
        tx: product[2][0], ty: product[2][1]
    )
}

@Suite struct AffineTransformTests {
    @Test func identityLeavesPointsAlone() {
        let point = Point(x: 3, y: -7)
        #expect(point.applying(.identity) == point)
        #expect(AffineTransform.identity.isIdentity)
        #expect(AffineTransform.identity == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(!AffineTransform(translationX: 1e-9, y: 0).isIdentity)
    }

    @Test func rotationTurnsXTowardsY() {
        let quarter = AffineTransform(rotationAngle: .quarterTurn)
        #expect(isClose(quarter.a, 0))
        #expect(isClose(quarter.b, 1))
        #expect(isClose(quarter.c, -1))
        #expect(isClose(quarter.d, 0))
        #expect(Point(x: 1, y: 0).applying(quarter).isApproximatelyEqual(to: Point(x: 0, y: 1)))
        #expect(Point(x: 0, y: 1).applying(quarter).isApproximatelyEqual(to: Point(x: -1, y: 0)))
    }

    @Test func scaleAndTranslationMakers() {
        #expect(AffineTransform(scaleX: 2, y: 3) == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(AffineTransform(translationX: 5, y: -1) == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -1))
        #expect(Point(x: 1, y: 1).applying(AffineTransform(scaleX: 2, y: 3)) == Point(x: 2, y: 3))
        #expect(Point(x: 1, y: 1).applying(AffineTransform(translationX: 5, y: -1)) == Point(x: 6, y: 0))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = AffineTransform(scaleX: 2, y: 2)
        let translation = AffineTransform(translationX: 10, y: 0)
        let point = Point(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(translation)) == Point(x: 12, y: 2))
        #expect(point.applying(translation.concatenating(scale)) == Point(x: 22, y: 2))
    }

    @Test func concatenatingIsTheRowVectorMatrixProduct() {
        var generator = SplitMix64(seed: 1)
        for _ in 0..<100 {
            let first = randomTransform(using: &generator)
            let second = randomTransform(using: &generator)
            #expect(
                first.concatenating(second).isApproximatelyEqual(to: matrixProduct(first, second), tolerance: 1e-12))
        }
    }

    @Test func concatenatingIsAssociativeAndMatchesSequentialApplication() {
        var generator = SplitMix64(seed: 2)
        for _ in 0..<100 {
            let first = randomTransform(using: &generator)
            let second = randomTransform(using: &generator)
            let third = randomTransform(using: &generator)
            let left = first.concatenating(second).concatenating(third)
            let right = first.concatenating(second.concatenating(third))
            #expect(left.isApproximatelyEqual(to: right, tolerance: 1e-9))
            let point = Point(x: Double.random(in: -10...10, using: &generator), y: 1)
            let stepByStep = point.applying(first).applying(second).applying(third)
            #expect(point.applying(left).isApproximatelyEqual(to: stepByStep, tolerance: 1e-9))
        }
    }

    @Test func rotatedScaledAndTranslatedApplyBeforeTheExistingTransform() {
        let base = AffineTransform(a: 1, b: 2, c: -0.5, d: 1.5, tx: 7, ty: -3)
        let angle = Angle(radians: 0.7)
        #expect(base.rotated(by: angle) == AffineTransform(rotationAngle: angle).concatenating(base))
        #expect(base.scaledBy(x: 2, y: -3) == AffineTransform(scaleX: 2, y: -3).concatenating(base))
        #expect(base.translatedBy(x: 4, y: 5) == AffineTransform(translationX: 4, y: 5).concatenating(base))
        // The new operation acts on the point first, then the existing translation.
        let translation = AffineTransform(translationX: 10, y: 0)
        #expect(Point(x: 1, y: 0).applying(translation.scaledBy(x: 2, y: 2)) == Point(x: 12, y: 0))
        let rotatedPoint = Point(x: 1, y: 0).applying(translation.rotated(by: .quarterTurn))
        #expect(rotatedPoint.isApproximatelyEqual(to: Point(x: 10, y: 1)))
    }

    @Test func determinantMeasuresAreaAndOrientation() {
        #expect(AffineTransform(scaleX: 2, y: 3).determinant == 6)
        #expect(AffineTransform(scaleX: 1, y: -1).determinant == -1)
        #expect(isClose(AffineTransform(rotationAngle: .radians(1)).determinant, 1))
    }

    @Test func invertedUndoesTheTransform() throws {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<100 {
            let transform = randomTransform(using: &generator)
            guard abs(transform.determinant) > 0.1 else { continue }
            let inverse = try #require(transform.inverted())
            #expect(transform.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-9))
            #expect(inverse.concatenating(transform).isApproximatelyEqual(to: .identity, tolerance: 1e-9))
        }
    }

    @Test func invertingAKnownTransform() throws {
        let transform = AffineTransform(scaleX: 2, y: 4).concatenating(AffineTransform(translationX: 10, y: 20))
        let inverse = try #require(transform.inverted())
        #expect(inverse.isApproximatelyEqual(to: AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5)))
    }

    @Test(arguments: [
        AffineTransform(scaleX: 0, y: 1),
        AffineTransform(scaleX: 0, y: 0),
        AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
        AffineTransform(a: 1, b: 2, c: 1, d: 2 + 1e-14, tx: 0, ty: 0),
        AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0),
        AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
        AffineTransform(a: 1e300, b: 0, c: 0, d: 1e300, tx: 0, ty: 0),
    ])
    func singularOrNonFiniteTransformsHaveNoInverse(transform: AffineTransform) {
        #expect(transform.inverted() == nil)
    }

    @Test func tinyButUniformScalesAreStillInvertible() throws {
        let tiny = AffineTransform(scaleX: 1e-8, y: 1e-8)
        let inverse = try #require(tiny.inverted())
        #expect(isClose(inverse.a, 1e8, within: 1e-3))
    }

    @Test func approximateEquality() {
        let transform = AffineTransform(rotationAngle: .radians(1))
        var nudged = transform
        nudged.tx += 1e-12
        #expect(transform.isApproximatelyEqual(to: nudged))
        nudged.d += 1e-3
        #expect(!transform.isApproximatelyEqual(to: nudged))
        #expect(transform.isApproximatelyEqual(to: nudged, tolerance: 1e-2))
        let broken = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(!broken.isApproximatelyEqual(to: broken))
    }

    // The memory card's "vanish": half a turn while shrinking to a tenth.
    @Test func memoryCardVanish() {
        let vanish = AffineTransform(rotationAngle: .halfTurn).concatenating(AffineTransform(scaleX: 0.1, y: 0.1))
        #expect(isClose(vanish.a, -0.1, within: 1e-12))
        #expect(isClose(vanish.b, 0, within: 1e-12))
        #expect(isClose(vanish.c, 0, within: 1e-12))
        #expect(isClose(vanish.d, -0.1, within: 1e-12))
        #expect(vanish.tx == 0 && vanish.ty == 0)
        #expect(Point(x: 10, y: 5).applying(vanish).isApproximatelyEqual(to: Point(x: -1, y: -0.5)))
        let card = Rect(x: 0, y: 0, width: 100, height: 150)
        #expect(card.applying(vanish).isApproximatelyEqual(to: Rect(x: -10, y: -15, width: 10, height: 15)))
        let parts = vanish.decomposed()
        #expect(isClose(abs(parts.rotation.radians), .pi, within: 1e-12))
        #expect(isClose(parts.scaleX, 0.1) && isClose(parts.scaleY, 0.1))
    }

    // The home screen's "wobble": ±2.5°, back and forth.
    @Test(arguments: [1.0, -1.0])
    func homeScreenWobble(sign: Double) throws {
        let angle = Angle(radians: sign * 0.0436332)
        #expect(isClose(Angle(degrees: sign * 2.5).radians, angle.radians, within: 1e-7))
        let wobble = AffineTransform(rotationAngle: angle)
        #expect(isClose(wobble.a, 0.9990482, within: 1e-7))
        #expect(isClose(wobble.b, sign * 0.0436194, within: 1e-7))
        #expect(isClose(wobble.decomposed().rotation.radians, angle.radians, within: 1e-12))
        let tip = Point(x: 100, y: 0).applying(wobble)
        #expect(tip.isApproximatelyEqual(to: Point(x: 99.90482, y: sign * 4.36194), tolerance: 1e-5))
        let back = AffineTransform(rotationAngle: -angle)
        #expect(wobble.concatenating(back).isApproximatelyEqual(to: .identity, tolerance: 1e-15))
        #expect(try #require(wobble.inverted()).isApproximatelyEqual(to: back, tolerance: 1e-15))
    }

    @Test func mirroringWithANegativeScale() throws {
        let mirror = AffineTransform(scaleX: 1, y: -1)
        #expect(Point(x: 3, y: 4).applying(mirror) == Point(x: 3, y: -4))
        #expect(mirror.determinant < 0)
        #expect(try #require(mirror.inverted()) == mirror)
        #expect(mirror.concatenating(mirror).isIdentity)
        let parts = mirror.decomposed()
        #expect(parts.scaleX == 1 && parts.scaleY == -1 && parts.rotation == .zero)
    }

    // A matrix only holds −π…π: three quarter turns come back as a quarter turn backwards,
    // which is why animations must animate the angle as a scalar.
    @Test func threeQuarterTurnsDecomposeToMinusAQuarterTurn() {
        let transform = AffineTransform(rotationAngle: .radians(3 * .pi / 2))
        #expect(isClose(transform.decomposed().rotation.radians, -.pi / 2, within: 1e-12))
        #expect(
            transform.isApproximatelyEqual(to: AffineTransform(rotationAngle: .radians(-.pi / 2)), tolerance: 1e-15))
    }
}
