import Testing

@testable import History

@Suite("UndoStack context conveniences")
struct UndoStackContextConveniencesTests {
    @Test("commands without a context act on the references they hold")
    func voidContext() throws {
        let counter = SharedCounter()
        var stack = UndoStack<AnyUndoCommand<Void>>()
        let add = AnyUndoCommand<Void>("Add", apply: { _ in counter.add(1) }, revert: { _ in counter.add(-1) })
        stack.perform(add)
        stack.perform(add)
        #expect(counter.value == 2)
        try stack.undo()
        #expect(counter.value == 1)
        try stack.redo()
        try stack.setIndex(0)
        #expect(counter.value == 0)
        stack.beginGroup(named: "G")
        stack.perform(add)
        try stack.cancelGroup()
        #expect(counter.value == 0)
        #expect(throws: UndoError.nothingToUndo) { try stack.undo() }
    }

    @Test("an object context is passed without &")
    func objectContext() throws {
        let runtime = Runtime()
        var stack = UndoStack<AnyUndoCommand<Runtime>>()
        let turn = AnyUndoCommand<Runtime>("Rotate", apply: { $0.dial.angle = 9 }, revert: { $0.dial.angle = 0 })
        stack.perform(turn, on: runtime)
        #expect(runtime.dial.angle == 9)
        try stack.undo(on: runtime)
        #expect(runtime.dial.angle == 0)
        try stack.redo(on: runtime)
        try stack.setIndex(0, on: runtime)
        #expect(runtime.dial.angle == 0)
        stack.beginGroup(named: "G")
        stack.perform(turn, on: runtime)
        try stack.cancelGroup(on: runtime)
        #expect(runtime.dial.angle == 0)
        #expect(throws: UndoError.nothingToUndo) { try stack.undo(on: runtime) }
    }
}
