/// The one event pump of every control: a model's timed events become timers on the clock that
/// call the script's callbacks (``ControlContext/schedule(_:of:through:_:)``), polled models
/// get one delivery at a time (``ControlContext/scheduleDelivery(at:of:through:_:)``), and
/// every event is traced whether or not a callback hears it.
final class EventPump {
    // The host's parts hold one another strongly, as a tree with no cycle (nothing below holds
    // the pump), so every access on the hot path is a plain load, not an unowned check.
    private let clockLoop: ClockLoop
    private let registry: ControlRegistry
    private let runtime: LuaRuntime
    private let trace: RunTrace

    init(clockLoop: ClockLoop, registry: ControlRegistry, runtime: LuaRuntime, trace: RunTrace) {
        self.clockLoop = clockLoop
        self.registry = registry
        self.runtime = runtime
        self.trace = trace
    }

    /// ``ControlContext/schedule(_:of:through:_:)``.
    func schedule<Object: ScriptControl, Event: Hashable>(
        _ events: some Sequence<TimedEvent<Event>>, of object: Object,
        through timers: KeyPath<Object, EventTimers<Event>>,
        _ delivery: @escaping (Object, Event) -> EventCall?
    ) {
        let record = object[keyPath: timers]
        for timer in record.timers { clockLoop.scheduler.cancel(timer) }
        record.timers = []
        let now = clockLoop.clock.now
        let id = object.id
        for timed in events where timed.time >= now {
            if record.wasDelivered(timed.event, at: timed.time) { continue }
            record.timers.append(
                clockLoop.scheduler.schedule(at: timed.time) { host, thread, _ in
                    guard let object: Object = host.registry.control(id) else { return .ok }
                    object[keyPath: timers].markDelivered(timed.event, at: timed.time)
                    guard let call = delivery(object, timed.event) else { return .ok }
                    return host.events.invoke(call, control: id, on: thread)
                })
        }
    }

    /// Calls `call`'s callback, if the script set one, with control `id` (when given) and the
    /// call's arguments on `thread`; the status as ``LuaThread/call(_:pushing:)`` gives it.
    /// The run's trace hears of the event either way.
    func invoke(_ call: EventCall, control id: Int?, on thread: LuaThread) -> LuaStatus {
        if trace.isTracing { trace.event(call, control: id) }
        guard let callback = call.callback else { return .ok }
        return thread.call(callback) { thread in
            if let id { registry.push(id, onto: thread) }
            for argument in call.arguments {
                switch argument {
                case .value(let value): runtime.push(value, onto: thread)
                case .reference(let reference?): reference.push(onto: thread.state)
                case .reference(nil): thread.pushNil()
                }
            }
            return (id == nil ? 0 : 1) + Int32(call.arguments.count)
        }
    }

    /// ``ControlContext/scheduleCall(at:_:)``.
    func scheduleCall(at time: Double, _ call: EventCall) {
        clockLoop.scheduler.schedule(at: time) { host, thread, _ in host.events.invoke(call, control: nil, on: thread) }
    }

    /// ``ControlContext/scheduleDelivery(at:of:through:_:)``.
    func scheduleDelivery<Object: ScriptControl>(
        at time: Double, of object: Object, through slot: KeyPath<Object, DeliveryTimer>,
        _ deliver: @escaping (Object, EventDelivery) -> Void
    ) {
        cancelDelivery(object[keyPath: slot])
        let id = object.id
        object[keyPath: slot].time = time
        object[keyPath: slot].timer = clockLoop.scheduler.schedule(at: time) { host, thread, _ in
            guard let object: Object = host.registry.control(id) else { return .ok }
            object[keyPath: slot].timer = nil
            object[keyPath: slot].time = nil
            let delivery = EventDelivery(host: host, control: id, thread: thread, time: time)
            deliver(object, delivery)
            return delivery.status
        }
    }

    func cancelDelivery(_ delivery: DeliveryTimer) {
        if let timer = delivery.timer { clockLoop.scheduler.cancel(timer) }
        delivery.timer = nil
        delivery.time = nil
    }
}

/// The timer of a control's own delivery (``ControlContext/scheduleDelivery(at:of:through:_:)``).
final class DeliveryTimer {
    fileprivate(set) var timer: Scheduler<ScriptHost.TimerAction>.TimerID?
    /// When the waiting delivery happens; nil when none waits.
    fileprivate(set) var time: Double?
}

/// Calls a control's callbacks during its own delivery, in order; after one raises, the rest
/// are not called and the error goes on to the clock loop (the run's error handling).
final class EventDelivery {
    private unowned let host: ScriptHost
    private let control: Int
    private let thread: LuaThread
    fileprivate private(set) var status = LuaStatus.ok
    /// The instant the delivery was scheduled for, which the control answers for: the
    /// clock's now, except past the clock's limit (an animation of 1e300 s), where the clock
    /// waits at the limit and the delivery still reports what is due at its own instant — as
    /// listed events are met with the clock at the limit.
    let time: Double

    fileprivate init(host: ScriptHost, control: Int, thread: LuaThread, time: Double) {
        self.host = host
        self.control = control
        self.thread = thread
        self.time = max(time, host.clockLoop.clock.now)
    }

    /// What the delivery may touch of the host, as a binding's body may.
    var context: ControlContext { ControlContext(host) }

    /// Calls `call`'s callback with the control (unless `passingControl` is false) and its
    /// arguments; false when it raised (or an earlier one did), and the delivery should stop.
    func deliver(_ call: EventCall, passingControl: Bool = true) -> Bool {
        guard status.isOK else { return false }
        status = host.events.invoke(call, control: passingControl ? control : nil, on: thread)
        return status.isOK
    }
}
