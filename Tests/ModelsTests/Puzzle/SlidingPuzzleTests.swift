import Models
import Testing

@Test func newBoardIsSolvedWithTheFreeSlotLast() throws {
    let puzzle = try SlidingPuzzle(rows: 3, columns: 4)
    #expect(puzzle.tiles == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0])
    #expect(puzzle.isSolved)
    #expect(puzzle.blankIndex == 11)
    #expect(puzzle.moveCount == 0)
    #expect(puzzle.cellCount == 12)
}

@Test(arguments: [(1, 1), (1, 3), (9, 2), (2, 0), (-2, 4)])
func sizesOutsideTwoToEightAreRefused(rows: Int, columns: Int) {
    #expect(throws: PuzzleError.sizeOutOfRange(rows: rows, columns: columns)) {
        try SlidingPuzzle(rows: rows, columns: columns)
    }
}

@Test(arguments: [[1, 2, 3, 3], [1, 2, 3], [1, 2, 3, 4], [0, 1, 2, -1], [0, 1, 2, 3, 4]])
func nonPermutationsAreRefused(tiles: [Int]) {
    #expect(throws: PuzzleError.notAPermutation(expectedCount: 4, tiles: tiles)) {
        try SlidingPuzzle(rows: 2, columns: 2, tiles: tiles)
    }
}

@Test func tiltsCountMovesAndImpossibleTiltsChangeNothing() throws {
    var puzzle = try SlidingPuzzle(rows: 2, columns: 2)
    #expect(puzzle.possibleTilts.sorted { $0.rawValue < $1.rawValue } == [.down, .right])
    #expect(puzzle.tilt(.left) == nil)
    #expect(puzzle.moveCount == 0)
    #expect(puzzle.tilt(.right) == PuzzleMove(tile: 3, from: 2, to: 3))
    #expect(puzzle.tiles == [1, 2, 0, 3])
    #expect(puzzle.moveCount == 1)
    #expect(!puzzle.isSolved)
}

@Test func tapSlidesTheWholeRow() throws {
    var puzzle = try SlidingPuzzle(rows: 4, columns: 4)
    let moves = try puzzle.tap(at: 12)
    #expect(
        moves == [
            PuzzleMove(tile: 15, from: 14, to: 15), PuzzleMove(tile: 14, from: 13, to: 14),
            PuzzleMove(tile: 13, from: 12, to: 13),
        ])
    #expect(puzzle.tiles.suffix(4) == [0, 13, 14, 15])
    #expect(puzzle.moveCount == 3)
}

@Test func tapSlidesTheWholeColumn() throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    let moves = try puzzle.tap(at: 2)
    #expect(moves == [PuzzleMove(tile: 6, from: 5, to: 8), PuzzleMove(tile: 3, from: 2, to: 5)])
    #expect(puzzle.tiles == [1, 2, 0, 4, 5, 3, 7, 8, 6])
}

@Test func tapOutsideTheSlotsLinesDoesNothing() throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    #expect(try puzzle.tap(at: 0).isEmpty)
    #expect(try puzzle.tap(at: 8).isEmpty)
    #expect(puzzle.isSolved)
    #expect(throws: PuzzleError.indexOutOfRange(9, cellCount: 9)) { try puzzle.tap(at: 9) }
    #expect(throws: PuzzleError.indexOutOfRange(-1, cellCount: 9)) { try puzzle.tap(at: -1) }
}

@Test func movesAreInvertibleForUndoAndRedo() throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    let moves = try puzzle.tap(at: 6)
    let scrambled = puzzle.snapshot
    for move in moves.reversed() { try puzzle.undo(move) }
    #expect(puzzle.isSolved)
    #expect(puzzle.moveCount == 0)
    for move in moves { try puzzle.apply(move) }
    #expect(puzzle.snapshot == scrambled)
}

@Test func movesThatDoNotFitAreRefused() throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
    let wrongTile = PuzzleMove(tile: 5, from: 7, to: 8)
    #expect(throws: PuzzleError.invalidMove(wrongTile)) { try puzzle.apply(wrongTile) }
    let notAdjacent = PuzzleMove(tile: 1, from: 0, to: 8)
    #expect(throws: PuzzleError.invalidMove(notAdjacent)) { try puzzle.apply(notAdjacent) }
    // 3 then 4 are consecutive indices but on different rows.
    var wide = try SlidingPuzzle(rows: 2, columns: 3, tiles: [1, 2, 3, 0, 4, 5])
    let wraps = PuzzleMove(tile: 3, from: 2, to: 3)
    #expect(throws: PuzzleError.invalidMove(wraps)) { try wide.apply(wraps) }
    let outside = PuzzleMove(tile: 1, from: 40, to: 8)
    #expect(throws: PuzzleError.invalidMove(outside)) { try puzzle.apply(outside) }
    #expect(throws: PuzzleError.invalidMove(PuzzleMove(tile: 8, from: 7, to: 8))) {
        try puzzle.undo(PuzzleMove(tile: 8, from: 7, to: 8))
    }
    #expect(puzzle.isSolved)
}

