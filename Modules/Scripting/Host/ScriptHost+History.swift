import History

extension ScriptHost {
    /// The one history of a run: every change a script makes to a control goes through it.
    typealias HistoryStack = SharedUndoStack<AnyUndoCommand<ScriptHost>>

    /// A command over the host, for changes that are recorded after they happened (a gesture).
    func hostCommand(
        _ name: String,
        apply: @escaping @Sendable (ScriptHost) -> Void,
        revert: @escaping @Sendable (ScriptHost) -> Void
    ) -> AnyUndoCommand<ScriptHost> {
        AnyUndoCommand<ScriptHost>(name, apply: { apply($0) }, revert: { revert($0) })
    }

    /// Records and applies a change named `name`. While a script's own command runs (see
    /// `history.record`) the change is applied but not recorded: it is part of that command.
    func perform(
        _ name: String,
        apply: @escaping @Sendable (ScriptHost) -> Void,
        revert: @escaping @Sendable (ScriptHost) -> Void
    ) throws(LuaCallError) {
        if isRunningScriptCommand {
            apply(self)
            return
        }
        do {
            try history.perform(hostCommand(name, apply: apply, revert: revert), on: self)
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// Records a change named `name` that was already made (not while a script's own command
    /// runs: it is part of that command).
    func record(
        _ name: String,
        apply: @escaping @Sendable (ScriptHost) -> Void,
        revert: @escaping @Sendable (ScriptHost) -> Void
    ) throws(LuaCallError) {
        if isRunningScriptCommand { return }
        do {
            try history.push(hostCommand(name, apply: apply, revert: revert))
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// The `history` library: undo and redo of what the script changed.
    func registerHistoryLibrary() {
        runtime.registerLibrary("history", functions: [
            LuaBinding("undo", { [unowned(unsafe) self] call throws(LuaCallError) in
                // Nothing to undo answers nil; undoing inside an open group is an error.
                guard history.canUndo || history.status.openGroupName != nil else { call.pushNil(); return 1 }
                let name = try replayingScriptCommands(on: call) { () throws(UndoError) in try history.undo(on: self) }
                call.push(name)
                return 1
            }),
            LuaBinding("redo", { [unowned(unsafe) self] call throws(LuaCallError) in
                guard history.canRedo || history.status.openGroupName != nil else { call.pushNil(); return 1 }
                let name = try replayingScriptCommands(on: call) { () throws(UndoError) in try history.redo(on: self) }
                call.push(name)
                return 1
            }),
            LuaBinding("canundo", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(history.canUndo)
                return 1
            }),
            LuaBinding("canredo", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(history.canRedo)
                return 1
            }),
            LuaBinding("undoname", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(history.status.undoActionName)
                return 1
            }),
            LuaBinding("redoname", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(history.status.redoActionName)
                return 1
            }),
            LuaBinding("count", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(history.count)
                return 1
            }),
            LuaBinding("index", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(history.index)
                return 1
            }),
            LuaBinding("clear", { [unowned(unsafe) self] _ throws(LuaCallError) in
                if let group = history.status.openGroupName {
                    throw LuaCallError("cannot clear the history while the group '\(group)' is open")
                }
                do { try history.clear() } catch { throw LuaCallError("\(error)") }
                return 0
            }),
            LuaBinding("isclean", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(history.isClean)
                return 1
            }),
            LuaBinding("setclean", { [unowned(unsafe) self] _ throws(LuaCallError) in
                do { try history.setClean() } catch { throw LuaCallError("\(error)") }
                return 0
            }),
            LuaBinding("limit", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(history.status.limit ?? Self.historyLimit)
                return 1
            }),
            LuaBinding("setlimit", { [unowned(unsafe) self] call throws(LuaCallError) in
                let limit = try call.integer(1)
                guard (1 ... Int64(Self.historyLimit)).contains(limit) else {
                    throw call.argumentError(
                        1, "the limit must be a whole number of steps from 1 to \(Self.historyLimit) (the most a run keeps), not \(call.numberText(1))")
                }
                do { try history.setLimit(Int(limit)) } catch { throw LuaCallError("\(error)") }
                return 0
            }),
            LuaBinding("setindex", { [unowned(unsafe) self] call throws(LuaCallError) in
                let index = try call.integer(1)
                let count = history.count
                guard (0 ... Int64(count)).contains(index) else {
                    throw call.argumentError(1, "step \(call.numberText(1)) is out of range 0...\(count) (0 undoes everything, \(count) redoes everything)")
                }
                try replayingScriptCommands(on: call) { () throws(UndoError) in try history.setIndex(Int(index), on: self) }
                return 0
            }),
            LuaBinding("list", { [unowned(unsafe) self] call throws(LuaCallError) in
                let names: [String]
                do { names = try history.snapshot().actionNames } catch { throw LuaCallError("\(error)") }
                call.pushSequence(names.count) { call in
                    for (offset, name) in names.enumerated() {
                        call.push(name)
                        call.setItem(offset + 1)
                    }
                }
                return 1
            }),
            LuaBinding("record", { [unowned(unsafe) self] call throws(LuaCallError) in
                let name = try call.string(1)
                let redo = try call.function(2, runtime: runtime)
                let undo = try call.function(3, runtime: runtime)
                // Inside another command's functions this one is part of that command, as a
                // control's change is there: it is done and not recorded (the outer command's
                // undo takes it back), so a library's recorded commands compose.
                let isNested = isRunningScriptCommand
                // Done now, as a step is; the controls it changes are part of it, not steps.
                isRunningScriptCommand = true
                let status = invoke(redo, on: call.thread, arguments: [])
                isRunningScriptCommand = isNested
                if !status.isOK { throw .valueOnStack }
                if isNested { return 0 }
                let functions = ScriptCommandFunctions(redo: redo, undo: undo)
                try record(
                    name, apply: { host in host.runScriptCommand(functions.redo) },
                    revert: { host in host.runScriptCommand(functions.undo) })
                return 0
            }),
            LuaBinding("onchange", { [unowned(unsafe) self] call throws(LuaCallError) in
                let function = try call.isNoneOrNil(1) ? nil : call.function(1, runtime: runtime)
                try listenToHistory(function)
                return 0
            }),
            LuaBinding("group", { [unowned(unsafe) self] call throws(LuaCallError) in
                let name = try call.string(1)
                let body = try call.function(2, runtime: runtime)
                do { try history.beginGroup(named: name) } catch { throw LuaCallError("\(error)") }
                let status = invoke(body, on: call.thread, arguments: [])
                // A failing body leaves nothing half-done: its changes are reverted.
                do {
                    if status.isOK {
                        try history.endGroup()
                    } else {
                        try history.cancelGroup(on: self)
                    }
                } catch {
                    throw LuaCallError("\(error)")
                }
                if !status.isOK { throw .valueOnStack }
                return 0
            }),
        ])
    }

    /// Runs a history operation that may replay a script's own commands (`history.record`) on
    /// the Lua thread of `call`: their functions run there, and the first error one raises is
    /// the call's error once the operation has finished (the step counts as undone or redone).
    @discardableResult
    private func replayingScriptCommands<Result>(
        on call: LuaCall, _ operation: () throws(UndoError) -> Result
    ) throws(LuaCallError) -> Result {
        let outer = (scriptCommandThread, scriptCommandFailed)
        scriptCommandThread = call.thread
        scriptCommandFailed = false
        defer { (scriptCommandThread, scriptCommandFailed) = outer }
        let result: Result
        do { result = try operation() } catch { throw LuaCallError("\(error)") }
        if scriptCommandFailed { throw .valueOnStack }
        return result
    }

    /// Calls one of a recorded command's functions during an undo or redo. Changes to controls
    /// it makes are part of the command; after one function has failed, the others of the same
    /// operation do not run (its error is on the stack, for the binding to raise).
    fileprivate func runScriptCommand(_ function: LuaReference) {
        guard let thread = scriptCommandThread, !scriptCommandFailed else { return }
        isRunningScriptCommand = true
        let status = invoke(function, on: thread, arguments: [])
        isRunningScriptCommand = false
        if !status.isOK { scriptCommandFailed = true }
    }

    /// The most steps a run's history keeps, and the most `history.setlimit` allows.
    static let historyLimit = 10_000

    /// Sets (or, with nil, removes) `history.onchange`'s function. The host watches the history
    /// only while one is set: watching makes every change list its events.
    private func listenToHistory(_ function: LuaReference?) throws(LuaCallError) {
        do {
            if let function {
                if historyObserver == nil {
                    let listener = HistoryListener(host: self)
                    historyObserver = try history.addObserver { _ in listener.changed() }
                }
                historyOnChange = function
            } else {
                historyOnChange = nil
                if let token = historyObserver {
                    try history.removeObserver(token)
                    historyObserver = nil
                }
            }
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// Schedules `history.onchange`'s call for the changes of this instant, once: it comes right
    /// after the chunk or handler that changed the history, as controls' events do, with the
    /// history's index, count and whether it is clean then.
    fileprivate func historyChanged() {
        guard historyOnChange != nil, !historyChangePending else { return }
        historyChangePending = true
        scheduler.schedule(at: clock.now) { host, state, _ in
            host.historyChangePending = false
            guard let function = host.historyOnChange else { return .ok }
            let status = host.history.status
            return host.invoke(function, on: state, arguments: [
                .integer(Int64(status.index)), .integer(Int64(status.count)), .boolean(status.isClean),
            ])
        }
    }
}

/// What the history's observer holds to reach the host: the history and the host live and are
/// used on one thread, and the host removes the observer before it goes.
private final class HistoryListener: @unchecked Sendable {
    unowned(unsafe) let host: ScriptHost
    init(host: ScriptHost) { self.host = host }
    func changed() { host.historyChanged() }
}

/// The two functions of a script's recorded command, held by its history step: the history and
/// the runtime are used on one thread, and the references go when the step is dropped.
private final class ScriptCommandFunctions: @unchecked Sendable {
    let redo: LuaReference
    let undo: LuaReference
    init(redo: LuaReference, undo: LuaReference) {
        self.redo = redo
        self.undo = undo
    }
}
