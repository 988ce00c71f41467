import Testing

@testable import Models

@Test func rankIsABijectionOntoTheEntries() {
    // Every placement of 3 tiles on 16 cells gets a distinct index below 16 × 15 × 14.
    var seen = Set<Int>()
    for a in 0..<16 {
        for b in 0..<16 where b != a {
            for c in 0..<16 where c != a && c != b {
                let positions: [UInt8] = [UInt8(a), UInt8(b), UInt8(c)]
                let rank = positions.withUnsafeBufferPointer { PatternDatabase.rank($0.baseAddress!, count: 3) }
                #expect(rank >= 0 && rank < 3360)
                seen.insert(rank)
            }
        }
    }
    #expect(seen.count == 3360)
}

@Test func bottomRowDatabaseIsExactForItsTiles() throws {
    let database = try PatternDatabase.build(tiles: [13, 14, 15])
    #expect(database.count == 3360)
    #expect(database.distance(positions: [12, 13, 14]) == 0)
    // 15 one step up: that tile alone must come down.
    #expect(database.distance(positions: [12, 13, 10]) == 1)
    // Every entry was reached and none exceeds the tiles' own Manhattan sum by much.
    #expect((0..<database.count).allSatisfy { database.entries[$0] != 0xFF })
}

@Test func databaseValuesAreAdmissibleAndAtLeastManhattan() throws {
    // Spot checks: for scrambles of known length, the pattern value of each group, and their
    // sum, never exceed the true (BFS) distance, and each is at least the group's Manhattan sum.
    let database = try PatternDatabase.build(tiles: [13, 14, 15])
    var random = TestRandom(seed: 3)
    for _ in 0..<20 {
        var puzzle = try SlidingPuzzle(rows: 4, columns: 4)
        puzzle.scramble(moves: 12, seed: random.next())
        let distance = try #require(PuzzleTestKit.bfsDistance(rows: 4, columns: 4, tiles: puzzle.tiles))
        let positions = [13, 14, 15].map { tile in puzzle.tiles.firstIndex(of: tile) ?? 0 }
        let value = database.distance(positions: positions)
        let manhattan = zip([13, 14, 15], positions).reduce(0) { sum, pair in
            sum + abs((pair.0 - 1) / 4 - pair.1 / 4) + abs((pair.0 - 1) % 4 - pair.1 % 4)
        }
        #expect(value <= distance)
        #expect(value >= manhattan)
    }
}

@Test func fromBytesRefusesTheWrongSize() {
    #expect(PatternDatabase.fromBytes(tiles: [13, 14, 15], bytes: [UInt8](repeating: 0, count: 10)) == nil)
    #expect(PatternDatabase.fromBytes(tiles: [13, 14, 15], bytes: [UInt8](repeating: 0, count: 3360)) != nil)
}

/// A build takes seconds on a full board, so it honours a stop: a cancelled token, or one whose
/// condition turns true (how a host ties it to a timeout), ends it with `cancelled`.
@Test func aBuildEndsWhenItsTokenIsCancelled() {
    let cancelled = CancellationToken()
    cancelled.cancel()
    #expect(throws: PuzzleError.cancelled) {
        try PatternDatabase.build(tiles: [1, 2, 3, 4, 5, 6], cancellation: cancelled)
    }
    let stopped = CancellationToken { true }
    #expect(throws: PuzzleError.cancelled) {
        try PatternDatabase.build(tiles: [1, 2, 3, 4, 5, 6], cancellation: stopped)
    }
    #expect(throws: Never.self) {
        try PatternDatabase.build(tiles: [13, 14, 15], cancellation: CancellationToken { false })
    }
}
