import Foundation
import Models

extension ClockLoop {
    /// The `clock` library: the virtual clock and its timers, for `host`'s scripts (a script's
    /// `clock.advance` runs the loop for it).
    func library(for host: ScriptHost) -> LuaLibrary {
        LuaLibrary(
            name: "clock",
            doc: """
                The virtual clock and its timers. Virtual time starts at 0.0 and moves only when the \
                clock runs timers (after the main chunk, or in `clock.advance`). Timers due at the \
                same instant run in the order they were created. `clock.cancel` and `clock.pending` \
                see only the script's own timers, not the odometers' roll-end timers (which take ids \
                from the same sequence).
                """,
            types: [
                .alias(
                    "TimerID", "integer", doc: "A timer's id, as `clock.every`, `clock.after` and `clock.at` return it."
                ),
                .alias(
                    "TimerHandler", "fun(t: number)",
                    doc: "A timer handler: receives the virtual time it was due (seconds since the start of the run)."),
            ],
            functions: [
                LuaBinding(
                    "now", doc: "The virtual time since the run started, in seconds.",
                    returns: ["number seconds"]
                ) { [unowned(unsafe) self] call throws(LuaCallError) in
                    call.push(clock.now)
                    return 1
                },
                LuaBinding(
                    "time",
                    doc: """
                        The virtual wall-clock time: seconds since 1970, the start date-time (`--now`) \
                        plus `clock.now()`.
                        """,
                    returns: ["number seconds"]
                ) { [unowned(unsafe) self] call throws(LuaCallError) in
                    call.push(clock.wallTime)
                    return 1
                },
                LuaBinding(
                    "every",
                    doc: """
                        Calls `handler(t)` every `interval` seconds, first at `clock.now() + interval`; \
                        the k-th call is due at first + k × interval (no drift).
                        """,
                    parameters: [
                        .typed("interval", "number", "seconds, positive and finite"), .typed("handler", "TimerHandler"),
                    ],
                    returns: ["TimerID id"]
                ) { [unowned(unsafe) self] call throws(LuaCallError) in
                    let interval = try call.finiteNumber(1)
                    guard interval > 0 else {
                        throw call.argumentError(
                            1, "interval must be a positive number of seconds, got \(call.numberText(1))")
                    }
                    let handler = try call.function(2, runtime: runtime)
                    call.push(
                        scheduleScriptTimer(at: try clockTime(clock.now + interval, call), every: interval, handler))
                    return 1
                },
                LuaBinding(
                    "after",
                    doc: """
                        Calls `handler(t)` once, `delay` seconds from now (0: at the current time, once \
                        the calling code has returned).
                        """,
                    parameters: [
                        .typed("delay", "number", "seconds, finite and ≥ 0"), .typed("handler", "TimerHandler"),
                    ],
                    returns: ["TimerID id"]
                ) { [unowned(unsafe) self] call throws(LuaCallError) in
                    let delay = try call.finiteNumber(1)
                    guard delay >= 0 else {
                        throw call.argumentError(1, "delay must be a number of seconds ≥ 0, got \(call.numberText(1))")
                    }
                    let handler = try call.function(2, runtime: runtime)
                    call.push(scheduleScriptTimer(at: try clockTime(clock.now + delay, call), handler))
                    return 1
                },
                LuaBinding(
                    "at",
                    doc: """
                        Calls `handler(t)` once at `time`: a number is a virtual time (as \
                        `clock.now()`), a string an ISO 8601 date-time with a time zone (as \
                        `clock.time()`). A past time runs at the current time.
                        """,
                    parameters: [.typed("time", "number|string"), .typed("handler", "TimerHandler")],
                    returns: ["TimerID id"]
                ) { [unowned(unsafe) self] call throws(LuaCallError) in
                    let time: Double
                    if call.isString(1) {
                        time = try call.iso8601Seconds(1) - clock.origin
                    } else {
                        time = try call.finiteNumber(1)
                    }
                    let handler = try call.function(2, runtime: runtime)
                    call.push(scheduleScriptTimer(at: try clockTime(max(time, clock.now), call), handler))
                    return 1
                },
                LuaBinding(
                    "cancel",
                    doc: """
                        Cancels one of the script's timers. cancelled, never existed, or is not the \
                        script's (an odometer's roll end)
                        """,
                    parameters: [.typed("id", "TimerID")],
                    returns: [
                        """
                        boolean cancelled `true` if it was still scheduled; `false` if it already ran, was
                        """
                    ]
                ) { [unowned(unsafe) self] call throws(LuaCallError) in
                    let id = Int(truncatingIfNeeded: try call.integer(1))
                    // Only the script's own timers: a control's internal timer is not a script's.
                    call.push(cancelScriptTimer(id))
                    return 1
                },
                LuaBinding(
                    "pending",
                    doc: """
                        The number of the script's timers still scheduled (odometers' roll-end timers \
                        not counted).
                        """,
                    returns: ["integer count"]
                ) { [unowned(unsafe) self] call throws(LuaCallError) in
                    call.push(scriptTimers.count)
                    return 1
                },
                LuaBinding(
                    "stop",
                    doc: """
                        Ends the run once the current handler (or the main chunk) returns: no other \
                        timer runs, the clock does not move on to `--duration`, and later \
                        `clock.advance` calls do nothing.
                        """
                ) { [unowned(unsafe) self] _ throws(LuaCallError) in
                    stopRequested = true
                    return 0
                },
                LuaBinding(
                    "advance",
                    doc: """
                        Runs the timers due in the next `seconds`, in order, then sets the clock to \
                        `clock.now() + seconds`. A handler's error stops the advance at that handler's \
                        time and is raised from here unchanged. The handlers (and `onroll`) run on the \
                        calling coroutine, and cannot yield. After `clock.stop()` it does nothing and \
                        returns `clock.now()`.
                        """,
                    parameters: [
                        .typed("seconds", "number", "finite and ≥ 0; the clock never passes 1e12 s from the start")
                    ],
                    returns: ["number now the new `clock.now()`"]
                ) { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                    let seconds = try call.finiteNumber(1)
                    guard seconds >= 0 else {
                        throw call.argumentError(1, "cannot advance by a negative time (\(call.numberText(1)))")
                    }
                    let status = run(until: try clockTime(clock.now + seconds, call), on: call.thread, for: host)
                    if !status.isOK { throw .valueOnStack }
                    call.push(clock.now)
                    return 1
                },
                LuaBinding(
                    "parse",
                    doc: """
                        Seconds since 1970 of an ISO 8601 date-time with a date, a time and a time zone \
                        (`"2026-12-24T18:00:00Z"`, `"2026-12-24T19:00:00+01:00"`, any number of \
                        fractional digits, rounded to the nanosecond; RFC 3339, years 0000–9999). Other \
                        text is an error naming the field at fault: `invalid ISO 8601 date-time '...': \
                        day 30 is out of range ...`, with text longer than 60 bytes cut.
                        """,
                    parameters: [.typed("text", "string")],
                    returns: ["number seconds"]
                ) { call throws(LuaCallError) in
                    call.push(try call.iso8601Seconds(1))
                    return 1
                },
                LuaBinding(
                    "iso",
                    doc: """
                        Formats seconds since 1970 (default `clock.time()`) as ISO 8601 in UTC, whole \
                        seconds rounded down: `"2026-12-24T18:00:00Z"`.
                        """,
                    parameters: [.typed("seconds", "number?")],
                    returns: ["string"]
                ) { [unowned(unsafe) self] call throws(LuaCallError) in
                    let seconds = try call.isNoneOrNil(1) ? clock.wallTime : call.finiteNumber(1)
                    guard let text = ISO8601.string(secondsSince1970: seconds, precision: .seconds) else {
                        if call.isNoneOrNil(1) {
                            throw LuaCallError(
                                "the clock's date (\(seconds) seconds since 1970) is outside years 0000–9999, which ISO 8601 can write"
                            )
                        }
                        throw call.argumentError(
                            1,
                            "\(call.numberText(1)) seconds since 1970 is outside years 0000–9999, which ISO 8601 can write"
                        )
                    }
                    call.push(text)
                    return 1
                },
            ])
    }

    /// `time` (the clock's now plus argument 1) if the clock can reach it, else argument 1's
    /// error: past ``VirtualClock/maximumTime`` a time would be too large for the integer
    /// conversions of `os.time` and the recordings, and past 1e308 it would be infinite.
    private func clockTime(_ time: Double, _ call: LuaCall) throws(LuaCallError) -> Double {
        guard time <= VirtualClock.maximumTime else {
            throw call.argumentError(
                1,
                "\(call.numberText(1)) would take the clock past its limit of 1e12 s (about 31,700 years) from the start"
            )
        }
        return time
    }
}
