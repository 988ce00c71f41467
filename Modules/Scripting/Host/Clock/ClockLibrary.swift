import Foundation
import Models

/// The `clock` library: the virtual clock and its timers (a script's `clock.advance` runs the
/// host's clock loop for it).
enum ClockLibrary {
    static var declaration: HostLibraryDeclaration {
        var clock = HostLibraryDeclaration(
            "clock",
            doc: """
                The virtual clock and its timers. Virtual time starts at 0.0 and moves only when the \
                clock runs timers (after the main chunk, or in `clock.advance`). Timers due at the \
                same instant run in the order they were created. `clock.cancel` and `clock.pending` \
                see only the script's own timers, not the odometers' roll-end timers (which take ids \
                from the same sequence).
                """)
        clock.types = [
            .alias(
                "TimerID", "integer", doc: "A timer's id, as `clock.every`, `clock.after` and `clock.at` return it."),
            .alias(
                "TimerHandler", "fun(t: number)",
                doc: "A timer handler: receives the virtual time it was due (seconds since the start of the run)."),
        ]
        declareTime(&clock)
        declareTimers(&clock)
        declareRunning(&clock)
        declareSettle(&clock)
        declareDates(&clock)
        return clock
    }

    /// `clock.now` and `clock.time`.
    private static func declareTime(_ clock: inout HostLibraryDeclaration) {
        clock.function(
            "now", doc: "The virtual time since the run started, in seconds.", returns: "number seconds"
        ) { host, call throws(LuaCallError) in
            call.push(host.clock.now)
        }
        clock.function(
            "time",
            doc: """
                The virtual wall-clock time: seconds since 1970, the start date-time (`--now`) plus \
                `clock.now()`.
                """,
            returns: "number seconds"
        ) { host, call throws(LuaCallError) in
            call.push(host.clock.wallTime)
        }
    }

    /// `clock.every`, `after`, `at`, `cancel` and `pending`.
    private static func declareTimers(_ clock: inout HostLibraryDeclaration) {
        let interval = DeclaredArgument.finite(1, "interval", "seconds, positive and finite")
        let delay = DeclaredArgument.finite(1, "delay", "seconds, finite and ≥ 0")
        // A virtual time, or an ISO 8601 date-time (as seconds since 1970).
        let instant = DeclaredArgument<(isDate: Bool, seconds: Double)>(1, "time", type: "number|string") {
            site throws(LuaCallError) in
            site.lua.isString(site.index)
                ? (true, try ISODateTime.read(site.lua, at: site.index).secondsSince1970)
                : (false, try site.lua.finiteNumber(site.index))
        }
        let handler = DeclaredArgument.function(2, "handler", type: "TimerHandler")
        let timer = DeclaredArgument<Int64>(1, "id", type: "TimerID") { site throws(LuaCallError) in
            try Int64.read(site.lua, at: site.index)
        }
        clock.function(
            "every",
            doc: """
                Calls `handler(t)` every `interval` seconds, first at `clock.now() + interval`; the \
                k-th call is due at first + k × interval (no drift).
                """,
            interval, handler, returns: "TimerID id"
        ) { host, call throws(LuaCallError) in
            let seconds = try call[interval]
            guard seconds > 0 else {
                throw call.argumentError(
                    interval, "interval must be a positive number of seconds, got \(call.numberText(interval))")
            }
            let function = try call[handler]
            let loop = host.clockLoop
            call.push(
                loop.scheduleScriptTimer(
                    at: try clockTime(loop.clock.now + seconds, call, interval), every: seconds, function))
        }
        clock.function(
            "after",
            doc: """
                Calls `handler(t)` once, `delay` seconds from now (0: at the current time, once the \
                calling code has returned).
                """,
            delay, handler, returns: "TimerID id"
        ) { host, call throws(LuaCallError) in
            let seconds = try call[delay]
            guard seconds >= 0 else {
                throw call.argumentError(delay, "delay must be a number of seconds ≥ 0, got \(call.numberText(delay))")
            }
            let function = try call[handler]
            let loop = host.clockLoop
            call.push(loop.scheduleScriptTimer(at: try clockTime(loop.clock.now + seconds, call, delay), function))
        }
        clock.function(
            "at",
            doc: """
                Calls `handler(t)` once at `time`: a number is a virtual time (as `clock.now()`), a \
                string an ISO 8601 date-time with a time zone (as `clock.time()`). A past time runs \
                at the current time.
                """,
            instant, handler, returns: "TimerID id"
        ) { host, call throws(LuaCallError) in
            let loop = host.clockLoop
            let given = try call[instant]
            let time = given.isDate ? given.seconds - loop.clock.origin : given.seconds
            let function = try call[handler]
            call.push(loop.scheduleScriptTimer(at: try clockTime(max(time, loop.clock.now), call, instant), function))
        }
        clock.function(
            "cancel",
            doc: "Cancels one of the script's timers.",
            timer,
            returns: """
                boolean cancelled `true` if it was still scheduled; `false` if it already ran, was \
                cancelled, never existed, or is not the script's (an odometer's roll end)
                """
        ) { host, call throws(LuaCallError) in
            let id = Int(truncatingIfNeeded: try call[timer])
            // Only the script's own timers: a control's internal timer is not a script's.
            call.push(host.clockLoop.cancelScriptTimer(id))
        }
        clock.function(
            "pending",
            doc: "The number of the script's timers still scheduled (odometers' roll-end timers not counted).",
            returns: "integer count"
        ) { host, call throws(LuaCallError) in
            call.push(host.clockLoop.scriptTimers.count)
        }
    }

