import Geometry
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

@Suite struct LayerGeometryTests {
    @Test func defaultsMatchANewCALayer() {
        let layer = LayerGeometry()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == Point(x: 0.5, y: 0.5))
        #expect(layer.transform == .identity)
        #expect(layer.frame == .zero)
    }

    @Test func frameWithIdentityTransformCentresTheBoundsOnThePosition() {
        let layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 50, y: 50))
        #expect(layer.frame == Rect(x: 0, y: 30, width: 100, height: 40))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        // Scrolling changes bounds.origin: the content moves, the layer does not.
        var layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 50, y: 50))
        layer.bounds.origin = Point(x: 30, y: 10)
        #expect(layer.frame == Rect(x: 0, y: 30, width: 100, height: 40))
        #expect(layer.convertToParent(Point(x: 30, y: 10)) == Point(x: 0, y: 30))
    }

    @Test func anchorPointIsThePivotOfTheTransform() {
        let layer = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 100, height: 40),
            position: Point(x: 200, y: 100),
            anchorPoint: Point(x: 0, y: 0),
            transform: AffineTransform(scaleX: 2, y: 2)
        )
        #expect(layer.anchorPointInBounds == .zero)
        #expect(layer.frame == Rect(x: 200, y: 100, width: 200, height: 80))
        #expect(layer.convertToParent(Point.zero) == layer.position)
    }

    @Test func transformTranslationIsAddedAfterThePivot() {
        let layer = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            position: Point(x: 5, y: 5),
            transform: AffineTransform(translationX: 100, y: 0)
        )
        #expect(layer.frame == Rect(x: 100, y: 0, width: 10, height: 10))
    }

    @Test(arguments: [Point(x: 0.5, y: 0.5), Point(x: 0, y: 0), Point(x: 1, y: 0.5)])
    func settingTheFrameWithIdentityTransformBehavesLikeCALayer(anchor: Point) {
        var layer = LayerGeometry(bounds: Rect(x: 7, y: 9, width: 1, height: 1), anchorPoint: anchor)
        layer.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.bounds == Rect(x: 7, y: 9, width: 30, height: 40))
        #expect(layer.position == Point(x: 10 + anchor.x * 30, y: 20 + anchor.y * 40))
        #expect(layer.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func settingTheFrameStandardizesIt() {
        var layer = LayerGeometry()
        layer.frame = Rect(x: 40, y: 60, width: -30, height: -40)
        #expect(layer.bounds.size == Size(width: 30, height: 40))
        #expect(layer.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test(arguments: [
        AffineTransform(scaleX: 2, y: 0.5),
        AffineTransform(rotationAngle: .quarterTurn),
        AffineTransform(scaleX: -1, y: 3).concatenating(AffineTransform(translationX: 5, y: -7)),
    ])
    func settingTheFrameIsExactForAxisAlignedTransforms(transform: AffineTransform) {
        var layer = LayerGeometry(anchorPoint: Point(x: 0.25, y: 1), transform: transform)
        let target = Rect(x: 10, y: 20, width: 30, height: 40)
        layer.frame = target
        #expect(layer.frame.isApproximatelyEqual(to: target, tolerance: 1e-9))
    }

    @Test func settingTheFrameWithASingularTransformOnlyMovesTheLayer() {
        var layer = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            transform: AffineTransform(scaleX: 0, y: 1)
        )
        layer.frame = Rect(x: 100, y: 100, width: 50, height: 50)
        #expect(layer.bounds.size == Size(width: 10, height: 10))
        #expect(layer.frame.center.isApproximatelyEqual(to: Point(x: 125, y: 125)))
    }

    @Test func convertingToAndFromTheParentRoundTrips() throws {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<100 {
            let transform = randomTransform(using: &generator)
            guard abs(transform.determinant) > 0.1 else { continue }
            let layer = LayerGeometry(
                bounds: Rect(x: 3, y: -2, width: 40, height: 30),
                position: Point(x: 17, y: 23),
                anchorPoint: Point(x: 0.3, y: 0.8),
                transform: transform
            )
            let point = Point(x: Double.random(in: 0...40, using: &generator), y: 5)
            let inParent = layer.convertToParent(point)
            let back = try #require(layer.convertFromParent(inParent))
            #expect(back.isApproximatelyEqual(to: point, tolerance: 1e-9))
        }
    }

    @Test func convertingToTheParentFollowsTheDefinition() {
        let layer = LayerGeometry(
            bounds: Rect(x: 10, y: 20, width: 100, height: 50),
            position: Point(x: 300, y: 400),
            anchorPoint: Point(x: 0.2, y: 0.6),
            transform: AffineTransform(a: 1, b: 0.5, c: -0.25, d: 2, tx: 3, ty: 4)
        )
        // position + transform(p − (bounds.origin + anchor·size)), transform including tx, ty
        let point = Point(x: 50, y: 70)
        let relative = Point(x: 50 - (10 + 0.2 * 100), y: 70 - (20 + 0.6 * 50))
        let expected = Point(
            x: 300 + relative.x * 1 + relative.y * -0.25 + 3,
            y: 400 + relative.x * 0.5 + relative.y * 2 + 4
        )
        #expect(layer.convertToParent(point).isApproximatelyEqual(to: expected, tolerance: 1e-12))
    }

    @Test func aSingularLayerCannotConvertFromItsParentOrBeHit() {
        let flat = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            position: Point(x: 5, y: 5),
            transform: AffineTransform(scaleX: 1, y: 0)
        )
        #expect(flat.convertFromParent(Point(x: 5, y: 5)) == nil)
        #expect(!flat.hitTest(Point(x: 5, y: 5)))
    }

    @Test func hitTestingGoesThroughTheInverseTransform() {
        // A 100×20 bar pivoting at its left end, turned a quarter turn: it now hangs down.
        let bar = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 100, height: 20),
            position: Point(x: 50, y: 50),
            anchorPoint: Point(x: 0, y: 0.5),
            transform: AffineTransform(rotationAngle: .quarterTurn)
        )
        #expect(bar.hitTest(Point(x: 50, y: 140)))
        #expect(bar.hitTest(Point(x: 45, y: 60)))
        #expect(!bar.hitTest(Point(x: 140, y: 50)))
        #expect(!bar.hitTest(Point(x: 50, y: 40)))
        #expect(bar.contains(Point(x: 99, y: 10)))
        #expect(!bar.contains(Point(x: 100, y: 10)))
    }

    // The memory card's "vanish" applied to a card layer: it shrinks towards its own centre.
    @Test func vanishingCardShrinksAboutItsCentre() {
        let card = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 100, height: 150),
            position: Point(x: 200, y: 300),
            transform: AffineTransform(rotationAngle: .halfTurn).concatenating(AffineTransform(scaleX: 0.1, y: 0.1))
        )
        #expect(card.frame.isApproximatelyEqual(to: Rect(x: 195, y: 292.5, width: 10, height: 15)))
        // The card's top-left corner ends up bottom-right of the centre.
        #expect(card.convertToParent(Point.zero).isApproximatelyEqual(to: Point(x: 205, y: 307.5)))
    }

    // The rotary wheel, laid out the seed's way: N sectors of 100×40, anchored at the middle of
    // their right edge, pinned to the centre of a 200×200 container, sector i turned 2π·i/N.
    @Test(arguments: [1, 2, 3, 8, 9, 64])
    func rotaryWheelLayout(sectorCount: Int) {
        let container = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 200, height: 200), position: Point(x: 100, y: 100))
        let centre = container.bounds.center
        #expect(centre == Point(x: 100, y: 100))
        let sectorBounds = Rect(x: 0, y: 0, width: 100, height: 40)
        for index in 0..<sectorCount {
            let theta = 2 * Double.pi * Double(index) / Double(sectorCount)
            let sector = LayerGeometry(
                bounds: sectorBounds,
                position: centre,
                anchorPoint: Point(x: 1, y: 0.5),
                transform: AffineTransform(rotationAngle: .radians(theta))
            )
            // The anchor, the middle of the right edge, sits on the centre.
            #expect(sector.convertToParent(Point(x: 100, y: 20)).isApproximatelyEqual(to: centre, tolerance: 1e-12))
            // The middle of the left edge sits on the rim, opposite the direction θ: sector 0 on the left.
            let rim = sector.convertToParent(Point(x: 0, y: 20))
            let expectedRim = Point(x: 100 - 100 * cos(theta), y: 100 - 100 * sin(theta))
            #expect(rim.isApproximatelyEqual(to: expectedRim, tolerance: 1e-9))
            #expect(isClose(rim.distance(to: centre), 100, within: 1e-9))
            // The frame is the bounding box of the four rotated corners, computed by hand.
            let corners = [(-100.0, -20.0), (0.0, -20.0), (-100.0, 20.0), (0.0, 20.0)].map { x, y in
                (100 + x * cos(theta) - y * sin(theta), 100 + x * sin(theta) + y * cos(theta))
            }
            let minX = corners.map(\.0).min() ?? .nan
            let maxX = corners.map(\.0).max() ?? .nan
            let minY = corners.map(\.1).min() ?? .nan
            let maxY = corners.map(\.1).max() ?? .nan
            let expectedFrame = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            #expect(sector.frame.isApproximatelyEqual(to: expectedFrame, tolerance: 1e-9))
            // A touch halfway along the sector's axis hits it.
            let halfway = Point(x: 100 - 50 * cos(theta), y: 100 - 50 * sin(theta))
            #expect(sector.hitTest(halfway))
        }
    }

    @Test func sectorZeroOfTheWheelSitsOnTheLeft() {
        let sector = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 100, height: 40),
            position: Point(x: 100, y: 100),
            anchorPoint: Point(x: 1, y: 0.5)
        )
        #expect(sector.frame == Rect(x: 0, y: 80, width: 100, height: 40))
    }
}
