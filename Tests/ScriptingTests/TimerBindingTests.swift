import Foundation
import Scripting
import Testing

/// The `Timer` binding, from Swift: the alarm at the exact instant the model gives, rescheduled
/// by every command; undo and redo of the commands and settings; the effect circles.
@Suite struct TimerBindingTests {
    private func makeHost() throws -> ScriptHost {
        try ScriptHost(options: .init(origin: 0, seed: 1))
    }

    private func number(_ value: LuaValue?) -> Double? {
        switch value {
        case .number(let number): number
        case .integer(let integer): Double(integer)
        default: nil
        }
    }

    @Test func theAlarmSoundsAtTheExactInstantTheModelGives() throws {
        let host = try makeHost()
        _ = try host.runtime.execute(
            """
            rang = {}
            timer = Timer.new(0.3)
            timer.onalarm = function(t) rang[#rang + 1] = clock.now(); assert(t == timer) end
            clock.advance(0.1)
            timer:start()
            expected = timer.alarmtime
            """, chunkName: "setup")
        try host.advance(by: 0.2999)
        #expect(try host.runtime.execute("return #rang", chunkName: "count") == [.integer(0)])
        try host.advance(by: 1)
        let values = try host.runtime.execute(
            "return #rang, rang[1], expected, timer.status, timer.remaining", chunkName: "check")
        #expect(values.first == .integer(1))
        #expect(values[1] == values[2], "called at the alarm time, not at a tick near it")
        #expect(number(values[1]) == 0.1 + 0.3)
        #expect(values[3] == .string("stopped"))
        #expect(values[4] == .number(0))
    }

