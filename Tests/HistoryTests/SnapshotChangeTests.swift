import Testing

@testable import History

@Suite("SnapshotChange")
struct SnapshotChangeTests {
    @Test("the initializer stores both snapshots, the name and the key")
    func stores() {
        let change = SnapshotChange("Shuffle", from: [1, 2, 3], to: [3, 1, 2], mergeKey: "k")
        #expect(change.before == [1, 2, 3])
        #expect(change.after == [3, 1, 2])
        #expect(change.actionName == "Shuffle")
        #expect(change.mergeKey == "k")
    }

    @Test("a stack of snapshots restores whole values")
    func restoresWholeValues() throws {
        var tiles = [1, 2, 3, 0]
        var stack = UndoStack<SnapshotChange<[Int]>>()
        stack.perform(SnapshotChange("Slide", from: tiles, to: [1, 2, 0, 3]), on: &tiles)
        try stack.undo(on: &tiles)
        #expect(tiles == [1, 2, 3, 0])
    }
}
