import Testing

@testable import History

@Suite("SharedUndoStack with an object context")
struct SharedUndoStackObjectContextTests {
    @Test("an object context is passed without &")
    func objectContext() throws {
        let runtime = Runtime()
        let shared = SharedUndoStack<AnyUndoCommand<Runtime>>()
        let turn = AnyUndoCommand<Runtime>("Rotate", apply: { $0.dial.angle = 9 }, revert: { $0.dial.angle = 0 })
        try shared.perform(turn, on: runtime)
        #expect(runtime.dial.angle == 9)
        try shared.undo(on: runtime)
        #expect(runtime.dial.angle == 0)
        try shared.redo(on: runtime)
        try shared.setIndex(0, on: runtime)
        #expect(runtime.dial.angle == 0)
        try shared.beginGroup(named: "G")
        try shared.perform(turn, on: runtime)
        try shared.cancelGroup(on: runtime)
        #expect(runtime.dial.angle == 0)
        #expect(shared.count == 1)
    }
}

/// The set-up docs/history.md recommends for the script runtime.
final class RecommendedRuntime {
    let history = SharedUndoStack<AnyUndoCommand<RecommendedRuntime>>(limit: 500)
    var registry = Registry(dials: ["w1": Dial()])
    /// What a "script" read from the registry while a command ran.
    var readsDuringCommands: [Int?] = []
}

@Suite("The recommended runtime set-up")
struct RecommendedRuntimeTests {
    @Test("a focus through the runtime object into its registry works, and scripts may read it mid-command")
    func recommendedSetUp() throws {
        let runtime = RecommendedRuntime()
        let id = "w1"
        for angle in [10, 20, 30] {
            let old = runtime.registry.dials[id]?.angle ?? 0
            try runtime.history.perform(
                AnyUndoCommand(
                    PropertyChange("Rotate", \Dial.angle, from: old, to: angle, mergeKey: "drag:\(id)"),
                    focus: \RecommendedRuntime.registry.dials[id]),
                on: runtime)
        }
        #expect(runtime.registry.dials[id]?.angle == 30)
        #expect(runtime.history.count == 1)  // the drag merged
        // A callback that reads the registry while the history is busy (as a Lua script would).
        try runtime.history.perform(
            AnyUndoCommand(
                "Peek",
                apply: { $0.readsDuringCommands.append($0.registry.dials["w1"]?.angle) },
                revert: { $0.readsDuringCommands.append($0.registry.dials["w1"]?.angle) }),
            on: runtime)
        try runtime.history.setIndex(0, on: runtime)
        #expect(runtime.registry.dials[id]?.angle == 0)
        #expect(runtime.readsDuringCommands == [30, 30])
        #expect(throws: UndoError.nothingToUndo) { try runtime.history.undo(on: runtime) }
    }
}
