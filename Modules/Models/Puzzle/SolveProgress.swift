/// What a long solve reports to its progress callback.
public struct SolveProgress: Sendable, Hashable {
    /// Nodes expanded so far in this solve.
    public let nodesExpanded: Int
    /// The current IDA* cost bound (for non-optimal solvers: the stage number).
    public let bound: Int
}
