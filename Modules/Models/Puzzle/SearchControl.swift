/// Cancellation and progress reporting shared by the search loops.
struct SearchControl {
    let cancellation: CancellationToken?
    let progressInterval: Int
    let progress: ((SolveProgress) -> Void)?
    private(set) var nodes = 0
    private var nextReport: Int

    init(cancellation: CancellationToken?, progressInterval: Int, progress: ((SolveProgress) -> Void)?) {
        self.cancellation = cancellation
        self.progressInterval = max(1, progressInterval)
        self.progress = progress
        nextReport = max(1, progressInterval)
    }

    /// Counts one node; every 1024 nodes checks cancellation, and reports progress when due.
    @inline(__always)
    mutating func count(bound: Int) throws(PuzzleError) {
        nodes &+= 1
        if nodes & 1023 == 0 {
            try check(bound: bound)
        }
    }

    mutating func check(bound: Int) throws(PuzzleError) {
        if cancellation?.isCancelled == true { throw .cancelled }
        if nodes >= nextReport {
            nextReport = nodes + progressInterval
            progress?(SolveProgress(nodesExpanded: nodes, bound: bound))
        }
    }
}
