import Testing

@testable import History

@Suite("AnyUndoCommand as UndoableCommand")
struct AnyUndoCommandUndoableCommandTests {
    /// A closure command that sets the angle, as scripts would build it.
    func setAngle(_ from: Int, _ to: Int, name: String = "Rotate") -> AnyUndoCommand<Dial> {
        AnyUndoCommand(name, mergeKey: "drag", apply: { $0.angle = to }, revert: { $0.angle = from })
    }

    @Test("closure commands merge into the first revert and the last apply, keeping the first name")
    func closureMerge() throws {
        let merged = try #require(setAngle(0, 10, name: "First").merged(with: setAngle(10, 20, name: "Second")))
        #expect(merged.actionName == "First")
        var dial = Dial(angle: 20)
        merged.revert(on: &dial)
        #expect(dial.angle == 0)
        merged.apply(to: &dial)
        #expect(dial.angle == 20)
    }

    @Test("a 50-event drag of closure commands undoes in one step")
    func closureDrag() throws {
        var dial = Dial()
        var stack = UndoStack<AnyUndoCommand<Dial>>()
        for angle in 1...50 { stack.perform(setAngle(angle - 1, angle), on: &dial) }
        #expect(stack.count == 1)
        try stack.undo(on: &dial)
        #expect(dial.angle == 0)
        try stack.redo(on: &dial)
        #expect(dial.angle == 50)
    }

    @Test("wrapped commands merge through their own merged(with:), so deltas compose")
    func wrappedMergeIsFaithful() throws {
        var dial = Dial()
        var stack = UndoStack<AnyUndoCommand<Dial>>()
        for _ in 0..<3 { stack.perform(AnyUndoCommand(Increment(by: 2)), on: &dial) }
        #expect(stack.count == 1)
        #expect(dial.angle == 6)
        try stack.undo(on: &dial)
        #expect(dial.angle == 0)  // the before/after rule would have left 4
    }

    @Test("focused commands merge only when the focus is the same")
    func focusedMerge() {
        let a = AnyUndoCommand(rotate(0, 1, key: "drag"), focus: \Registry.dials["a"])
        let a2 = AnyUndoCommand(rotate(1, 2, key: "drag"), focus: \Registry.dials["a"])
        let b = AnyUndoCommand(rotate(1, 2, key: "drag"), focus: \Registry.dials["b"])
        #expect(a.merged(with: a2) != nil)
        #expect(a.merged(with: b) == nil)
    }

    @Test("non-optional focused commands merge only when the focus is the same")
    func plainFocusedMerge() throws {
        let first = AnyUndoCommand(Increment(by: 1), focus: \Nested.dial)
        let second = AnyUndoCommand(Increment(by: 2), focus: \Nested.dial)
        let other = AnyUndoCommand(Increment(by: 2), focus: \Nested.other)
        #expect(first.merged(with: other) == nil)
        let merged = try #require(first.merged(with: second))
        var nested = Nested()
        merged.apply(to: &nested)
        #expect(nested.dial.angle == 3)
    }

    @Test("closure and wrapped commands never merge with each other, nor different wrapped types")
    func mixedDoNotMerge() {
        let closure = setAngle(0, 1)
        let wrapped = AnyUndoCommand(rotate(1, 2, key: "drag"))
        let otherType = AnyUndoCommand(Increment(by: 1, mergeKey: "drag"))
        #expect(closure.merged(with: wrapped) == nil)
        #expect(wrapped.merged(with: closure) == nil)
        #expect(wrapped.merged(with: otherType) == nil)
    }
}

/// A context with two dials, for focus comparisons.
struct Nested: Sendable {
    var dial = Dial()
    var other = Dial()
}
