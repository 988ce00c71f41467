/// All a control's declaration may touch of the host: the virtual time, changes that join the
/// history, and the control's timed events and their callbacks. It reaches nothing else — not
/// the scheduler's other timers, the history's other commands, or another control.
struct ControlContext {
    /// Unowned and unchecked, as the controls' bindings hold the host: a context lives only
    /// inside a call the host's bindings made, and those bindings are detached before the host
    /// goes. Checked (`unowned`), every method call counts the host's unowned references:
    /// `make bench`, row "Lua → Swift calls", went from 1.1× to 1.7× against its 1.3× target.
    private unowned(unsafe) let host: ScriptHost

    init(_ host: ScriptHost) {
        self.host = host
    }

    /// The virtual clock's current time.
    var now: Double { host.clockLoop.clock.now }

    /// The event `name` for delivery, or nil when nobody would hear it — no function set and no
    /// trace — so an unheard event costs no arguments (a spinning wheel's crossings are many).
    func event(_ name: String, callback: LuaReference?, arguments: @autoclosure () -> [LuaValue]) -> EventCall? {
        guard hears(callback) else { return nil }
        return EventCall(name, callback: callback, arguments: arguments())
    }

    /// Whether an event with `callback` would be heard: a function is set, or the run is traced.
    /// A control whose events are many (a wheel's crossings) schedules them only when heard.
    func hears(_ callback: LuaReference?) -> Bool {
        callback != nil || host.trace.isTracing
    }

    /// The runtime, for holding a script's function (``BindingCall/callbackValue()``).
    var runtime: LuaRuntime { host.runtime }

    /// What draws the controls written in Lua.
    var painter: LuaControlPainter { host.painter }

    /// The next seed for a game the script gives none: drawn from the run's `--seed`, so that a
    /// seeded run deals the same games.
    func nextGameSeed() -> UInt64 {
        host.gameSeeds.next()
    }

    /// Changes `object`'s model at `keyPath` through the history, as the step `name` ("Set
    /// Odometer"): `apply` now and on redo, `revert` on undo, each at the time it runs. After each,
    /// the control settles (``ScriptControl/settle(in:)``: its events are rescheduled). A step
    /// applied to a control the script has dropped does nothing.
    func change<Object: ScriptControl, Model>(
        _ name: String, _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Model> & Sendable,
        apply: @escaping @Sendable (inout Model, Double) -> Void,
        revert: @escaping @Sendable (inout Model, Double) -> Void
    ) throws(LuaCallError) {
        try change(name, object, apply: Self.changing(keyPath, apply), revert: Self.changing(keyPath, revert))
    }

    /// A change of the whole object that changes the model at `keyPath` by `body`. The model is
    /// copied out, changed and stored back, so no access to it stays open while anything else
    /// runs.
    private static func changing<Object: ScriptControl, Model>(
        _ keyPath: ReferenceWritableKeyPath<Object, Model> & Sendable,
        _ body: @escaping @Sendable (inout Model, Double) -> Void
    ) -> @Sendable (Object, Double) -> Void {
        { object, time in
            var model = object[keyPath: keyPath]
            body(&model, time)
            object[keyPath: keyPath] = model
        }
    }

    /// Changes `object` itself through the history, as the step `name`, for a change that is
    /// more than one model (a puzzle's board and the slides it shows): `apply` now and on redo,
    /// `revert` on undo, each given the live object and the time; then the control settles.
    func change<Object: ScriptControl>(
        _ name: String, _ object: Object,
        apply: @escaping @Sendable (Object, Double) -> Void,
        revert: @escaping @Sendable (Object, Double) -> Void
    ) throws(LuaCallError) {
        let id = object.id
        try host.history.perform(
            name, on: host,
            apply: { host in host.updateControl(id, apply) },
            revert: { host in host.updateControl(id, revert) }
        )
    }

    /// Calls a script's callback now, from inside a binding (a puzzle's `onmove` after a
    /// tilt): with `object` and `call`'s arguments; an error the callback raises is the
    /// binding's error, passed on to the script unchanged.
    func invoke<Object: ScriptControl>(_ call: EventCall, of object: Object, on thread: LuaThread) throws(LuaCallError)
    {
        guard host.events.invoke(call, control: object.id, on: thread).isOK else { throw .valueOnStack }
    }

