import Models
import Testing

/// `MemoryPendingMismatch` is internal; its effect is the busy window.
@Suite struct MemoryPendingMismatchTests {
    @Test func busyFromTheSecondFlipUntilThePairIsFaceDown() throws {
        var game = try MemoryGame(pairs: 2, seed: 3)
        let other = MemoryTestSupport.stranger(of: 0, in: game)
        try game.flip(0, at: 0)
        #expect(game.busyUntil(at: 0) == nil)
        try game.flip(other, at: 1)
        #expect(game.busyUntil(at: 1) == 3.5)
        #expect(game.busyUntil(at: 3.49) == 3.5)
        #expect(game.busyUntil(at: 3.5) == nil)
    }
}
