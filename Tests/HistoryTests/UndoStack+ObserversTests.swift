import Testing

@testable import History

@Suite("UndoStack observers")
struct UndoStackObserversTests {
    @Test("every kind of change is reported")
    func everyChange() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        let recorder = EventRecorder()
        recorder.observe(&stack)

        stack.perform(rotate(0, 1, key: "drag"), on: &dial)
        #expect(recorder.changes == [.pushed(name: "Rotate"), .cleanChanged(isClean: false)])
        recorder.reset()
        stack.perform(rotate(1, 2, key: "drag"), on: &dial)
        #expect(recorder.changes == [.merged(name: "Rotate")])
        recorder.reset()
        try stack.undo(on: &dial)
        #expect(recorder.changes == [.undone(name: "Rotate"), .cleanChanged(isClean: true)])
        recorder.reset()
        try stack.redo(on: &dial)
        #expect(recorder.changes == [.redone(name: "Rotate"), .cleanChanged(isClean: false)])
        recorder.reset()
        try stack.setIndex(0, on: &dial)
        #expect(recorder.changes == [.jumped(from: 1, to: 0), .cleanChanged(isClean: true)])
        recorder.reset()
        try stack.setIndex(1, on: &dial)
        try stack.setClean()
        #expect(
            recorder.changes == [.jumped(from: 0, to: 1), .cleanChanged(isClean: false), .cleanChanged(isClean: true)])
        recorder.reset()
        stack.resetClean()
        #expect(recorder.changes == [.cleanChanged(isClean: false)])
        recorder.reset()
        try stack.setLimit(1)
        #expect(recorder.changes == [.limitChanged(limit: 1)])
        recorder.reset()
        stack.perform(rotate(2, 3), on: &dial)
        #expect(recorder.changes == [.evicted(count: 1), .pushed(name: "Rotate")])
        recorder.reset()
        stack.beginGroup(named: "G")
        stack.perform(rotate(3, 4), on: &dial)
        try stack.cancelGroup(on: &dial)
        #expect(
            recorder.changes == [
                .groupBegan(name: "G"), .addedToGroup(group: "G", command: "Rotate"), .groupCancelled(name: "G"),
            ])
        recorder.reset()
        stack.clear()
        #expect(recorder.changes == [.cleared])
    }

    @Test("operations that change nothing report nothing")
    func noOpsAreSilent() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        let recorder = EventRecorder()
        recorder.observe(&stack)
        try stack.setClean()  // already clean at 0
        try stack.setIndex(0, on: &dial)
        try stack.setLimit(nil)
        stack.endMerging()
        _ = try? stack.undo(on: &dial)  // throws: nothing to undo
        #expect(recorder.events.isEmpty)
    }

    @Test("copies of the stack keep notifying the same observers")
    func copiesShareObservers() {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        let recorder = EventRecorder()
        recorder.observe(&stack)
        var copy = stack
        copy.perform(rotate(0, 1), on: &dial)
        #expect(recorder.changes.first == .pushed(name: "Rotate"))
    }
}
