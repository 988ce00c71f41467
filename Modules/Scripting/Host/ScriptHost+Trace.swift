import History

extension ScriptHost {
    /// A control's event: its callback property, arguments, and whether a function was called.
    func trace(_ call: EventCall, control id: Int?) {
        guard let onTrace else { return }
        let arguments = call.arguments.map { argument -> LuaValue in
            switch argument {
            case .value(let value): value
            // A value the script gave the control (a run's context) is its own; the trace
            // says only that one was passed.
            case .reference(let reference): reference == nil ? .nil : .reference(typeName: "value", description: "value")
            }
        }
        onTrace(TraceEvent(
            time: clock.now, event: call.name, control: id.flatMap { registry.title(of: $0) },
            fields: [.init("args", .table(LuaTable(sequence: arguments))), .init("callback", .boolean(call.callback != nil))]))
    }

    /// A script timer (`clock.after`, `every`, `at`) firing.
    func traceTimer(_ id: Scheduler<TimerAction>.TimerID, at time: Double, repeating: Bool) {
        onTrace?(TraceEvent(
            time: time, event: "timer",
            fields: [.init("id", .integer(Int64(id))), .init("repeating", .boolean(repeating))]))
    }

    /// Starts or stops watching the history for the trace, as ``onTrace`` is set or cleared.
    func traceChanged() {
        isTracing = onTrace != nil
        do {
            if isTracing, traceObserver == nil {
                let listener = TraceListener(host: self)
                traceObserver = try history.addObserver { event in listener.heard(event) }
            } else if !isTracing, let token = traceObserver {
                try history.removeObserver(token)
                traceObserver = nil
            }
        } catch {
            // Only while the history is busy (an undo running): the next change of onTrace
            // tries again; the events themselves are traced regardless.
        }
    }

    /// A change of the history: `change` (`"pushed"`, `"undone"`, `"redone"`, `"jumped"`, …),
    /// the step's `name` where it has one, and the history's `index` and `count` after it.
    fileprivate func traceHistory(_ event: UndoEvent) {
        guard let onTrace else { return }
        var fields: [TraceEvent.Field] = []
        func add(_ change: String, _ more: [TraceEvent.Field] = []) {
            fields = [.init("change", .string(LuaString(change)))] + more
        }
        let name = { (text: String) in TraceEvent.Field("name", .string(LuaString(text))) }
        switch event.change {
        case .pushed(let step): add("pushed", [name(step)])
        case .merged(let step): add("merged", [name(step)])
        case .addedToGroup(let group, let command): add("addedToGroup", [name(command), .init("group", .string(LuaString(group)))])
        case .groupBegan(let group): add("groupBegan", [name(group)])
        case .groupEnded(let group): add("groupEnded", [name(group)])
        case .groupCancelled(let group): add("groupCancelled", [name(group)])
        case .undone(let step): add("undone", [name(step)])
        case .redone(let step): add("redone", [name(step)])
        case .jumped(let from, let to): add("jumped", [.init("from", .integer(Int64(from))), .init("to", .integer(Int64(to)))])
        case .cleanChanged(let isClean): add("cleanChanged", [.init("clean", .boolean(isClean))])
        case .evicted(let count): add("evicted", [.init("steps", .integer(Int64(count)))])
        case .redoDiscarded(let count): add("redoDiscarded", [.init("steps", .integer(Int64(count)))])
        case .limitChanged(let limit): add("limitChanged", [.init("limit", limit.map { .integer(Int64($0)) } ?? .nil)])
        case .cleared: add("cleared")
        }
        fields += [.init("index", .integer(Int64(event.status.index))), .init("count", .integer(Int64(event.status.count)))]
        onTrace(TraceEvent(time: clock.now, event: "history", fields: fields))
    }
}

/// What the trace's history observer holds to reach the host: the history and the host live
/// and are used on one thread, and the host removes the observer before it goes.
private final class TraceListener: @unchecked Sendable {
    unowned(unsafe) let host: ScriptHost

    init(host: ScriptHost) {
        self.host = host
    }

    func heard(_ event: UndoEvent) {
        host.traceHistory(event)
    }
}
