import Models
import Testing

@Test func solutionLengthIsItsMoveCount() throws {
    let puzzle = try SlidingPuzzle(rows: 2, columns: 2, tiles: [1, 2, 0, 3])
    let solution = try PuzzleSolver.shared.solve(puzzle)
    #expect(solution.moves == [PuzzleMove(tile: 3, from: 3, to: 2)])
    #expect(solution.length == 1)
    #expect(solution.isOptimal)
}

@Test func solvedBoardNeedsNoMoves() throws {
    let solution = try PuzzleSolver.shared.solve(try SlidingPuzzle(rows: 8, columns: 8))
    #expect(solution.moves.isEmpty)
    #expect(try PuzzleSolver.shared.hint(for: try SlidingPuzzle(rows: 3, columns: 3)) == nil)
}
