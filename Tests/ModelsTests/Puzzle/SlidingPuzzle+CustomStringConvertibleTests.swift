import Models
import Testing

@Test func descriptionShowsRowsWithTheFreeSlotAsADot() throws {
    #expect(try SlidingPuzzle(rows: 2, columns: 2).description == "1 2\n3 .")
    #expect(try SlidingPuzzle(rows: 3, columns: 4).description == " 1  2  3  4\n 5  6  7  8\n 9 10 11  .")
}
