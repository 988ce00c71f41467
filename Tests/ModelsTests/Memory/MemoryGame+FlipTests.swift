import Geometry
import Models
import Testing

@Suite struct MemoryGameFlipTests {
    typealias Support = MemoryTestSupport

    @Test func firstFlipTurnsTheCardFaceUp() throws {
        var game = try MemoryGame(pairs: 4, seed: 1)
        #expect(try game.flip(2, at: 10) == .flipped(2))
        #expect(game.cards[2].isFaceUp)
        #expect(game.openCard == 2)
        #expect(game.flipCount == 1 && game.moveCount == 0)
        #expect(game.startTime == 10)
    }

    @Test func matchingPairIsSolvedAndVanishes() throws {
        var game = try MemoryGame(pairs: 4, seed: 1)
        let partner = Support.partner(of: 0, in: game)
        try game.flip(0, at: 0)
        #expect(try game.flip(partner, at: 1) == .matched(0, partner))
        #expect(game.cards[0].isSolved && game.cards[partner].isSolved)
        #expect(game.moveCount == 1 && game.matchCount == 1 && game.flipCount == 2)
        #expect(game.openCard == nil)
        // The vanish starts when the second card is face up (1.75) and lasts 0.75 s.
        let before = try game.cardState(partner, at: 1.7)
        #expect(before.transform == .identity && before.isVisible)
        let midway = try game.cardState(partner, at: 2.125)
        #expect(!midway.transform.isIdentity && midway.isVisible)
        let done = try game.cardState(partner, at: 2.5)
        #expect(!done.isVisible && done.transform == .identity)
    }

    @Test func mismatchedPairTurnsBackAfterTheDelay() throws {
        var game = try MemoryGame(pairs: 4, seed: 1)
        let other = Support.stranger(of: 0, in: game)
        try game.flip(0, at: 0)
        #expect(try game.flip(other, at: 1) == .mismatched(0, other, turnBackAt: 2.75))
        #expect(!game.cards[0].isFaceUp && !game.cards[other].isFaceUp)
        #expect(game.moveCount == 1 && game.matchCount == 0)
        #expect(try game.cardState(other, at: 2.7).shownSide == .front)
        let turning = try game.cardState(other, at: 2.9)
        #expect(turning.transition.kind == .flipFromRight)
        #expect(turning.transition.incoming == .back)
        #expect(try game.cardState(other, at: 3.5).shownSide == .back)
        #expect(try game.cardState(0, at: 3.5).shownSide == .back)
    }

    @Test func mismatchDelayIsConfigurable() throws {
        let config = try MemoryConfiguration(mismatchDelay: 2.5)
        var game = try MemoryGame(pairs: 4, seed: 1, configuration: config)
        let other = Support.stranger(of: 0, in: game)
        try game.flip(0, at: 0)
        #expect(try game.flip(other, at: 1) == .mismatched(0, other, turnBackAt: 4.25))
        #expect(game.busyUntil(at: 1) == 5)
    }

    @Test func thirdFlipDuringTheDelayIsRefusedNotQueued() throws {
        var game = try MemoryGame(pairs: 4, seed: 1)
        let other = Support.stranger(of: 0, in: game)
        let third = game.cards.indices.first { $0 != 0 && $0 != other } ?? -1
        try game.flip(0, at: 0)
        try game.flip(other, at: 1)
        #expect(try game.flip(third, at: 2) == .busy(until: 3.5))
        #expect(try game.flip(third, at: 3.4) == .busy(until: 3.5))
        #expect(!game.cards[third].isFaceUp)
        #expect(game.flipCount == 2)
        // Nothing was queued: once the pair is face down nothing turns by itself.
        #expect(try game.cardState(third, at: 10).shownSide == .back)
        #expect(try game.flip(third, at: 3.5) == .flipped(third))
    }

    @Test func flippingAFaceUpCardIsANoOpThatSaysSo() throws {
        var game = try MemoryGame(pairs: 4, seed: 1)
        try game.flip(0, at: 0)
        let before = game
        #expect(try game.flip(0, at: 0.5) == .alreadyFaceUp(0))
        #expect(game.flipCount == before.flipCount && game.openCard == 0)
        #expect(game.allEvents == before.allEvents)
    }

    @Test func flippingASolvedCardIsANoOpThatSaysSo() throws {
        var game = try MemoryGame(pairs: 4, seed: 1)
        let partner = Support.partner(of: 0, in: game)
        try game.flip(0, at: 0)
        try game.flip(partner, at: 1)
        #expect(try game.flip(0, at: 5) == .alreadySolved(0))
        #expect(try game.flip(partner, at: 5) == .alreadySolved(partner))
        #expect(game.flipCount == 2)
    }

    @Test func flippingIndex99IsAClearError() throws {
        var game = try MemoryGame(pairs: 8, seed: 1)
        #expect(throws: MemoryError.indexOutOfRange(99, count: 16)) { try game.flip(99, at: 0) }
        #expect(game.lastActionTime == nil)
        #expect(game == (try MemoryGame(pairs: 8, seed: 1)))
    }

    @Test func timeMustBeFiniteAndMoveForward() throws {
        var game = try MemoryGame(pairs: 2, seed: 1)
        #expect(throws: MemoryError.invalidTime(.infinity)) { try game.flip(0, at: .infinity) }
        try game.flip(0, at: 5)
        #expect(throws: MemoryError.timeWentBackwards(time: 4, latest: 5)) { try game.flip(1, at: 4) }
    }

    @Test func playingEveryPairEndsTheGameWithAScore() throws {
        var game = try MemoryGame(pairs: 3, seed: 11)
        var time = 2.0
        for (first, second) in Support.pairs(in: game) {
            try game.flip(first, at: time)
            try game.flip(second, at: time + 1)
            time += 4
        }
        #expect(game.isSolved)
        // Last pair: second flip at 11, face up at 11.75, vanished at 12.5.
        #expect(game.gameOverTime == 12.5)
        #expect(game.score == MemoryScore(pairs: 3, moves: 3, flips: 6, elapsed: 10.5))
        #expect(game.score?.points == 300 - 10)
    }
}
