import Models

/// What a Lua `Timer` userdata holds: the countdown model and its script-side state.
final class TimerObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ScriptHost.WeakControl.Tether?
    var model: CountdownTimer
    /// Called with the timer when the alarm sounds (the countdown reaches zero, alarm on).
    var onAlarm: LuaReference?
    /// The timer that fires at the model's alarm time.
    var alarmTimer: Scheduler<ScriptHost.TimerAction>.TimerID?
    /// The alarm instant last delivered, so rescheduling at that same instant (a setting
    /// toggled by the alarm's own callback) does not sound it twice.
    var deliveredAlarm: Double?

    init(model: CountdownTimer) {
        self.model = model
    }

    /// `snapshot` (the timer just before or just after a command given at `commandTime`) as it
    /// is restored at `time` by undo or redo: a state that was running at the command runs
    /// again from `time` with the time it had left at the command (time spent undone is not
    /// counted); a stopped or paused state comes back as it was. The current settings and effect
    /// layout are kept.
    static func restore(
        _ snapshot: CountdownTimer, commandTime: Double, at time: Double, current: CountdownTimer
    ) -> CountdownTimer {
        var model = snapshot
        if time != commandTime, snapshot.status(at: commandTime) == .running {
            try? model.pause(at: commandTime)
            try? model.resume(at: time)
        }
        model.settings = current.settings
        model.effect = current.effect
        return model
    }
}
