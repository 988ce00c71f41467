import History

/// The `history` library: undo and redo of what the script changed, and the script's own
/// recorded commands.
enum HistoryLibrary {
    static var declaration: HostLibraryDeclaration {
        var history = HostLibraryDeclaration(
            "history",
            doc: """
                The run's undo history. Every change to a control's value is a step: "Set Odometer", \
                "Increment Odometer", "Decrement Odometer". It keeps the last 10,000 steps.
                """)
        declareMoving(&history)
        declareReading(&history)
        declareChanging(&history)
        declareRecording(&history)
        return history
    }

    /// `history.undo`, `redo` and `setindex`.
    private static func declareMoving(_ history: inout HostLibraryDeclaration) {
        declareStep(
            &history, undoing: true,
            doc: """
                Reverts the last applied step. Inside a `history.group` body it is an error ("cannot \
                undo while the group 'G' is open; end it first").
                """)
        declareStep(
            &history, undoing: false,
            doc: """
                Re-applies the last undone step. Inside a `history.group` body it is an error \
                ("cannot redo while the group 'G' is open; end it first").
                """)
        let indexArgument = DeclaredArgument<Int64>(1, "index")
        history.function(
            "setindex", doc: "Undoes or redoes steps until `index` are applied (0 to `history.count()`).",
            indexArgument
        ) { host, call throws(LuaCallError) in
            try host.painter.refuseInsideDraw()
            let index = try call[indexArgument]
            let stack = host.history.stack
            let count = stack.count
            guard (0...Int64(count)).contains(index) else {
                throw call.argumentError(
                    indexArgument,
                    "step \(call.numberText(indexArgument)) is out of range 0...\(count) (0 undoes everything, \(count) redoes everything)"
                )
            }
            try host.history.replayingScriptCommands(on: call.thread) { () throws(UndoError) in
                try stack.setIndex(Int(index), on: host)
            }
        }
    }

    /// `history.undo` or `history.redo`: the step's name; nil when there is no step to move
    /// over; inside an open group, the stack's error.
    private static func declareStep(_ history: inout HostLibraryDeclaration, undoing: Bool, doc: String) {
        let name = undoing ? "undo" : "redo"
        history.function(
            name, doc: doc, returns: "string|nil name the step's name, or nil when there is nothing to \(name)"
        ) { host, call throws(LuaCallError) in
            try host.painter.refuseInsideDraw()
            let stack = host.history.stack
            let canMove = undoing ? stack.canUndo : stack.canRedo
            guard canMove || stack.status.openGroupName != nil else { return call.push(String?.none) }
            call.push(
                try host.history.replayingScriptCommands(on: call.thread) { () throws(UndoError) in
                    undoing ? try stack.undo(on: host) : try stack.redo(on: host)
                })
        }
    }

    /// What the history holds: `canundo`, `canredo`, `undoname`, `redoname`, `count`, `index`,
    /// `isclean`, `limit` and `list`.
    private static func declareReading(_ history: inout HostLibraryDeclaration) {
        history.function(
            "canundo", doc: "Whether `history.undo()` would do something (false while a group is open).",
            returns: "boolean"
        ) { host, call throws(LuaCallError) in
            call.push(host.history.stack.canUndo)
        }
        history.function(
            "canredo", doc: "Whether `history.redo()` would do something (false while a group is open).",
            returns: "boolean"
        ) { host, call throws(LuaCallError) in
            call.push(host.history.stack.canRedo)
        }
        history.function(
            "undoname", doc: "The name of the step `undo` would revert, or \"\" when none (or a group is open).",
            returns: "string"
        ) { host, call throws(LuaCallError) in
            call.push(host.history.stack.status.undoActionName)
        }
        history.function(
            "redoname", doc: "The name of the step `redo` would re-apply, or \"\" when none (or a group is open).",
            returns: "string"
        ) { host, call throws(LuaCallError) in
            call.push(host.history.stack.status.redoActionName)
        }
        history.function("count", doc: "The number of recorded steps, applied or undone.", returns: "integer") {
            host, call throws(LuaCallError) in
            call.push(host.history.stack.count)
        }
        history.function("index", doc: "The number of applied steps (0 when everything is undone).", returns: "integer")
        { host, call throws(LuaCallError) in
            call.push(host.history.stack.index)
        }
        history.function(
            "isclean", doc: "Whether the history is at the index `history.setclean()` marked (a new history is clean).",
            returns: "boolean"
        ) { host, call throws(LuaCallError) in
            call.push(host.history.stack.isClean)
        }
        history.function(
            "limit", doc: "The most steps the history keeps (10,000 unless set lower).", returns: "integer"
        ) { host, call throws(LuaCallError) in
            call.push(host.history.stack.status.limit ?? ScriptHistory.limit)
        }
        history.function(
            "list", doc: "Every step's name, oldest first; the first `history.index()` are applied.",
            returns: "string[]"
        ) { host, call throws(LuaCallError) in
            call.push(try call.checkingState { () throws(UndoError) in try host.history.stack.snapshot().actionNames })
        }
    }

