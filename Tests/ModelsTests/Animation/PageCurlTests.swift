import Geometry
import Models
import Testing

/// A page curling from its bottom-right corner: the fold perpendicular to the diagonal, the
/// flat part and the folded-back flap sharing the fold, areas that add up.
@Suite struct PageCurlTests {
    private let size = Size(width: 40, height: 30)

    private func area(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var twice = 0.0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            twice += point.x * next.y - next.x * point.y
        }
        return abs(twice) / 2
    }

    @Test func aFlatPageIsAllFlatAndAGonePageHasNothingFlat() {
        let flat = PageCurl(size: size, curl: 0)
        #expect(abs(area(flat.flat) - 1200) < 1e-9)
        #expect(area(flat.flap) < 1e-9)
        #expect(flat.fold == nil)
        let gone = PageCurl(size: size, curl: 1)
        #expect(area(gone.flat) < 1e-9)
        #expect(gone.fold == nil)
        #expect(PageCurl(size: size, curl: .nan).curl == 0)
        #expect(PageCurl(size: size, curl: 7).curl == 1)
    }

    @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9])
    func theFlapIsTheLiftedPartMirroredAcrossTheFold(_ curl: Double) throws {
        let page = PageCurl(size: size, curl: curl)
        let fold = try #require(page.fold)
        // The fold is perpendicular to the diagonal (40, 30).
        let along = (x: fold.end.x - fold.start.x, y: fold.end.y - fold.start.y)
        #expect(abs(along.x * 40 + along.y * 30) < 1e-9)
        // Mirroring keeps areas: flat + flap = the page.
        #expect(abs(area(page.flat) + area(page.flap) - 1200) < 1e-9)
        // The corner that lifts first lies, folded back, on the far side of the fold, as far
        // from it as the sweep.
        let sweep = curl * 50
        let mirroredCorner = Point(x: 20 - 2 * sweep * 0.8, y: 15 - 2 * sweep * 0.6)
        #expect(page.flap.contains { abs($0.x - mirroredCorner.x) < 1e-9 && abs($0.y - mirroredCorner.y) < 1e-9 })
    }

    @Test func theFlatPartShrinksAsTheCurlGoesOn() {
        let areas = stride(from: 0.0, through: 1, by: 0.125).map { area(PageCurl(size: size, curl: $0).flat) }
        #expect(zip(areas, areas.dropFirst()).allSatisfy { $0 > $1 })
    }
}
