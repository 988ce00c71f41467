import Models
import Testing

@Test func snapshotRestoresTilesAndMoveCount() throws {
    var puzzle = try SlidingPuzzle(rows: 2, columns: 3)
    let before = puzzle.snapshot
    puzzle.tilt(.right)
    puzzle.tilt(.down)
    #expect(puzzle.moveCount == 2)
    try puzzle.restore(before)
    #expect(puzzle.isSolved)
    #expect(puzzle.moveCount == 0)
    #expect(puzzle.snapshot == before)
}

@Test func snapshotOfAnotherSizeIsRefused() throws {
    var puzzle = try SlidingPuzzle(rows: 2, columns: 2)
    let other = try SlidingPuzzle(rows: 3, columns: 3).snapshot
    #expect(throws: PuzzleError.notAPermutation(expectedCount: 4, tiles: other.tiles)) {
        try puzzle.restore(other)
    }
    #expect(puzzle.isSolved)
}
