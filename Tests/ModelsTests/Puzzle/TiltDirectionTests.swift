import Models
import Testing

@Test(arguments: TiltDirection.allCases)
func oppositeOfOppositeIsTheSameTilt(direction: TiltDirection) {
    #expect(direction.opposite != direction)
    #expect(direction.opposite.opposite == direction)
}

@Test func tiltLeftMovesTheTileRightOfTheSlotLeftwards() throws {
    // 1 2 3 / 4 5 6 / 7 8 . : the free slot is at 8; nothing lies to its right or below it.
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    #expect(puzzle.tilt(.left) == nil)
    #expect(puzzle.tilt(.up) == nil)
    #expect(puzzle.tilt(.right) == PuzzleMove(tile: 8, from: 7, to: 8))
    #expect(puzzle.tilt(.left) == PuzzleMove(tile: 8, from: 8, to: 7))
    #expect(puzzle.tilt(.down) == PuzzleMove(tile: 6, from: 5, to: 8))
    #expect(puzzle.tilt(.up) == PuzzleMove(tile: 6, from: 8, to: 5))
}
