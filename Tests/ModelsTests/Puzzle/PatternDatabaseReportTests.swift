import Models
import Testing

@Test func reportCountsBuiltAndLoadedTables() throws {
    let report = try PuzzleTestKit.fifteenSolver.prepareDatabases()
    #expect(report.built + report.loaded == 3)
    #expect(report.bytes == 3 * 1_048_576)
    #expect(report.partition == .fiveFiveFive)
}
