import Models
import Testing

@Suite struct MemoryCardSideTests {
    @Test func namesAreTheScriptNames() {
        #expect(MemoryCardSide.allCases.map(\.rawValue) == ["back", "front"])
        #expect(MemoryCardSide(rawValue: "front") == .front)
    }
}
