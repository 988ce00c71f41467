import Testing

@testable import History

@Suite("ObserverRegistration")
struct ObserverRegistrationTests {
    @Test("a registration calls its handler with the event")
    func callsHandler() {
        let recorder = EventRecorder()
        let registration = ObserverRegistration(token: ObserverToken(id: 0)) { recorder.record($0) }
        let event = UndoEvent(change: .cleared, status: UndoStack<DialChange>().status)
        registration.handler(event)
        #expect(recorder.events == [event])
    }

    @Test("observers are called in the order they were added")
    func registrationOrder() {
        let recorder = EventRecorder()
        var stack = UndoStack<DialChange>()
        stack.addObserver { recorder.record(UndoEvent(change: .pushed(name: "first"), status: $0.status)) }
        stack.addObserver { recorder.record(UndoEvent(change: .pushed(name: "second"), status: $0.status)) }
        stack.clear()
        #expect(recorder.changes == [.pushed(name: "first"), .pushed(name: "second")])
    }
}
