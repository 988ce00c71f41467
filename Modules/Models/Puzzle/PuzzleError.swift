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

extension PuzzleError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .sizeOutOfRange(let rows, let columns):
            "a puzzle has 2 to 8 rows and 2 to 8 columns, not \(rows)×\(columns)"
        case .notAPermutation(let count, let tiles):
            "tiles must be each of 0...\(count - 1) exactly once (0 is the free slot), not \(tiles)"
        case .indexOutOfRange(let index, let count):
            "index \(index) is outside the board's 0...\(count - 1)"
        case .invalidMove(let move):
            "move of tile \(move.tile) from \(move.from) to \(move.to) does not fit the board"
        case .unsolvable:
            "this board cannot be solved: its permutation parity is wrong"
        case .invalidImageSize(let width, let height, let scale):
            "image size \(width)×\(height) at scale \(scale) must be finite, positive and at least one pixel per tile"
        case .cancelled:
            "the solve was cancelled"
        case .cacheWriteFailed(let path):
            "could not write the pattern database cache file \(path)"
        case .unknownTilt(let name):
            "unknown tilt '\(name)' (expected left, right, up or down)"
        }
    }
}
