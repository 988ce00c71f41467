import Geometry
import Testing

@Suite struct AffineTransformApplyingTests {
    private let general = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 10, ty: 20)

    @Test func pointsMapWithTheCoreGraphicsFormula() {
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        #expect(Point(x: 1, y: 2).applying(general) == Point(x: 2 - 2 + 10, y: 1 + 6 + 20))
    }

    @Test func vectorsIgnoreTheTranslation() {
        #expect(Vector(dx: 1, dy: 2).applying(general) == Vector(dx: 0, dy: 7))
        let start = Point(x: 5, y: -1)
        let end = Point(x: 2, y: 3)
        #expect(end.applying(general) - start.applying(general) == (end - start).applying(general))
    }

    @Test func sizesIgnoreTheTranslationAndKeepTheirSign() {
        #expect(Size(width: 1, height: 2).applying(general) == Size(width: 0, height: 7))
        let halfTurn = AffineTransform(rotationAngle: .halfTurn).translatedBy(x: 100, y: 100)
        let turned = Size(width: 10, height: 20).applying(halfTurn)
        #expect(turned.isApproximatelyEqual(to: Size(width: -10, height: -20)))
    }

    @Test func rectsMapToTheBoundingBoxOfTheirCorners() {
        let square = Rect(x: -1, y: -1, width: 2, height: 2)
        let diamond = square.applying(AffineTransform(rotationAngle: .degrees(45)))
        let half = 2.0.squareRoot()
        #expect(diamond.isApproximatelyEqual(to: Rect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
    }

    @Test func rectsTranslateAndScale() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        let transform = AffineTransform(scaleX: -2, y: 1).concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(rect.applying(transform) == Rect(x: 2, y: 2, width: 6, height: 4))
    }

    @Test func rectsWithNegativeSizeAreStandardizedFirst() {
        let rect = Rect(x: 4, y: 6, width: -3, height: -4)
        #expect(rect.applying(.identity) == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func nonFiniteInputGivesNaNInsteadOfTrapping() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        let broken = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let result = rect.applying(broken)
        #expect(result.origin.x.isNaN)
        #expect(result.origin.y == 0 && result.size.height == 10)
    }
}
