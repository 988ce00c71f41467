/// IDA* on the 4×4 board with additive pattern databases and their reflection in the main
/// diagonal. Each move changes one tile, so only that tile's group changes, on the board and on
/// its reflection; with sparse tables (``SparsePatternTable``) its new index is the old one plus
/// the move's distance at that tile's digit, and the new heuristic is one read per side. The hot
/// state lives in fixed buffers owned by the search.
final class FifteenPuzzleSearch {
    private let databases: FifteenPuzzleDatabases
    /// The tables by group (kept alive by `databases`).
    private let tables: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>
    /// Tile at each position.
    private let board: UnsafeMutablePointer<Int>
    /// Per tile: its group and digit shift on the board, and the group and shift of the tile
    /// that plays its part on the reflected board.
    private let directGroup: UnsafeMutablePointer<Int>
    private let directShift: UnsafeMutablePointer<Int>
    private let mirrorGroup: UnsafeMutablePointer<Int>
    private let mirrorShift: UnsafeMutablePointer<Int>
    private let transpose: UnsafeMutablePointer<Int>
    /// Neighbours of each cell at [cell × 4 + i], their counts per cell.
    private let neighbours: UnsafeMutablePointer<Int>
    private let neighbourCounts: UnsafeMutablePointer<Int>
    /// Per group: the table index and the entry there, for the board and for its reflection.
    private let directIndex: UnsafeMutablePointer<Int>
    private let mirrorIndex: UnsafeMutablePointer<Int>
    private let directValue: UnsafeMutablePointer<Int>
    private let mirrorValue: UnsafeMutablePointer<Int>
    private let groupCount: Int
    /// Free-slot positions along the current path: entry i is where the free slot went at move i.
    private let path: UnsafeMutablePointer<Int>
    /// The most moves a path may hold: no 4×4 board needs more than 80.
    private static let maximumDepth = 128
    // Only `search` and `solve` touch these, never re-entrantly and never from two threads (a
    // search belongs to one solve), so the run-time exclusivity checks on every node are dropped
    // (`make bench`, row "Puzzle": Korf's 100 took 2.84 s with them dropped and 3.30 s with the
    // checks on the same day; on a loaded machine the checked search read 4.94 s and 5.12 s,
    // over the 5 s target).
    @exclusivity(unchecked) private var control: SearchControl
    @exclusivity(unchecked) private var nextBound = Int.max
    /// The length of the solution, once found.
    @exclusivity(unchecked) private var solutionLength = 0

    init(databases: FifteenPuzzleDatabases, control: SearchControl) {
        self.databases = databases
        self.control = control
        groupCount = databases.tables.count
        tables = .allocate(capacity: groupCount)
        for (group, table) in databases.tables.enumerated() {
            (tables + group).initialize(to: table.entries)
        }
        func buffer(_ count: Int) -> UnsafeMutablePointer<Int> {
            let pointer = UnsafeMutablePointer<Int>.allocate(capacity: count)
            pointer.initialize(repeating: 0, count: count)
            return pointer
        }
        path = buffer(Self.maximumDepth)
        board = buffer(16)
        directGroup = buffer(16)
        directShift = buffer(16)
        mirrorGroup = buffer(16)
        mirrorShift = buffer(16)
        transpose = buffer(16)
        neighbours = buffer(64)
        neighbourCounts = buffer(16)
        directIndex = buffer(groupCount)
        mirrorIndex = buffer(groupCount)
        directValue = buffer(groupCount)
        mirrorValue = buffer(groupCount)
        for (group, tiles) in databases.patterns.enumerated() {
            for (slot, tile) in tiles.enumerated() where tile < 16 {
                directGroup[tile] = group
                directShift[tile] = databases.tables[group].shift(slot: slot)
            }
        }
        for cell in 0..<16 {
            let reflected = FifteenPuzzleDatabases.reflect(tile: cell)
            mirrorGroup[cell] = directGroup[reflected]
            mirrorShift[cell] = directShift[reflected]
            transpose[cell] = FifteenPuzzleDatabases.transpose(cell)
            var list: [Int] = []
            if cell >= 4 { list.append(cell - 4) }
            if cell < 12 { list.append(cell + 4) }
            if cell % 4 > 0 { list.append(cell - 1) }
            if cell % 4 < 3 { list.append(cell + 1) }
            neighbourCounts[cell] = list.count
            for (i, next) in list.enumerated() { neighbours[cell * 4 + i] = next }
        }
    }

