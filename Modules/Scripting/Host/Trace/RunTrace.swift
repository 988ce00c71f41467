import History

/// The run's trace (`--trace`): every control event, script timer and history change, at its
/// exact virtual time, told to ``onTrace`` as it happens.
final class RunTrace {
    /// Hears every event of the run as it happens; nil (the default) costs the clock loop one
    /// test per firing.
    var onTrace: ((TraceEvent) -> Void)? {
        didSet { changed() }
    }
    /// Whether ``onTrace`` is set, read on the clock loop's hot path.
    private(set) var isTracing = false
    /// The history observer that serves the trace, while one is set.
    private var observer: ObserverToken?
    private let clockLoop: ClockLoop
    private let registry: ControlRegistry
    private let history: ScriptHistory

    init(clockLoop: ClockLoop, registry: ControlRegistry, history: ScriptHistory) {
        self.clockLoop = clockLoop
        self.registry = registry
        self.history = history
    }

    /// A control's event: its callback property, arguments, and whether a function was called.
    func event(_ call: EventCall, control id: Int?) {
        guard let onTrace else { return }
        let arguments = call.arguments.map { argument -> LuaValue in
            switch argument {
            case .value(let value): value
            // A value the script gave the control (a run's context) is its own; the trace
            // says only that one was passed.
            case .reference(let reference):
                reference == nil ? .nil : .reference(typeName: "value", description: "value")
            }
        }
        onTrace(
            TraceEvent(
                time: clockLoop.clock.now, event: call.name, control: id.flatMap { registry.title(of: $0) },
                fields: [
                    .init("args", .table(LuaTable(sequence: arguments))),
                    .init("callback", .boolean(call.callback != nil)),
                ]))
    }

    /// A script timer (`clock.after`, `every`, `at`) firing.
    func timer(_ id: Scheduler<ScriptHost.TimerAction>.TimerID, at time: Double, repeating: Bool) {
        onTrace?(
            TraceEvent(
                time: time, event: "timer",
                fields: [.init("id", .integer(Int64(id))), .init("repeating", .boolean(repeating))]))
    }

    /// Starts or stops watching the history, as ``onTrace`` is set or cleared.
    private func changed() {
        // A burst of firings is made only while nothing is traced.
        clockLoop.endBurst()
        isTracing = onTrace != nil
        do {
            if isTracing, observer == nil {
                let listener = TraceListener(trace: self)
                observer = try history.stack.addObserver { event in listener.heard(event) }
            } else if !isTracing, let token = observer {
                try history.stack.removeObserver(token)
                observer = nil
            }
        } catch {
            // Only while the history is busy (an undo running): the next change of onTrace
            // tries again; the events themselves are traced regardless.
        }
    }

    /// A change of the history: `change` (`"pushed"`, `"undone"`, `"redone"`, `"jumped"`, …),
    /// the step's `name` where it has one, and the history's `index` and `count` after it.
    fileprivate func heard(_ event: UndoEvent) {
        guard let onTrace else { return }
        var fields: [TraceEvent.Field] = []
        func add(_ change: String, _ more: [TraceEvent.Field] = []) {
            fields = [.init("change", .string(LuaString(change)))] + more
        }
        let name = { (text: String) in TraceEvent.Field("name", .string(LuaString(text))) }
        switch event.change {
        case .pushed(let step): add("pushed", [name(step)])
        case .merged(let step): add("merged", [name(step)])
        case .addedToGroup(let group, let command):
            add("addedToGroup", [name(command), .init("group", .string(LuaString(group)))])
        case .groupBegan(let group): add("groupBegan", [name(group)])
        case .groupEnded(let group): add("groupEnded", [name(group)])
        case .groupCancelled(let group): add("groupCancelled", [name(group)])
        case .undone(let step): add("undone", [name(step)])
        case .redone(let step): add("redone", [name(step)])
        case .jumped(let from, let to):
            add("jumped", [.init("from", .integer(Int64(from))), .init("to", .integer(Int64(to)))])
        case .cleanChanged(let isClean): add("cleanChanged", [.init("clean", .boolean(isClean))])
        case .evicted(let count): add("evicted", [.init("steps", .integer(Int64(count)))])
        case .redoDiscarded(let count): add("redoDiscarded", [.init("steps", .integer(Int64(count)))])
        case .limitChanged(let limit): add("limitChanged", [.init("limit", limit.map { .integer(Int64($0)) } ?? .nil)])
        case .cleared: add("cleared")
        }
        fields += [
            .init("index", .integer(Int64(event.status.index))), .init("count", .integer(Int64(event.status.count))),
        ]
        onTrace(TraceEvent(time: clockLoop.clock.now, event: "history", fields: fields))
    }
}

/// What the trace's history observer holds to reach the trace: the history and the trace live
/// and are used on one thread, and the trace removes the observer before it goes.
private final class TraceListener: @unchecked Sendable {
    unowned let trace: RunTrace

    init(trace: RunTrace) {
        self.trace = trace
    }

    func heard(_ event: UndoEvent) {
        trace.heard(event)
    }
}
