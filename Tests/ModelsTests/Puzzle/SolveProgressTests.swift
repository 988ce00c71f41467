import Models
import Testing

@Test func progressReportsGrowingNodeCountsAndBounds() throws {
    // One of the hardest 3×3 boards (31 moves).
    let puzzle = try SlidingPuzzle(rows: 3, columns: 3, tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1])
    var reports: [SolveProgress] = []
    let solution = try PuzzleSolver.shared.solve(puzzle, progressInterval: 1024) { reports.append($0) }
    #expect(solution.length == 31)
    #expect(!reports.isEmpty)
    #expect(
        zip(reports, reports.dropFirst()).allSatisfy {
            $0.nodesExpanded < $1.nodesExpanded && $0.bound <= $1.bound
        })
    #expect(reports.allSatisfy { $0.bound <= solution.length })
    #expect((reports.last?.nodesExpanded ?? 0) <= solution.nodesExpanded)
}
