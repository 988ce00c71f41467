import Geometry
import Testing

@Suite struct RectTests {
    @Test func zeroIsAtTheOriginWithNoSize() {
        #expect(Rect.zero == Rect(origin: .zero, size: .zero))
        #expect(Rect.zero.isEmpty)
    }

    @Test func initializersAgree() {
        #expect(
            Rect(x: 1, y: 2, width: 3, height: 4)
                == Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
        )
    }

    @Test func edgesOfAPositiveRect() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.minX == 10)
        #expect(rect.midX == 25)
        #expect(rect.maxX == 40)
        #expect(rect.minY == 20)
        #expect(rect.midY == 40)
        #expect(rect.maxY == 60)
        #expect(rect.width == 30)
        #expect(rect.height == 40)
        #expect(rect.center == Point(x: 25, y: 40))
    }

    @Test func negativeSizesAreStandardizedLikeCGRect() {
        let rect = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(rect.minX == 6)
        #expect(rect.maxX == 10)
        #expect(rect.minY == 4)
        #expect(rect.maxY == 10)
        #expect(rect.width == 4)
        #expect(rect.height == 6)
        #expect(rect.center == Point(x: 8, y: 7))
        #expect(rect.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
        // The raw values are kept.
        #expect(rect.size == Size(width: -4, height: -6))
    }

    @Test func containsUsesHalfOpenEdges() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(rect.contains(Point(x: 9.999, y: 5)))
        #expect(!rect.contains(Point(x: 10, y: 5)))
        #expect(!rect.contains(Point(x: 5, y: 10)))
        #expect(!rect.contains(Point(x: -0.001, y: 5)))
    }

    @Test func containsWorksOnTheStandardizedRect() {
        let rect = Rect(x: 10, y: 10, width: -10, height: -10)
        #expect(rect.contains(Point(x: 5, y: 5)))
        #expect(!rect.contains(Point(x: 15, y: 5)))
    }

    @Test func emptyAndNaNRectsContainNothing() {
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
        #expect(!Rect(x: .nan, y: 0, width: 10, height: 10).contains(Point(x: 5, y: 5)))
        #expect(Rect(x: 0, y: 0, width: .nan, height: 10).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: -1, height: 10).isEmpty)
    }

    @Test func overlappingRectsIntersect() throws {
        let first = Rect(x: 0, y: 0, width: 10, height: 10)
        let second = Rect(x: 5, y: -5, width: 10, height: 10)
        #expect(first.intersects(second))
        let overlap = try #require(first.intersection(second))
        #expect(overlap == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(second.intersection(first) == overlap)
    }

    @Test func touchingOrDisjointRectsDoNotIntersect() {
        let first = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!first.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(!first.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))
        #expect(!first.intersects(Rect(x: 20, y: 20, width: 5, height: 5)))
        #expect(first.intersection(Rect(x: 11, y: 0, width: 5, height: 5)) == nil)
        #expect(!first.intersects(Rect(x: 5, y: 5, width: 0, height: 3)))
    }

    @Test func intersectionStandardizesNegativeSizes() {
        let first = Rect(x: 10, y: 10, width: -10, height: -10)
        let second = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(first.intersection(second) == Rect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func unionIsTheBoundingBox() {
        let first = Rect(x: 0, y: 0, width: 10, height: 10)
        let second = Rect(x: 20, y: -5, width: -5, height: 5)
        #expect(first.union(second) == Rect(x: 0, y: -5, width: 20, height: 15))
        #expect(second.union(first) == first.union(second))
    }

    @Test func insetShrinksEachSide() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(rect.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 50))
    }

    @Test func insetBeyondHalfCollapsesToTheCentre() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        let collapsed = rect.insetBy(dx: 60, dy: 5)
        #expect(collapsed == Rect(x: 50, y: 5, width: 0, height: 40))
        #expect(rect.insetBy(dx: 0, dy: 30) == Rect(x: 0, y: 25, width: 100, height: 0))
    }

    @Test func insetStandardizesFirst() {
        let rect = Rect(x: 100, y: 50, width: -100, height: -50)
        #expect(rect.insetBy(dx: 10, dy: 10) == Rect(x: 10, y: 10, width: 80, height: 30))
    }

    @Test func offsetMovesTheOriginOnly() {
        let rect = Rect(x: 1, y: 2, width: -3, height: 4)
        #expect(rect.offsetBy(dx: 10, dy: -2) == Rect(x: 11, y: 0, width: -3, height: 4))
    }

    @Test func boundingBoxOfPoints() throws {
        let points = [Point(x: 3, y: -1), Point(x: -2, y: 4), Point(x: 0, y: 0)]
        let box = try #require(Rect.boundingBox(of: points))
        #expect(box == Rect(x: -2, y: -1, width: 5, height: 5))
        #expect(Rect.boundingBox(of: [Point(x: 1, y: 1)]) == Rect(x: 1, y: 1, width: 0, height: 0))
        #expect(Rect.boundingBox(of: [Point]()) == nil)
    }

    @Test func boundingBoxPropagatesNaNWhereverItIs() throws {
        for position in 0..<3 {
            var points = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]
            points[position].x = .nan
            let box = try #require(Rect.boundingBox(of: points))
            #expect(box.origin.x.isNaN)
            #expect(box.origin.y == 0)
        }
    }

    @Test func approximateEquality() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.isApproximatelyEqual(to: Rect(x: 1e-12, y: 0, width: 10, height: 10)))
        #expect(!rect.isApproximatelyEqual(to: Rect(x: 0, y: 0, width: 10, height: 10.5)))
    }

    @Test func interpolationBlendsOriginAndSize() {
        let start = Rect(x: 0, y: 0, width: 10, height: 10)
        let end = Rect(x: 10, y: 20, width: 30, height: 0)
        #expect(start.interpolated(to: end, at: 0.5) == Rect(x: 5, y: 10, width: 20, height: 5))
        #expect(start.interpolated(to: end, at: 1) == end)
    }
}
