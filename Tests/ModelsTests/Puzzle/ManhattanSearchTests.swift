import Testing

@testable import Models

@Test func conflictingBoardIsSolvedInItsTrueLength() throws {
    let search = ManhattanSearch(
        rows: 3, columns: 3, control: SearchControl(cancellation: nil, progressInterval: 1, progress: nil))
    // 2 1 3 / 4 5 6 / 8 7 .: tiles in conflict in the top and bottom rows.
    let tiles = [2, 1, 3, 4, 5, 6, 8, 7, 0]
    #expect(try search.solve(tiles).count == PuzzleTestKit.bfsDistance(rows: 3, columns: 3, tiles: tiles))
    let swapped = ManhattanSearch(
        rows: 3, columns: 3, control: SearchControl(cancellation: nil, progressInterval: 1, progress: nil))
    #expect(try swapped.solve([1, 2, 3, 4, 5, 6, 7, 0, 8]) == [8])
}

@Test func manhattanHeuristicNeverOverestimates() throws {
    var random = TestRandom(seed: 8)
    for _ in 0..<30 {
        var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
        puzzle.shuffle(seed: random.next())
        let search = ManhattanSearch(
            rows: 3, columns: 3, control: SearchControl(cancellation: nil, progressInterval: 1, progress: nil))
        let blanks = try search.solve(puzzle.tiles)
        #expect(search.heuristic() == 0)
        #expect(blanks.count == PuzzleTestKit.bfsDistance(rows: 3, columns: 3, tiles: puzzle.tiles))
    }
}
