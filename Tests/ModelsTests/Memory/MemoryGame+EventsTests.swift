import Models
import Testing

@Suite struct MemoryGameEventsTests {
    typealias Support = MemoryTestSupport

    @Test func mismatchListsFlipsMismatchAndTurnBack() throws {
        var game = try MemoryGame(pairs: 3, seed: 2)
        let other = Support.stranger(of: 0, in: game)
        try game.flip(0, at: 0)
        try game.flip(other, at: 1)
        #expect(
            game.events(from: 0, to: 10) == [
                .flipped(index: 0, at: 0), .flipped(index: other, at: 1),
                .mismatched(first: 0, second: other, at: 1), .turnedBack(first: 0, second: other, at: 3.5),
            ])
    }

    @Test func matchListsVanishAndLastMatchListsGameOver() throws {
        var game = try MemoryGame(pairs: 1, seed: 2)
        try game.flip(1, at: 0)
        try game.flip(0, at: 2)
        let score = MemoryScore(pairs: 1, moves: 1, flips: 2, elapsed: 3.5)
        #expect(
            game.allEvents == [
                .flipped(index: 1, at: 0), .flipped(index: 0, at: 2), .matched(first: 1, second: 0, at: 2),
                .vanished(first: 1, second: 0, at: 3.5), .gameOver(score: score, at: 3.5),
            ])
    }

    /// What a runtime forgets after delivering it changes no answer from then on, and a long
    /// game keeps only its recent events.
    @Test func discardingHistoryKeepsLaterAnswersAndForgetsThePast() throws {
        var game = try MemoryGame(pairs: 3, seed: 2)
        let other = Support.stranger(of: 0, in: game)
        try game.flip(0, at: 0)
        try game.flip(other, at: 1)
        var trimmed = game
        trimmed.discardHistory(before: 2)
        #expect(trimmed.allEvents == [.turnedBack(first: 0, second: other, at: 3.5)])
        #expect(trimmed.events(from: 2, to: 10) == game.events(from: 2, to: 10))
        #expect(trimmed.nextEventTime(after: 2) == game.nextEventTime(after: 2))
        for time in stride(from: 2.0, through: 5, by: 0.125) {
            #expect(trimmed.cardStates(at: time) == game.cardStates(at: time), "at \(time)")
        }
        trimmed.discardHistory(before: .nan)
        #expect(trimmed.allEvents.count == 1)
    }

    @Test func intervalsAreHalfOpenSoTicksNeitherMissNorRepeat() throws {
        var game = try MemoryGame(pairs: 3, seed: 2)
        let other = Support.stranger(of: 0, in: game)
        try game.flip(0, at: 0)
        try game.flip(other, at: 1)
        try game.help(at: 3.5)
        var delivered: [MemoryEvent] = []
        var last = 0.0
        for tick in stride(from: 0.25, through: 10, by: 0.25) {
            delivered += game.events(from: last, to: tick)
            last = tick
        }
        #expect(delivered == game.allEvents)
        #expect(game.events(from: 1, to: 1) == [])
        #expect(game.events(from: 3.5, to: 3.5 + 1e-9) == [.turnedBack(first: 0, second: other, at: 3.5)])
        #expect(game.events(from: .nan, to: 5) == [])
    }

    @Test func helpFinishedComesWhenTheLastCardIsCovered() throws {
        var game = try MemoryGame(pairs: 2, seed: 2)
        try game.help(at: 1)
        #expect(game.allEvents == [.helpFinished(at: 2.25)])
    }

    @Test func nextEventTimeForARuntimeThatSleeps() throws {
        var game = try MemoryGame(pairs: 3, seed: 2)
        #expect(game.nextEventTime(after: 0) == nil)
        let other = Support.stranger(of: 0, in: game)
        try game.flip(0, at: 0)
        try game.flip(other, at: 1)
        #expect(game.nextEventTime(after: 0) == 1)
        #expect(game.nextEventTime(after: 1) == 3.5)
        #expect(game.nextEventTime(after: 3.5) == nil)
    }
}
