extension SlidingPuzzle: CustomStringConvertible {
    /// The board as rows of right-aligned numbers, the free slot shown as `.`.
    public var description: String {
        let width = String(cellCount - 1).count
        return (0..<rows).map { row in
            (0..<columns).map { column in
                let tile = tiles[row * columns + column]
                let text = tile == 0 ? "." : String(tile)
                return String(repeating: " ", count: width - text.count) + text
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}
