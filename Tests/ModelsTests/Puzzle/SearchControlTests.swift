import Testing

@testable import Models

@Test func controlCountsNodesAndReportsAtTheInterval() throws {
    var reports: [SolveProgress] = []
    var control = SearchControl(cancellation: nil, progressInterval: 2048) { reports.append($0) }
    for _ in 0..<5000 { try control.count(bound: 7) }
    #expect(control.nodes == 5000)
    #expect(reports == [SolveProgress(nodesExpanded: 2048, bound: 7), SolveProgress(nodesExpanded: 4096, bound: 7)])
}

@Test func controlThrowsOnceCancelled() throws {
    let token = CancellationToken()
    var control = SearchControl(cancellation: token, progressInterval: 1, progress: nil)
    try control.check(bound: 0)
    token.cancel()
    #expect(throws: PuzzleError.cancelled) { try control.check(bound: 0) }
}
