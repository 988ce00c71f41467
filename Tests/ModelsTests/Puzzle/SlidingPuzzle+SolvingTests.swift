import Models
import Testing

@Test(arguments: 0..<12)
func randomThreeByThreeBoardsAreSolvedOptimally(seed: Int) throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    puzzle.shuffle(seed: UInt64(seed))
    let solution = try puzzle.solve()
    #expect(solution.isOptimal)
    #expect(PuzzleTestKit.solves(solution.moves, puzzle))
    #expect(solution.length == PuzzleTestKit.bfsDistance(rows: 3, columns: 3, tiles: puzzle.tiles))
}

@Test func hintIsTheFirstMoveOfAShortestSolution() throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    puzzle.shuffle(seed: 77)
    let distance = try #require(PuzzleTestKit.bfsDistance(rows: 3, columns: 3, tiles: puzzle.tiles))
    let hint = try #require(try puzzle.hint())
    try puzzle.apply(hint)
    #expect(PuzzleTestKit.bfsDistance(rows: 3, columns: 3, tiles: puzzle.tiles) == distance - 1)
}

@Test func unsolvableBoardIsRefused() throws {
    let puzzle = try SlidingPuzzle(rows: 3, columns: 3, tiles: [2, 1, 3, 4, 5, 6, 7, 8, 0])
    #expect(throws: PuzzleError.unsolvable) { try puzzle.solve() }
    #expect(throws: PuzzleError.unsolvable) { try puzzle.hint() }
}
