import Models
import Testing

@Suite struct MemoryCardTests {
    @Test func startsFaceDownUnsolvedAndHidden() {
        let card = MemoryCard(index: 3, face: 1)
        #expect(card.index == 3 && card.face == 1)
        #expect(!card.isFaceUp && !card.isSolved && card.isHidden)
    }

    @Test func faceUpAndSolvedCardsAreNotHidden() throws {
        var game = try MemoryGame(pairs: 2, seed: 1)
        try game.flip(0, at: 0)
        #expect(game.cards[0].isFaceUp && !game.cards[0].isHidden)
        try game.flip(MemoryTestSupport.partner(of: 0, in: game), at: 1)
        #expect(game.cards[0].isSolved && !game.cards[0].isHidden)
    }
}
