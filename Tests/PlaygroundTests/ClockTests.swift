import Foundation
import Testing

/// The virtual clock as a script sees it: `--now`, the order and exactness of timers,
/// `--duration`, and `--realtime` changing nothing but the pace.

@Test func nowOptionSetsEveryClockTheScriptCanRead() throws {
    let source = """
        print(os.time(), os.date("!%Y-%m-%d %H:%M:%S"), clock.iso(), ("%.1f"):format(clock.time()), clock.now())
        clock.after(1.5, function()
          print(os.time(), os.date("!%Y-%m-%d %H:%M:%S"), clock.iso(), ("%.1f"):format(clock.time()), clock.now())
        end)

        """
    let result = try ScriptFixture.run(source, options: ["--now", "2026-12-24T18:00:00Z"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(
        result.outputLines == [
            "1798135200\t2026-12-24 18:00:00\t2026-12-24T18:00:00Z\t1798135200.0\t0.0",
            "1798135201\t2026-12-24 18:00:01\t2026-12-24T18:00:01Z\t1798135201.5\t1.5",
        ])
    #expect(result.standardError.isEmpty)
}

@Test func nowOptionAcceptsOtherTimeZonesAndFractions() throws {
    let source = "print(os.time(), clock.iso(), os.date('!%H:%M:%S'))\n"
    let offset = try ScriptFixture.run(source, options: ["--now", "2026-12-24T19:00:00+01:00"])
    #expect(offset.status == 0, "\(offset.summary)")
    #expect(offset.standardOutput == "1798135200\t2026-12-24T18:00:00Z\t18:00:00\n")
    let fraction = try ScriptFixture.run(source, options: ["--now", "2026-12-24T18:00:00.750Z"])
    #expect(fraction.status == 0, "\(fraction.summary)")
    #expect(fraction.standardOutput == "1798135200\t2026-12-24T18:00:00Z\t18:00:00\n")
}

@Test func handlersDueAtTheSameInstantRunInTheOrderTheyWereScheduled() throws {
    let source = """
        clock.after(1, function() print("after #1") end)
        clock.at(1, function() print("at #2") end)
        clock.after(0.5, function()
          clock.after(0.5, function() print("after, scheduled at 0.5, #6") end)
          clock.after(0, function() print("after 0 at 0.5") end)
        end)
        clock.at("2026-12-24T18:00:01Z", function() print("at ISO #3") end)
        clock.after(1, function() print("after #4") end)
        local cancelled = clock.after(1, function() print("cancelled!") end)
        clock.after(1, function() print("after #5") end)
        clock.cancel(cancelled)
        print("pending", clock.pending())

        """
    let result = try ScriptFixture.run(source, options: ["--now", "2026-12-24T18:00:00Z"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(
        result.outputLines == [
            "pending\t6",
            "after 0 at 0.5",
            "after #1",
            "at #2",
            "at ISO #3",
            "after #4",
            "after #5",
            "after, scheduled at 0.5, #6",
        ])
}

@Test func everyHandlersWithTheSameIntervalFireInCreationOrderOnEachTick() throws {
    let source = """
        local seen = ""
        for _, name in ipairs{"a", "b", "c"} do
          clock.every(0.25, function() seen = seen .. name end)
        end
        clock.every(0.25, function(t)
          print(("%.2f %s"):format(t, seen))
          seen = ""
          if t >= 1 then clock.stop() end
        end)

        """
    let result = try ScriptFixture.run(source)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.outputLines == ["0.25 abc", "0.50 abc", "0.75 abc", "1.00 abc"])
}

@Test func everyFiresAtExactMultiplesWithoutDrift() throws {
    let source = """
        local n = 0
        clock.every(0.1, function(t)
          n = n + 1
          print(("%d %.17g %.17g"):format(n, clock.now(), t))
          if n == 1000 then clock.stop() end
        end)

        """
    let result = try ScriptFixture.run(source)
    #expect(result.status == 0, "\(result.summary)")
    let lines = result.outputLines
    try #require(lines.count == 1000)
    for (offset, line) in lines.enumerated() {
        let fields = line.split(separator: " ")
        try #require(fields.count == 3)
        let tick = try #require(Int(fields[0]))
        let now = try #require(Double(fields[1]))
        let argument = try #require(Double(fields[2]))
        #expect(tick == offset + 1)
        #expect(now == argument, "the handler's argument is the clock's now")
        // Computed, not accumulated: every tick stays within 1e-9 of k/10.
        #expect(abs(now - Double(tick) / 10) < 1e-9, "tick \(tick) fired at \(now)")
    }
    let last = try #require(Double(lines[999].split(separator: " ")[1]))
    #expect(last == 100.0 || abs(last - 100.0) < 1e-9, "the 1000th tick fired at \(last)")
}

@Test func durationEndsTheRunAfterTheSecondTick() throws {
    let source = """
        clock.every(1, function(t) print(("tick %g"):format(t)) end)
        print("scheduled")

        """
    let result = try ScriptFixture.run(source, options: ["--duration", "2.5"], killAfter: 10)
    #expect(!result.wasKilled)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "scheduled\ntick 1\ntick 2\n")
    #expect(result.standardError.isEmpty)
}

@Test func durationRunsHandlersDueExactlyAtTheEndAndLeavesTheClockThere() throws {
    let source = """
        clock.after(2.5, function(t) print(("last %g"):format(t)) end)
        clock.after(2.5000001, function() print("too late") end)
        clock.every(1, function(t) print(("tick %g"):format(t)) end)

        """
    let result = try ScriptFixture.run(source, options: ["--duration", "2.5"], killAfter: 10)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "tick 1\ntick 2\nlast 2.5\n")
}

@Test func realtimePrintsExactlyWhatTheFastRunPrints() throws {
    let source = """
        clock.every(0.1, function(t) print(("every %.2f %s"):format(t, clock.iso())) end)
        clock.after(0.15, function(t) print(("after %.2f os.time %d"):format(t, os.time())) end)
        clock.at(0.25, function(t) print(("at %.2f pending %d"):format(t, clock.pending())) end)
        clock.after(0.3, function(t) print(("stop %.2f"):format(t)); clock.stop() end)
        print("start", clock.now())

        """
    let fixture = try ScriptFixture(source)
    defer { fixture.remove() }
    let options = ["--now", "2026-12-24T18:00:00Z"]
    let fast = try fixture.run(options: options)
    let paced = try fixture.run(options: options + ["--realtime"], killAfter: 10)
    #expect(fast.status == 0, "\(fast.summary)")
    #expect(paced.status == 0, "\(paced.summary)")
    #expect(fast.outputLines.count == 6, "\(fast.summary)")
    #expect(paced.outputData == fast.outputData)
    #expect(paced.standardError.isEmpty)
    #expect(paced.duration < 10)
}
