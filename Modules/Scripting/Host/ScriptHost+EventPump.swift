internal import CLua

extension ScriptHost {
    /// ``ControlContext/schedule(_:of:through:_:)``.
    func schedule<Object: ScriptControl, Event: Hashable>(
        _ events: some Sequence<TimedEvent<Event>>, of object: Object,
        through timers: KeyPath<Object, EventTimers<Event>>,
        _ delivery: @escaping (Object, Event) -> EventCall?
    ) {
        let record = object[keyPath: timers]
        for timer in record.timers { scheduler.cancel(timer) }
        record.timers = []
        let now = clock.now
        let id = object.id
        for timed in events where timed.time >= now {
            if record.wasDelivered(timed.event, at: timed.time) { continue }
            record.timers.append(scheduler.schedule(at: timed.time) { host, state, _ in
                guard let object: Object = host.registry.control(id) else { return LUA_OK }
                object[keyPath: timers].markDelivered(timed.event, at: timed.time)
                guard let call = delivery(object, timed.event) else { return LUA_OK }
                return host.invoke(call, control: id, on: state)
            })
        }
    }

    /// Calls `call`'s callback, if the script set one, with control `id` (when given) and the
    /// call's arguments on the Lua thread `state`; the status as ``invoke(_:on:pushing:)``
    /// gives it. The run's trace hears of the event either way.
    func invoke(_ call: EventCall, control id: Int?, on state: OpaquePointer) -> Int32 {
        if isTracing { trace(call, control: id) }
        guard let callback = call.callback else { return LUA_OK }
        return invoke(callback, on: state) { state in
            if let id { registry.push(id, onto: state) }
            for argument in call.arguments {
                switch argument {
                case .value(let value): runtime.push(value, onto: state)
                case .reference(let reference?): reference.push(onto: state)
                case .reference(nil): lua_pushnil(state)
                }
            }
            return (id == nil ? 0 : 1) + Int32(call.arguments.count)
        }
    }

    /// ``ControlContext/scheduleCall(at:_:)``.
    func scheduleCall(at time: Double, _ call: EventCall) {
        scheduler.schedule(at: time) { host, state, _ in host.invoke(call, control: nil, on: state) }
    }

    /// ``ControlContext/scheduleDelivery(at:of:through:_:)``.
    func scheduleDelivery<Object: ScriptControl>(
        at time: Double, of object: Object, through slot: KeyPath<Object, DeliveryTimer>,
        _ deliver: @escaping (Object, EventDelivery) -> Void
    ) {
        cancelDelivery(object[keyPath: slot])
        let id = object.id
        object[keyPath: slot].time = time
        object[keyPath: slot].timer = scheduler.schedule(at: time) { host, state, _ in
            guard let object: Object = host.registry.control(id) else { return LUA_OK }
            object[keyPath: slot].timer = nil
            object[keyPath: slot].time = nil
            let delivery = EventDelivery(host: host, control: id, state: state, time: time)
            deliver(object, delivery)
            return delivery.status
        }
    }

    func cancelDelivery(_ delivery: DeliveryTimer) {
        if let timer = delivery.timer { scheduler.cancel(timer) }
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
    private unowned(unsafe) let host: ScriptHost
    private let control: Int
    private let state: OpaquePointer
    fileprivate private(set) var status = LUA_OK
    /// The instant the delivery was scheduled for, which the control answers for: the
    /// clock's now, except past the clock's limit (an animation of 1e300 s), where the clock
    /// waits at the limit and the delivery still reports what is due at its own instant — as
    /// listed events are met with the clock at the limit.
    let time: Double

    fileprivate init(host: ScriptHost, control: Int, state: OpaquePointer, time: Double) {
        self.host = host
        self.control = control
        self.state = state
        self.time = max(time, host.clock.now)
    }

    /// What the delivery may touch of the host, as a binding's body may.
    var context: ControlContext { ControlContext(host) }

    /// Calls `call`'s callback with the control (unless `passingControl` is false) and its
    /// arguments; false when it raised (or an earlier one did), and the delivery should stop.
    func deliver(_ call: EventCall, passingControl: Bool = true) -> Bool {
        guard status == LUA_OK else { return false }
        status = host.invoke(call, control: passingControl ? control : nil, on: state)
        return status == LUA_OK
    }
}
