import Testing

@testable import Models

/// Every placement of `count` distinct cells out of 16, as position lists.
private func placements(count: Int) -> [[Int]] {
    guard count > 0 else { return [[]] }
    return placements(count: count - 1).flatMap { prefix in
        (0..<16).filter { !prefix.contains($0) }.map { prefix + [$0] }
    }
}

@Test func sparseTableHoldsTheRankedDistanceOfEveryPlacement() throws {
    let database = try PatternDatabase.build(tiles: [1, 2, 3])
    let table = SparsePatternTable(database)
    #expect(table.tileCount == 3)
    #expect(table.count == 4096)
    var placementsSeen = 0
    for positions in placements(count: 3) {
        #expect(Int(table.entries[table.index(positions: positions)]) == database.distance(positions: positions))
        placementsSeen += 1
    }
    #expect(placementsSeen == database.count)
}

@Test func indicesThatAreNoPlacementHoldTheUnreachableMark() throws {
    let table = SparsePatternTable(try PatternDatabase.build(tiles: [1, 2, 3]))
    #expect(table.entries[table.index(positions: [5, 5, 9])] == 0xFF)
    #expect(table.entries[table.index(positions: [0, 0, 0])] == 0xFF)
    #expect(table.entries[table.index(positions: [0, 1, 2])] == 0)
}

@Test func aMoveChangesTheIndexByTheDistanceAtItsTilesDigit() throws {
    let table = SparsePatternTable(try PatternDatabase.build(tiles: [1, 2, 3]))
    #expect(table.shift(slot: 0) == 8)
    #expect(table.shift(slot: 2) == 0)
    let before = table.index(positions: [4, 9, 14])
    let after = table.index(positions: [4, 13, 14])
    #expect(after == before + ((13 - 9) << table.shift(slot: 1)))
}
