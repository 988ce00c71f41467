import Foundation
import Testing

@testable import Scripting

/// The clock loop fires a repeating script handler again and again while it stays the earliest
/// timer (its burst): everything it does must be what the general loop would do, at the same
/// instants and in the same order, whatever the handler changes on the way.
@Suite struct ClockLoopTests {
    private func makeHost(instructionLimit: Int? = nil, duration: Double? = nil) throws -> ScriptHost {
        try ScriptHost(
            options: .init(runtime: .init(instructionLimit: instructionLimit), duration: duration, origin: 0, seed: 1))
    }

    private func run(_ source: String, on host: ScriptHost, for seconds: Double) throws -> String {
        try host.runtime.execute(source, chunkName: "burst")
        try host.advance(by: seconds)
        guard case .string(let log) = try host.runtime.execute("return table.concat(log, ' ')", chunkName: "log").first
        else {
            Issue.record("no log")
            return ""
        }
        return log.text
    }

    @Test func aLoneTickerFiresAtEveryComputedInstantAndSeesTheClockThere() throws {
        let host = try makeHost()
        let log = try run(
            """
            log = {}
            clock.every(0.1, function(t) log[#log + 1] = ("%.17g=%.17g"):format(t, clock.now()) end)
            """, on: host, for: 1)
        let pairs = log.split(separator: " ")
        #expect(pairs.count == 10)
        for (k, pair) in pairs.enumerated() {
            let parts = pair.split(separator: "=")
            // Computed as first + k × interval, never accumulated; the clock reads the same.
            #expect(Double(parts[0]) == 0.1 + Double(k) * 0.1, "\(pair)")
            #expect(parts[0] == parts[1], "\(pair)")
        }
    }

    @Test func aTimerTheHandlerSchedulesFiresInItsPlace() throws {
        let host = try makeHost()
        let log = try run(
            """
            log = {}
            clock.every(0.25, function(t)
              log[#log + 1] = ("t%g"):format(t)
              if t == 0.5 then clock.after(0.1, function(u) log[#log + 1] = ("a%g"):format(u) end) end
              if t == 0.75 then clock.at(1, function(u) log[#log + 1] = ("at%g"):format(u) end) end
            end)
            """, on: host, for: 1.5)
        // The one-shot due at 1 ties with the ticker's firing at 1: scheduled later, it fires after.
        #expect(log == "t0.25 t0.5 a0.6 t0.75 t1 at1 t1.25 t1.5")
    }

    @Test func aHandlerThatCancelsItselfFiresNoMore() throws {
        let host = try makeHost()
        let log = try run(
            """
            log = {}
            local id
            id = clock.every(0.1, function(t)
              log[#log + 1] = ("%g"):format(t)
              if #log == 3 then clock.cancel(id) end
            end)
            """, on: host, for: 2)
        #expect(log == "0.1 0.2 0.3")
        #expect(try host.runtime.execute("return clock.pending()", chunkName: "pending") == [.integer(0)])
    }

