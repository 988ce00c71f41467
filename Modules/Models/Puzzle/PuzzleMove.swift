/// One tile sliding into the free slot: the from-index and to-index the book's notification
/// carried. Indices are row-major, 0 at the top left.
public struct PuzzleMove: Sendable, Hashable {
    /// The tile's number (1...cellCount − 1).
    public let tile: Int
    /// Where the tile was.
    public let from: Int
    /// Where the tile went: the free slot before the move.
    public let to: Int

    public init(tile: Int, from: Int, to: Int) {
        self.tile = tile
        self.from = from
        self.to = to
    }

    /// The move that undoes this one: the same tile sliding back.
    public var inverse: PuzzleMove {
        PuzzleMove(tile: tile, from: to, to: from)
    }

    /// The tilt that makes this move on a board with `columns` columns.
    public func direction(columns: Int) -> TiltDirection {
        if to == from - 1 { return .left }
        if to == from + 1 { return .right }
        return to < from ? .up : .down
    }
}
