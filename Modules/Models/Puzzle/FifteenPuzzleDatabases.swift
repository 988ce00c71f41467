/// The additive pattern databases of the 4×4 board (6-6-3 by default, see ``PatternPartition``).
/// The heuristic is the larger of their sum for the board and
/// for its reflection in the main diagonal (which keeps the goal, with tiles relabelled).
final class FifteenPuzzleDatabases: Sendable {
    let databases: [PatternDatabase]
    let report: PatternDatabaseReport

    init(partition: PatternPartition, cache: PatternDatabaseCache, cancellation: CancellationToken? = nil) throws(PuzzleError) {
        var databases: [PatternDatabase] = []
        var built = 0
        var loaded = 0
        for tiles in partition.patterns {
            let (database, source) = try cache.database(tiles: tiles, cancellation: cancellation)
            databases.append(database)
            if source == .built { built += 1 } else { loaded += 1 }
        }
        self.databases = databases
        report = PatternDatabaseReport(
            partition: partition, built: built, loaded: loaded,
            bytes: databases.reduce(0) { $0 + $1.count })
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
        for database in databases {
            direct += database.distance(positions: database.tiles.map { positions[$0] })
            mirror += database.distance(positions: database.tiles.map { reflected[$0] })
        }
        return max(direct, mirror)
    }
}
