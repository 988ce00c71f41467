import Foundation
import Geometry
import Models
import Testing

@testable import Rendering

@Suite struct PuzzleDrawingTests {
    /// The lines of `svg` holding `needle`.
    func lines(_ svg: String, containing needle: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains(needle) }
    }

    @Test func theImageIsEmbeddedOnceAndEachTileShowsItsHomeSlice() throws {
        var puzzle = try SlidingPuzzle(rows: 3, columns: 4)
        _ = puzzle.shuffle(seed: 7)
        let image = try Fixtures.landscapeImage()
        let svg = PuzzleDrawing(puzzle, image: image).svg(idPrefix: "p-").body
        #expect(lines(svg, containing: "base64,").count == 1)
        #expect(svg.contains(#"<image id="p-image-1" x="0" y="0" width="48" height="36""#))
        #expect(
            lines(svg, containing: ##"<use xlink:href="#p-image-1"/>"##).count == 11,
            "every tile but the free slot")
        let slices = try image.tileRects(rows: 3, columns: 4)
        let drawing = PuzzleDrawing(puzzle, image: image)
        for (index, tile) in puzzle.tiles.enumerated() where tile != 0 {
            let slice = slices[tile - 1]
            let corner = drawing.origin(ofCell: index)
            let expected =
                #"<svg x="\#(SVGNumber.format(corner.x + 1))" y="\#(SVGNumber.format(corner.y + 1))" "#
                + #"width="28" height="28" viewBox="\#(slice.x) \#(slice.y) \#(slice.width) \#(slice.height)""#
            #expect(svg.contains(expected), "tile \(tile) at \(index)")
        }
    }

    @Test func theBoardTakesTheImagesProportionsWithinTheSideRange() throws {
        let puzzle = try SlidingPuzzle(rows: 3, columns: 4)
        let image = try Fixtures.landscapeImage()  // 24 × 18 points: scaled up to 120 × 90
        let drawing = PuzzleDrawing(puzzle, image: image)
        #expect(drawing.cellSize == Size(width: 30, height: 30))
        #expect(drawing.svg().size == Size(width: 128, height: 98))
        let large = try image.scaled(0.25)  // 192 × 144 points: kept
        #expect(PuzzleDrawing(puzzle, image: large).cellSize == Size(width: 48, height: 48))
        #expect(PuzzleDrawing(puzzle).cellSize == Size(width: 40, height: 40))
    }

    @Test func numbersCanBeLeftOffPictureTiles() throws {
        let puzzle = try SlidingPuzzle(rows: 2, columns: 2)
        let image = try Fixtures.landscapeImage()
        #expect(lines(PuzzleDrawing(puzzle, image: image).svg().body, containing: "<text").count == 3)
        #expect(lines(PuzzleDrawing(puzzle, image: image, showsNumbers: false).svg().body, containing: "<text").isEmpty)
    }

    @Test func aSlidingTileIsDrawnBetweenItsCellsAndOverTheFreeSlot() throws {
        let (puzzle, slides) = try Fixtures.slidingPuzzle()  // 8: 7 → 8 and 7: 6 → 7, at 0
        let drawing = PuzzleDrawing(puzzle, slides: slides, at: 0.1)
        #expect(drawing.presentedOrigin(ofTileAt: 8) == Point(x: 4 + 1.5 * 40, y: 84))
        #expect(drawing.presentedOrigin(ofTileAt: 7) == Point(x: 4 + 0.5 * 40, y: 84))
        #expect(drawing.presentedOrigin(ofTileAt: 0) == drawing.origin(ofCell: 0))
        let body = drawing.svg().body
        let freeSlot = try #require(body.range(of: "stroke-dasharray"))
        let slidingEight = try #require(body.range(of: #">8</text>"#))
        #expect(freeSlot.lowerBound < slidingEight.lowerBound, "sliding tiles are drawn last")
        // Once the slide is over, the drawing is the resting board's.
        #expect(PuzzleDrawing(puzzle, slides: slides, at: 0.2).svg() == PuzzleDrawing(puzzle).svg())
    }

    @Test func theTextMentionsTheImageAndIgnoresSlides() throws {
        let (puzzle, slides) = try Fixtures.slidingPuzzle()
        let image = try Fixtures.landscapeImage()
        let lines = PuzzleDrawing(puzzle, image: image, slides: slides, at: 0.1).textLines()
        #expect(lines == ["1 2 3", "4 5 6", ". 7 8", "2 moves", "image landscape.png, 48×36 px PNG at scale 2"])
        #expect(PuzzleDrawing(puzzle).textLines().count == 4)
    }

    @Test func aSceneDrawsThePuzzlesImageAndSlides() throws {
        let (puzzle, slides) = try Fixtures.slidingPuzzle()
        let scene = Scene(
            time: 0.1,
            items: [SceneItem(id: 1, content: .puzzle(puzzle, image: try Fixtures.landscapeImage(), slides: slides))])
        let svg = scene.svg()
        #expect(svg.contains("data:image/png;base64,"))
        #expect(svg.contains(##"<use xlink:href="#c0-image-1"/>"##))
    }
}
