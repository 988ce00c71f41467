import Models
import Testing

@Test func tokenStartsUncancelledAndStaysCancelled() {
    let token = CancellationToken()
    #expect(!token.isCancelled)
    token.cancel()
    token.cancel()
    #expect(token.isCancelled)
}

@Test func cancelledTokenStopsASolve() throws {
    let token = CancellationToken()
    token.cancel()
    var puzzle = try SlidingPuzzle(rows: 3, columns: 4)
    puzzle.shuffle(seed: 3)
    #expect(throws: PuzzleError.cancelled) {
        try PuzzleSolver.shared.solve(puzzle, cancellation: token)
    }
}

@Test func cancellingFromTheProgressCallbackStopsTheSearch() throws {
    let token = CancellationToken()
    var puzzle = try SlidingPuzzle(rows: 3, columns: 4)
    puzzle.shuffle(seed: 9)
    var reports = 0
    #expect(throws: PuzzleError.cancelled) {
        try PuzzleSolver.shared.solve(puzzle, cancellation: token, progressInterval: 1) { _ in
            reports += 1
            token.cancel()
        }
    }
    #expect(reports == 1)
}
