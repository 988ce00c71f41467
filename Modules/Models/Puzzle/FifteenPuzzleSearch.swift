/// IDA* on the 4×4 board with the 6-6-3 pattern databases and their reflection. Each move
/// changes one tile, so only that tile's group is looked up again, on the board and on its
/// reflection. The hot state lives in fixed buffers owned by the search.
final class FifteenPuzzleSearch {
    private let databases: FifteenPuzzleDatabases
    /// The three tables (kept alive by `databases`).
    private let tables: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>
    /// Tiles of group g at [g × 8 + i]; sizes per group.
    private let groupTiles: UnsafeMutablePointer<Int>
    private let groupSizes: UnsafeMutablePointer<Int>
    /// Tile at each position.
    private let board: UnsafeMutablePointer<Int>
    /// Position of each tile on the board, and on the reflected board (by reflected tile).
    private let positions: UnsafeMutablePointer<UInt8>
    private let reflected: UnsafeMutablePointer<UInt8>
    private let groupOf: UnsafeMutablePointer<Int>
    private let reflectTile: UnsafeMutablePointer<Int>
    private let transpose: UnsafeMutablePointer<UInt8>
    /// Neighbours of each cell at [cell × 4 + i], their counts per cell.
    private let neighbours: UnsafeMutablePointer<Int>
    private let neighbourCounts: UnsafeMutablePointer<Int>
    /// Per-group heuristics of the board and of its reflection.
    private let direct: UnsafeMutablePointer<Int>
    private let mirror: UnsafeMutablePointer<Int>
    private let scratch: UnsafeMutablePointer<UInt8>
    /// Free-slot positions along the current path.
    private var path: [Int] = []
    private var control: SearchControl
    private var nextBound = Int.max

    init(databases: FifteenPuzzleDatabases, control: SearchControl) {
        self.databases = databases
        self.control = control
        tables = .allocate(capacity: 3)
        groupTiles = .allocate(capacity: 24)
        groupTiles.initialize(repeating: 0, count: 24)
        groupSizes = .allocate(capacity: 3)
        board = .allocate(capacity: 16)
        board.initialize(repeating: 0, count: 16)
        positions = .allocate(capacity: 16)
        positions.initialize(repeating: 0, count: 16)
        reflected = .allocate(capacity: 16)
        reflected.initialize(repeating: 0, count: 16)
        groupOf = .allocate(capacity: 16)
        groupOf.initialize(repeating: 0, count: 16)
        reflectTile = .allocate(capacity: 16)
        transpose = .allocate(capacity: 16)
        neighbours = .allocate(capacity: 64)
        neighbours.initialize(repeating: 0, count: 64)
        neighbourCounts = .allocate(capacity: 16)
        direct = .allocate(capacity: 3)
        direct.initialize(repeating: 0, count: 3)
        mirror = .allocate(capacity: 3)
        mirror.initialize(repeating: 0, count: 3)
        scratch = .allocate(capacity: 8)
        scratch.initialize(repeating: 0, count: 8)
        for (group, database) in databases.databases.prefix(3).enumerated() {
            (tables + group).initialize(to: database.entries)
            (groupSizes + group).initialize(to: database.tiles.count)
            for (i, tile) in database.tiles.enumerated() {
                groupTiles[group * 8 + i] = tile
                groupOf[tile] = group
            }
        }
        for cell in 0..<16 {
            (reflectTile + cell).initialize(to: FifteenPuzzleDatabases.reflect(tile: cell))
            (transpose + cell).initialize(to: UInt8(FifteenPuzzleDatabases.transpose(cell)))
            var list: [Int] = []
            if cell >= 4 { list.append(cell - 4) }
            if cell < 12 { list.append(cell + 4) }
            if cell % 4 > 0 { list.append(cell - 1) }
            if cell % 4 < 3 { list.append(cell + 1) }
            (neighbourCounts + cell).initialize(to: list.count)
            for (i, next) in list.enumerated() { neighbours[cell * 4 + i] = next }
        }
    }

    deinit {
        for pointer in [groupTiles, groupSizes, board, groupOf, reflectTile, neighbours, neighbourCounts, direct, mirror] {
            pointer.deallocate()
        }
        for pointer in [positions, reflected, transpose, scratch] { pointer.deallocate() }
        tables.deallocate()
    }

    var nodes: Int { control.nodes }

    @inline(__always)
    private func lookup(group: Int, in positions: UnsafeMutablePointer<UInt8>) -> Int {
        let size = groupSizes[group]
        let tiles = groupTiles + group * 8
        for i in 0..<size { scratch[i] = positions[tiles[i]] }
        return Int(tables[group][PatternDatabase.rank(scratch, count: size)])
    }

    /// The optimal sequence of free-slot positions after each move.
    func solve(_ start: [Int]) throws(PuzzleError) -> [Int] {
        for (position, tile) in start.enumerated() where position < 16 && tile < 16 {
            board[position] = tile
            positions[tile] = UInt8(position)
            reflected[reflectTile[tile]] = transpose[position]
        }
        for group in 0..<3 {
            direct[group] = lookup(group: group, in: positions)
            mirror[group] = lookup(group: group, in: reflected)
        }
        var bound = max(direct[0] + direct[1] + direct[2], mirror[0] + mirror[1] + mirror[2])
        let blank = start.firstIndex(of: 0) ?? 15
        path.reserveCapacity(128)
        while true {
            path.removeAll(keepingCapacity: true)
            nextBound = Int.max
            if bound == 0 { return [] }
            if try search(blank: blank, previous: -1, cost: 0, bound: bound) {
                return path
            }
            guard nextBound != Int.max else { throw .unsolvable }
            bound = nextBound
            try control.check(bound: bound)
        }
    }

    private func search(blank: Int, previous: Int, cost: Int, bound: Int) throws(PuzzleError) -> Bool {
        try control.count(bound: bound)
        let count = neighbourCounts[blank]
        for i in 0..<count {
            let next = neighbours[blank * 4 + i]
            if next == previous { continue }
            let tile = board[next]
            let group = groupOf[tile]
            let reflectedTile = reflectTile[tile]
            let reflectedGroup = groupOf[reflectedTile]
            let oldDirect = direct[group]
            let oldMirror = mirror[reflectedGroup]
            positions[tile] = UInt8(truncatingIfNeeded: blank)
            reflected[reflectedTile] = transpose[blank]
            direct[group] = lookup(group: group, in: positions)
            mirror[reflectedGroup] = lookup(group: reflectedGroup, in: reflected)
            let h = max(direct[0] + direct[1] + direct[2], mirror[0] + mirror[1] + mirror[2])
            let f = cost + 1 + h
            if f <= bound {
                board[blank] = tile
                board[next] = 0
                path.append(next)
                if h == 0 { return true }
                if try search(blank: next, previous: blank, cost: cost + 1, bound: bound) {
                    return true
                }
                path.removeLast()
                board[next] = tile
                board[blank] = 0
            } else if f < nextBound {
                nextBound = f
            }
            positions[tile] = UInt8(truncatingIfNeeded: next)
            reflected[reflectedTile] = transpose[next]
            direct[group] = oldDirect
            mirror[reflectedGroup] = oldMirror
        }
        return false
    }
}
