import Testing

@testable import History

/// Each misuse throws its documented case and leaves the stack and the model untouched.
@Suite("UndoError")
struct UndoErrorTests {
    @Test("undo with nothing to undo")
    func nothingToUndo() {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        #expect(throws: UndoError.nothingToUndo) { try stack.undo(on: &dial) }
        #expect(dial == Dial())
    }

    @Test("redo with nothing to redo")
    func nothingToRedo() {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        #expect(throws: UndoError.nothingToRedo) { try stack.redo(on: &dial) }
        #expect(dial.angle == 1)
        #expect(stack.index == 1)
    }

    @Test("ending or cancelling a group that is not open")
    func noOpenGroup() {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        #expect(throws: UndoError.noOpenGroup) { try stack.endGroup() }
        #expect(throws: UndoError.noOpenGroup) { try stack.cancelGroup(on: &dial) }
        stack.beginGroup(named: "Drag")
        #expect(throws: Never.self) { try stack.endGroup() }
        #expect(throws: UndoError.noOpenGroup) { try stack.endGroup() }
    }

    @Test("navigation and clean marking while a group is open name the innermost group")
    func groupOpen() {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        _ = try? stack.undo(on: &dial)
        stack.beginGroup(named: "Outer")
        stack.beginGroup(named: "Drag")
        stack.perform(rotate(0, 2), on: &dial)
        #expect(throws: UndoError.undoWhileGroupOpen(group: "Drag")) { try stack.undo(on: &dial) }
        #expect(throws: UndoError.redoWhileGroupOpen(group: "Drag")) { try stack.redo(on: &dial) }
        #expect(throws: UndoError.setIndexWhileGroupOpen(group: "Drag")) { try stack.setIndex(0, on: &dial) }
        #expect(throws: UndoError.setCleanWhileGroupOpen(group: "Drag")) { try stack.setClean() }
        #expect(dial.angle == 2)
        #expect(stack.count == 1)
        #expect(stack.index == 0)
    }

    @Test("jumping outside 0...count", arguments: [-1, 3, Int.max, Int.min])
    func indexOutOfRange(requested: Int) {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(rotate(1, 2), on: &dial)
        #expect(throws: UndoError.indexOutOfRange(requested: requested, count: 2)) {
            try stack.setIndex(requested, on: &dial)
        }
        #expect(stack.index == 2)
        #expect(dial.angle == 2)
    }

    @Test("a negative limit")
    func negativeLimit() {
        var stack = UndoStack<DialChange>(limit: 4)
        #expect(throws: UndoError.negativeLimit(-1)) { try stack.setLimit(-1) }
        #expect(stack.limit == 4)
    }
}
