import Testing

@testable import Models

@Test func searchReturnsFreeSlotPathsOfOptimalLength() throws {
    let databases = try FifteenPuzzleDatabases(
        partition: .fiveFiveFive, cache: PatternDatabaseCache(directory: PuzzleTestKit.sharedFiveFiveFiveDirectory))
    for seed: UInt64 in 20..<24 {
        let (puzzle, _) = try PuzzleTestKit.scrambled(rows: 4, columns: 4, moves: 12, seed: seed)
        let search = FifteenPuzzleSearch(
            databases: databases, control: SearchControl(cancellation: nil, progressInterval: 1, progress: nil))
        let blanks = try search.solve(puzzle.tiles)
        #expect(blanks.count == PuzzleTestKit.bfsDistance(rows: 4, columns: 4, tiles: puzzle.tiles))
        #expect(blanks.last == 15)
        #expect(search.nodes > 0)
    }
}