    @Test func pauseCancelsTheAlarmAndResumeMovesIt() throws {
        let host = try makeHost()
        _ = try host.runtime.execute(
            """
            rang = {}
            timer = Timer.new(10)
            timer.onalarm = function() rang[#rang + 1] = clock.now() end
            timer:start()
            clock.after(4, function() timer:pause() end)
            clock.after(7, function() timer:resume() end)
            """, chunkName: "setup")
        try host.advance(by: 12)
        #expect(try host.runtime.execute("return #rang", chunkName: "early") == [.integer(0)])
        try host.runClock(until: nil)
        #expect(
            try host.runtime.execute("return #rang, rang[1], clock.now()", chunkName: "late")
                == [.integer(1), .number(13), .number(13)])
    }

    @Test func stoppingOrTurningTheAlarmOffLeavesNothingScheduled() throws {
        let host = try makeHost()
        _ = try host.runtime.execute(
            """
            rang = 0
            a = Timer.new(5); a.onalarm = function() rang = rang + 1 end
            b = Timer.new(5); b.onalarm = function() rang = rang + 1 end
            a:start(); b:start()
            clock.advance(1)
            a:stop()
            b.alarm = false
            """, chunkName: "setup")
        // No alarm is left to ring: the clock moves only to the end of b's countdown, at rest.
        try host.runClock(until: nil)
        #expect(
            try host.runtime.execute("return rang, clock.now(), b.status", chunkName: "check")
                == [.integer(0), .number(5), .string("stopped")])
    }

    @Test func undoingAStopBringsTheAlarmBack() throws {
        let host = try makeHost()
        _ = try host.runtime.execute(
            """
            rang = {}
            timer = Timer.new(10)
            timer.onalarm = function() rang[#rang + 1] = clock.now() end
            timer:start()
            clock.advance(4)
            timer:stop()
            clock.advance(2)
            history.undo()
            """, chunkName: "setup")
        try host.runClock(until: nil)
        // 6 s were left at the stop; the count goes on from the undo at 6: the alarm at 12.
        #expect(try host.runtime.execute("return #rang, rang[1]", chunkName: "check") == [.integer(1), .number(12)])
    }

    @Test func everyCommandIsOneNamedUndoStep() throws {
        let host = try makeHost()
        let values = try host.runtime.execute(
            """
            local names = {}
            local timer = Timer.new(60)
            local function note() names[#names + 1] = history.undoname() end
            timer:start(); note()
            clock.advance(1)
            timer:pause(); note()
            timer:resume(); note()
            timer:stop(); note()
            timer:reset(); note()
            timer.duration = 30; note()
            timer.progressbar = false; note()
            timer.effect = false; note()
            timer.alarm = false; note()
            timer.alarm = true; note()
            local count = history.count()
            while history.undo() do end
            return table.concat(names, ","), count, timer.status, timer.remaining, timer.duration,
              timer.progressbar, timer.effect, timer.alarm
            """, chunkName: "names")
        #expect(
            values == [
                .string(
                    LuaString(
                        "Start Timer,Pause Timer,Resume Timer,Stop Timer,Reset Timer,Set Timer Duration,"
                            + "Hide Progress Ring,Hide Effect Animation,Turn Alarm Off,Turn Alarm On")),
                .integer(10), .string("stopped"), .number(60), .number(60),
                .boolean(true), .boolean(true), .boolean(true),
            ])
    }

    @Test func redoRunsAgainWithTheTimeLeftAtTheCommand() throws {
        let host = try makeHost()
        let values = try host.runtime.execute(
            """
            local timer = Timer.new(20)
            timer:start()
            clock.advance(5)
            timer:stop()                 -- 15 s left
            history.undo()               -- running again from 15 s
            clock.advance(5)
            local a = timer.remaining    -- 10
            history.redo()               -- stopped with the 15 s it had at the stop
            local b = timer.remaining
            history.undo()
            clock.advance(1)
            return a, b, timer.remaining, timer.alarmtime
            """, chunkName: "redo")
        #expect(values == [.number(10), .number(15), .number(14), .number(25)])
    }

    @Test func theEffectCirclesAreExactAtAnyInstant() throws {
        let host = try makeHost()
        let radius = 0.38 * 400
        for time in [0.0, 0.05, 1.25, 2.5, 4.999, 5, 7.3, 123.456] {
            let values = try host.runtime.execute(
                """
                local timer = Timer.new{duration = 1000, screen = 400}
                local start = clock.now()
                timer:start()
                clock.advance(\(time))
                local c = timer:circles()
                return c[1].rotation, c[1].x, c[1].y, c[2].rotation, c[2].x, c[2].y, c[1].hue, c[2].hue, c.cycles
                """, chunkName: "effect")
            let numbers = values.compactMap(number)
            try #require(numbers.count == 9)
            let first = numbers[0] * .pi / 180
            let second = numbers[3] * .pi / 180
            #expect(abs(numbers[0] + numbers[3] - 360) < 1e-9, "they turn in opposite directions")
            #expect(abs(numbers[1] - radius * sin(first)) < 1e-9)
            #expect(abs(numbers[2] + radius * cos(first)) < 1e-9)
            #expect(abs(numbers[4] - radius * sin(second)) < 1e-9)
            #expect(abs(numbers[5] + radius * cos(second)) < 1e-9)
            let hue1 = (0.5 + 0.1 * time).truncatingRemainder(dividingBy: 1)
            let hue2 = (0.3 + 0.1 * time).truncatingRemainder(dividingBy: 1)
            #expect(min(abs(numbers[6] - hue1), 1 - abs(numbers[6] - hue1)) < 1e-9)
            #expect(min(abs(numbers[7] - hue2), 1 - abs(numbers[7] - hue2)) < 1e-9)
            #expect(numbers[8] == (time / 5).rounded(.down))
        }
    }

    @Test func aDroppedTimerRingsNoMore() throws {
        let host = try makeHost()
        _ = try host.runtime.execute(
            """
            rang = 0
            do
              local timer = Timer.new(5)
              timer.onalarm = function() rang = rang + 1 end
              timer:start()
            end
            collectgarbage(); collectgarbage()
            """, chunkName: "drop")
        try host.advance(by: 10)
        #expect(try host.runtime.execute("return rang", chunkName: "check") == [.integer(0)])
    }

    @Test func anErrorInTheAlarmEndsTheRunWithIt() throws {
        let host = try makeHost()
        _ = try host.runtime.execute(
            """
            timer = Timer.new(1)
            timer.onalarm = function() error("ring ring") end
            timer:start()
            """, chunkName: "alarm.lua")
        let error = try #require(throws: LuaError.self) { try host.advance(by: 2) }
        #expect(error.message == "alarm.lua:2: ring ring")
    }
}
