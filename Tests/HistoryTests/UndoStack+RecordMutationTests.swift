import Testing

@testable import History

@Suite("UndoStack recordMutation")
struct UndoStackRecordMutationTests {
    @Test("a mutation becomes a snapshot step")
    func recordsSnapshot() throws {
        var tiles = [1, 2, 3, 0]
        var stack = UndoStack<SnapshotChange<[Int]>>()
        stack.recordMutation(named: "Shuffle", on: &tiles) { $0.reverse() }
        #expect(tiles == [0, 3, 2, 1])
        #expect(stack.undoMenuTitle == "Undo Shuffle")
        try stack.undo(on: &tiles)
        #expect(tiles == [1, 2, 3, 0])
    }

    @Test("a throwing mutation is rolled back and records nothing")
    func rollsBack() {
        var tiles = [1, 2, 3]
        var stack = UndoStack<SnapshotChange<[Int]>>()
        #expect(throws: ScriptFailure()) {
            try stack.recordMutation(named: "Broken", on: &tiles) { (tiles: inout [Int]) throws(ScriptFailure) in
                tiles.append(4)
                throw ScriptFailure()
            }
        }
        #expect(tiles == [1, 2, 3])
        #expect(stack.count == 0)
    }

    @Test("a mutation of a registry is recorded in a stack of AnyUndoCommands, and merges by key")
    func anyUndoCommandVariant() throws {
        var registry = Registry(dials: ["a": Dial()])
        var stack = UndoStack<AnyUndoCommand<Registry>>()
        stack.recordMutation(named: "Script", mergeKey: "s", on: &registry) { $0.dials["a"]?.angle = 5 }
        stack.recordMutation(named: "Script", mergeKey: "s", on: &registry) { $0.title = "done" }
        #expect(stack.count == 1)
        try stack.undo(on: &registry)
        #expect(registry == Registry(dials: ["a": Dial()]))
        #expect(throws: ScriptFailure()) {
            try stack.recordMutation(named: "Broken", on: &registry) {
                (registry: inout Registry) throws(ScriptFailure) in
                registry.title = "half"
                throw ScriptFailure()
            }
        }
        #expect(registry.title == "")
        #expect(stack.canRedo)
    }
}
