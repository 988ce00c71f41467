import Models
import Testing

@Test func inverseSlidesTheSameTileBack() {
    let move = PuzzleMove(tile: 7, from: 3, to: 4)
    #expect(move.inverse == PuzzleMove(tile: 7, from: 4, to: 3))
    #expect(move.inverse.inverse == move)
}

@Test(arguments: TiltDirection.allCases)
func aMoveKnowsTheTiltThatMadeIt(direction: TiltDirection) throws {
    var puzzle = try SlidingPuzzle(rows: 3, columns: 3, tiles: [1, 2, 3, 4, 0, 5, 6, 7, 8])
    let made = puzzle.tilt(direction)
    let move = try #require(made)
    #expect(move.direction(columns: 3) == direction)
}

@Test(arguments: TiltDirection.allCases)
func aTiltIsNamedAsScriptsNameIt(direction: TiltDirection) throws {
    #expect(try TiltDirection(named: direction.rawValue) == direction)
}

@Test func anUnknownTiltIsRefusedWithTheNamesThatWork() {
    #expect(throws: PuzzleError.unknownTilt("Left")) { try TiltDirection(named: "Left") }
}
