/// Why a ``PuzzleImage`` could not be made from a file, or does not fit a board.
public enum PuzzleImageError: Error, Sendable, Hashable {
    /// The file's header tells no format or size.
    case unreadableHeader(name: String, ImageHeaderError)
    /// The file is larger than ``PuzzleImage/maximumByteCount``.
    case tooLarge(name: String, byteCount: Int)
    /// A scale factor that is not finite or outside ``PuzzleImage/scaleRange``.
    case invalidScale(Double)
    /// Fewer pixels across than columns, or down than rows: some tile would be empty.
    case tooSmall(width: Int, height: Int, rows: Int, columns: Int)
}
