import Testing

@testable import History

@Suite("UndoStack groups")
struct UndoStackGroupsTests {
    @Test("a group undoes as one step, children in reverse order, and redoes in order")
    func groupIsOneStep() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.beginGroup(named: "Drag")
        for name in ["a", "b", "c"] { stack.perform(Note(name), on: &journal) }
        try stack.endGroup()
        #expect(stack.count == 1)
        #expect(stack.undoMenuTitle == "Undo Drag")
        journal.lines = []
        try stack.undo(on: &journal)
        try stack.redo(on: &journal)
        #expect(journal.lines == ["-c", "-b", "-a", "+a", "+b", "+c"])
    }

    @Test("an empty group records nothing and keeps the undone steps")
    func emptyGroup() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.perform(Note("a"), on: &journal)
        try stack.undo(on: &journal)
        stack.beginGroup(named: "Nothing")
        try stack.endGroup()
        #expect(stack.count == 1)
        #expect(stack.canRedo)
        #expect(stack.isClean)
    }

    @Test("nested groups fold into the outer one, named after it")
    func nestedFold() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.beginGroup(named: "Outer")
        stack.perform(Note("a"), on: &journal)
        stack.beginGroup(named: "Inner")
        stack.perform(Note("b"), on: &journal)
        try stack.endGroup()
        #expect(stack.count == 0)  // nothing recorded until the outermost group ends
        stack.perform(Note("c"), on: &journal)
        try stack.endGroup()
        #expect(stack.actionNames == ["Outer"])
        journal.lines = []
        try stack.undo(on: &journal)
        #expect(journal.lines == ["-c", "-b", "-a"])
    }

    @Test("commands in a group do not discard undone steps until the group is recorded")
    func redoKeptUntilCommit() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.perform(Note("a"), on: &journal)
        try stack.undo(on: &journal)
        stack.beginGroup(named: "G")
        stack.perform(Note("b"), on: &journal)
        #expect(stack.count == 1)
        try stack.endGroup()
        #expect(stack.actionNames == ["G"])
    }

    @Test("the closure form records one step and returns the body's result")
    func closureForm() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        let result = stack.group(named: "G") { stack in
            stack.perform(Note("a"), on: &journal)
            stack.perform(Note("b"), on: &journal)
            return 42
        }
        #expect(result == 42)
        #expect(stack.actionNames == ["G"])
        #expect(!stack.isGroupOpen)
    }

    @Test("the closure form closes groups the body left open, and tolerates a body that closed its own")
    func closureFormRepairsDepth() {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.group(named: "G") { stack in
            stack.beginGroup(named: "Forgotten")
            stack.perform(Note("a"), on: &journal)
        }
        #expect(!stack.isGroupOpen)
        #expect(stack.actionNames == ["G"])
        stack.beginGroup(named: "Outer")
        stack.group(named: "Self-closing") { stack in
            stack.perform(Note("b"), on: &journal)
            try? stack.endGroup()
        }
        #expect(stack.openGroupName == "Outer")
    }

    @Test("when the body throws, what it did is kept as the step and the error is rethrown")
    func closureFormThrows() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        #expect(throws: ScriptFailure()) {
            try stack.group(named: "G") { stack throws(ScriptFailure) in
                stack.perform(Note("a"), on: &journal)
                throw ScriptFailure()
            }
        }
        #expect(!stack.isGroupOpen)
        #expect(stack.actionNames == ["G"])
        try stack.undo(on: &journal)
        #expect(journal.lines == ["+a", "-a"])
    }

    @Test("cancelling a group reverts its commands and records nothing")
    func cancel() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.beginGroup(named: "Drag")
        stack.perform(Note("a"), on: &journal)
        stack.perform(Note("b"), on: &journal)
        try stack.cancelGroup(on: &journal)
        #expect(journal.lines == ["+a", "+b", "-b", "-a"])
        #expect(stack.count == 0)
        #expect(!stack.isGroupOpen)
        #expect(stack.isClean)
    }

    @Test("while a group is open the stack is not clean once it holds a command")
    func pendingIsNotClean() {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.beginGroup(named: "G")
        #expect(stack.isClean)
        stack.perform(Note("a"), on: &journal)
        #expect(!stack.isClean)
        #expect(!stack.canUndo)
    }
}
