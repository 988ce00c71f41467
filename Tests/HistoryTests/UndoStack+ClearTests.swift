import Testing

@testable import History

@Suite("UndoStack clear")
struct UndoStackClearTests {
    @Test("clear forgets every step but keeps the limit and the model")
    func clears() {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 5)
        for angle in 1...3 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        stack.clear()
        #expect(stack.count == 0)
        #expect(stack.index == 0)
        #expect(!stack.canUndo)
        #expect(stack.limit == 5)
        #expect(dial.angle == 3)
    }

    @Test("a clean stack stays clean; a dirty one loses its marker")
    func cleanAfterClear() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        try stack.setClean()
        stack.clear()
        #expect(stack.isClean)
        #expect(stack.cleanIndex == 0)
        stack.perform(rotate(1, 2), on: &dial)
        stack.clear()
        #expect(!stack.isClean)
        #expect(stack.cleanIndex == nil)
    }

    @Test("clear discards open groups without reverting what they applied")
    func discardsGroups() {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.beginGroup(named: "G")
        stack.perform(Note("a"), on: &journal)
        stack.clear()
        #expect(!stack.isGroupOpen)
        #expect(journal.lines == ["+a"])
        stack.perform(Note("b"), on: &journal)
        #expect(stack.actionNames == ["b"])
    }

    @Test("clear keeps the observers and ends merging")
    func keepsObservers() {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        let recorder = EventRecorder()
        recorder.observe(&stack)
        stack.perform(rotate(0, 1, key: "drag"), on: &dial)
        stack.clear()
        stack.perform(rotate(1, 2, key: "drag"), on: &dial)
        #expect(stack.count == 1)
        #expect(recorder.changes.contains(.cleared))
        #expect(recorder.changes.last == .pushed(name: "Rotate"))
    }
}
