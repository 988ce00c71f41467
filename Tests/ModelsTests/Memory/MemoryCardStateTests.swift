import Geometry
import Models
import Testing

@Suite struct MemoryCardStateTests {
    @Test func restingStateShowsTheSideFlat() {
        let state = MemoryCardState(
            index: 2, face: 5, isFaceUp: false, isSolved: false,
            transition: .resting(on: .back), transform: .identity, isVisible: true
        )
        #expect(state.shownSide == .back)
        #expect(state.frame == .resting)
        #expect(!state.isTransitioning)
    }

    @Test func midFlipStateNamesTheRunningTransition() throws {
        var game = try MemoryGame(pairs: 2, seed: 3)
        try game.flip(1, at: 0)
        let state = try game.cardState(1, at: 0.2)
        #expect(state.isTransitioning)
        #expect(state.transition.kind == .flipFromLeft)
        #expect(state.transition.outgoing == .back && state.transition.incoming == .front)
        #expect(state.shownSide == .back)
        #expect(state.frame.xScale < 1)
    }
}

@Suite struct MemoryCardStateEqualityTests {
    @Test func statesCompareByValue() throws {
        let game = try MemoryGame(pairs: 2, seed: 3)
        #expect(try game.cardState(0, at: 0) == (try game.cardState(0, at: 5)))
        #expect(try game.cardState(0, at: 0) != (try game.cardState(1, at: 0)))
    }
}
