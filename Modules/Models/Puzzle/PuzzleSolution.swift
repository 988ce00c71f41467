/// A solver's answer: the moves from the given board to the solved one.
public struct PuzzleSolution: Sendable, Hashable {
    /// The moves in order; applying them with ``SlidingPuzzle/apply(_:)`` solves the board.
    public let moves: [PuzzleMove]
    /// Whether the sequence is proven shortest (3×3, 4×4 and boards of at most 12 cells).
    public let isOptimal: Bool
    /// Nodes expanded by the search.
    public let nodesExpanded: Int

    /// The number of moves.
    public var length: Int { moves.count }
}
