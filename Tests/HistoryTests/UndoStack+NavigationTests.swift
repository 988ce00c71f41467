import Testing

@testable import History

@Suite("UndoStack undo, redo and jumps")
struct UndoStackNavigationTests {
    /// A dial rotated through 1, 2, 3 and its history.
    func threeSteps() -> (Dial, UndoStack<DialChange>) {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        for angle in 1...3 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        return (dial, stack)
    }

    @Test("undo and redo return the name of the step and move one step")
    func undoRedo() throws {
        var (dial, stack) = threeSteps()
        #expect(try stack.undo(on: &dial) == "Rotate")
        #expect(dial.angle == 2)
        #expect(stack.index == 2)
        #expect(try stack.redo(on: &dial) == "Rotate")
        #expect(dial.angle == 3)
        #expect(stack.index == 3)
    }

    @Test("undo everything, then redo everything", arguments: [0, 1, 2, 3])
    func setIndex(target: Int) throws {
        var (dial, stack) = threeSteps()
        try stack.setIndex(target, on: &dial)
        #expect(dial.angle == target)
        #expect(stack.index == target)
        try stack.setIndex(3, on: &dial)
        #expect(dial.angle == 3)
    }

    @Test("a jump undoes groups in reverse and redoes them in order")
    func jumpThroughGroups() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.group(named: "G") { stack in
            stack.perform(Note("a"), on: &journal)
            stack.perform(Note("b"), on: &journal)
        }
        stack.perform(Note("c"), on: &journal)
        journal.lines = []
        try stack.setIndex(0, on: &journal)
        try stack.setIndex(2, on: &journal)
        #expect(journal.lines == ["-c", "-b", "-a", "+a", "+b", "+c"])
    }

    @Test("jumping to the current index changes nothing but ends merging")
    func jumpToSameIndex() throws {
        var (dial, stack) = threeSteps()
        let recorder = EventRecorder()
        recorder.observe(&stack)
        stack.perform(rotate(3, 4, key: "drag"), on: &dial)
        try stack.setIndex(4, on: &dial)
        stack.perform(rotate(4, 5, key: "drag"), on: &dial)
        #expect(stack.count == 5)
        #expect(!recorder.changes.contains { if case .jumped = $0 { true } else { false } })
    }
}
