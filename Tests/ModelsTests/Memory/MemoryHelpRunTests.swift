import Models
import Testing

/// `MemoryHelpRun` is internal; its effect is the help window and the cards shown.
@Suite struct MemoryHelpRunTests {
    @Test func runLastsOneStepMoreThanItsCards() throws {
        let config = try MemoryConfiguration(helpStepDuration: 0.5)
        var game = try MemoryGame(pairs: 2, seed: 3, configuration: config)
        try game.help(at: 2)
        #expect(game.helpRunningUntil(at: 2) == 4.5)
        #expect(game.helpRunningUntil(at: 4.5) == nil)
        #expect(game.helpRunningUntil(at: 1) == nil)
        #expect(game.helpShownCards(at: 2.6) == [0, 1])
    }
}
