import Models
import Testing

@Test(arguments: [(2, 2), (2, 3), (3, 2), (2, 4), (4, 3), (3, 4), (2, 6)])
func smallBoardsAreSolvedOptimally(rows: Int, columns: Int) throws {
    for seed: UInt64 in 0..<3 {
        let (puzzle, _) = try PuzzleTestKit.scrambled(rows: rows, columns: columns, moves: 16, seed: seed)
        let solution = try PuzzleSolver.shared.solve(puzzle)
        #expect(solution.isOptimal)
        #expect(PuzzleTestKit.solves(solution.moves, puzzle))
        #expect(solution.length == PuzzleTestKit.bfsDistance(rows: rows, columns: columns, tiles: puzzle.tiles))
    }
}

@Test(arguments: 0..<8)
func easyFifteenPuzzlesAreSolvedNoLongerThanTheirScramble(seed: Int) throws {
    let (puzzle, scramble) = try PuzzleTestKit.scrambled(rows: 4, columns: 4, moves: 20, seed: UInt64(seed))
    let solution = try PuzzleTestKit.fifteenSolver.solve(puzzle)
    #expect(solution.isOptimal)
    #expect(solution.length <= scramble)
    #expect(solution.length % 2 == scramble % 2)
    #expect(PuzzleTestKit.solves(solution.moves, puzzle))
}

@Test func fifteenPuzzleSolutionIsShortest() throws {
    // 14 random moves: a breadth-first search still proves the length in a test.
    for seed: UInt64 in 100..<103 {
        let (puzzle, _) = try PuzzleTestKit.scrambled(rows: 4, columns: 4, moves: 14, seed: seed)
        let solution = try PuzzleTestKit.fifteenSolver.solve(puzzle)
        #expect(solution.length == PuzzleTestKit.bfsDistance(rows: 4, columns: 4, tiles: puzzle.tiles))
    }
}

@Test func fifteenPuzzleHintStartsAShortestSolution() throws {
    var (puzzle, _) = try PuzzleTestKit.scrambled(rows: 4, columns: 4, moves: 18, seed: 5)
    let length = try PuzzleTestKit.fifteenSolver.solve(puzzle).length
    let hint = try #require(try PuzzleTestKit.fifteenSolver.hint(for: puzzle))
    try puzzle.apply(hint)
    #expect(try PuzzleTestKit.fifteenSolver.solve(puzzle).length == length - 1)
}

@Test(arguments: [(5, 5), (6, 6), (8, 8), (5, 8), (8, 2), (3, 7)])
func largeBoardsGetAFastSolutionThatWorks(rows: Int, columns: Int) throws {
    var puzzle = try SlidingPuzzle(rows: rows, columns: columns)
    puzzle.shuffle(seed: UInt64(rows * 10 + columns))
    let solution = try PuzzleSolver.shared.solve(puzzle)
    #expect(!solution.isOptimal)
    #expect(solution.length > 0)
    #expect(PuzzleTestKit.solves(solution.moves, puzzle))
}

@Test func optimalSizesAreThreeByThreeFourByFourAndSmall() {
    #expect(PuzzleSolver.solvesOptimally(rows: 3, columns: 3))
    #expect(PuzzleSolver.solvesOptimally(rows: 4, columns: 4))
    #expect(PuzzleSolver.solvesOptimally(rows: 2, columns: 6))
    #expect(!PuzzleSolver.solvesOptimally(rows: 5, columns: 5))
    #expect(!PuzzleSolver.solvesOptimally(rows: 3, columns: 5))
}

@Test func preparingTwiceBuildsOnceAndLoadsFromTheCacheAfterwards() throws {
    let directory = PuzzleTestKit.temporaryDirectory("prepare")
    let first = try PuzzleSolver(cacheDirectory: directory, partition: .fiveFiveFive).prepareDatabases()
    #expect(first.built == 3 && first.loaded == 0)
    // Held laid out sparsely for the search: 16^5 bytes a table.
    #expect(first.bytes == 3 * 1 << 20)
    let second = try PuzzleSolver(cacheDirectory: directory, partition: .fiveFiveFive).prepareDatabases()
    #expect(second.built == 0 && second.loaded == 3)
    #expect(second.partition == .fiveFiveFive)
}

@Test func unwritableCacheDirectoryIsReported() throws {
    let solver = PuzzleSolver(cacheDirectory: "/proc/no-such-dir/pdb", partition: .fiveFiveFive)
    #expect(throws: PuzzleError.self) { try solver.prepareDatabases() }
}
