import Testing

@testable import History

@Suite("PropertyChange as UndoableCommand")
struct PropertyChangeUndoableCommandTests {
    @Test("apply sets after, revert sets before")
    func applyRevert() {
        var dial = Dial(angle: 1)
        let change = rotate(1, 9)
        change.apply(to: &dial)
        #expect(dial.angle == 9)
        change.revert(on: &dial)
        #expect(dial.angle == 1)
    }

    @Test("merging keeps the first before, the last after and the first name")
    func mergeKeepsEnds() throws {
        let first = PropertyChange("Turn", \Dial.angle, from: 0, to: 10, mergeKey: "drag")
        let second = PropertyChange("Spin", \Dial.angle, from: 10, to: 25, mergeKey: "drag")
        let merged = try #require(first.merged(with: second))
        #expect(merged.before == 0)
        #expect(merged.after == 25)
        #expect(merged.actionName == "Turn")
    }

    @Test("changes of different properties do not merge")
    func differentKeyPathsDoNotMerge() {
        let angle = PropertyChange<Dial, Int>("Edit", \Dial.angle, from: 0, to: 1, mergeKey: "edit")
        let other = PropertyChange<Dial, Int>("Edit", \Dial.notch, from: 0, to: 1, mergeKey: "edit")
        #expect(angle.merged(with: other) == nil)
    }

    @Test("a 50-event wheel drag undoes in one step")
    func dragUndoesInOneStep() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        for angle in 1...50 {
            stack.perform(PropertyChange("Rotate", \.angle, in: dial, to: angle, mergeKey: "drag"), on: &dial)
        }
        #expect(stack.count == 1)
        try stack.undo(on: &dial)
        #expect(dial.angle == 0)
        try stack.redo(on: &dial)
        #expect(dial.angle == 50)
    }
}
