import Foundation
import Models

extension ClockLoop {
    /// The `clock` library: the virtual clock and its timers, for `host`'s scripts (a script's
    /// `clock.advance` runs the loop for it).
    func library(for host: ScriptHost) -> [LuaBinding] {
        [
            LuaBinding("now", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(clock.now)
                return 1
            }),
            LuaBinding("time", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(clock.wallTime)
                return 1
            }),
            LuaBinding("every", { [unowned(unsafe) self] call throws(LuaCallError) in
                let interval = try call.finiteNumber(1)
                guard interval > 0 else {
                    throw call.argumentError(1, "interval must be a positive number of seconds, got \(call.numberText(1))")
                }
                let handler = try call.function(2, runtime: runtime)
                call.push(scheduleScriptTimer(at: try clockTime(clock.now + interval, call), every: interval, handler))
                return 1
            }),
            LuaBinding("after", { [unowned(unsafe) self] call throws(LuaCallError) in
                let delay = try call.finiteNumber(1)
                guard delay >= 0 else {
                    throw call.argumentError(1, "delay must be a number of seconds ≥ 0, got \(call.numberText(1))")
                }
                let handler = try call.function(2, runtime: runtime)
                call.push(scheduleScriptTimer(at: try clockTime(clock.now + delay, call), handler))
                return 1
            }),
            LuaBinding("at", { [unowned(unsafe) self] call throws(LuaCallError) in
                let time: Double
                if call.isString(1) {
                    time = try call.iso8601Seconds(1) - clock.origin
                } else {
                    time = try call.finiteNumber(1)
                }
                let handler = try call.function(2, runtime: runtime)
                call.push(scheduleScriptTimer(at: try clockTime(max(time, clock.now), call), handler))
                return 1
            }),
            LuaBinding("cancel", { [unowned(unsafe) self] call throws(LuaCallError) in
                let id = Int(truncatingIfNeeded: try call.integer(1))
                // Only the script's own timers: a control's internal timer is not a script's.
                call.push(cancelScriptTimer(id))
                return 1
            }),
            LuaBinding("pending", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(scriptTimers.count)
                return 1
            }),
            LuaBinding("stop", { [unowned(unsafe) self] _ throws(LuaCallError) in
                stopRequested = true
                return 0
            }),
            LuaBinding("advance", { [unowned(unsafe) self, unowned(unsafe) host] call throws(LuaCallError) in
                let seconds = try call.finiteNumber(1)
                guard seconds >= 0 else {
                    throw call.argumentError(1, "cannot advance by a negative time (\(call.numberText(1)))")
                }
                let status = run(until: try clockTime(clock.now + seconds, call), on: call.thread, for: host)
                if !status.isOK { throw .valueOnStack }
                call.push(clock.now)
                return 1
            }),
            LuaBinding("parse", { call throws(LuaCallError) in
                call.push(try call.iso8601Seconds(1))
                return 1
            }),
            LuaBinding("iso", { [unowned(unsafe) self] call throws(LuaCallError) in
                let seconds = try call.isNoneOrNil(1) ? clock.wallTime : call.finiteNumber(1)
                guard let text = ISO8601.string(secondsSince1970: seconds, precision: .seconds) else {
                    if call.isNoneOrNil(1) {
                        throw LuaCallError("the clock's date (\(seconds) seconds since 1970) is outside years 0000–9999, which ISO 8601 can write")
                    }
                    throw call.argumentError(
                        1, "\(call.numberText(1)) seconds since 1970 is outside years 0000–9999, which ISO 8601 can write")
                }
                call.push(text)
                return 1
            }),
        ]
    }

    /// `time` (the clock's now plus argument 1) if the clock can reach it, else argument 1's
    /// error: past ``VirtualClock/maximumTime`` a time would be too large for the integer
    /// conversions of `os.time` and the recordings, and past 1e308 it would be infinite.
    private func clockTime(_ time: Double, _ call: LuaCall) throws(LuaCallError) -> Double {
        guard time <= VirtualClock.maximumTime else {
            throw call.argumentError(
                1, "\(call.numberText(1)) would take the clock past its limit of 1e12 s (about 31,700 years) from the start")
        }
        return time
    }
}
