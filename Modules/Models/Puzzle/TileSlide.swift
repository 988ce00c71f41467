/// One tile's slide on screen: a move shown from its start time over a duration, like the
/// book's `UIView` animation of the tile's frame.
public struct TileSlide: Sendable, Hashable {
    public let move: PuzzleMove
    /// When the slide began (the move itself happened then, at once).
    public let start: Double

    public init(move: PuzzleMove, start: Double) {
        self.move = move
        self.start = start
    }
}
