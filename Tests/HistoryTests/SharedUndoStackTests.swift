import Testing

@testable import History

/// A runtime-like owner whose commands run "scripts" that may call the history back.
final class ScriptHost {
    let history = SharedUndoStack<AnyUndoCommand<ScriptHost>>(limit: 10)
    var dial = Dial()
    /// What a script saw or suffered while a command ran.
    var errors: [UndoError] = []
    var observedDuringCommand: [UndoStatus] = []
}

/// A command whose apply and revert run a "script" that misuses the history.
func misbehaving(_ misuse: @escaping @Sendable (ScriptHost) throws(UndoError) -> Void) -> AnyUndoCommand<ScriptHost> {
    AnyUndoCommand(
        "Script",
        apply: { host in
            host.dial.angle += 1
            host.observedDuringCommand.append(host.history.status)
            do throws(UndoError) { try misuse(host) } catch { host.errors.append(error) }
        },
        revert: { host in
            host.dial.angle -= 1
            do throws(UndoError) { try misuse(host) } catch { host.errors.append(error) }
        })
}

@Suite("SharedUndoStack")
struct SharedUndoStackTests {
    @Test("it forwards to the stack")
    func forwards() throws {
        var dial = Dial()
        let shared = SharedUndoStack<DialChange>(limit: 3)
        try shared.perform(rotate(0, 1), on: &dial)
        try shared.push(rotate(1, 2))
        dial.angle = 2
        #expect(shared.count == 2)
        #expect(shared.undoMenuTitle == "Undo Rotate")
        #expect(try shared.undo(on: &dial) == "Rotate")
        #expect(dial.angle == 1)
        try shared.redo(on: &dial)
        try shared.setIndex(0, on: &dial)
        #expect(dial.angle == 0)
        #expect(shared.index == 0)
        #expect(shared.canRedo && !shared.canUndo)
        #expect(shared.redoMenuTitle == "Redo Rotate")
        try shared.setClean()
        #expect(shared.isClean)
        try shared.resetClean()
        #expect(!shared.isClean)
        try shared.beginGroup(named: "G")
        try shared.perform(rotate(0, 5), on: &dial)
        try shared.cancelGroup(on: &dial)
        #expect(dial.angle == 0)
        try shared.beginGroup(named: "G")
        try shared.perform(rotate(0, 5, key: "k"), on: &dial)
        try shared.endMerging()
        try shared.perform(rotate(5, 6, key: "k"), on: &dial)
        try shared.endGroup()
        #expect(shared.status.undoActionName == "G")
        try shared.setLimit(1)
        #expect(try shared.snapshot().limit == 1)
        try shared.clear()
        #expect(shared.count == 0)
        #expect(throws: UndoError.nothingToUndo) { try shared.undo(on: &dial) }
    }

    @Test("observers added through the shared stack are notified")
    func observers() throws {
        var dial = Dial()
        let shared = SharedUndoStack(UndoStack<DialChange>())
        let recorder = EventRecorder()
        let token = try shared.addObserver { recorder.record($0) }
        try shared.perform(rotate(0, 1), on: &dial)
        #expect(recorder.changes.first == .pushed(name: "Rotate"))
        #expect(try shared.removeObserver(token))
    }

    @Test("a command that calls the history back gets a busy error instead of a crash")
    func reentrantUndoThrows() throws {
        let host = ScriptHost()
        try host.history.perform(misbehaving { host throws(UndoError) in try host.history.undo(on: host) }, on: host)
        #expect(host.errors == [.busy(attempted: "undo", running: "perform an action")])
        #expect(host.history.count == 1)
        try host.history.undo(on: host)
        #expect(host.dial.angle == 0)
        #expect(host.errors.last == .busy(attempted: "undo", running: "undo"))
    }

    @Test("a command that records into its own history is refused and nothing is applied twice")
    func reentrantPerformThrows() throws {
        let host = ScriptHost()
        let nested = AnyUndoCommand<ScriptHost>(
            "Nested", apply: { $0.dial.angle += 100 }, revert: { $0.dial.angle -= 100 })
        try host.history.perform(
            misbehaving { host throws(UndoError) in try host.history.perform(nested, on: host) }, on: host)
        #expect(host.dial.angle == 1)
        #expect(host.history.count == 1)
        #expect(host.errors == [.busy(attempted: "perform an action", running: "perform an action")])
    }

    @Test("while busy, reads see the state from before the operation and nothing can be undone")
    func readsWhileBusy() throws {
        let host = ScriptHost()
        try host.history.perform(misbehaving { _ throws(UndoError) in }, on: host)
        try host.history.perform(
            misbehaving { host throws(UndoError) in
                #expect(host.history.isBusy)
                #expect(!host.history.canUndo)
            }, on: host)
        #expect(host.observedDuringCommand.map(\.count) == [0, 1])
        #expect(!host.history.isBusy)
        #expect(host.history.canUndo)
    }

    @Test("every operation refuses while busy", arguments: 0..<12)
    func everyOperationRefuses(which: Int) throws {
        let host = ScriptHost()
        try host.history.perform(
            misbehaving { host throws(UndoError) in
                let history = host.history
                let noop = AnyUndoCommand<ScriptHost>("x", apply: { _ in }, revert: { _ in })
                switch which {
                case 0: try history.push(noop)
                case 1: try history.redo(on: host)
                case 2: try history.setIndex(0, on: host)
                case 3: try history.beginGroup(named: "G")
                case 4: try history.endGroup()
                case 5: try history.cancelGroup(on: host)
                case 6: try history.setClean()
                case 7: try history.resetClean()
                case 8: try history.setLimit(2)
                case 9: try history.clear()
                case 10: _ = try history.snapshot()
                default: try history.endMerging()
                }
            }, on: host)
        #expect(host.errors.count == 1)
        guard case .busy(_, let running) = host.errors.first else {
            Issue.record("expected a busy error, got \(host.errors)")
            return
        }
        #expect(running == "perform an action")
        #expect(host.history.count == 1)
        #expect(!host.history.isBusy)
    }
}
