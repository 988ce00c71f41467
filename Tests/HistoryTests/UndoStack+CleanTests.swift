import Testing

@testable import History

@Suite("UndoStack clean state")
struct UndoStackCleanTests {
    @Test("undoing and redoing back to the clean index makes the stack clean again")
    func returnsToClean() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        try stack.setClean()
        #expect(stack.isClean)
        #expect(stack.cleanIndex == 1)
        try stack.undo(on: &dial)
        #expect(!stack.isClean)
        try stack.redo(on: &dial)
        #expect(stack.isClean)
        stack.perform(rotate(1, 2), on: &dial)
        #expect(!stack.isClean)
        try stack.setIndex(1, on: &dial)
        #expect(stack.isClean)
    }

    @Test("the marker is lost when a push after undoing past it discards it, and never comes back")
    func lostByPush() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(rotate(1, 2), on: &dial)
        try stack.setClean()
        try stack.setIndex(0, on: &dial)
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(rotate(1, 2), on: &dial)  // same index and even the same angle as the saved state
        #expect(stack.cleanIndex == nil)
        for target in 0...stack.count {
            try stack.setIndex(target, on: &dial)
            #expect(!stack.isClean)
        }
    }

    @Test("a push after undoing to (not past) the marker keeps it")
    func keptWhenNotPast() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        try stack.setClean()
        stack.perform(rotate(1, 2), on: &dial)
        try stack.undo(on: &dial)
        stack.perform(rotate(1, 5), on: &dial)
        try stack.undo(on: &dial)
        #expect(stack.isClean)
    }

    @Test("the marker is lost once its step is evicted by the limit")
    func lostByEviction() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 2)
        try stack.setClean()  // clean at 0: the state before the first step
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(rotate(1, 2), on: &dial)
        #expect(stack.cleanIndex == 0)
        stack.perform(rotate(2, 3), on: &dial)  // evicts the first step: state 0 is unreachable
        #expect(stack.cleanIndex == nil)
        try stack.setIndex(0, on: &dial)
        #expect(!stack.isClean)
    }

    @Test("eviction below the marker shifts it instead of losing it")
    func shiftedByEviction() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 2)
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(rotate(1, 2), on: &dial)
        try stack.setClean()
        stack.perform(rotate(2, 3), on: &dial)
        #expect(stack.cleanIndex == 1)
        try stack.undo(on: &dial)
        #expect(stack.isClean)
        #expect(dial.angle == 2)
    }

    @Test("resetClean forgets the marker")
    func resetClean() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.resetClean()
        #expect(!stack.isClean)
        stack.perform(rotate(0, 1), on: &dial)
        try stack.undo(on: &dial)
        #expect(!stack.isClean)
        try stack.setClean()
        #expect(stack.isClean)
    }
}
