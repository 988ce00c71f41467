import History
import Models
import Testing

@Suite struct MemoryMoveTests {
    @Test func holdsBothSnapshots() throws {
        let before = try MemoryGame(pairs: 1, seed: 1)
        var after = before
        try after.flip(0, at: 0)
        let move = MemoryMove("Flip Card 0", from: before, to: after)
        #expect(move.actionName == "Flip Card 0")
        #expect(move.before == before && move.after == after)
    }

    @Test func applyAndRevertRestoreTheSnapshots() throws {
        let before = try MemoryGame(pairs: 1, seed: 1)
        var after = before
        try after.flip(0, at: 0)
        let move = MemoryMove("Flip Card 0", from: before, to: after)
        var game = before
        move.apply(to: &game)
        #expect(game == after)
        move.revert(on: &game)
        #expect(game == before)
        #expect(move.mergeKey == nil)
    }
}
