import Testing

@testable import Models

@Test func reflectionKeepsTheGoal() {
    let goal = Array(1...15) + [0]
    var reflected = [Int](repeating: -1, count: 16)
    for (position, tile) in goal.enumerated() {
        reflected[FifteenPuzzleDatabases.transpose(position)] = FifteenPuzzleDatabases.reflect(tile: tile)
    }
    #expect(reflected == goal)
    #expect(FifteenPuzzleDatabases.transpose(1) == 4)
    #expect(FifteenPuzzleDatabases.reflect(tile: 2) == 5)
}

@Test func heuristicIsZeroAtTheGoalAndAdmissible() throws {
    let databases = try FifteenPuzzleDatabases(
        partition: .fiveFiveFive, cache: PatternDatabaseCache(directory: PuzzleTestKit.sharedFiveFiveFiveDirectory))
    #expect(databases.heuristic(Array(1...15) + [0]) == 0)
    for seed: UInt64 in 0..<15 {
        let (puzzle, _) = try PuzzleTestKit.scrambled(rows: 4, columns: 4, moves: 12, seed: seed)
        let distance = try #require(PuzzleTestKit.bfsDistance(rows: 4, columns: 4, tiles: puzzle.tiles))
        #expect(databases.heuristic(puzzle.tiles) <= distance)
    }
}
