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

extension PuzzleImageError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unreadableHeader(let name, let error):
            "image '\(name)' is \(error)"
        case .tooLarge(let name, let count):
            "image '\(name)' is \(count) bytes; a puzzle image may have at most \(PuzzleImage.maximumByteCount) "
                + "(every drawing of the puzzle embeds it)"
        case .invalidScale(let scale):
            "scale must be a number from \(PuzzleImage.scaleRange.lowerBound.formatted) to "
                + "\(PuzzleImage.scaleRange.upperBound.formatted), not \(scale.formatted)"
        case .tooSmall(let width, let height, let rows, let columns):
            "image is \(width)×\(height) pixels, too small for "
                + (height < rows ? "\(rows) rows" : "\(columns) columns")
        }
    }
}

extension Double {
    /// Whole numbers without ".0", as Lua prints them.
    fileprivate var formatted: String {
        isFinite && rounded() == self && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
    }
}
