import History
internal import CLua
internal import CLuaShim

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

    /// Records and applies a change named `name`.
    func perform(
        _ name: String,
        apply: @escaping @Sendable (ScriptHost) -> Void,
        revert: @escaping @Sendable (ScriptHost) -> Void
    ) throws(LuaCallError) {
        do {
            try history.perform(hostCommand(name, apply: apply, revert: revert), on: self)
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// Records a change named `name` that was already made.
    func record(
        _ name: String,
        apply: @escaping @Sendable (ScriptHost) -> Void,
        revert: @escaping @Sendable (ScriptHost) -> Void
    ) throws(LuaCallError) {
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
                do {
                    call.push(try history.undo(on: self))
                } catch {
                    throw LuaCallError("\(error)")
                }
                return 1
            }),
            LuaBinding("redo", { [unowned(unsafe) self] call throws(LuaCallError) in
                guard history.canRedo || history.status.openGroupName != nil else { call.pushNil(); return 1 }
                do {
                    call.push(try history.redo(on: self))
                } catch {
                    throw LuaCallError("\(error)")
                }
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
            LuaBinding("group", { [unowned(unsafe) self] call throws(LuaCallError) in
                let name = try call.string(1)
                let body = try call.function(2, runtime: runtime)
                do { try history.beginGroup(named: name) } catch { throw LuaCallError("\(error)") }
                let status = invoke(body, on: call.state, arguments: [])
                // A failing body leaves nothing half-done: its changes are reverted.
                do {
                    if status == LUA_OK {
                        try history.endGroup()
                    } else {
                        try history.cancelGroup(on: self)
                    }
                } catch {
                    throw LuaCallError("\(error)")
                }
                if status != LUA_OK { throw .valueOnStack }
                return 0
            }),
        ])
    }
}
