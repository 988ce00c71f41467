import Testing

@testable import History

@Suite("GroupFrame")
struct GroupFrameTests {
    @Test("a frame remembers where its commands start, so cancelling an inner group keeps the outer's")
    func innerCancelKeepsOuterCommands() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        stack.beginGroup(named: "Outer")
        stack.perform(Note("a"), on: &journal)
        stack.beginGroup(named: "Inner")
        #expect(stack.groups == [GroupFrame(name: "Outer", start: 0), GroupFrame(name: "Inner", start: 1)])
        stack.perform(Note("b"), on: &journal)
        stack.perform(Note("c"), on: &journal)
        try stack.cancelGroup(on: &journal)
        #expect(journal.lines == ["+a", "+b", "+c", "-c", "-b"])
        try stack.endGroup()
        #expect(stack.count == 1)
        try stack.undo(on: &journal)
        #expect(journal.lines.last == "-a")
    }

    @Test("the innermost frame's name is the open group name")
    func innermostName() {
        var stack = UndoStack<Note>()
        stack.beginGroup(named: "Outer")
        stack.beginGroup(named: "Inner")
        #expect(stack.openGroupName == "Inner")
        #expect(stack.groupDepth == 2)
    }
}
