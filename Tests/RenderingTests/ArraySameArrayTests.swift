import Testing
@testable import Rendering

/// A kept array is told unchanged by identity: its copies are the same array until one is
/// changed, and an array of equal elements built apart is another.
@Suite struct ArraySameArrayTests {
    @Test func copiesAreOneArrayUntilChanged() {
        let lines = ["a line", "another line that is long enough"]
        var copy = lines
        #expect(copy.isSameArray(as: lines))
        copy[0] = "changed"
        #expect(!copy.isSameArray(as: lines))
        #expect(!lines.map { $0 }.isSameArray(as: lines))
        #expect(![String]().isSameArray(as: lines))
        #expect(!Array(lines.prefix(1)).isSameArray(as: lines))
    }
}
