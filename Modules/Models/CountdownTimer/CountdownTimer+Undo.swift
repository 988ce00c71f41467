extension CountdownTimer {
    /// Puts back `snapshot` — the timer just before or just after a command given at
    /// `commandTime` — as undo or redo does at `time`: a state that was running at the command
    /// runs again from `time` with the time it had left at the command (time spent undone is not
    /// counted); a stopped or paused state comes back as it was. The settings and the effect
    /// layout stay as they are now: they have undo steps of their own.
    public mutating func restore(_ snapshot: CountdownTimer, commandTime: Double, at time: Double) {
        var restored = snapshot
        if time != commandTime, snapshot.status(at: commandTime) == .running {
            try? restored.pause(at: commandTime)
            try? restored.resume(at: time)
        }
        restored.settings = settings
        restored.effect = effect
        self = restored
    }

    /// Undoes a change of the duration from `old`, `before` being the timer as it was before the
    /// change: the old duration comes back, and a timer that was stopped then and is stopped now
    /// shows again what it showed (a stopped timer's display depends on no time).
    public mutating func undoDurationChange(to old: Double, before: CountdownTimer) {
        if runStartTime == nil, before.runStartTime == nil {
            restore(before, commandTime: 0, at: 0)
        } else {
            try? setDuration(old)
        }
    }
}