@Test(arguments: [
    // Odd width: inversions only.
    (3, 3, [1, 2, 3, 4, 5, 6, 8, 7, 0], false),
    (3, 3, [1, 2, 3, 4, 5, 6, 7, 0, 8], true),
    (3, 3, [8, 1, 2, 0, 4, 3, 7, 6, 5], false),
    (3, 3, [1, 2, 3, 4, 5, 6, 0, 7, 8], true),
    // Even width: inversions plus the free slot's row from the bottom.
    (4, 4, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0], false),
    (4, 4, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12], true),
    (4, 4, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 14, 15], true),
    (2, 2, [3, 1, 2, 0], true),
    (2, 2, [2, 1, 3, 0], false),
    (2, 2, [0, 1, 3, 2], true),
])
func solvabilityFollowsPermutationParity(rows: Int, columns: Int, tiles: [Int], solvable: Bool) throws {
    #expect(try SlidingPuzzle.isSolvable(rows: rows, columns: columns, tiles: tiles) == solvable)
    #expect(try SlidingPuzzle(rows: rows, columns: columns, tiles: tiles).isSolvable == solvable)
}

@Test func solvabilityAgreesWithBreadthFirstSearchOnEverySmallBoard() throws {
    // All 24 boards of 2×2 and a sample of 2×3: solvable exactly when BFS reaches the goal.
    var random = TestRandom(seed: 5)
    for (rows, columns, count) in [(2, 2, 40), (2, 3, 40), (3, 2, 40)] {
        for _ in 0..<count {
            let tiles = Array(0..<(rows * columns)).shuffled(using: &random)
            let reachable = PuzzleTestKit.bfsDistance(rows: rows, columns: columns, tiles: tiles) != nil
            #expect(try SlidingPuzzle.isSolvable(rows: rows, columns: columns, tiles: tiles) == reachable)
        }
    }
}

@Test(arguments: [(2, 2), (3, 3), (4, 4), (2, 5), (5, 4), (8, 8)])
func shuffleIsSeededSolvableAndUnsolved(rows: Int, columns: Int) throws {
    for seed: UInt64 in 0..<20 {
        var a = try SlidingPuzzle(rows: rows, columns: columns)
        var b = try SlidingPuzzle(rows: rows, columns: columns)
        a.shuffle(seed: seed)
        b.shuffle(seed: seed)
        #expect(a == b)
        #expect(a.isSolvable)
        #expect(!a.isSolved)
        #expect(a.moveCount == 0)
    }
}

@Test func differentSeedsGiveDifferentShuffles() throws {
    var boards: Set<[Int]> = []
    for seed: UInt64 in 0..<50 {
        var puzzle = try SlidingPuzzle(rows: 4, columns: 4)
        puzzle.shuffle(seed: seed)
        boards.insert(puzzle.tiles)
    }
    #expect(boards.count == 50)
}

@Test func scrambleMakesSeededMovesThatNeverUndoTheLastOne() throws {
    var a = try SlidingPuzzle(rows: 4, columns: 4)
    var b = try SlidingPuzzle(rows: 4, columns: 4)
    let moves = a.scramble(moves: 30, seed: 11)
    #expect(moves == b.scramble(moves: 30, seed: 11))
    #expect(moves.count == 30)
    #expect(a.moveCount == 30)
    for (first, second) in zip(moves, moves.dropFirst()) { #expect(second != first.inverse) }
    for move in moves.reversed() { try a.undo(move) }
    #expect(a.isSolved)
}

@Test func descriptionShowsRowsWithTheFreeSlotAsADot() throws {
    #expect(try SlidingPuzzle(rows: 2, columns: 2).description == "1 2\n3 .")
    #expect(try SlidingPuzzle(rows: 3, columns: 4).description == " 1  2  3  4\n 5  6  7  8\n 9 10 11  .")
}