    /// Records, as the step `name`, a change already made to `object`'s model at `keyPath` (a
    /// gesture, recorded when the finger lifts): nothing is applied now; `revert` on undo and
    /// `apply` on redo, each followed by the control settling, as ``change(_:_:_:apply:revert:)``.
    func record<Object: ScriptControl, Model>(
        _ name: String, _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Model> & Sendable,
        apply: @escaping @Sendable (inout Model, Double) -> Void,
        revert: @escaping @Sendable (inout Model, Double) -> Void
    ) throws(LuaCallError) {
        try record(name, [(object, Self.changing(keyPath, apply), Self.changing(keyPath, revert))])
    }

    /// Records, as the one step `name`, changes already made to several controls (the views a
    /// plan animated): on redo each `apply` runs, in order, on undo each `revert`, in reverse;
    /// each control then settles. Controls the script has dropped are skipped.
    func record<Object: ScriptControl>(
        _ name: String,
        _ changes: [(
            object: Object, apply: @Sendable (Object, Double) -> Void, revert: @Sendable (Object, Double) -> Void
        )]
    ) throws(LuaCallError) {
        let steps = changes.map { (id: $0.object.id, apply: $0.apply, revert: $0.revert) }
        try host.history.record(
            name,
            apply: { host in for step in steps { host.updateControl(step.id, step.apply) } },
            revert: { host in for step in steps.reversed() { host.updateControl(step.id, step.revert) } }
        )
    }

    /// Where the history stands, its steps and how many are applied: a change put back after a
    /// failure checks that the history did not move meanwhile.
    var historyPosition: [Int] {
        [host.history.stack.count, host.history.stack.index]
    }

    /// Calls a script's function at `time` with `call`'s arguments only, not tied to a control
    /// (a plan of pauses reports its end so).
    func scheduleCall(at time: Double, _ call: EventCall) {
        host.events.scheduleCall(at: time, call)
    }

    /// Replaces the delivery `object` has waiting in `slot` with one at `time`, for a model whose
    /// events are polled rather than listed (a frame animation that repeats forever has no
    /// last event): at `time`, `deliver` runs with the live object and an ``EventDelivery``
    /// that calls its callbacks in order. A dropped control's delivery does nothing.
    func scheduleDelivery<Object: ScriptControl>(
        at time: Double, of object: Object, through slot: KeyPath<Object, DeliveryTimer>,
        _ deliver: @escaping (Object, EventDelivery) -> Void
    ) {
        host.events.scheduleDelivery(at: time, of: object, through: slot, deliver)
    }

    /// Cancels the delivery `object` has waiting in `slot`, if any.
    func cancelDelivery<Object: ScriptControl>(of object: Object, through slot: KeyPath<Object, DeliveryTimer>) {
        host.events.cancelDelivery(object[keyPath: slot])
    }

    /// Replaces the events `object` has waiting in `timers` with `events`: each one from now on,
    /// except those already delivered at the current instant, fires at its time and calls what
    /// `delivery` answers (the callback, with the control and the arguments after it), or nothing
    /// when it answers nil. The one event pump of every control: a dropped control's events do
    /// nothing, and an event is delivered once however often the control is rescheduled.
    func schedule<Object: ScriptControl, Event: Hashable>(
        _ events: some Sequence<TimedEvent<Event>>, of object: Object,
        through timers: KeyPath<Object, EventTimers<Event>>,
        _ delivery: @escaping (Object, Event) -> EventCall?
    ) {
        host.events.schedule(events, of: object, through: timers, delivery)
    }
}

/// An event of a control's model and the time it happens.
struct TimedEvent<Event: Hashable>: Hashable {
    let time: Double
    let event: Event
}

/// A control's event as a script sees it: the callback property it calls (`"oncross"`), the
/// script's function there if one is set, and the arguments after the control. Delivering it
/// calls the function; the run's trace (`--trace`) records it either way.
struct EventCall {
    /// An argument: a value copied into Lua, or a value the script gave and the control holds
    /// (a run's context), nil when it holds none.
    enum Argument {
        case value(LuaValue)
        case reference(LuaReference?)
    }

    /// The callback property's name, which names the event in the trace.
    let name: String
    let callback: LuaReference?
    let arguments: [Argument]

    init(_ name: String, callback: LuaReference?, arguments: [LuaValue]) {
        self.name = name
        self.callback = callback
        self.arguments = arguments.map(Argument.value)
    }

    init(_ name: String, callback: LuaReference?, passing arguments: [Argument]) {
        self.name = name
        self.callback = callback
        self.arguments = arguments
    }
}
