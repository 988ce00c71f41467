import Testing

@testable import History

@Suite("AnyUndoCommand")
struct AnyUndoCommandTests {
    @Test("closure commands apply, revert and re-apply")
    func closures() throws {
        var dial = Dial()
        var stack = UndoStack<AnyUndoCommand<Dial>>()
        stack.perform(AnyUndoCommand("Rotate", apply: { $0.angle = 30 }, revert: { $0.angle = 0 }), on: &dial)
        #expect(dial.angle == 30)
        #expect(try stack.undo(on: &dial) == "Rotate")
        #expect(dial.angle == 0)
        try stack.redo(on: &dial)
        #expect(dial.angle == 30)
    }

    @Test("wrapping a concrete command keeps its name and merge key")
    func wrappingKeepsMetadata() {
        let wrapped = AnyUndoCommand(rotate(0, 5, key: "drag"))
        #expect(wrapped.actionName == "Rotate")
        #expect(wrapped.mergeKey == "drag")
    }

    @Test("wrapping an AnyUndoCommand again does not add a box")
    func noDoubleBox() {
        let closure = AnyUndoCommand<Dial>("x", apply: { _ in }, revert: { _ in })
        let rewrapped = AnyUndoCommand(closure)
        guard case .closures = rewrapped.storage else {
            Issue.record("re-wrapping boxed a closure command")
            return
        }
    }

    @Test("a focused command changes only its part of the context")
    func focus() throws {
        var registry = Registry()
        var stack = UndoStack<AnyUndoCommand<Registry>>()
        stack.perform(AnyUndoCommand(Note("n"), focus: \Registry.journal), on: &registry)
        #expect(registry.journal.lines == ["+n"])
        try stack.undo(on: &registry)
        #expect(registry.journal.lines == ["+n", "-n"])
    }

    @Test("an optional focus acts while the part exists and does nothing once it is gone")
    func optionalFocus() throws {
        var registry = Registry(dials: ["w1": Dial()])
        var stack = UndoStack<AnyUndoCommand<Registry>>()
        stack.perform(AnyUndoCommand(rotate(0, 30), focus: \Registry.dials["w1"]), on: &registry)
        #expect(registry.dials["w1"]?.angle == 30)
        try stack.undo(on: &registry)
        #expect(registry.dials["w1"]?.angle == 0)
        registry.dials["w1"] = nil  // the control was deleted by a script
        try stack.redo(on: &registry)
        #expect(registry.dials.isEmpty)
    }

    @Test("one history over heterogeneous controls undoes a cross-control group as one step")
    func heterogeneousRegistry() throws {
        var registry = Registry(dials: ["a": Dial(), "b": Dial()])
        var stack = UndoStack<AnyUndoCommand<Registry>>(limit: 10)
        stack.group(named: "Align") { stack in
            stack.perform(AnyUndoCommand(rotate(0, 90), focus: \Registry.dials["a"]), on: &registry)
            stack.perform(AnyUndoCommand(rotate(0, 90), focus: \Registry.dials["b"]), on: &registry)
            stack.perform(AnyUndoCommand(Note("aligned"), focus: \Registry.journal), on: &registry)
            stack.perform(
                AnyUndoCommand("Retitle", apply: { $0.title = "aligned" }, revert: { $0.title = "" }),
                on: &registry)
        }
        #expect(stack.count == 1)
        #expect(stack.undoMenuTitle == "Undo Align")
        let changed = registry
        try stack.undo(on: &registry)
        #expect(registry.dials["a"]?.angle == 0)
        #expect(registry.dials["b"]?.angle == 0)
        #expect(registry.title == "")
        try stack.redo(on: &registry)
        #expect(registry.dials == changed.dials)
        #expect(registry.title == "aligned")
    }

    @Test("commands and stacks of them cross concurrency domains")
    func sendable() async {
        let command = AnyUndoCommand<Dial>("Rotate", apply: { $0.angle = 1 }, revert: { $0.angle = 0 })
        var stack = UndoStack<AnyUndoCommand<Dial>>()
        var dial = Dial()
        stack.perform(command, on: &dial)
        let moved = stack
        let count = await Task.detached { moved.count }.value
        #expect(count == 1)
    }
}
