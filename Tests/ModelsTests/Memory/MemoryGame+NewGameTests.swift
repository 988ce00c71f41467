import Models
import Testing

@Suite struct MemoryGameNewGameTests {
    @Test func aNewGameKeepsTheTableAndStartsOver() throws {
        let configuration = try MemoryConfiguration(
            flipDuration: 0.5, mismatchDelay: 1, vanishDuration: 0.5, helpStepDuration: 0.25, curve: .linear)
        var game = try MemoryGame(pairs: 3, seed: 7, configuration: configuration)
        _ = try game.flip(0, at: 0)
        let fresh = game.newGame(seed: 11)
        #expect(fresh.pairCount == 3)
        #expect(fresh.configuration == configuration)
        #expect(fresh.seed == 11)
        #expect(fresh.flipCount == 0 && fresh.moveCount == 0 && fresh.openCard == nil)
        #expect(fresh.cards.map(\.face) == MemoryGame.deal(pairs: 3, seed: 11))
        var played = fresh
        #expect(try played.flip(0, at: 5) == .flipped(0), "the new game takes flips from any time on")
        #expect(game.flipCount == 1, "the game it replaces is unchanged")
    }
}
