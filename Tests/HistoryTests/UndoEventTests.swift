import Testing

@testable import History

@Suite("UndoEvent")
struct UndoEventTests {
    @Test("every event of one operation carries the final status")
    func finalStatus() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 1)
        stack.perform(rotate(0, 1), on: &dial)
        let recorder = EventRecorder()
        recorder.observe(&stack)
        stack.perform(PropertyChange("Spin", \.angle, in: dial, to: 2), on: &dial)
        let events = recorder.events
        #expect(events.count == 2)  // evicted, pushed
        #expect(events.allSatisfy { $0.status == stack.status })
        #expect(events.first?.status.undoMenuTitle == "Undo Spin")
    }

    @Test("the public initializer keeps its fields")
    func initializer() {
        let status = UndoStack<DialChange>().status
        let event = UndoEvent(change: .cleared, status: status)
        #expect(event.change == .cleared)
        #expect(event.status == status)
    }
}
