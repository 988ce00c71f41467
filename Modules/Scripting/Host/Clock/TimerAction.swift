extension ScriptHost {
    /// What a timer on the host's clock runs.
    ///
    /// A script's handler is a case of its own so that the clock loop dispatches it straight
    /// from C (``LuaThread/callHandler(_:time:handler:)``: a registry get, the firing time, a
    /// protected call): a tick handler at 60 Hz is the busiest path from Swift into Lua, and a
    /// closure per firing cost more than the Lua call it made.
    ///
    /// `indirect`, so that the payload is one reference: the clock loop copies it out of the
    /// heap on every tick, and a two-case enum of a class and a closure cost more to copy,
    /// test and destroy than one retain and release.
    indirect enum TimerAction {
        /// A script's handler (`clock.every`, `after`, `at`), called with the firing time.
        case handler(LuaReference)
        /// Anything else the host scheduled, such as a control's own event.
        case action(Action)
    }
}

extension Scheduler where Payload == ScriptHost.TimerAction {
    /// Schedules `action` at `time`, then every `interval` seconds if one is given.
    @discardableResult
    mutating func schedule(at time: Double, every interval: Double? = nil, _ action: @escaping ScriptHost.Action)
        -> TimerID
    {
        schedule(at: time, every: interval, .action(action))
    }
}
