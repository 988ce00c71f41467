import Testing

@testable import Models

@Test(arguments: [(5, 5), (7, 4), (4, 7), (8, 8)])
func reductionEndsOnTheGoal(rows: Int, columns: Int) throws {
    var puzzle = try SlidingPuzzle(rows: rows, columns: columns)
    puzzle.shuffle(seed: 1234)
    var control = SearchControl(cancellation: nil, progressInterval: 1 << 30, progress: nil)
    let blanks = try ReductionSolver(rows: rows, columns: columns).solve(puzzle.tiles, control: &control)
    var board = puzzle.tiles
    var blank = puzzle.blankIndex
    for next in blanks {
        let step = abs(next - blank)
        #expect(step == 1 || step == columns)
        board.swapAt(blank, next)
        blank = next
    }
    #expect(board == puzzle.goal)
}

@Test func reductionCanBeCancelled() throws {
    var puzzle = try SlidingPuzzle(rows: 8, columns: 8)
    puzzle.shuffle(seed: 1)
    let token = CancellationToken()
    token.cancel()
    var control = SearchControl(cancellation: token, progressInterval: 1 << 30, progress: nil)
    #expect(throws: PuzzleError.cancelled) {
        try ReductionSolver(rows: 8, columns: 8).solve(puzzle.tiles, control: &control)
    }
}
