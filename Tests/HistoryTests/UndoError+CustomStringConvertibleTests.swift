import Testing

@testable import History

@Suite("UndoError messages")
struct UndoErrorCustomStringConvertibleTests {
    @Test(
        "every error has an actionable message",
        arguments: [
            (UndoError.nothingToUndo, "nothing to undo"),
            (.nothingToRedo, "nothing to redo"),
            (.noOpenGroup, "no group is open; begin a group before ending or cancelling one"),
            (.undoWhileGroupOpen(group: "Drag"), "cannot undo while the group 'Drag' is open; end it first"),
            (.redoWhileGroupOpen(group: "Drag"), "cannot redo while the group 'Drag' is open; end it first"),
            (
                .setIndexWhileGroupOpen(group: "Drag"),
                "cannot jump to another step while the group 'Drag' is open; end it first"
            ),
            (
                .setCleanWhileGroupOpen(group: "Drag"),
                "cannot mark the history clean while the group 'Drag' is open; end it first"
            ),
            (
                .indexOutOfRange(requested: 7, count: 3),
                "cannot jump to step 7; the step must be between 0 and 3"
            ),
            (
                .negativeLimit(-2),
                "the undo limit must be 0 (unlimited) or a positive number of steps, not -2"
            ),
            (
                .busy(attempted: "undo", running: "redo"),
                "cannot undo while redo is in progress; an undoable action must not use the history itself"
            ),
        ])
    func message(error: UndoError, expected: String) {
        #expect(error.description == expected)
        #expect(String(describing: error) == expected)
    }

    @Test("a thrown error reads the same when caught as any Error")
    func thrownMessage() {
        var stack = UndoStack<DialChange>()
        var dial = Dial()
        do {
            try stack.undo(on: &dial)
            Issue.record("undo on an empty stack did not throw")
        } catch {
            #expect("\(error)" == "nothing to undo")
        }
    }
}
