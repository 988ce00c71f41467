import History
import Models
import Testing

@Suite struct MemoryMoveUndoableCommandTests {
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
