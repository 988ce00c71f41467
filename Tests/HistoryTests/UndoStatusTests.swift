import Testing

@testable import History

@Suite("UndoStatus")
struct UndoStatusTests {
    @Test(
        "menu titles add the name after the verb, or show the verb alone",
        arguments: [("Rotate", "Undo Rotate"), ("", "Undo"), ("Move Tile", "Undo Move Tile")])
    func menuTitle(name: String, expected: String) {
        #expect(UndoStatus.menuTitle(verb: "Undo", actionName: name) == expected)
    }

    @Test("the status mirrors the stack")
    func mirrorsStack() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 5)
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(PropertyChange("Spin", \.angle, in: dial, to: 2), on: &dial)
        try stack.undo(on: &dial)
        let status = stack.status
        #expect(status.index == 1)
        #expect(status.count == 2)
        #expect(status.limit == 5)
        #expect(!status.isClean)
        #expect(status.canUndo && status.canRedo)
        #expect(status.undoMenuTitle == "Undo Rotate")
        #expect(status.redoMenuTitle == "Redo Spin")
        #expect(status.openGroupName == nil)
    }

    @Test("while a group is open nothing can be undone or redone and the titles are plain")
    func groupOpenStatus() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        stack.beginGroup(named: "Drag")
        let status = stack.status
        #expect(!status.canUndo && !status.canRedo)
        #expect(status.undoMenuTitle == "Undo")
        #expect(status.redoMenuTitle == "Redo")
        #expect(status.openGroupName == "Drag")
    }
}
