import Models
import Testing

@Suite struct MemoryGameTests {
    @Test(arguments: [1, 8, 32])
    func dealsEachFaceTwice(pairs: Int) throws {
        let game = try MemoryGame(pairs: pairs, seed: 9)
        #expect(game.cards.count == 2 * pairs)
        #expect(game.pairCount == pairs)
        #expect(game.cards.map(\.index) == Array(0..<2 * pairs))
        #expect(game.cards.map(\.face).sorted() == (0..<pairs).flatMap { [$0, $0] })
        #expect(game.cards.allSatisfy { $0.isHidden })
    }

    @Test(arguments: [0, 33, -1])
    func refusesPairCountsOutsideOneToThirtyTwo(pairs: Int) {
        #expect(throws: MemoryError.pairCountOutOfRange(pairs)) { try MemoryGame(pairs: pairs, seed: 1) }
    }

    @Test func sameSeedSameDealOtherSeedOtherDeal() throws {
        let a = try MemoryGame(pairs: 16, seed: 2026)
        let b = try MemoryGame(pairs: 16, seed: 2026)
        let c = try MemoryGame(pairs: 16, seed: 2027)
        #expect(a == b)
        #expect(a.cards.map(\.face) != c.cards.map(\.face))
        #expect(MemoryGame.deal(pairs: 16, seed: 2026) == a.cards.map(\.face))
    }

    @Test func theDealIsShuffled() throws {
        let game = try MemoryGame(pairs: 16, seed: 5)
        #expect(game.cards.map(\.face) != (0..<16).flatMap { [$0, $0] })
    }

    @Test func cardLookupChecksTheIndex() throws {
        let game = try MemoryGame(pairs: 8, seed: 1)
        #expect(try game.card(15).index == 15)
        #expect(throws: MemoryError.indexOutOfRange(99, count: 16)) { try game.card(99) }
        #expect(throws: MemoryError.indexOutOfRange(-1, count: 16)) { try game.card(-1) }
    }

    @Test func freshGameCounters() throws {
        let game = try MemoryGame(pairs: 4, seed: 1)
        #expect(game.flipCount == 0 && game.moveCount == 0 && game.matchCount == 0)
        #expect(game.startTime == nil && game.lastActionTime == nil && game.openCard == nil)
        #expect(game.score == nil && game.gameOverTime == nil && !game.isSolved)
        #expect(game.busyUntil(at: 0) == nil && game.helpRunningUntil(at: 0) == nil)
    }

    @Test func sameSeedAndSameActionsGiveTheSameGame() throws {
        func play() throws -> MemoryGame {
            var game = try MemoryGame(pairs: 6, seed: 77)
            var time = 0.0
            for index in [0, 1, 2, 3, 4, 5, 0, 2, 11, 10] {
                try game.flip(index, at: time)
                time += 3
            }
            try game.help(at: time)
            return game
        }
        let first = try play()
        let second = try play()
        #expect(first == second)
        #expect(first.allEvents == second.allEvents)
    }

    @Test func theBoardRestsWhenEveryFlipTurnBackAndVanishHasEnded() throws {
        var game = try MemoryGame(pairs: 2, seed: 1)
        #expect(game.restTime == -.infinity)
        try game.flip(0, at: 0)
        #expect(game.restTime == game.configuration.flipDuration)
        let partner = try #require(game.cards.indices.first { $0 != 0 && game.cards[$0].face == game.cards[0].face })
        let other = try #require(game.cards.indices.first { $0 != 0 && $0 != partner })
        // A mismatch: at rest once the pair has turned back.
        let outcome = try game.flip(other, at: 1)
        guard case .mismatched(_, _, let turnBackAt) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(game.restTime == turnBackAt + game.configuration.flipDuration)
    }
}
