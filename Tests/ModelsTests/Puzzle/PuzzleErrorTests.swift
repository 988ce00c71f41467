import Models
import Testing

@Test func errorsCompareByTheirValues() {
    #expect(PuzzleError.sizeOutOfRange(rows: 1, columns: 1) == .sizeOutOfRange(rows: 1, columns: 1))
    #expect(PuzzleError.sizeOutOfRange(rows: 1, columns: 1) != .sizeOutOfRange(rows: 1, columns: 2))
    #expect(PuzzleError.cancelled != .unsolvable)
}
