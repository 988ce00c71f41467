import Models
import Testing

@Test func shuffleCanBeUndoneAndRedoneAsOneStep() throws {
    var puzzle = try SlidingPuzzle(rows: 4, columns: 4)
    puzzle.tilt(.right)
    let shuffle = puzzle.shuffle(seed: 7)
    #expect(shuffle.before.moveCount == 1)
    #expect(shuffle.after.moveCount == 0)
    #expect(shuffle.after.tiles == puzzle.tiles)
    try puzzle.restore(shuffle.before)
    #expect(puzzle.moveCount == 1)
    try puzzle.restore(shuffle.after)
    #expect(puzzle.snapshot == shuffle.after)
}
