/// The seed's countdown timer (`TimeManager`): a duration that counts down to zero, with start,
/// pause, resume, stop and reset, a progress ring, an alarm at zero and the effect animation.
///
/// The model stores only what happened at the last command (when the current run began, how
/// much had elapsed when it was last resumed or paused); everything at a time t (remaining time,
/// progress, status, the effect circles) is computed from t. The seed instead subtracted 0.05 s
/// on every tick of a timer, which drifts and depends on ticks arriving on time.
///
/// Time is always a parameter, in seconds on any clock the caller keeps. A command given a time
/// earlier than the previous command counts as happening at that previous command: time never
/// runs backwards inside a run.
///
/// Reaching zero needs no command: from ``finishTime`` on, ``status(at:)`` is `.stopped` and
/// ``remaining(at:)`` is 0, as the seed sets `.stopped` and sounds the alarm at zero. The model
/// plays no sound; it says when: ``alarmTime``.
public struct CountdownTimer: Sendable, Hashable {
    /// The duration a run starts from, in seconds.
    public private(set) var duration: Double
    /// The seed's settings toggles.
    public var settings: CountdownSettings
    /// The effect animation's layout (the screen width) and cycle behaviour.
    public var effect: CountdownEffect
    /// What the last command left.
    private var phase: Phase

    /// What the last command left; every state at a time t is computed from it.
    private enum Phase: Sendable, Hashable {
        /// Not counting; the display shows `remaining` of `total`.
        case stopped(remaining: Double, total: Double)
        /// Counting down since `resumedAt`, with `elapsedBefore` already counted; the run (and the
        /// effect animation) began at `origin`.
        case running(total: Double, origin: Double, elapsedBefore: Double, resumedAt: Double)
        /// Frozen with `elapsed` counted; the run began at `origin`.
        case paused(total: Double, origin: Double, elapsed: Double, pausedAt: Double)
    }

    /// Creates a stopped timer showing the full `duration`.
    ///
    /// - Throws: ``CountdownTimerError/invalidDuration(_:)`` unless `duration` is finite and > 0.
    public init(
        duration: Double,
        settings: CountdownSettings = CountdownSettings(),
        effect: CountdownEffect = .standard
    ) throws(CountdownTimerError) {
        guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
        self.duration = duration
        self.settings = settings
        self.effect = effect
        phase = .stopped(remaining: duration, total: duration)
    }

    // MARK: - Commands

    /// Sets the duration of later runs. A stopped timer shows it at once (the seed's picker sets
    /// the time while stopped); a run under way keeps the duration it started with.
    ///
    /// - Throws: ``CountdownTimerError/invalidDuration(_:)`` unless `seconds` is finite and > 0.
    public mutating func setDuration(_ seconds: Double) throws(CountdownTimerError) {
        guard seconds.isFinite, seconds > 0 else { throw .invalidDuration(seconds) }
        duration = seconds
        if case .stopped = phase {
            phase = .stopped(remaining: seconds, total: seconds)
        }
    }

    /// Starts counting down the full ``duration`` at `time`; the effect animation begins then.
    ///
    /// - Throws: ``CountdownTimerError/alreadyStarted(_:)`` unless the timer is stopped at `time`
    ///   (a run that reached zero is stopped), ``CountdownTimerError/invalidTime(_:)`` for a
    ///   non-finite time.
    public mutating func start(at time: Double) throws(CountdownTimerError) {
        try Self.check(time)
        let status = status(at: time)
        guard status == .stopped else { throw .alreadyStarted(status) }
        let start = max(time, lastCommandTime ?? time)
        phase = .running(total: duration, origin: start, elapsedBefore: 0, resumedAt: start)
    }

    /// Freezes the remaining time at `time`.
    ///
    /// - Throws: ``CountdownTimerError/notRunning(_:)`` unless the timer is running at `time`,
    ///   ``CountdownTimerError/invalidTime(_:)`` for a non-finite time.
    public mutating func pause(at time: Double) throws(CountdownTimerError) {
        try Self.check(time)
        let status = status(at: time)
        guard status == .running, case .running(let total, let origin, _, let resumedAt) = phase else {
            throw .notRunning(status)
        }
        let instant = max(time, resumedAt)
        phase = .paused(total: total, origin: origin, elapsed: elapsed(at: instant), pausedAt: instant)
    }

    /// Counts down again from where ``pause(at:)`` froze it.
    ///
    /// - Throws: ``CountdownTimerError/notPaused(_:)`` unless the timer is paused,
    ///   ``CountdownTimerError/invalidTime(_:)`` for a non-finite time.
    public mutating func resume(at time: Double) throws(CountdownTimerError) {
        try Self.check(time)
        guard case .paused(let total, let origin, let elapsed, let pausedAt) = phase else {
            throw .notPaused(status(at: time))
        }
        phase = .running(total: total, origin: origin, elapsedBefore: elapsed, resumedAt: max(time, pausedAt))
    }

    /// Ends the run at `time`. The display keeps the time that was left (0 for a run that had
    /// reached zero); ``reset()`` brings back the full duration. Stopping a stopped timer changes
    /// nothing.
    ///
    /// - Throws: ``CountdownTimerError/invalidTime(_:)`` for a non-finite time.
    public mutating func stop(at time: Double) throws(CountdownTimerError) {
        try Self.check(time)
        switch phase {
        case .stopped:
            return
        case .running(let total, _, _, let resumedAt):
            phase = .stopped(remaining: remaining(at: max(time, resumedAt)), total: total)
        case .paused(let total, _, let elapsed, _):
            phase = .stopped(remaining: total - elapsed, total: total)
        }
    }

