import Models
import Testing

@Suite struct MemoryEventTests {
    @Test func timesNamesAndCards() {
        let score = MemoryScore(pairs: 1, moves: 1, flips: 2, elapsed: 2)
        let events: [MemoryEvent] = [
            .flipped(index: 1, at: 0), .matched(first: 1, second: 2, at: 1),
            .mismatched(first: 1, second: 3, at: 2), .turnedBack(first: 1, second: 3, at: 3),
            .vanished(first: 1, second: 2, at: 4), .gameOver(score: score, at: 5), .helpFinished(at: 6),
        ]
        #expect(events.map(\.time) == [0, 1, 2, 3, 4, 5, 6])
        #expect(
            events.map(\.name) == [
                "flipped", "matched", "mismatched", "turnedBack", "vanished", "gameOver", "helpFinished",
            ])
        #expect(events.map(\.cards) == [[1], [1, 2], [1, 3], [1, 3], [1, 2], [], []])
    }
}