    /// `clock.stop` and `clock.advance`.
    private static func declareRunning(_ clock: inout HostLibraryDeclaration) {
        let seconds = DeclaredArgument.finite(
            1, "seconds", "finite and ≥ 0; the clock never passes 1e12 s from the start")
        clock.function(
            "stop",
            doc: """
                Ends the run once the current handler (or the main chunk) returns: no other timer \
                runs, the clock does not move on to `--duration`, and later `clock.advance` calls do \
                nothing.
                """
        ) { host, _ throws(LuaCallError) in
            host.clockLoop.stopRequested = true
        }
        clock.function(
            "advance",
            doc: """
                Runs the timers due in the next `seconds`, in order, then sets the clock to \
                `clock.now() + seconds`. A handler's error stops the advance at that handler's time \
                and is raised from here unchanged. The handlers (and `onroll`) run on the calling \
                coroutine, and cannot yield. After `clock.stop()` it does nothing and returns \
                `clock.now()`.
                """,
            seconds, returns: "number now the new `clock.now()`"
        ) { host, call throws(LuaCallError) in
            let step = try call[seconds]
            // A frame being drawn may not move the clock it is drawn at.
            try host.painter.refuseInsideDraw()
            guard step >= 0 else {
                throw call.argumentError(seconds, "cannot advance by a negative time (\(call.numberText(seconds)))")
            }
            let loop = host.clockLoop
            let status = loop.run(
                until: try clockTime(loop.clock.now + step, call, seconds), on: call.thread, for: host)
            // The handler's error is on the stack, raised from here unchanged.
            if !status.isOK { throw .valueOnStack }
            call.push(loop.clock.now)
        }
    }

