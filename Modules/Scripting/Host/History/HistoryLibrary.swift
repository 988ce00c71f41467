import History

extension ScriptHistory {
    /// `history.record`'s options at `index`: none, or `{merge = key}` with a string key (any
    /// other field is an error that names the valid one).
    static func mergeKey(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> String? {
        guard !call.isNoneOrNil(index) else { return nil }
        guard call.isTable(index) else { throw call.typeError(index, expected: "table or nil") }
        let options = try LuaOptionsTable(call, argument: index, allowed: ["merge"])
        return try options.field("merge") { call, index throws(LuaCallError) in try call.string(index) }
    }

    /// The `history` library: undo and redo of what `host`'s script changed.
    func library(for host: ScriptHost) -> LuaLibrary {
        LuaLibrary(
            name: "history",
            doc: """
                The run's undo history. Every change to a control's value is a step: "Set Odometer", \
                "Increment Odometer", "Decrement Odometer". It keeps the last 10,000 steps.
                """,
            functions: [
                LuaBinding(
                    "undo",
                    doc: """
                        Reverts the last applied step. Inside a `history.group` body it is an error \
                        ("cannot undo while the group 'G' is open; end it first").
                        """,
                    returns: ["string|nil name the step's name, or nil when there is nothing to undo"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    // Nothing to undo answers nil; undoing inside an open group is an error.
                    guard stack.canUndo || stack.status.openGroupName != nil else {
                        call.pushNil()
                        return 1
                    }
                    let name = try replayingScriptCommands(on: call) { () throws(UndoError) in try stack.undo(on: host)
                    }
                    call.push(name)
                    return 1
                },
                LuaBinding(
                    "redo",
                    doc: """
                        Re-applies the last undone step. Inside a `history.group` body it is an error \
                        ("cannot redo while the group 'G' is open; end it first").
                        """,
                    returns: ["string|nil name the step's name, or nil when there is nothing to redo"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    guard stack.canRedo || stack.status.openGroupName != nil else {
                        call.pushNil()
                        return 1
                    }
                    let name = try replayingScriptCommands(on: call) { () throws(UndoError) in try stack.redo(on: host)
                    }
                    call.push(name)
                    return 1
                },
                LuaBinding(
                    "canundo", doc: "Whether `history.undo()` would do something (false while a group is open).",
                    returns: ["boolean"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(stack.canUndo)
                    return 1
                },
                LuaBinding(
                    "canredo", doc: "Whether `history.redo()` would do something (false while a group is open).",
                    returns: ["boolean"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(stack.canRedo)
                    return 1
                },
                LuaBinding(
                    "undoname",
                    doc: "The name of the step `undo` would revert, or \"\" when none (or a group is open).",
                    returns: ["string"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(stack.status.undoActionName)
                    return 1
                },
                LuaBinding(
                    "redoname",
                    doc: """
                        The name of the step `redo` would re-apply, or "" when none (or a group is \
                        open).
                        """,
                    returns: ["string"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(stack.status.redoActionName)
                    return 1
                },
                LuaBinding(
                    "count", doc: "The number of recorded steps, applied or undone.",
                    returns: ["integer"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(stack.count)
                    return 1
                },
                LuaBinding(
                    "index", doc: "The number of applied steps (0 when everything is undone).",
                    returns: ["integer"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(stack.index)
                    return 1
                },
                LuaBinding(
                    "clear",
                    doc: """
                        Forgets every step; the controls keep their values. Inside a `history.group` \
                        body it is an error ("cannot clear the history while the group 'G' is open").
                        """
                ) { [unowned(unsafe) self] _ throws(LuaCallError) in
                    if let group = stack.status.openGroupName {
                        throw LuaCallError("cannot clear the history while the group '\(group)' is open")
                    }
                    do { try stack.clear() } catch { throw LuaCallError("\(error)") }
                    return 0
                },
                LuaBinding(
                    "isclean",
                    doc: """
                        Whether the history is at the index `history.setclean()` marked (a new history \
                        is clean).
                        """,
                    returns: ["boolean"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(stack.isClean)
                    return 1
                },
                LuaBinding(
                    "setclean", doc: "Marks the current index as clean (a document saved)."
                ) { [unowned(unsafe) self] _ throws(LuaCallError) in
                    do { try stack.setClean() } catch { throw LuaCallError("\(error)") }
                    return 0
                },
                LuaBinding(
                    "limit", doc: "The most steps the history keeps (10,000 unless set lower).",
                    returns: ["integer"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(stack.status.limit ?? ScriptHistory.limit)
                    return 1
                },
                LuaBinding(
                    "setlimit", doc: "Keeps at most `limit` steps (1 to 10,000), dropping the oldest applied ones.",
                    parameters: [.typed("limit", "integer")]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    let limit = try call.integer(1)
                    guard (1...Int64(ScriptHistory.limit)).contains(limit) else {
                        throw call.argumentError(
                            1,
                            "the limit must be a whole number of steps from 1 to \(ScriptHistory.limit) (the most a run keeps), not \(call.numberText(1))"
                        )
                    }
                    do { try stack.setLimit(Int(limit)) } catch { throw LuaCallError("\(error)") }
                    return 0
                },
                LuaBinding(
                    "setindex", doc: "Undoes or redoes steps until `index` are applied (0 to `history.count()`).",
                    parameters: [.typed("index", "integer")]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    let index = try call.integer(1)
                    let count = stack.count
                    guard (0...Int64(count)).contains(index) else {
                        throw call.argumentError(
                            1,
                            "step \(call.numberText(1)) is out of range 0...\(count) (0 undoes everything, \(count) redoes everything)"
                        )
                    }
                    try replayingScriptCommands(on: call) { () throws(UndoError) in
                        try stack.setIndex(Int(index), on: host)
                    }
                    return 0
                },
                LuaBinding(
                    "list", doc: "Every step's name, oldest first; the first `history.index()` are applied.",
                    returns: ["string[]"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    let names: [String]
                    do { names = try stack.snapshot().actionNames } catch { throw LuaCallError("\(error)") }
                    call.pushSequence(names.count) { call in
                        for (offset, name) in names.enumerated() {
                            call.push(name)
                            call.setItem(offset + 1)
                        }
                    }
                    return 1
                },
                LuaBinding(
                    "record",
                    doc: """
                        Records a script's own command as the step `name`: `redo()` runs now and on \
                        redo, `undo()` on undo; what they change on controls is part of the command. \
                        Inside another command's functions it is done and not recorded (it is part of \
                        that command). With `{merge = key}`, a command recorded right after one with \
                        the same key joins its step (QUndoStack's `mergeWith`): the step keeps the \
                        first one's name and `undo` and takes the last one's `redo`.
                        """,
                    parameters: [
                        .typed("name", "string"), .typed("redo", "fun()"), .typed("undo", "fun()"),
                        .typed("options", "{merge: string}?"),
                    ]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    let name = try call.string(1)
                    let redo = try call.function(2, runtime: host.runtime)
                    let undo = try call.function(3, runtime: host.runtime)
                    let mergeKey = try Self.mergeKey(call, at: 4)
                    // Inside another command's functions this one is part of that command, as a
                    // control's change is there: it is done and not recorded (the outer command's
                    // undo takes it back), so a library's recorded commands compose.
                    let isNested = isRunningScriptCommand
                    // Done now, as a step is; the controls it changes are part of it, not steps.
                    let status = runningScriptCommand { host.invoke(redo, on: call.thread, arguments: []) }
                    if !status.isOK { throw .valueOnStack }
                    if isNested { return 0 }
                    let functions = ScriptCommandFunctions(redo: redo, undo: undo)
                    try record(
                        name, mergeKey: mergeKey,
                        apply: { host in host.history.runScriptCommand(functions.redo, for: host) },
                        revert: { host in host.history.runScriptCommand(functions.undo, for: host) })
                    return 0
                },
                LuaBinding(
                    "onchange",
                    doc: """
                        Calls `f(index, count, clean)` right after the chunk or handler that changed the \
                        history (once for the changes of that instant); nil stops the calls.
                        """,
                    parameters: [.typed("f", "fun(index: integer, count: integer, clean: boolean)|nil")]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    let function = try call.isNoneOrNil(1) ? nil : call.function(1, runtime: host.runtime)
                    try listen(function, for: host)
                    return 0
                },
                LuaBinding(
                    "group",
                    doc: """
                        Calls `body()` and records what it changed as one step named `name`. Nested \
                        groups fold into the outermost. If `body` raises, its changes are reverted, \
                        nothing is recorded, and the error is raised again unchanged. `body` runs on the \
                        calling coroutine and cannot yield; inside it, `history.undo`, `history.redo` \
                        and `history.clear` are errors.
                        """,
                    parameters: [.typed("name", "string"), .typed("body", "fun()")]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    let name = try call.string(1)
                    let body = try call.function(2, runtime: host.runtime)
                    do { try stack.beginGroup(named: name) } catch { throw LuaCallError("\(error)") }
                    let status = host.invoke(body, on: call.thread, arguments: [])
                    // A failing body leaves nothing half-done: its changes are reverted.
                    do {
                        if status.isOK {
                            try stack.endGroup()
                        } else {
                            try stack.cancelGroup(on: host)
                        }
                    } catch {
                        throw LuaCallError("\(error)")
                    }
                    if !status.isOK { throw .valueOnStack }
                    return 0
                },
            ])
    }

    /// Runs a history operation that may replay a script's own commands (`history.record`) on
    /// the Lua thread of `call`: their functions run there, and the first error one raises is
    /// the call's error once the operation has finished (the step counts as undone or redone).
    @discardableResult
    private func replayingScriptCommands<Result>(
        on call: LuaCall, _ operation: () throws(UndoError) -> Result
    ) throws(LuaCallError) -> Result {
        let outer = (commandThread, commandFailed)
        commandThread = call.thread
        commandFailed = false
        defer { (commandThread, commandFailed) = outer }
        let result: Result
        do { result = try operation() } catch { throw LuaCallError("\(error)") }
        if commandFailed { throw .valueOnStack }
        return result
    }
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