    /// Stops the timer and shows the full ``duration`` again: the seed's reset button.
    public mutating func reset() {
        phase = .stopped(remaining: duration, total: duration)
    }

    // MARK: - State at a time

    /// The status at `time`: a run whose ``finishTime`` has come is `.stopped`.
    public func status(at time: Double) -> CountdownStatus {
        switch phase {
        case .stopped:
            return .stopped
        case .paused:
            return .paused
        case .running:
            guard let finish = finishTime else { return .stopped }
            return time >= finish ? .stopped : .running
        }
    }

    /// The seconds counted so far in the current or last run, in [0, total].
    public func elapsed(at time: Double) -> Double {
        switch phase {
        case .stopped(let remaining, let total):
            return total - remaining
        case .paused(_, _, let elapsed, _):
            return elapsed
        case .running(let total, _, let elapsedBefore, let resumedAt):
            if let finish = finishTime, time >= finish { return total }
            // NaN and times before the resume count as the resume itself.
            let since = time > resumedAt ? time - resumedAt : 0
            return min(elapsedBefore + since, total)
        }
    }

    /// The seconds left at `time`, in [0, total]; 0 from ``finishTime`` on.
    public func remaining(at time: Double) -> Double {
        total - elapsed(at: time)
    }

    /// How much of the run has gone at `time`, from 0 (full time left) to 1 (zero reached).
    /// The seed's ring draws the complement, ``remainingFraction(at:)``.
    public func progress(at time: Double) -> Double {
        elapsed(at: time) / total
    }

    /// The fraction of the run still left at `time`, from 1 down to 0: how much of its circle the
    /// seed's progress ring draws (`trim(from: 0, to: duration / maxValue)`).
    public func remainingFraction(at time: Double) -> Double {
        remaining(at: time) / total
    }

    /// The duration of the current or last run (the ``duration`` it started with).
    public var total: Double {
        switch phase {
        case .stopped(_, let total), .running(let total, _, _, _), .paused(let total, _, _, _):
            total
        }
    }

    /// When the running countdown reaches zero; `nil` while paused or stopped. After it has
    /// passed it keeps reporting the same instant until the next command.
    public var finishTime: Double? {
        guard case .running(let total, _, let elapsedBefore, let resumedAt) = phase else { return nil }
        return resumedAt + (total - elapsedBefore)
    }

    /// From when the countdown stands still: its ``finishTime`` while it runs, −∞ while it
    /// is paused or stopped. The effect circles of a paused timer keep turning, but they are
    /// a decoration of a countdown that holds still, not a motion that ends.
    public var restTime: Double {
        finishTime ?? -.infinity
    }

    /// From when the timer looks the same at every time: its ``restTime``, but never while the
    /// effect circles of a paused timer turn (+∞ then), so a drawing kept from an earlier frame
    /// is not shown in place of circles that have moved on.
    public var appearanceRestTime: Double {
        if case .paused = phase, settings.isEffectAnimationOn { return .infinity }
        return restTime
    }

    /// When the alarm fires: ``finishTime`` when the alarm setting is on, else `nil`. A runtime
    /// schedules the sound (or a script's callback) for this instant, and reschedules after every
    /// command, since pausing cancels it and resuming moves it.
    public var alarmTime: Double? {
        settings.isAlarmOn ? finishTime : nil
    }

    /// The alarm's time if it fires after `start` and no later than `end`, for a runtime that
    /// polls: consecutive intervals (t0, t1], (t1, t2], … report it exactly once.
    public func alarm(from start: Double, to end: Double) -> Double? {
        guard let alarm = alarmTime, alarm > start, alarm <= end else { return nil }
        return alarm
    }

    /// When the current or last run (and its effect animation) began; `nil` when stopped.
    public var runStartTime: Double? {
        switch phase {
        case .stopped: nil
        case .running(_, let origin, _, _), .paused(_, let origin, _, _): origin
        }
    }

    /// Whether the effect animation shows at `time`: the setting is on and the timer is not
    /// stopped, the seed's `isEffectAnimationOn && timerStatus != .stopped`.
    public func isEffectVisible(at time: Double) -> Bool {
        settings.isEffectAnimationOn && status(at: time) != .stopped
    }

    /// The effect circles at `time`, or `nil` when they are not shown (see
    /// ``isEffectVisible(at:)``).
    ///
    /// The animation's clock starts with the run and keeps going while paused, as the seed's
    /// view stays on screen (the status is not `.stopped`) and its timer keeps ticking.
    public func effect(at time: Double) -> CountdownEffectFrame? {
        guard isEffectVisible(at: time), let origin = runStartTime else { return nil }
        return effect.frame(at: time - origin)
    }

    /// ``effect(at:)`` without the circles' places on screen: their turns and hues.
    public func effectPhase(at time: Double) -> CountdownEffectPhase? {
        guard isEffectVisible(at: time), let origin = runStartTime else { return nil }
        return effect.phase(at: time - origin)
    }

    // MARK: - Helpers

    /// The time of the last command that set a time, so a later command never goes back before it.
    private var lastCommandTime: Double? {
        switch phase {
        case .stopped: nil
        case .running(_, _, _, let resumedAt): resumedAt
        case .paused(_, _, _, let pausedAt): pausedAt
        }
    }

    private static func check(_ time: Double) throws(CountdownTimerError) {
        guard time.isFinite else { throw .invalidTime(time) }
    }
}
