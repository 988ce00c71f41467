/// The book's sliding puzzle as a value: rows × columns cells, tiles 1...n − 1 and one free slot
/// (0). Solved when the tiles read 1, 2, … row-major with the free slot last (bottom right).
///
/// Moves are tilts (see ``TiltDirection``: tilting left slides the tile to the right of the free
/// slot leftwards, like gravity) or taps on a tile in the free slot's row or column, which slide
/// the whole line. Every move is reported as ``PuzzleMove`` values (tile, from-index, to-index)
/// and is invertible, so a History command can record and undo it; a shuffle reports snapshots
/// of before and after, so it can be undone as one step.
public struct SlidingPuzzle: Sendable, Hashable {
    /// The number of rows and of columns a board may have.
    public static let sideRange = 2...8
    /// The side of the classic board, the 15-puzzle's 4 × 4.
    public static let classicSide = 4

    public let rows: Int
    public let columns: Int
    /// The tiles, row-major; 0 is the free slot.
    public private(set) var tiles: [Int]
    /// Where the free slot is.
    public private(set) var blankIndex: Int
    /// Moves made since creation, the last shuffle or restore.
    public private(set) var moveCount: Int

    /// A solved board.
    public init(rows: Int, columns: Int) throws(PuzzleError) {
        try Self.checkSize(rows: rows, columns: columns)
        self.rows = rows
        self.columns = columns
        let count = rows * columns
        tiles = Array(1..<count) + [0]
        blankIndex = count - 1
        moveCount = 0
    }

    /// A board with the given tiles (row-major, 0 = free slot). Any permutation is accepted; an
    /// unsolvable one reports ``isSolvable`` false and is refused by the solver.
    public init(rows: Int, columns: Int, tiles: [Int], moveCount: Int = 0) throws(PuzzleError) {
        try Self.checkSize(rows: rows, columns: columns)
        try Self.checkPermutation(tiles, count: rows * columns)
        self.rows = rows
        self.columns = columns
        self.tiles = tiles
        blankIndex = tiles.firstIndex(of: 0) ?? 0
        self.moveCount = max(0, moveCount)
    }

    public var cellCount: Int { rows * columns }

    /// The solved arrangement for this size.
    public var goal: [Int] { Array(1..<cellCount) + [0] }

    public var isSolved: Bool { tiles == goal }

    /// Whether the board can reach the solved state.
    public var isSolvable: Bool {
        Self.parityIsSolvable(tiles, rows: rows, columns: columns)
    }

    /// Whether any board can reach the solved state: the number of inversions among the tiles
    /// (ignoring the free slot) must be even for odd widths; for even widths, inversions plus
    /// the free slot's row counted from the bottom (0-based) must be even.
    ///
    /// - Throws: ``PuzzleError`` for a bad size or a non-permutation.
    public static func isSolvable(rows: Int, columns: Int, tiles: [Int]) throws(PuzzleError) -> Bool {
        try checkSize(rows: rows, columns: columns)
        try checkPermutation(tiles, count: rows * columns)
        return parityIsSolvable(tiles, rows: rows, columns: columns)
    }

    static func parityIsSolvable(_ tiles: [Int], rows: Int, columns: Int) -> Bool {
        let values = tiles.filter { $0 != 0 }
        var inversions = 0
        for i in 0..<values.count {
            for j in (i + 1)..<values.count where values[i] > values[j] {
                inversions += 1
            }
        }
        if columns % 2 == 1 {
            return inversions % 2 == 0
        }
        let blankRowFromBottom = rows - 1 - (tiles.firstIndex(of: 0) ?? 0) / columns
        return (inversions + blankRowFromBottom) % 2 == 0
    }

    static func checkSize(rows: Int, columns: Int) throws(PuzzleError) {
        guard sideRange.contains(rows), sideRange.contains(columns) else {
            throw .sizeOutOfRange(rows: rows, columns: columns)
        }
    }

    static func checkPermutation(_ tiles: [Int], count: Int) throws(PuzzleError) {
        guard tiles.count == count else { throw .notAPermutation(expectedCount: count, tiles: tiles) }
        var seen = [Bool](repeating: false, count: count)
        for tile in tiles {
            guard tile >= 0, tile < count, !seen[tile] else {
                throw .notAPermutation(expectedCount: count, tiles: tiles)
            }
            seen[tile] = true
        }
    }

    // MARK: Moves