    deinit {
        for pointer in [
            path, board, directGroup, directShift, mirrorGroup, mirrorShift, transpose, neighbours,
            neighbourCounts, directIndex, mirrorIndex, directValue, mirrorValue,
        ] {
            pointer.deallocate()
        }
        tables.deallocate()
    }

    var nodes: Int { control.nodes }

    /// The optimal sequence of free-slot positions after each move.
    func solve(_ start: [Int]) throws(PuzzleError) -> [Int] {
        for group in 0..<groupCount {
            directIndex[group] = 0
            mirrorIndex[group] = 0
        }
        for (position, tile) in start.enumerated() where position < 16 && tile > 0 && tile < 16 {
            board[position] = tile
            directIndex[directGroup[tile]] += position << directShift[tile]
            mirrorIndex[mirrorGroup[tile]] += transpose[position] << mirrorShift[tile]
        }
        var direct = 0
        var mirror = 0
        for group in 0..<groupCount {
            directValue[group] = Int(tables[group][directIndex[group]])
            mirrorValue[group] = Int(tables[group][mirrorIndex[group]])
            direct += directValue[group]
            mirror += mirrorValue[group]
        }
        var bound = max(direct, mirror)
        let blank = start.firstIndex(of: 0) ?? 15
        board[blank] = 0
        while true {
            nextBound = Int.max
            if bound == 0 { return [] }
            guard bound < Self.maximumDepth else { throw .unsolvable }
            if try search(blank: blank, previous: -1, cost: 0, bound: bound, direct: direct, mirror: mirror) {
                return Array(UnsafeBufferPointer(start: path, count: solutionLength))
            }
            bound = nextBound
            try control.check(bound: bound)
        }
    }

    /// Depth-first search below the board whose free slot is at `blank`, whose heuristic sums
    /// are `direct` and `mirror`, reached in `cost` moves.
    private func search(
        blank: Int, previous: Int, cost: Int, bound: Int, direct: Int, mirror: Int
    ) throws(PuzzleError) -> Bool {
        try control.count(bound: bound)
        let count = neighbourCounts[blank]
        for i in 0..<count {
            let next = neighbours[blank * 4 + i]
            if next == previous { continue }
            // The tile at `next` slides into the free slot at `blank`.
            let tile = board[next]
            let dGroup = directGroup[tile]
            let mGroup = mirrorGroup[tile]
            let oldDirectIndex = directIndex[dGroup]
            let oldMirrorIndex = mirrorIndex[mGroup]
            let newDirectIndex = oldDirectIndex &+ ((blank &- next) << directShift[tile])
            let newMirrorIndex = oldMirrorIndex &+ ((transpose[blank] &- transpose[next]) << mirrorShift[tile])
            let newDirectValue = Int(tables[dGroup][newDirectIndex])
            let newMirrorValue = Int(tables[mGroup][newMirrorIndex])
            let newDirect = direct &- directValue[dGroup] &+ newDirectValue
            let newMirror = mirror &- mirrorValue[mGroup] &+ newMirrorValue
            let h = max(newDirect, newMirror)
            let f = cost + 1 + h
            if f > bound {
                if f < nextBound { nextBound = f }
                continue
            }
            path[cost] = next
            if h == 0 {
                solutionLength = cost + 1
                return true
            }
            let oldDirectValue = directValue[dGroup]
            let oldMirrorValue = mirrorValue[mGroup]
            board[blank] = tile
            board[next] = 0
            directIndex[dGroup] = newDirectIndex
            mirrorIndex[mGroup] = newMirrorIndex
            directValue[dGroup] = newDirectValue
            mirrorValue[mGroup] = newMirrorValue
            if try search(
                blank: next, previous: blank, cost: cost + 1, bound: bound, direct: newDirect, mirror: newMirror)
            {
                return true
            }
            board[next] = tile
            board[blank] = 0
            directIndex[dGroup] = oldDirectIndex
            mirrorIndex[mGroup] = oldMirrorIndex
            directValue[dGroup] = oldDirectValue
            mirrorValue[mGroup] = oldMirrorValue
        }
        return false
    }
}
