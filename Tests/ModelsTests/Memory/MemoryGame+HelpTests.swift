import Geometry
import Models
import Testing

@Suite struct MemoryGameHelpTests {
    typealias Support = MemoryTestSupport

    @Test func revealsHiddenCardsOneAfterAnotherAndCoversThem() throws {
        var game = try MemoryGame(pairs: 2, seed: 4)
        #expect(try game.help(at: 10) == .started(cards: [0, 1, 2, 3], until: 11.25))
        // Card k curls up over [10 + 0.25k, 10.25 + 0.25k) and down over the next quarter second.
        for k in 0..<4 {
            let revealStart = 10 + 0.25 * Double(k)
            let up = try game.cardState(k, at: revealStart + 0.1)
            #expect(up.transition.kind == .curlUp)
            #expect(up.transition.incoming == .front)
            #expect(Support.near(up.frame.curl, up.frame.progress))
            let down = try game.cardState(k, at: revealStart + 0.35)
            #expect(down.transition.kind == .curlDown)
            #expect(down.transition.incoming == .back)
        }
        #expect(try game.cardState(1, at: 10.1).shownSide == .back)
        #expect(!(try game.cardState(1, at: 10.1).isTransitioning))
        #expect(game.cardStates(at: 11.25).allSatisfy { $0.shownSide == .back && !$0.isTransitioning })
    }

    @Test func saysWhichCardsItShowsAtAnyInstant() throws {
        var game = try MemoryGame(pairs: 2, seed: 4)
        try game.help(at: 0)
        #expect(game.helpShownCards(at: -1) == [])
        #expect(game.helpShownCards(at: 0) == [0])
        #expect(game.helpShownCards(at: 0.3) == [0, 1])
        #expect(game.helpShownCards(at: 0.5) == [1, 2])
        #expect(game.helpShownCards(at: 1.1) == [3])
        #expect(game.helpShownCards(at: 1.25) == [])
    }

    @Test func onlyHiddenCardsTakePart() throws {
        var game = try MemoryGame(pairs: 3, seed: 8)
        let partner = Support.partner(of: 0, in: game)
        try game.flip(0, at: 0)
        try game.flip(partner, at: 1)
        let open = game.cards.first(where: \.isHidden)?.index ?? -1
        #expect(try game.flip(open, at: 3) == .flipped(open))
        let expected = game.cards.filter(\.isHidden).map(\.index)
        #expect(!expected.contains(open) && !expected.contains(0) && !expected.contains(partner))
        #expect(try game.help(at: 4) == .started(cards: expected, until: 4 + 0.25 * Double(expected.count + 1)))
        #expect(!(try game.cardState(open, at: 4.1).isTransitioning))
    }

    @Test func flipsAreRefusedWhileTheHelpRuns() throws {
        var game = try MemoryGame(pairs: 2, seed: 4)
        try game.help(at: 0)
        #expect(try game.flip(0, at: 0.5) == .helpRunning(until: 1.25))
        #expect(try game.help(at: 0.6) == .alreadyRunning(until: 1.25))
        #expect(try game.flip(0, at: 1.25) == .flipped(0))
    }

    @Test func helpIsRefusedWhileAMismatchWaits() throws {
        var game = try MemoryGame(pairs: 2, seed: 4)
        let other = Support.stranger(of: 0, in: game)
        try game.flip(0, at: 0)
        try game.flip(other, at: 1)
        #expect(try game.help(at: 2) == .busy(until: 3.5))
    }

    @Test func nothingToRevealWhenNoCardIsHidden() throws {
        var game = try MemoryGame(pairs: 1, seed: 4)
        try game.flip(0, at: 0)
        try game.flip(1, at: 1)
        #expect(try game.help(at: 5) == .nothingToReveal)
    }

    @Test func theChainIsTheBooksSchedule() throws {
        // 3 cards: reveals at 0, 0.25, 0.5; covers at 0.25, 0.5, 0.75; done at 1.0.
        var game = try MemoryGame(pairs: 2, seed: 4)
        try game.flip(0, at: 0)
        let outcome = try game.help(at: 1)
        #expect(outcome == .started(cards: [1, 2, 3], until: 2))
        #expect(try game.cardState(3, at: 1.5 + 0.125).transition.kind == .curlUp)
        #expect(try game.cardState(3, at: 1.75 + 0.125).transition.kind == .curlDown)
    }

    @Test func helpAfterAnotherHelpHasFinished() throws {
        var game = try MemoryGame(pairs: 1, seed: 4)
        try game.help(at: 0)
        #expect(try game.help(at: 0.75) == .started(cards: [0, 1], until: 1.5))
        #expect(game.helpShownCards(at: 0.8) == [0])
    }

    @Test func invalidTimesAreErrors() throws {
        var game = try MemoryGame(pairs: 1, seed: 4)
        #expect(throws: MemoryError.self) { try game.help(at: .nan) }
        try game.flip(0, at: 3)
        #expect(throws: MemoryError.timeWentBackwards(time: 1, latest: 3)) { try game.help(at: 1) }
    }
}
