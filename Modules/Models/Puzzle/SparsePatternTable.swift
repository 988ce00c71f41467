/// A pattern database laid out for the search: the entry of a placement sits at the index whose
/// 4-bit digits are the pattern tiles' positions, the first tile in the highest digit. It takes
/// 16^k bytes instead of the 16!/(16 − k)! of the ranked ``PatternDatabase`` (16 MB instead of
/// 5.8 MB for six tiles), and in return a move changes the index by one addition, where the
/// ranked layout ranks the whole placement again (Korf & Felner index their tables this way).
/// Indices that are not placements (two tiles on one cell) are never read and hold 0xFF.
final class SparsePatternTable: @unchecked Sendable {
    /// The number of pattern tiles (at most 6 in every ``PatternPartition``).
    let tileCount: Int
    /// 16^tileCount.
    let count: Int
    /// The distances; immutable after creation, hence the unchecked Sendable.
    let entries: UnsafeMutablePointer<UInt8>

    /// The table of `database`, copied entry by entry.
    init(_ database: PatternDatabase) {
        let k = database.tiles.count
        tileCount = k
        count = 1 << (4 * k)
        entries = .allocate(capacity: count)
        entries.initialize(repeating: 0xFF, count: count)
        Self.copy(from: database.entries, to: entries, tiles: k, depth: 0, used: 0, rank: 0, index: 0)
    }

    deinit {
        entries.deallocate()
    }

    /// Visits every placement once, carrying its rank (as ``PatternDatabase/rank(_:count:)``
    /// computes it) and its sparse index digit by digit. The depth is the tile count.
    private static func copy(
        from ranked: UnsafeMutablePointer<UInt8>, to sparse: UnsafeMutablePointer<UInt8>,
        tiles k: Int, depth: Int, used: UInt32, rank: Int, index: Int
    ) {
        if depth == k {
            sparse[index] = ranked[rank]
            return
        }
        for position in 0..<PatternDatabase.cells where used & (1 << UInt32(position)) == 0 {
            let below = (used & ((1 << UInt32(position)) &- 1)).nonzeroBitCount
            copy(
                from: ranked, to: sparse, tiles: k, depth: depth + 1, used: used | (1 << UInt32(position)),
                rank: rank * (PatternDatabase.cells - depth) + position - below, index: index << 4 | position)
        }
    }

    /// How far the digit of the pattern's `slot`-th tile is shifted in an index.
    func shift(slot: Int) -> Int {
        4 * (tileCount - 1 - slot)
    }

    /// The index of a placement: the positions of the pattern tiles in order.
    func index(positions: [Int]) -> Int {
        positions.reduce(0) { $0 << 4 | ($1 & 15) }
    }
}
