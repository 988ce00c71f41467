import Testing

@testable import History

@Suite("UndoStack recording and merging")
struct UndoStackRecordingTests {
    @Test("perform applies the command; push only records it")
    func performVersusPush() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 5), on: &dial)
        #expect(dial.angle == 5)
        stack.push(rotate(5, 9))  // the caller already changed the model
        #expect(dial.angle == 5)
        dial.angle = 9
        try stack.undo(on: &dial)
        #expect(dial.angle == 5)
        #expect(stack.count == 2)
    }

    @Test("a new push discards the undone steps")
    func pushClearsRedo() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(rotate(1, 2), on: &dial)
        try stack.undo(on: &dial)
        stack.perform(PropertyChange("Spin", \.angle, in: dial, to: 7), on: &dial)
        #expect(!stack.canRedo)
        #expect(stack.actionNames == ["Rotate", "Spin"])
    }

    @Test("consecutive commands with the same key merge: first before, last after")
    func sameKeyMerges() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 10, key: "drag"), on: &dial)
        stack.perform(rotate(10, 20, key: "drag"), on: &dial)
        #expect(stack.count == 1)
        try stack.undo(on: &dial)
        #expect(dial.angle == 0)
        try stack.redo(on: &dial)
        #expect(dial.angle == 20)
    }

    @Test(
        "different keys, or no key, do not merge",
        arguments: [("a", "b"), (nil, nil), ("a", nil)] as [(String?, String?)])
    func noMerge(first: String?, second: String?) {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1, key: first), on: &dial)
        stack.perform(rotate(1, 2, key: second), on: &dial)
        #expect(stack.count == 2)
    }

    @Test("never merges onto the clean state: a new step starts instead")
    func noMergeOntoClean() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1, key: "drag"), on: &dial)
        try stack.setClean()
        stack.perform(rotate(1, 2, key: "drag"), on: &dial)
        #expect(stack.count == 2)
        try stack.undo(on: &dial)
        #expect(stack.isClean)
        #expect(dial.angle == 1)
    }

    @Test("endMerging makes the next command a new step")
    func endMerging() {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1, key: "drag"), on: &dial)
        stack.endMerging()
        stack.perform(rotate(1, 2, key: "drag"), on: &dial)
        stack.perform(rotate(2, 3, key: "drag"), on: &dial)
        #expect(stack.count == 2)
    }

    @Test("undo then redo breaks merging, so a later drag is its own step")
    func navigationBreaksMerging() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1, key: "drag"), on: &dial)
        try stack.undo(on: &dial)
        try stack.redo(on: &dial)
        stack.perform(rotate(1, 2, key: "drag"), on: &dial)
        #expect(stack.count == 2)
    }

    @Test("a merge refused by the command starts a new step")
    func refusedMerge() {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(PropertyChange("Edit", \Dial.angle, from: 0, to: 1, mergeKey: "edit"), on: &dial)
        stack.perform(PropertyChange("Edit", \Dial.notch, from: 0, to: 1, mergeKey: "edit"), on: &dial)
        #expect(stack.count == 2)
    }

    @Test("commands merge inside a group too, but not across an inner group's start")
    func mergeInsideGroup() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.beginGroup(named: "G")
        stack.perform(rotate(0, 1, key: "drag"), on: &dial)
        stack.perform(rotate(1, 2, key: "drag"), on: &dial)
        #expect(stack.pending.count == 1)
        stack.beginGroup(named: "Inner")
        stack.perform(rotate(2, 3, key: "drag"), on: &dial)
        #expect(stack.pending.count == 2)
        try stack.endGroup()
        try stack.endGroup()
        try stack.undo(on: &dial)
        #expect(dial.angle == 0)
    }
}
