import Models
import Testing

@Test func errorsCompareByTheirValues() {
    #expect(PuzzleError.sizeOutOfRange(rows: 1, columns: 1) == .sizeOutOfRange(rows: 1, columns: 1))
    #expect(PuzzleError.sizeOutOfRange(rows: 1, columns: 1) != .sizeOutOfRange(rows: 1, columns: 2))
    #expect(PuzzleError.cancelled != .unsolvable)
}

@Test(arguments: [
    (PuzzleError.sizeOutOfRange(rows: 1, columns: 1), "a puzzle has 2 to 8 rows and 2 to 8 columns, not 1×1"),
    (
        .notAPermutation(expectedCount: 4, tiles: [1, 1, 2, 0]),
        "tiles must be each of 0...3 exactly once (0 is the free slot), not [1, 1, 2, 0]"
    ),
    (.indexOutOfRange(9, cellCount: 9), "index 9 is outside the board's 0...8"),
    (.invalidMove(PuzzleMove(tile: 3, from: 0, to: 5)), "move of tile 3 from 0 to 5 does not fit the board"),
    (.unsolvable, "this board cannot be solved: its permutation parity is wrong"),
    (.cancelled, "the solve was cancelled"),
    (.cacheWriteFailed(path: "/x/y"), "could not write the pattern database cache file /x/y"),
    (.unknownTilt("sideways"), "unknown tilt 'sideways' (expected left, right, up or down)"),
])
func errorDescriptionsSayWhatWentWrong(error: PuzzleError, text: String) {
    #expect(error.description == text)
}

@Test func imageSizeErrorNamesTheSizeAndScale() {
    let text = PuzzleError.invalidImageSize(width: 0, height: 10, scale: 2).description
    #expect(text.contains("0.0×10.0"))
    #expect(text.contains("scale 2.0"))
}
