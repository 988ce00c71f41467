/// The additive pattern databases of the 4×4 board (6-6-3 by default, see ``PatternPartition``).
/// The heuristic is the larger of their sum for the board and
/// for its reflection in the main diagonal (which keeps the goal, with tiles relabelled).
/// The ranked databases are what the cache stores; the search reads them laid out sparsely
/// (``SparsePatternTable``), and only that layout is kept in memory.
final class FifteenPuzzleDatabases: Sendable {
    /// The tiles of each pattern, in index order.
    let patterns: [[Int]]
    /// The table of each pattern.
    let tables: [SparsePatternTable]
    let report: PatternDatabaseReport

    init(partition: PatternPartition, cache: PatternDatabaseCache, cancellation: CancellationToken? = nil)
        throws(PuzzleError)
    {
        var tables: [SparsePatternTable] = []
        var built = 0
        var loaded = 0
        for tiles in partition.patterns {
            let (database, source) = try cache.database(tiles: tiles, cancellation: cancellation)
            tables.append(SparsePatternTable(database))
            if source == .built { built += 1 } else { loaded += 1 }
        }
        patterns = partition.patterns
        self.tables = tables
        report = PatternDatabaseReport(
            partition: partition, built: built, loaded: loaded,
            bytes: tables.reduce(0) { $0 + $1.count })
    }

    /// The position reflected in the main diagonal.
    static func transpose(_ position: Int) -> Int {
        (position % 4) * 4 + position / 4
    }

    /// The tile that plays `tile`'s part on the reflected board.
    static func reflect(tile: Int) -> Int {
        tile == 0 ? 0 : transpose(tile - 1) + 1
    }

    /// The heuristic of a board (tile per position, goal 1…15 then the free slot).
    func heuristic(_ board: [Int]) -> Int {
        var positions = [Int](repeating: 0, count: 16)
        var reflected = [Int](repeating: 0, count: 16)
        for (position, tile) in board.enumerated() {
            positions[tile] = position
            reflected[Self.reflect(tile: tile)] = Self.transpose(position)
        }
        var direct = 0
        var mirror = 0
        for (tiles, table) in zip(patterns, tables) {
            direct += Int(table.entries[table.index(positions: tiles.map { positions[$0] })])
            mirror += Int(table.entries[table.index(positions: tiles.map { reflected[$0] })])
        }
        return max(direct, mirror)
    }
}
