import Models
import Testing

@testable import Rendering

@Suite struct MemoryDrawingTests {
    @Test(arguments: [(1, 1), (4, 2), (6, 3), (9, 3), (16, 4), (17, 5)])
    func cardsLieInTheSmallestSquareThatHoldsThem(count: Int, columns: Int) {
        #expect(MemoryDrawing.columns(forCardCount: count) == columns)
    }

    @Test func aCardMidFlipIsSqueezedByTheFlipScaleAndSwitchesFaceHalfway() throws {
        let game = try Fixtures.memoryMidFlip()
        // 0.75 s ease-in-out flip from t = 0: before halfway the back shows, after it the front.
        let early = try game.cardState(0, at: 0.2)
        let late = try game.cardState(0, at: 0.6)
        #expect(early.shownSide == .back && late.shownSide == .front)
        #expect(early.frame.xScale > 0 && early.frame.xScale < 1)
        let svg = MemoryDrawing(game, at: 0.2).svg().body
        #expect(svg.contains("scale(\(SVGNumber.format(early.frame.xScale)) 1)"))
        #expect(MemoryDrawing(game, at: 0.2).textLines()[0].hasPrefix("{▒}"))
        #expect(MemoryDrawing(game, at: 0.6).textLines()[0].hasPrefix("{"))
    }

    @Test func aVanishingCardTurnsAndShrinksThenIsGone() throws {
        let (game, time) = try Fixtures.memoryVanishing()
        let pair = game.cards.filter { $0.face == 0 }.map(\.index)
        let state = try game.cardState(pair[0], at: time)
        #expect(state.isVisible && !state.transform.isIdentity)
        #expect(MemoryDrawing(game, at: time).svg().body.contains("matrix("))
        let later = MemoryDrawing(game, at: 10)
        #expect(try !game.cardState(pair[0], at: 10).isVisible)
        #expect(!later.svg().body.contains("matrix("))
    }

    @Test func symbolsDifferByPair() {
        #expect(Set((0..<12).map { MemoryDrawing.symbol($0, radius: 10) }).count == 12)
    }
}
