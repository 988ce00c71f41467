import Testing

@testable import History

@Suite("PropertyChange")
struct PropertyChangeTests {
    @Test("the in-root initializer reads the before value from the model")
    func readsBefore() {
        let dial = Dial(angle: 12, label: "x")
        let change = PropertyChange("Rotate", \Dial.angle, in: dial, to: 40, mergeKey: "drag")
        #expect(change.before == 12)
        #expect(change.after == 40)
        #expect(change.actionName == "Rotate")
        #expect(change.mergeKey == "drag")
    }

    @Test("it changes only its property")
    func changesOnlyItsProperty() throws {
        var dial = Dial(angle: 0, label: "keep")
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 30), on: &dial)
        #expect(dial == Dial(angle: 30, label: "keep"))
        try stack.undo(on: &dial)
        #expect(dial == Dial(angle: 0, label: "keep"))
    }

    @Test("a stack of property changes is Sendable, so a Sendable model can hold its history")
    func sendableModelHoldsHistory() async {
        struct Control: Sendable {
            var dial = Dial()
            var history = UndoStack<DialChange>()
        }
        var control = Control()
        control.history.perform(rotate(0, 3), on: &control.dial)
        let sent = control
        let angle = await Task.detached { sent.dial.angle }.value
        #expect(angle == 3)
        #expect(sent.history.undoMenuTitle == "Undo Rotate")
    }
}
