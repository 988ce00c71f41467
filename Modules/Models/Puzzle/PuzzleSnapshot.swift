/// The whole state of a ``SlidingPuzzle``, for undo/redo of steps that are not single moves
/// (a shuffle).
public struct PuzzleSnapshot: Sendable, Hashable {
    /// The tiles, row-major; 0 is the free slot.
    public let tiles: [Int]
    /// The move count at the time of the snapshot.
    public let moveCount: Int
}
