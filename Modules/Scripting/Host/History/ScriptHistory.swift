import History

/// The one history of a run: every change a script makes to a control goes through it, as do
/// the script's own commands (`history.record`), and `history.onchange` hears of it.
final class ScriptHistory {
    /// The undo stack, over the host the commands change.
    typealias Stack = SharedUndoStack<AnyUndoCommand<ScriptHost>>

    /// The most steps a run's history keeps, and the most `history.setlimit` allows.
    static let limit = 10_000

    /// The steps.
    let stack = Stack(limit: ScriptHistory.limit)
    /// Whether one of a script's recorded commands (`history.record`) is running its function:
    /// the changes it makes to controls are part of it, not steps of their own.
    private(set) var isRunningScriptCommand = false
    /// The Lua thread an undo, redo or jump replays script commands on, and whether one failed.
    var commandThread: LuaThread?
    var commandFailed = false
    /// `history.onchange`'s function, the observer that serves it, and whether its call for
    /// the latest changes is scheduled.
    private var onChange: LuaReference?
    private var observer: ObserverToken?
    private var changePending = false

    /// A command over the host, for changes that are recorded after they happened (a gesture).
    private func command(
        _ name: String, mergeKey: String? = nil,
        apply: @escaping @Sendable (ScriptHost) -> Void,
        revert: @escaping @Sendable (ScriptHost) -> Void
    ) -> AnyUndoCommand<ScriptHost> {
        AnyUndoCommand<ScriptHost>(name, mergeKey: mergeKey, apply: { apply($0) }, revert: { revert($0) })
    }

    /// Records and applies to `host` a change named `name`. While a script's own command runs
    /// (see `history.record`) the change is applied but not recorded: it is part of that command.
    func perform(
        _ name: String, on host: ScriptHost,
        apply: @escaping @Sendable (ScriptHost) -> Void,
        revert: @escaping @Sendable (ScriptHost) -> Void
    ) throws(LuaCallError) {
        if isRunningScriptCommand {
            apply(host)
            return
        }
        do {
            try stack.perform(command(name, apply: apply, revert: revert), on: host)
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// Records a change named `name` that was already made (not while a script's own command
    /// runs: it is part of that command).
    func record(
        _ name: String, mergeKey: String? = nil,
        apply: @escaping @Sendable (ScriptHost) -> Void,
        revert: @escaping @Sendable (ScriptHost) -> Void
    ) throws(LuaCallError) {
        if isRunningScriptCommand { return }
        do {
            try stack.push(command(name, mergeKey: mergeKey, apply: apply, revert: revert))
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// Runs `body` as a script's own command: the changes it makes to controls are part of it.
    func runningScriptCommand<Result>(_ body: () -> Result) -> Result {
        let outer = isRunningScriptCommand
        isRunningScriptCommand = true
        defer { isRunningScriptCommand = outer }
        return body()
    }

    /// Calls one of a recorded command's functions during an undo or redo. Changes to controls
    /// it makes are part of the command; after one function has failed, the others of the same
    /// operation do not run (its error is on the stack, for the binding to raise).
    func runScriptCommand(_ function: LuaReference, for host: ScriptHost) {
        guard let thread = commandThread, !commandFailed else { return }
        let status = runningScriptCommand { host.invoke(function, on: thread, arguments: []) }
        if !status.isOK { commandFailed = true }
    }

    /// Sets (or, with nil, removes) `history.onchange`'s function. The history is watched only
    /// while one is set: watching makes every change list its events.
    func listen(_ function: LuaReference?, for host: ScriptHost) throws(LuaCallError) {
        do {
            if let function {
                if observer == nil {
                    let listener = HistoryListener(host: host)
                    observer = try stack.addObserver { _ in listener.changed() }
                }
                onChange = function
            } else {
                onChange = nil
                if let token = observer {
                    try stack.removeObserver(token)
                    observer = nil
                }
            }
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// Schedules `history.onchange`'s call for the changes of this instant, once: it comes right
    /// after the chunk or handler that changed the history, as controls' events do, with the
    /// history's index, count and whether it is clean then.
    fileprivate func changed(for host: ScriptHost) {
        guard onChange != nil, !changePending else { return }
        changePending = true
        host.clockLoop.scheduler.schedule(at: host.clockLoop.clock.now) { host, thread, _ in
            let history = host.history
            history.changePending = false
            guard let function = history.onChange else { return .ok }
            let status = history.stack.status
            return host.invoke(
                function, on: thread,
                arguments: [
                    .integer(Int64(status.index)), .integer(Int64(status.count)), .boolean(status.isClean),
                ])
        }
    }
}

/// What the history's observer holds to reach the host: the history and the host live and are
/// used on one thread, and the host removes the observer before it goes.
private final class HistoryListener: @unchecked Sendable {
    unowned let host: ScriptHost
    init(host: ScriptHost) { self.host = host }
    func changed() { host.history.changed(for: host) }
}
