import Testing

@testable import History

/// The order of the changes one operation reports, as documented on `UndoChange`.
@Suite("UndoChange")
struct UndoChangeTests {
    @Test("a push after undoing reports the discard, the push, then the clean flip")
    func pushAfterUndoOrder() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(rotate(1, 2), on: &dial)
        try stack.undo(on: &dial)
        try stack.setClean()
        let recorder = EventRecorder()
        recorder.observe(&stack)
        stack.perform(PropertyChange("Spin", \.angle, in: dial, to: 9), on: &dial)
        #expect(recorder.changes == [.redoDiscarded(count: 1), .pushed(name: "Spin"), .cleanChanged(isClean: false)])
    }

    @Test("a push at the limit reports the eviction before the push, and the lost clean state")
    func pushAtLimitOrder() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 1)
        try stack.setClean()
        let recorder = EventRecorder()
        recorder.observe(&stack)
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(PropertyChange("Spin", \.angle, in: dial, to: 2), on: &dial)
        #expect(
            recorder.changes == [
                .pushed(name: "Rotate"), .cleanChanged(isClean: false), .evicted(count: 1), .pushed(name: "Spin"),
            ])
        #expect(stack.cleanIndex == nil)
    }

    @Test("closing the outermost group reports the end before the new step")
    func groupOrder() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        let recorder = EventRecorder()
        recorder.observe(&stack)
        stack.beginGroup(named: "G")
        stack.perform(Note("a"), on: &journal)
        try stack.endGroup()
        #expect(
            recorder.changes == [
                .groupBegan(name: "G"), .addedToGroup(group: "G", command: "a"), .cleanChanged(isClean: false),
                .groupEnded(name: "G"), .pushed(name: "G"),
            ])
    }

    @Test("changes are equatable by case and payload")
    func equatable() {
        #expect(UndoChange.pushed(name: "a") != .pushed(name: "b"))
        #expect(UndoChange.undone(name: "a") != .redone(name: "a"))
        #expect(UndoChange.jumped(from: 0, to: 2) == .jumped(from: 0, to: 2))
    }
}