    /// `history.clear`, `setclean` and `setlimit`.
    private static func declareChanging(_ history: inout HostLibraryDeclaration) {
        history.function(
            "clear",
            doc: """
                Forgets every step; the controls keep their values. Inside a `history.group` body it \
                is an error ("cannot clear the history while the group 'G' is open").
                """
        ) { host, call throws(LuaCallError) in
            try host.painter.refuseInsideDraw()
            let stack = host.history.stack
            if let group = stack.status.openGroupName {
                throw LuaCallError("cannot clear the history while the group '\(group)' is open")
            }
            try call.checkingState { () throws(UndoError) in try stack.clear() }
        }
        history.function("setclean", doc: "Marks the current index as clean (a document saved).") {
            host, call throws(LuaCallError) in
            try host.painter.refuseInsideDraw()
            try call.checkingState { () throws(UndoError) in try host.history.stack.setClean() }
        }
        let limitArgument = DeclaredArgument<Int64>(1, "limit")
        history.function(
            "setlimit", doc: "Keeps at most `limit` steps (1 to 10,000), dropping the oldest applied ones.",
            limitArgument
        ) { host, call throws(LuaCallError) in
            try host.painter.refuseInsideDraw()
            let limit = try call[limitArgument]
            guard (1...Int64(ScriptHistory.limit)).contains(limit) else {
                throw call.argumentError(
                    limitArgument,
                    "the limit must be a whole number of steps from 1 to \(ScriptHistory.limit) (the most a run keeps), not \(call.numberText(limitArgument))"
                )
            }
            try call.checkingState { () throws(UndoError) in try host.history.stack.setLimit(Int(limit)) }
        }
    }

    /// `history.record`, `onchange` and `group`.
    private static func declareRecording(_ history: inout HostLibraryDeclaration) {
        // `history.record`'s options: `{merge = key}`; any other field is an error that names it.
        let merge = OptionsField<String>(
            "merge", doc: "a command recorded right after one with the same key joins its step")
        let recordOptions = OptionsDeclaration(merge)
        let name = DeclaredArgument<String>(1, "name")
        let redoFunction = DeclaredArgument.function(2, "redo", type: "fun()")
        let undoFunction = DeclaredArgument.function(3, "undo", type: "fun()")
        let options = DeclaredArgument<OptionsTable?>(
            4, parameter: .typed("options", "{merge: string}?"),
            read: DeclaredArgument.optionalOptions(4, recordOptions).read)
        let listener = DeclaredArgument<LuaReference?>.optionalFunction(
            1, "f", type: "fun(index: integer, count: integer, clean: boolean)|nil")
        let body = DeclaredArgument.function(2, "body", type: "fun()")
        history.function(
            "record",
            doc: """
                Records a script's own command as the step `name`: `redo()` runs now and on redo, \
                `undo()` on undo; what they change on controls is part of the command. Inside another \
                command's functions it is done and not recorded (it is part of that command). With \
                `{merge = key}`, a command recorded right after one with the same key joins its step \
                (QUndoStack's `mergeWith`): the step keeps the first one's name and `undo` and takes \
                the last one's `redo`.
                """,
            name, redoFunction, undoFunction, options
        ) { host, call throws(LuaCallError) in
            try host.painter.refuseInsideDraw()
            let name = try call[name]
            let redo = try call[redoFunction]
            let undo = try call[undoFunction]
            let mergeKey = try call[options]?.readIfPresent(merge)
            let history = host.history
            // Inside another command's functions this one is part of that command, as a
            // control's change is there: it is done and not recorded (the outer command's undo
            // takes it back), so a library's recorded commands compose.
            let isNested = history.isRunningScriptCommand
            // Done now, as a step is; the controls it changes are part of it, not steps.
            let status = history.runningScriptCommand { host.invoke(redo, on: call.thread, arguments: []) }
            if !status.isOK { throw .valueOnStack }
            if isNested { return }
            let functions = ScriptCommandFunctions(redo: redo, undo: undo)
            try history.record(
                name, mergeKey: mergeKey,
                apply: { host in host.history.runScriptCommand(functions.redo, for: host) },
                revert: { host in host.history.runScriptCommand(functions.undo, for: host) })
        }
        history.function(
            "onchange",
            doc: """
                Calls `f(index, count, clean)` right after the chunk or handler that changed the \
                history (once for the changes of that instant); nil stops the calls.
                """,
            listener
        ) { host, call throws(LuaCallError) in
            let function = try call[listener]
            try host.history.listen(function, for: host)
        }
        history.function(
            "group",
            doc: """
                Calls `body()` and records what it changed as one step named `name`. Nested groups \
                fold into the outermost. If `body` raises, its changes are reverted, nothing is \
                recorded, and the error is raised again unchanged. `body` runs on the calling \
                coroutine and cannot yield; inside it, `history.undo`, `history.redo` and \
                `history.clear` are errors.
                """,
            name, body
        ) { host, call throws(LuaCallError) in
            try host.painter.refuseInsideDraw()
            let name = try call[name]
            let body = try call[body]
            let stack = host.history.stack
            try call.checkingState { () throws(UndoError) in try stack.beginGroup(named: name) }
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
        }
    }
}

extension ScriptHistory {
    /// Runs a history operation that may replay a script's own commands (`history.record`) on
    /// `thread`, the calling one: their functions run there, and the first error one raises is
    /// the call's error once the operation has finished (the step counts as undone or redone).
    @discardableResult
    func replayingScriptCommands<Result>(
        on thread: LuaThread, _ operation: () throws(UndoError) -> Result
    ) throws(LuaCallError) -> Result {
        let outer = (commandThread, commandFailed)
        commandThread = thread
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
