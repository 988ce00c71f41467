import Testing

@testable import History

@Suite("SnapshotChange as UndoableCommand")
struct SnapshotChangeUndoableCommandTests {
    @Test("apply sets after, revert sets before")
    func applyRevert() {
        var value = "b"
        let change = SnapshotChange("Edit", from: "a", to: "b")
        change.revert(on: &value)
        #expect(value == "a")
        change.apply(to: &value)
        #expect(value == "b")
    }

    @Test("merging keeps the first before, the last after and the first name")
    func merge() throws {
        let merged = try #require(
            SnapshotChange("Type", from: "", to: "a").merged(with: SnapshotChange("Typed", from: "a", to: "ab")))
        #expect(merged.before == "")
        #expect(merged.after == "ab")
        #expect(merged.actionName == "Type")
    }
}
