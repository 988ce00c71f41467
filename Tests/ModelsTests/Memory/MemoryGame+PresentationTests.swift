import Geometry
import Models
import Testing

@Suite struct MemoryGamePresentationTests {
    typealias Support = MemoryTestSupport

    @Test func freshCardsShowTheirBacksAtRest() throws {
        let game = try MemoryGame(pairs: 2, seed: 1)
        for state in game.cardStates(at: 0) {
            #expect(state.shownSide == .back && state.frame == .resting && state.isVisible)
            #expect(state.transform == .identity)
        }
        #expect(game.shownSides(at: 0) == [.back, .back, .back, .back])
    }

    @Test func flipFrameFollowsTheTransitionAtAnyInstant() throws {
        var game = try MemoryGame(pairs: 2, seed: 1)
        try game.flip(0, at: 1)
        let flip = try Transition(kind: .flipFromLeft, duration: 0.75, at: 1)
        for t in [0.5, 1.0, 1.2, 1.375, 1.6, 1.75, 3.0] {
            let state = try game.cardState(0, at: t)
            if t < 1 || t >= 1.75 {
                #expect(state.frame == .resting)
            } else {
                #expect(state.frame == flip.frame(at: t))
            }
        }
        #expect(try game.cardState(0, at: 0.5).shownSide == .back)
        #expect(try game.cardState(0, at: 1.5).shownSide == .front)
        #expect(try game.cardState(0, at: 1.5).isFaceUp)
    }

    @Test func vanishTransformIsTheEffectsVanish() throws {
        var game = try MemoryGame(pairs: 2, seed: 1)
        let partner = Support.partner(of: 0, in: game)
        try game.flip(0, at: 0)
        try game.flip(partner, at: 1)
        let vanish = try Effects.vanish(delay: 0.75, at: 1)
        for t in [1.0, 1.8, 2.0, 2.3, 2.5, 4.0] {
            for card in [0, partner] {
                let state = try game.cardState(card, at: t)
                #expect(state.transform == vanish.transform(at: t))
                #expect(state.isVisible == vanish.isVisible(at: t))
                #expect(state.isSolved)
            }
        }
        // Halfway through (eased), the card has turned and shrunk.
        let half = try game.cardState(0, at: 2.125).transform
        #expect(half.determinant < 1)
    }

    @Test func unknownCardIsAnError() throws {
        let game = try MemoryGame(pairs: 2, seed: 1)
        #expect(throws: MemoryError.indexOutOfRange(4, count: 4)) { try game.cardState(4, at: 0) }
    }
}
