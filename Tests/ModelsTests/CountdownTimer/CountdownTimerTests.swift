import Geometry
import Models
import Testing

@Suite struct CountdownTimerTests {
    // Helpers are members, not file-level functions, so they cannot collide with other test
    // files' helpers in the same module.
    private func approximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test(arguments: [0.0, -5, .nan, .infinity, -.infinity])
    func refusesDurationsThatAreNotPositiveAndFinite(duration: Double) throws {
        #expect(throws: CountdownTimerError.self) { try CountdownTimer(duration: duration) }
        var timer = try CountdownTimer(duration: 60)
        #expect(throws: CountdownTimerError.self) { try timer.setDuration(duration) }
        #expect(timer.duration == 60)
    }

    @Test func aBadDurationSaysWhatIsAccepted() {
        #expect(
            CountdownTimerError.invalidDuration(0).description
                == "duration must be a finite number of seconds > 0, not 0")
        #expect(
            CountdownTimerError.invalidDuration(-1.5).description
                == "duration must be a finite number of seconds > 0, not -1.5")
        #expect(CountdownTimerError.invalidDuration(.nan).description.hasSuffix("not nan"))
    }

    @Test func aNewTimerIsStoppedAndShowsItsFullDuration() throws {
        let timer = try CountdownTimer(duration: 90)
        #expect(timer.status(at: 0) == .stopped)
        #expect(timer.remaining(at: 1000) == 90)
        #expect(timer.progress(at: 1000) == 0)
        #expect(timer.remainingFraction(at: 1000) == 1)
        #expect(timer.alarmTime == nil)
        #expect(timer.finishTime == nil)
        #expect(timer.runStartTime == nil)
    }

    @Test func runningCountsDownFromTheStartTime() throws {
        var timer = try CountdownTimer(duration: 60)
        try timer.start(at: 100)
        #expect(timer.status(at: 100) == .running)
        #expect(timer.remaining(at: 100) == 60)
        #expect(timer.remaining(at: 115) == 45)
        #expect(timer.progress(at: 115) == 0.25)
        #expect(timer.remainingFraction(at: 115) == 0.75)
        #expect(timer.finishTime == 160)
        #expect(timer.alarmTime == 160)
        #expect(timer.runStartTime == 100)
    }

    @Test func reachingZeroStopsTheTimerAtTheAlarmTimeWithoutACommand() throws {
        var timer = try CountdownTimer(duration: 10)
        try timer.start(at: 0)
        #expect(timer.status(at: 9.999) == .running)
        #expect(timer.status(at: 10) == .stopped)
        #expect(timer.remaining(at: 10) == 0)
        #expect(timer.remaining(at: 500) == 0)
        #expect(timer.progress(at: 500) == 1)
        // The instant is still known afterwards, so a late runtime can tell when it was.
        #expect(timer.alarmTime == 10)
    }

    @Test func theEndIsExactEvenWhenTheSumIsNotRepresentable() throws {
        var timer = try CountdownTimer(duration: 0.3)
        try timer.start(at: 0.1)
        let finish = try #require(timer.finishTime)
        #expect(timer.remaining(at: finish) == 0)
        #expect(timer.status(at: finish) == .stopped)
        #expect(timer.status(at: finish.nextDown) == .running)
    }

    @Test func pauseFreezesTheRemainingTimeAndResumeMovesTheAlarm() throws {
        var timer = try CountdownTimer(duration: 60)
        try timer.start(at: 0)
        try timer.pause(at: 20)
        #expect(timer.status(at: 25) == .paused)
        #expect(timer.remaining(at: 20) == 40)
        #expect(timer.remaining(at: 1000) == 40)
        #expect(timer.alarmTime == nil)
        try timer.resume(at: 50)
        #expect(timer.status(at: 50) == .running)
        #expect(timer.remaining(at: 60) == 30)
        // 30 s of pause push the alarm from 60 to 90.
        #expect(timer.alarmTime == 90)
        #expect(timer.status(at: 90) == .stopped)
    }

    @Test func severalPausesAddUp() throws {
        var timer = try CountdownTimer(duration: 10)
        try timer.start(at: 0)
        try timer.pause(at: 2)
        try timer.resume(at: 5)
        try timer.pause(at: 6)
        try timer.resume(at: 10)
        #expect(timer.remaining(at: 10) == 7)
        #expect(timer.alarmTime == 17)
    }

    @Test func stopKeepsTheTimeLeftAndResetBringsBackTheDuration() throws {
        var timer = try CountdownTimer(duration: 60)
        try timer.start(at: 0)
        try timer.stop(at: 12)
        #expect(timer.status(at: 12) == .stopped)
        #expect(timer.remaining(at: 99) == 48)
        #expect(timer.progress(at: 99) == 0.2)
        #expect(timer.alarmTime == nil)
        timer.reset()
        #expect(timer.remaining(at: 99) == 60)
        #expect(timer.progress(at: 99) == 0)
    }

    @Test func stoppingWhilePausedKeepsThePausedTime() throws {
        var timer = try CountdownTimer(duration: 60)
        try timer.start(at: 0)
        try timer.pause(at: 10)
        try timer.stop(at: 30)
        #expect(timer.remaining(at: 30) == 50)
        #expect(timer.status(at: 30) == .stopped)
    }

    @Test func stoppingAStoppedTimerChangesNothing() throws {
        var timer = try CountdownTimer(duration: 60)
        let before = timer
        try timer.stop(at: 5)
        #expect(timer == before)
    }

    @Test func startAlwaysBeginsFromTheFullDuration() throws {
        var timer = try CountdownTimer(duration: 10)
        try timer.start(at: 0)
        try timer.stop(at: 4)
        try timer.start(at: 20)
        #expect(timer.remaining(at: 20) == 10)
        #expect(timer.alarmTime == 30)
    }

    @Test func aRunThatReachedZeroCanStartAgain() throws {
        var timer = try CountdownTimer(duration: 10)
        try timer.start(at: 0)
        try timer.start(at: 15)
        #expect(timer.status(at: 15) == .running)
        #expect(timer.alarmTime == 25)
        #expect(timer.runStartTime == 15)
    }

    @Test func commandsThatDoNotFitTheStatusAreRefusedWithAReason() throws {
        var timer = try CountdownTimer(duration: 10)
        #expect(throws: CountdownTimerError.notRunning(.stopped)) { try timer.pause(at: 0) }
        #expect(throws: CountdownTimerError.notPaused(.stopped)) { try timer.resume(at: 0) }
        try timer.start(at: 0)
        #expect(throws: CountdownTimerError.alreadyStarted(.running)) { try timer.start(at: 1) }
        #expect(throws: CountdownTimerError.notPaused(.running)) { try timer.resume(at: 1) }
        try timer.pause(at: 2)
        #expect(throws: CountdownTimerError.alreadyStarted(.paused)) { try timer.start(at: 3) }
        #expect(throws: CountdownTimerError.notRunning(.paused)) { try timer.pause(at: 3) }
        try timer.resume(at: 4)
        // Past zero the timer is stopped, so there is nothing to pause.
        #expect(throws: CountdownTimerError.notRunning(.stopped)) { try timer.pause(at: 50) }

        #expect(
            CountdownTimerError.alreadyStarted(.paused).description
                == "the timer is already paused; stop or reset it before starting again, or resume it")
        #expect(
            CountdownTimerError.notRunning(.stopped).description
                == "only a running timer can be paused; this one is stopped")
        #expect(
            CountdownTimerError.notPaused(.stopped).description
                == "only a paused timer can be resumed; this one is stopped (use start)")
    }

    @Test func aRefusedCommandLeavesTheTimerAsItWas() throws {
        var timer = try CountdownTimer(duration: 10)
        try timer.start(at: 0)
        let before = timer
        #expect(throws: CountdownTimerError.self) { try timer.start(at: 1) }
        #expect(throws: CountdownTimerError.self) { try timer.resume(at: 1) }
        #expect(throws: CountdownTimerError.self) { try timer.pause(at: .nan) }
        #expect(timer == before)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func refusesTimesThatAreNotFinite(time: Double) throws {
        var timer = try CountdownTimer(duration: 10)
        #expect(throws: CountdownTimerError.self) { try timer.start(at: time) }
        try timer.start(at: 0)
        #expect(throws: CountdownTimerError.self) { try timer.pause(at: time) }
        #expect(throws: CountdownTimerError.self) { try timer.stop(at: time) }
        #expect(timer.status(at: 1) == .running)
    }

    @Test func aCommandDatedBeforeThePreviousOneCountsAsThatInstant() throws {
        var timer = try CountdownTimer(duration: 10)
        try timer.start(at: 100)
        try timer.pause(at: 90)
        #expect(timer.remaining(at: 200) == 10)
        try timer.resume(at: 50)
        #expect(timer.alarmTime == 110)
    }

    @Test func queriesBeforeTheStartOrAtNaNShowTheStart() throws {
        var timer = try CountdownTimer(duration: 10)
        try timer.start(at: 100)
        #expect(timer.remaining(at: 50) == 10)
        #expect(timer.remaining(at: .nan) == 10)
        #expect(timer.remaining(at: .infinity) == 0)
    }

    @Test func aNewDurationWaitsForTheNextRunUnlessStopped() throws {
        var timer = try CountdownTimer(duration: 60)
        try timer.setDuration(30)
        #expect(timer.remaining(at: 0) == 30)
        try timer.start(at: 0)
        try timer.setDuration(120)
        #expect(timer.total == 30)
        #expect(timer.remaining(at: 10) == 20)
        #expect(timer.alarmTime == 30)
        try timer.stop(at: 10)
        #expect(timer.remaining(at: 10) == 20)
        timer.reset()
        #expect(timer.remaining(at: 10) == 120)
    }

    @Test func theAlarmFollowsTheSetting() throws {
        var timer = try CountdownTimer(duration: 10, settings: CountdownSettings(isAlarmOn: false))
        try timer.start(at: 0)
        #expect(timer.alarmTime == nil)
        #expect(timer.finishTime == 10)
        timer.settings.isAlarmOn = true
        #expect(timer.alarmTime == 10)
    }

    @Test func consecutivePollsReportTheAlarmExactlyOnce() throws {
        var timer = try CountdownTimer(duration: 1)
        try timer.start(at: 0)
        var reported: [Double] = []
        var previous = 0.0
        for step in 1...40 {
            let now = Double(step) * 0.05
            if let alarm = timer.alarm(from: previous, to: now) { reported.append(alarm) }
            previous = now
        }
        #expect(reported == [1])
        #expect(timer.alarm(from: 1, to: 2) == nil)
        #expect(timer.alarm(from: 0.5, to: 1) == 1)
    }

    @Test func theStateAtATimeDoesNotDependOnWhatWasAskedBefore() throws {
        var timer = try CountdownTimer(duration: 7.3)
        try timer.start(at: 1.7)
        let direct = timer.remaining(at: 5.15)
        for step in 0...500 { _ = timer.remaining(at: Double(step) * 0.013) }
        #expect(timer.remaining(at: 5.15) == direct)
        #expect(approximately(direct, 7.3 - (5.15 - 1.7)))
    }

    @Test func theEffectShowsOnlyWhileNotStoppedAndSwitchedOn() throws {
        var timer = try CountdownTimer(duration: 60)
        #expect(timer.effect(at: 0) == nil)
        try timer.start(at: 10)
        #expect(timer.isEffectVisible(at: 10))
        #expect(timer.effect(at: 10) == timer.effect.frame(at: 0))
        try timer.pause(at: 20)
        // Paused is not stopped: the seed keeps the view, and its animation keeps going.
        #expect(timer.effect(at: 32) == timer.effect.frame(at: 22))
        timer.settings.isEffectAnimationOn = false
        #expect(timer.effect(at: 32) == nil)
        timer.settings.isEffectAnimationOn = true
        try timer.resume(at: 40)
        #expect(timer.effect(at: 100) == nil)  // reached zero at 90
        #expect(timer.effect(at: 89) == timer.effect.frame(at: 79))
        try timer.stop(at: 50)
        #expect(timer.effect(at: 50) == nil)
    }

    /// The effect's phase shows exactly when its frame does, at the same time into the run.
    @Test func theEffectsPhaseShowsWhenItsFrameDoes() throws {
        var timer = try CountdownTimer(duration: 60)
        #expect(timer.effectPhase(at: 0) == nil)
        try timer.start(at: 10)
        #expect(timer.effectPhase(at: 17.5) == timer.effect.phase(at: 7.5))
        try timer.pause(at: 20)
        #expect(timer.effectPhase(at: 32) == timer.effect.phase(at: 22))
        timer.settings.isEffectAnimationOn = false
        #expect(timer.effectPhase(at: 32) == nil)
        timer.settings.isEffectAnimationOn = true
        try timer.stop(at: 40)
        #expect(timer.effectPhase(at: 41) == nil)
    }

    @Test func eachRunStartsTheEffectAfresh() throws {
        var timer = try CountdownTimer(duration: 60, effect: CountdownEffect(screenWidth: 320))
        try timer.start(at: 0)
        try timer.stop(at: 3)
        try timer.start(at: 7)
        let frame = try #require(timer.effect(at: 7))
        #expect(frame.first.color.hue == 0.5)
        #expect(frame.second.color.hue == 0.3)
        #expect(frame.first.center.isApproximatelyEqual(to: Point(x: 0, y: -0.38 * 320)))
    }

    @Test func statusNamesAreTheOnesScriptsSee() {
        #expect(CountdownStatus.allCases.map(\.rawValue) == ["stopped", "running", "paused"])
    }

    @Test func aRunningCountdownRestsAtItsFinishAndAPausedOneAtOnce() throws {
        var timer = try CountdownTimer(duration: 60)
        #expect(timer.restTime == -.infinity)
        try timer.start(at: 10)
        #expect(timer.restTime == 70)
        try timer.pause(at: 20)
        #expect(timer.restTime == -.infinity)
    }

    @Test func aPausedTimerWhoseEffectTurnsNeverLooksStill() throws {
        var timer = try CountdownTimer(duration: 60)
        #expect(timer.appearanceRestTime == -.infinity)
        try timer.start(at: 10)
        #expect(timer.appearanceRestTime == 70)
        try timer.pause(at: 20)
        #expect(timer.appearanceRestTime == .infinity)
        #expect(timer.effect(at: 21) != timer.effect(at: 22))
        var plain = try CountdownTimer(duration: 60, settings: CountdownSettings(isEffectAnimationOn: false))
        try plain.start(at: 10)
        try plain.pause(at: 20)
        #expect(plain.appearanceRestTime == -.infinity)
    }
}
