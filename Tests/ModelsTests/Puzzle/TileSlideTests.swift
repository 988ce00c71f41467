import Models
import Testing

@Test func aSlideIsAMoveAndItsStart() {
    let move = PuzzleMove(tile: 8, from: 7, to: 8)
    let slide = TileSlide(move: move, start: 1.5)
    #expect(slide.move == move && slide.start == 1.5)
    #expect(slide == TileSlide(move: move, start: 1.5))
    #expect(slide != TileSlide(move: move, start: 2))
}
