import Models
import Testing

@Suite struct MemoryErrorTests {
    @Test func casesCarryTheirValues() {
        #expect(MemoryError.indexOutOfRange(99, count: 16) != .indexOutOfRange(98, count: 16))
        #expect(MemoryError.pairCountOutOfRange(0) == .pairCountOutOfRange(0))
    }
}
