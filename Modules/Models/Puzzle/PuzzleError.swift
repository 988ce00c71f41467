/// Why a ``SlidingPuzzle``, its geometry or its solver refused a request.
public enum PuzzleError: Error, Sendable, Hashable {
    /// Rows or columns outside 2...8.
    case sizeOutOfRange(rows: Int, columns: Int)
    /// The tiles are not a permutation of 0..<rows × columns (0 is the free slot).
    case notAPermutation(expectedCount: Int, tiles: [Int])
    /// A board index outside the board.
    case indexOutOfRange(Int, cellCount: Int)
    /// A move that does not fit the board: the tile is not at `from`, or `to` is not the free slot
    /// next to it.
    case invalidMove(PuzzleMove)
    /// The board cannot reach the solved state (wrong permutation parity).
    case unsolvable
    /// Image size or scale factor that is not finite and positive, or too small for the tiles.
    case invalidImageSize(width: Double, height: Double, scale: Double)
    /// The solve was cancelled through its ``CancellationToken``.
    case cancelled
    /// A pattern database file could not be written to the cache directory.
    case cacheWriteFailed(path: String)
    /// A tilt named other than left, right, up or down.
    case unknownTilt(String)
}