    @Test func osTimeAndTheClockReadTheFiringsInstantInsideTheHandler() throws {
        let host = try ScriptHost(options: .init(origin: 1_000_000, seed: 1))
        let log = try run(
            """
            log = {}
            clock.every(0.5, function(t)
              log[#log + 1] = ("%g/%d/%s/%g"):format(t, os.time(), clock.iso(), clock.time() - 1000000)
            end)
            """, on: host, for: 2)
        #expect(
            log == """
                0.5/1000000/1970-01-12T13:46:40Z/0.5 1/1000001/1970-01-12T13:46:41Z/1 \
                1.5/1000001/1970-01-12T13:46:41Z/1.5 2/1000002/1970-01-12T13:46:42Z/2
                """)
    }

    /// `clock.advance` from a handler runs the loop inside the handler's firing: the ticker's
    /// next firings are made there, once each, and the outer loop goes on after them.
    @Test func aHandlerThatAdvancesTheClockFiresEachInstantOnce() throws {
        let host = try makeHost()
        let log = try run(
            """
            log = {}
            clock.every(0.1, function(t)
              log[#log + 1] = ("%g"):format(t)
              if #log == 3 then
                local now = clock.advance(0.25)
                log[#log + 1] = ("a%g"):format(now)
              end
            end)
            """, on: host, for: 1)
        #expect(log == "0.1 0.2 0.3 0.4 0.5 a0.55 0.6 0.7 0.8 0.9 1")
    }

    @Test func aHandlerSeesTheTimersAsTheyAreAtItsFiring() throws {
        let host = try makeHost()
        let log = try run(
            """
            log = {}
            local other
            clock.every(0.1, function(t)
              if #log == 2 then other = clock.after(5, function() end) end
              if #log == 4 then clock.cancel(other) end
              log[#log + 1] = ("%g:%d"):format(t, clock.pending())
            end)
            """, on: host, for: 0.6)
        #expect(log == "0.1:1 0.2:1 0.3:2 0.4:2 0.5:1 0.6:1")
    }

    @Test func tickersOfDifferentRatesInterleaveInTimeAndCreationOrder() throws {
        let host = try makeHost()
        let log = try run(
            """
            log = {}
            clock.every(0.3, function(t) log[#log + 1] = ("s%g"):format(t) end)
            clock.every(0.1, function(t) log[#log + 1] = ("f%g"):format(t) end)
            """, on: host, for: 0.9)
        #expect(log == "f0.1 f0.2 s0.3 f0.3 f0.4 f0.5 s0.6 f0.6 f0.7 f0.8 s0.9 f0.9")
    }

    @Test func stoppingFromTheHandlerEndsTheRunAtThatFiring() throws {
        let host = try makeHost()
        try host.runtime.execute(
            """
            count = 0
            clock.every(0.01, function() count = count + 1; if count == 50 then clock.stop() end end)
            """, chunkName: "stop")
        try host.runClock(until: nil)
        #expect(
            try host.runtime.execute("return count, clock.now()", chunkName: "count") == [.integer(50), .number(0.5)])
    }

    /// A handler that is a C function runs no Lua instruction: each of its dispatches still
    /// counts, so an instruction limit ends a run made only of them.
    @Test func dispatchesOfACFunctionHandlerCountAgainstTheInstructionLimit() throws {
        let host = try makeHost(instructionLimit: 10_000)
        try host.runtime.execute("clock.every(0.001, math.abs)", chunkName: "c handler")
        let error = try #require(throws: LuaError.self) { try host.runClock(until: 1_000) }
        #expect(error.message.contains("instruction limit"), "\(error.message)")
        #expect(host.clockLoop.clock.now < 1_000)
    }

    /// A frame's watcher that cancels the timer due at the frame's instant (as a live page's
    /// input may): the timers after it still fire at their instants, within the same advance.
    @Test func aTimerCancelledByAFrameWatcherLeavesTheLaterOnesOnTime() throws {
        let host = try makeHost()
        try host.runtime.execute(
            """
            log = {}
            early = clock.after(0.5, function(t) log[#log + 1] = ("early%g"):format(t) end)
            clock.after(0.7, function(t) log[#log + 1] = ("late%g@%g"):format(t, clock.now()) end)
            """, chunkName: "timers")
        host.watchFrames(every: 0.5) { host, _ in
            if host.clockLoop.clock.now == 0.5 {
                _ = try? host.runtime.execute("clock.cancel(early)", chunkName: "input")
            }
        }
        try host.advance(by: 1)
        #expect(try host.runtime.execute("return table.concat(log, ' ')", chunkName: "log") == [.string("late0.7@0.7")])
    }

    @Test func framesWatchedWhileATickerRunsSeeEveryInstantInOrder() throws {
        let host = try makeHost()
        try host.runtime.execute("ticks = 0\nclock.every(0.01, function() ticks = ticks + 1 end)", chunkName: "ticks")
        var seen: [String] = []
        host.watchFrames(every: 0.25) { host, _ in
            let ticks = (try? host.runtime.execute("return ticks", chunkName: "frame").first) ?? .nil
            seen.append("\(host.clockLoop.clock.now):\(ticks)")
        }
        try host.advance(by: 1)
        // A frame at an instant is taken before the handler due there.
        #expect(seen == ["0.0:0", "0.25:24", "0.5:49", "0.75:74", "1.0:99"])
    }

    /// `clock.settle`: the clock run until the controls rest, what their callbacks start waited
    /// for too, within its limit.
    @Test func settleRunsUntilTheControlsRestWithinItsLimit() throws {
        let host = try makeHost()
        try host.runtime.run(
            """
            local o = Odometer.new(3, 0)
            o:set(5)
            o.onroll = function(odometer) if odometer.value == 5 then odometer:set(9) end end
            first = clock.settle()
            value = o.value
            View.new():animate({alpha = 0}, {duration = 100})
            capped = clock.settle(2)
            ok, message = pcall(clock.settle, -1)
            """, chunkName: "settle.lua")
        let values = try host.runtime.execute("return value, capped - first, ok, message", chunkName: "read")
        #expect(values.prefix(3) == [.integer(9), .number(2), .boolean(false)])
        #expect(values.last == .string("bad argument #1 to 'settle' (the limit must be a number of seconds above 0)"))
    }
}
