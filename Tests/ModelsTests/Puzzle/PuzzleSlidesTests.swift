import Geometry
import Models
import Testing

private func tilted(_ direction: TiltDirection) throws -> (SlidingPuzzle, PuzzleMove) {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    let moveMade = puzzle.tilt(direction)
    let move = try #require(moveMade)
    return (puzzle, move)
}

@Test func aMovedTileIsShownBetweenItsCellsForTheDuration() throws {
    let (puzzle, move) = try tilted(.right)  // tile 8 from index 7 to index 8
    var slides = PuzzleSlides()
    slides.record([move], at: 10)
    #expect(slides.presentedCell(ofTileAt: 8, in: puzzle, at: 10) == (row: 2, column: 1))
    let middle = slides.presentedCell(ofTileAt: 8, in: puzzle, at: 10.1)
    #expect(middle.row == 2 && abs(middle.column - 1.5) < 1e-9, "ease-in-out is half way at half time")
    let early = slides.presentedCell(ofTileAt: 8, in: puzzle, at: 10.05).column - 1
    #expect(early > 0 && early < 0.25, "ease-in starts slowly: \(early)")
    #expect(abs(early - TimingCurve.easeInEaseOut.value(at: 0.25)) < 1e-9)
    #expect(slides.presentedCell(ofTileAt: 8, in: puzzle, at: 10.2) == (row: 2, column: 2))
    #expect(slides.isSliding(in: puzzle, at: 10.19))
    #expect(!slides.isSliding(in: puzzle, at: 10.2))
    // Other tiles never move.
    #expect(slides.presentedCell(ofTileAt: 0, in: puzzle, at: 10.1) == (row: 0, column: 0))
}

@Test func verticalSlidesMoveRows() throws {
    let (puzzle, move) = try tilted(.down)  // tile 6 from index 5 to index 8
    var slides = PuzzleSlides()
    slides.record([move], at: 0)
    let middle = slides.presentedCell(ofTileAt: 8, in: puzzle, at: 0.1)
    #expect(abs(middle.row - 1.5) < 1e-9 && middle.column == 2)
}

@Test func aSlideNoLongerMatchingTheBoardIsIgnored() throws {
    var (puzzle, move) = try tilted(.right)
    var slides = PuzzleSlides()
    slides.record([move], at: 0)
    try puzzle.undo(move)  // tile 8 is back at 7, without a slide of its own
    #expect(!slides.isSliding(in: puzzle, at: 0.1))
    #expect(slides.presentedCell(ofTileAt: 7, in: puzzle, at: 0.1) == (row: 2, column: 1))
}

@Test func aTapSlidesTheWholeLineTogether() throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    let moves = try puzzle.tap(at: 6)  // tiles 8 then 7 slide right
    var slides = PuzzleSlides()
    slides.record(moves, at: 0)
    #expect(abs(slides.presentedCell(ofTileAt: 8, in: puzzle, at: 0.1).column - 1.5) < 1e-9)
    #expect(abs(slides.presentedCell(ofTileAt: 7, in: puzzle, at: 0.1).column - 0.5) < 1e-9)
}

@Test func aNewSlideOfTheSameTileReplacesTheOldAndFinishedOnesAreDropped() throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    var slides = PuzzleSlides()
    let firstMade = puzzle.tilt(.right)
    let first = try #require(firstMade)
    slides.record([first], at: 0)
    let backMade = puzzle.tilt(.left)
    let back = try #require(backMade)
    slides.record([back], at: 0.05)
    #expect(slides.slides == [TileSlide(move: back, start: 0.05)])
    let otherMade = puzzle.tilt(.down)
    let other = try #require(otherMade)
    slides.record([other], at: 1)
    #expect(slides.slides == [TileSlide(move: other, start: 1)])
}

@Test func aZeroDurationMeansTilesJump() throws {
    let (puzzle, move) = try tilted(.right)
    var slides = PuzzleSlides(duration: 0)
    slides.record([move], at: 0)
    #expect(slides.slides.isEmpty)
    #expect(!slides.isSliding(in: puzzle, at: 0))
    #expect(PuzzleSlides(duration: .nan).duration == 0)
    #expect(PuzzleSlides().duration == 0.2)
}

@Test func removingAllStopsEverySlide() throws {
    let (puzzle, move) = try tilted(.right)
    var slides = PuzzleSlides()
    slides.record([move], at: 0)
    slides.removeAll()
    #expect(!slides.isSliding(in: puzzle, at: 0.1))
}

@Test func slidesRestWhenTheLatestSlideEnds() throws {
    let (_, move) = try tilted(.right)
    var slides = PuzzleSlides(duration: 0.2)
    #expect(slides.restTime == -.infinity)
    slides.record([move], at: 1)
    #expect(slides.restTime == 1.2)
    #expect(PuzzleSlides(duration: 0).restTime == -.infinity)
}

@Test func aSlideFollowsItsCurve() throws {
    let (puzzle, move) = try tilted(.right)
    var linear = PuzzleSlides(curve: .linear)
    linear.record([move], at: 0)
    #expect(abs(linear.presentedCell(ofTileAt: 8, in: puzzle, at: 0.05).column - 1.25) < 1e-12)
    var jumping = PuzzleSlides(curve: try TimingCurve(text: "step-start"))
    jumping.record([move], at: 0)
    #expect(jumping.presentedCell(ofTileAt: 8, in: puzzle, at: 0.01) == (row: 2, column: 2), "jumps at once")
    #expect(jumping.restTime == 0.2, "still a slide of the duration")
}