    /// The move a tilt would make, or nil when no tile lies on that side of the free slot.
    public func move(for direction: TiltDirection) -> PuzzleMove? {
        let row = blankIndex / columns + direction.tileOffset.row
        let column = blankIndex % columns + direction.tileOffset.column
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return nil }
        let from = row * columns + column
        return PuzzleMove(tile: tiles[from], from: from, to: blankIndex)
    }

    /// Tilts the board: slides the tile next to the free slot on the far side of `direction`
    /// into it. Returns the move, or nil (and changes nothing) when the tilt is impossible.
    @discardableResult
    public mutating func tilt(_ direction: TiltDirection) -> PuzzleMove? {
        guard let move = move(for: direction) else { return nil }
        perform(move)
        moveCount += 1
        return move
    }

    /// The directions in which a tilt moves a tile.
    public var possibleTilts: [TiltDirection] {
        TiltDirection.allCases.filter { move(for: $0) != nil }
    }

    /// Taps the tile at `index`. A tile in the free slot's row or column slides the whole line
    /// between it and the free slot one step towards the slot; the moves are returned in the
    /// order they happen (the tile next to the slot first). A tap elsewhere, or on the free slot,
    /// returns no moves and changes nothing.
    ///
    /// - Throws: ``PuzzleError/indexOutOfRange(_:cellCount:)`` for an index outside the board.
    @discardableResult
    public mutating func tap(at index: Int) throws(PuzzleError) -> [PuzzleMove] {
        guard (0..<cellCount).contains(index) else {
            throw .indexOutOfRange(index, cellCount: cellCount)
        }
        let sameRow = index / columns == blankIndex / columns
        let sameColumn = index % columns == blankIndex % columns
        guard index != blankIndex, sameRow || sameColumn else { return [] }
        let direction: TiltDirection =
            sameRow
            ? (index > blankIndex ? .left : .right)
            : (index > blankIndex ? .up : .down)
        var moves: [PuzzleMove] = []
        while blankIndex != index, let move = tilt(direction) {
            moves.append(move)
        }
        return moves
    }

    /// Whether `move` can be made now: its tile is at `from` and `to` is the adjacent free slot.
    public func canApply(_ move: PuzzleMove) -> Bool {
        guard (0..<cellCount).contains(move.from), (0..<cellCount).contains(move.to) else {
            return false
        }
        let adjacent =
            (move.from / columns == move.to / columns && abs(move.from - move.to) == 1)
            || abs(move.from - move.to) == columns
        return adjacent && move.to == blankIndex && tiles[move.from] == move.tile && move.tile != 0
    }

    /// Makes a recorded move again (redo) and counts it.
    ///
    /// - Throws: ``PuzzleError/invalidMove(_:)`` when the move does not fit the board.
    public mutating func apply(_ move: PuzzleMove) throws(PuzzleError) {
        guard canApply(move) else { throw .invalidMove(move) }
        perform(move)
        moveCount += 1
    }

    /// Takes a move back (undo): slides its tile back and uncounts it.
    ///
    /// - Throws: ``PuzzleError/invalidMove(_:)`` when `move` is not the board's latest state change.
    public mutating func undo(_ move: PuzzleMove) throws(PuzzleError) {
        let back = move.inverse
        guard canApply(back) else { throw .invalidMove(move) }
        perform(back)
        moveCount = max(0, moveCount - 1)
    }

    private mutating func perform(_ move: PuzzleMove) {
        tiles[move.to] = move.tile
        tiles[move.from] = 0
        blankIndex = move.from
    }

    // MARK: Snapshots and shuffles

    public var snapshot: PuzzleSnapshot {
        PuzzleSnapshot(tiles: tiles, moveCount: moveCount)
    }

    /// Puts the board back into a snapshot's state.
    ///
    /// - Throws: ``PuzzleError/notAPermutation(expectedCount:tiles:)`` for a snapshot of another size.
    public mutating func restore(_ snapshot: PuzzleSnapshot) throws(PuzzleError) {
        try Self.checkPermutation(snapshot.tiles, count: cellCount)
        tiles = snapshot.tiles
        blankIndex = snapshot.tiles.firstIndex(of: 0) ?? 0
        moveCount = max(0, snapshot.moveCount)
    }

    /// Shuffles into a uniformly random solvable, unsolved board, the same one for the same seed,
    /// and resets the move count. Returns before and after for undo/redo as one step.
    @discardableResult
    public mutating func shuffle(seed: UInt64) -> PuzzleShuffle {
        let before = snapshot
        var generator = SplitMix64(seed: seed)
        var candidate = goal
        repeat {
            candidate.shuffle(using: &generator)
            if !Self.parityIsSolvable(candidate, rows: rows, columns: columns) {
                // Swapping two tiles (not the free slot) flips the parity.
                let first = candidate.firstIndex { $0 != 0 } ?? 0
                let second = candidate.lastIndex { $0 != 0 } ?? 0
                candidate.swapAt(first, second)
            }
        } while candidate == goal
        tiles = candidate
        blankIndex = candidate.firstIndex(of: 0) ?? 0
        moveCount = 0
        return PuzzleShuffle(before: before, after: snapshot)
    }

    /// Makes `count` random tilts (never undoing the previous one), seeded, and returns them. The
    /// moves are counted. Useful for scrambles of a known maximum length.
    @discardableResult
    public mutating func scramble(moves count: Int, seed: UInt64) -> [PuzzleMove] {
        var generator = SplitMix64(seed: seed)
        var moves: [PuzzleMove] = []
        var last: TiltDirection?
        for _ in 0..<max(0, count) {
            let options = possibleTilts.filter { $0 != last?.opposite }
            guard let direction = options.randomElement(using: &generator),
                let move = tilt(direction)
            else { break }
            moves.append(move)
            last = direction
        }
        return moves
    }
}

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
