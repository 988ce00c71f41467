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