    /// `clock.settle([limit])`: the clock run until every control has come to rest.
    private static func declareSettle(_ clock: inout HostLibraryDeclaration) {
        let limit = DeclaredArgument<Double>(
            1, "limit", type: "number?", "the most seconds to wait, > 0 (default 60)"
        ) { site throws(LuaCallError) in
            if site.lua.isNoneOrNil(site.index) { return settleLimit }
            let value = try site.lua.finiteNumber(site.index)
            guard value > 0 else {
                throw site.lua.argumentError(site.index, "the limit must be a number of seconds above 0")
            }
            return value
        }
        clock.function(
            "settle",
            doc: """
                Runs the clock until every control has come to rest by itself (the timers due on the \
                way run, and what they start is waited for too), at most `limit` seconds; returns \
                the new `clock.now()`. A control moving without end is an error naming it: advance \
                by a time instead. Timers repeating for ever are not waited for.
                """,
            limit, returns: "number now the new `clock.now()`"
        ) { host, call throws(LuaCallError) in
            let wait = try call[limit]
            try host.painter.refuseInsideDraw()
            let loop = host.clockLoop
            let deadline = min(loop.clock.now + wait, VirtualClock.maximumTime)
            // Each round moves the clock on to when the controls rest; what their callbacks start
            // there may need another. A chain of rounds that never ends stops at the deadline,
            // or after a bounded number of rounds.
            for _ in 0..<settleRounds {
                let outlook = RestOutlook(of: host.registry)
                if let endless = outlook.endless.first {
                    throw LuaCallError("\(endless) never comes to rest: advance the clock by a time instead")
                }
                let target = min(outlook.settles, deadline)
                guard target > loop.clock.now else { break }
                let status = loop.run(until: target, on: call.thread, for: host)
                if !status.isOK { throw .valueOnStack }
            }
            call.push(loop.clock.now)
        }
    }

    /// What `clock.settle` waits at most by default, in seconds.
    static let settleLimit = 60.0
    /// The most rounds `clock.settle` takes (each moves the clock on).
    static let settleRounds = 10_000

    /// `clock.parse` and `clock.iso`.
    private static func declareDates(_ clock: inout HostLibraryDeclaration) {
        let text = DeclaredArgument<Double>(1, "text", type: "string") { site throws(LuaCallError) in
            try ISODateTime.read(site.lua, at: site.index).secondsSince1970
        }
        let date = DeclaredArgument<Double?>(1, "seconds", type: "number?") { site throws(LuaCallError) in
            site.lua.isNoneOrNil(site.index) ? nil : try site.lua.finiteNumber(site.index)
        }
        clock.function(
            "parse",
            doc: """
                Seconds since 1970 of an ISO 8601 date-time with a date, a time and a time zone \
                (`"2026-12-24T18:00:00Z"`, `"2026-12-24T19:00:00+01:00"`, any number of fractional \
                digits, rounded to the nanosecond; RFC 3339, years 0000–9999). Other text is an error \
                naming the field at fault: `invalid ISO 8601 date-time '...': day 30 is out of range \
                ...`, with text longer than 60 bytes cut.
                """,
            text, returns: "number seconds"
        ) { _, call throws(LuaCallError) in
            call.push(try call[text])
        }
        clock.function(
            "iso",
            doc: """
                Formats seconds since 1970 (default `clock.time()`) as ISO 8601 in UTC, whole seconds \
                rounded down: `"2026-12-24T18:00:00Z"`.
                """,
            date, returns: "string"
        ) { host, call throws(LuaCallError) in
            let given = try call[date]
            let seconds = given ?? host.clock.wallTime
            guard let text = ISO8601.string(secondsSince1970: seconds, precision: .seconds) else {
                if given == nil {
                    throw LuaCallError(
                        "the clock's date (\(seconds) seconds since 1970) is outside years 0000–9999, which ISO 8601 can write"
                    )
                }
                throw call.argumentError(
                    date,
                    "\(call.numberText(date)) seconds since 1970 is outside years 0000–9999, which ISO 8601 can write")
            }
            call.push(text)
        }
    }

    /// `time` (the clock's now plus `argument`) if the clock can reach it, else `argument`'s
    /// error: past ``VirtualClock/maximumTime`` a time would be too large for the integer
    /// conversions of `os.time` and the recordings, and past 1e308 it would be infinite.
    private static func clockTime<Value>(_ time: Double, _ call: ControlCall, _ argument: DeclaredArgument<Value>)
        throws(LuaCallError) -> Double
    {
        guard time <= VirtualClock.maximumTime else {
            throw call.argumentError(
                argument,
                "\(call.numberText(argument)) would take the clock past its limit of 1e12 s (about 31,700 years) from the start"
            )
        }
        return time
    }
}
