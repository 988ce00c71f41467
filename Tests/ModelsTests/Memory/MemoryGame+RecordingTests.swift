import History
import Models
import Testing

@Suite struct MemoryGameRecordingTests {
    typealias Support = MemoryTestSupport

    @Test func acceptedFlipsRecordMovesNoOpsDoNot() throws {
        var game = try MemoryGame(pairs: 2, seed: 6)
        let first = try game.recordFlip(0, at: 0)
        #expect(first.outcome == .flipped(0))
        #expect(first.move?.actionName == "Flip Card 0")
        let again = try game.recordFlip(0, at: 0.5)
        #expect(again.outcome == .alreadyFaceUp(0))
        #expect(again.move == nil)
    }

    @Test func errorsLeaveTheGameUnchanged() throws {
        var game = try MemoryGame(pairs: 2, seed: 6)
        let before = game
        #expect(throws: MemoryError.indexOutOfRange(99, count: 4)) { try game.recordFlip(99, at: 0) }
        #expect(game == before)
    }

    @Test func undoingTheSecondFlipDuringTheMismatchDelayCancelsTheTurnBack() throws {
        var game = try MemoryGame(pairs: 2, seed: 6)
        let other = Support.stranger(of: 0, in: game)
        var history = UndoStack<MemoryMove>()
        if let move = try game.recordFlip(0, at: 0).move { history.push(move) }
        if let move = try game.recordFlip(other, at: 1).move { history.push(move) }
        #expect(game.busyUntil(at: 2) == 3.5)
        // Undo at t = 2, during the delay.
        #expect(try history.undo(on: &game) == "Flip Card \(other)")
        #expect(game.openCard == 0 && game.cards[0].isFaceUp && !game.cards[other].isFaceUp)
        #expect(game.moveCount == 0 && game.flipCount == 1)
        #expect(game.busyUntil(at: 2) == nil)
        #expect(game.events(from: 1.5, to: 10) == [])
        #expect(try game.cardState(0, at: 2).shownSide == .front)
        #expect(try game.cardState(other, at: 2).shownSide == .back)
        // Play continues at the runtime's time.
        let partner = Support.partner(of: 0, in: game)
        #expect(try game.flip(partner, at: 2) == .matched(0, partner))
    }

    @Test func redoRestoresTheFlipWithItsOriginalTimes() throws {
        var game = try MemoryGame(pairs: 2, seed: 6)
        let other = Support.stranger(of: 0, in: game)
        var history = UndoStack<MemoryMove>()
        if let move = try game.recordFlip(0, at: 0).move { history.push(move) }
        if let move = try game.recordFlip(other, at: 1).move { history.push(move) }
        let after = game
        _ = try history.undo(on: &game)
        _ = try history.redo(on: &game)
        #expect(game == after)
        #expect(game.events(from: 3, to: 4) == [.turnedBack(first: 0, second: other, at: 3.5)])
    }

    @Test func undoingAMatchClearsTheGameOver() throws {
        var game = try MemoryGame(pairs: 1, seed: 6)
        var history = UndoStack<MemoryMove>()
        if let move = try game.recordFlip(0, at: 0).move { history.push(move) }
        if let move = try game.recordFlip(1, at: 1).move { history.push(move) }
        #expect(game.score != nil)
        _ = try history.undo(on: &game)
        #expect(game.score == nil && game.gameOverTime == nil && game.matchCount == 0)
        #expect(!game.cards[1].isSolved && !game.cards[0].isSolved)
        #expect(try game.cardState(1, at: 5).isVisible)
        _ = try history.undo(on: &game)
        #expect(game == (try MemoryGame(pairs: 1, seed: 6)))
    }
}
