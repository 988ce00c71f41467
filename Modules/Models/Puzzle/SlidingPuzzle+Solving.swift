extension SlidingPuzzle {
    /// The moves that solve this board (see ``PuzzleSolver``).
    public func solve(
        using solver: PuzzleSolver = .shared, cancellation: CancellationToken? = nil,
        progressInterval: Int = 1_000_000, progress: ((SolveProgress) -> Void)? = nil
    ) throws(PuzzleError) -> PuzzleSolution {
        try solver.solve(self, cancellation: cancellation, progressInterval: progressInterval, progress: progress)
    }

    /// The next move towards the solved state, or nil when solved.
    public func hint(
        using solver: PuzzleSolver = .shared, cancellation: CancellationToken? = nil
    ) throws(PuzzleError) -> PuzzleMove? {
        try solver.hint(for: self, cancellation: cancellation)
    }
}
