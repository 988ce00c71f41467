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
