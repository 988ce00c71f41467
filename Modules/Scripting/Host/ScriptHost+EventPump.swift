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
                guard let object: Object = host.control(id) else { return LUA_OK }
                object[keyPath: timers].markDelivered(timed.event, at: timed.time)
                guard let call = delivery(object, timed.event) else { return LUA_OK }
                return host.invoke(call, control: id, on: state)
            })
        }
    }

    /// Calls `call`'s callback with control `id` and the call's arguments on the Lua thread
    /// `state`; the status as ``invoke(_:on:pushing:)`` gives it.
    func invoke(_ call: EventCall, control id: Int, on state: OpaquePointer) -> Int32 {
        invoke(call.callback, on: state) { state in
            pushControl(id, onto: state)
            for argument in call.arguments { runtime.push(argument, onto: state) }
            return 1 + Int32(call.arguments.count)
        }
    }
}
