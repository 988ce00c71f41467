import Models
import Testing

/// `MemoryHelpStep` is internal; each card gets one reveal and one cover.
@Suite struct MemoryHelpStepTests {
    @Test func eachHiddenCardIsRevealedThenCovered() throws {
        var game = try MemoryGame(pairs: 1, seed: 3)
        try game.help(at: 0)
        let kinds = [0.1, 0.35, 0.6].map { (try? game.cardState(1, at: $0))?.transition.kind }
        #expect(kinds == [nil, .curlUp, .curlDown])
    }
}
