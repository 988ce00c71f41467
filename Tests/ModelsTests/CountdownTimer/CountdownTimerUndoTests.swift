import Models
import Testing

/// The timer's undo rule, which a Swift app using `Models` applies as the Lua API's history does.
@Suite struct CountdownTimerUndoTests {
    @Test func aRunningStateRunsAgainFromTheUndoInstantWithWhatItHadLeft() throws {
        var timer = try CountdownTimer(duration: 60)
        try timer.start(at: 0)
        let running = timer
        try timer.pause(at: 10)
        // Undo the pause at t = 30: the timer runs again from 30 with the 50 s it had at 10.
        timer.restore(running, commandTime: 10, at: 30)
        #expect(timer.status(at: 30) == .running)
        #expect(timer.remaining(at: 30) == 50)
        #expect(timer.remaining(at: 40) == 40)
    }

    @Test func aStoppedOrPausedStateComesBackAsItWas() throws {
        var timer = try CountdownTimer(duration: 60)
        let stopped = timer
        try timer.start(at: 0)
        timer.restore(stopped, commandTime: 0, at: 20)
        #expect(timer.status(at: 20) == .stopped)
        #expect(timer.remaining(at: 20) == 60)

        try timer.start(at: 20)
        try timer.pause(at: 25)
        let paused = timer
        try timer.resume(at: 30)
        timer.restore(paused, commandTime: 30, at: 90)
        #expect(timer.status(at: 90) == .paused)
        #expect(timer.remaining(at: 90) == 55)
    }

    @Test func theSettingsAndEffectLayoutStayAsTheyAreNow() throws {
        var timer = try CountdownTimer(duration: 60)
        let before = timer
        try timer.start(at: 0)
        timer.settings.isAlarmOn.toggle()
        let alarm = timer.settings.isAlarmOn
        timer.restore(before, commandTime: 0, at: 5)
        #expect(timer.settings.isAlarmOn == alarm)
        #expect(timer.status(at: 5) == .stopped)
    }

    @Test func undoingADurationChangeOnAStoppedTimerShowsWhatItShowed() throws {
        var timer = try CountdownTimer(duration: 60)
        let before = timer
        try timer.setDuration(30)
        #expect(timer.remaining(at: 0) == 30)
        timer.undoDurationChange(to: 60, before: before)
        #expect(timer.duration == 60)
        #expect(timer.remaining(at: 0) == 60)
    }

    @Test func undoingADurationChangeOnARunningTimerKeepsTheRun() throws {
        var timer = try CountdownTimer(duration: 60)
        try timer.start(at: 0)
        let before = timer
        try timer.setDuration(30)
        timer.undoDurationChange(to: 60, before: before)
        #expect(timer.duration == 60)
        #expect(timer.status(at: 10) == .running)
        #expect(timer.remaining(at: 10) == before.remaining(at: 10))
    }

    @Test func cyclesAreNamedAsScriptsNameThem() throws {
        #expect(try CountdownEffectCycle(named: "alternate") == .alternate)
        #expect(throws: CountdownTimerError.unknownCycle("spin")) { try CountdownEffectCycle(named: "spin") }
        #expect(
            CountdownTimerError.unknownCycle("spin").description
                == "unknown cycle \"spin\"; valid names are restart, alternate")
    }
}
