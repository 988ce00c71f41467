import Models
import Testing

@Suite struct MemoryScoreTests {
    @Test func perfectGameLosesOnlyTime() {
        let score = MemoryScore(pairs: 8, moves: 8, flips: 16, elapsed: 30.9)
        #expect(score.extraMoves == 0)
        #expect(score.points == 800 - 30)
    }

    @Test func extraMovesCostTwentyEach() {
        let score = MemoryScore(pairs: 4, moves: 10, flips: 20, elapsed: 12)
        #expect(score.extraMoves == 6)
        #expect(score.points == 400 - 120 - 12)
    }

    @Test func pointsNeverGoBelowZero() {
        #expect(MemoryScore(pairs: 1, moves: 50, flips: 100, elapsed: 1_000).points == 0)
        #expect(MemoryScore(pairs: 1, moves: 1, flips: 2, elapsed: .nan).points == 100)
    }
}
