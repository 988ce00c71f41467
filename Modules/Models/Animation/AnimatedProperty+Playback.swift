/// Pausing, scrubbing, resuming and reversing the running animation, as
/// `UIViewPropertyAnimator`'s `pauseAnimation()`, `fractionComplete`, `startAnimation()` and
/// `isReversed` do.
///
/// Each acts on the animation running at `time` (begun, not ended; a paused one counts) and
/// replaces how it plays from `time` on (``AnimationPlayback``): it keeps its id, and reports
/// its completion once, when it ends — `finished` when it reaches its end, or its start if
/// reversed. Like every change, it replaces whatever would show from `time` on, so steps queued
/// to begin later on the same property (a plan's next steps) are cancelled. An animation
/// waiting out its delay is not running yet, and is left alone.
extension AnimatedProperty {
    /// Freezes the running animation where it is: the presented value holds, and the animation
    /// neither ends nor reports until it is resumed. Returns its id; `nil` when nothing is
    /// running or it is already paused.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func pause(at time: Double) throws(AnimationError) -> AnimationID? {
        try changePlayback(at: time) { $0.paused(true) }
    }

    /// Lets a paused animation go on from where it stands, in its direction, over the time it
    /// has left. Returns its id; `nil` when nothing is running or it is not paused.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func resume(at time: Double) throws(AnimationError) -> AnimationID? {
        try changePlayback(at: time) { $0.paused(false) }
    }

    /// Turns the running animation round: from where it is, it plays its curve backwards
    /// towards its start (or forwards again, when reversed twice), paused or not. The model
    /// value becomes where it will settle: the start value when reversed. Returns its id;
    /// `nil` when nothing is running.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func reverse(at time: Double) throws(AnimationError) -> AnimationID? {
        try changePlayback(at: time) { $0.reversed() }
    }

    /// Pauses the running animation at `fraction` of its active duration (0 its start, 1 its
    /// end, repeats and autoreverses included), as setting `fractionComplete` does: the
    /// presented value jumps there and holds until it is resumed. Returns its id; `nil` when
    /// nothing is running.
    ///
    /// - Throws: ``AnimationError/invalidFraction(_:)`` for a fraction outside [0, 1],
    ///   ``AnimationError/endlessHasNoFraction`` for an animation that repeats forever, or
    ///   ``AnimationError/invalidTime(_:)`` / ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func scrub(to fraction: Double, at time: Double) throws(AnimationError) -> AnimationID? {
        guard fraction.isFinite, (0...1).contains(fraction) else { throw .invalidFraction(fraction) }
        let activeDuration = timeline.runningItem(at: time)?.item.animation.timing.activeDuration ?? 0
        if !activeDuration.isFinite {
            try timeline.validateChange(at: time)
            throw .endlessHasNoFraction
        }
        return try changePlayback(at: time, always: true) { $0.paused(at: fraction * activeDuration) }
    }

    /// How far the animation running at `time` has got, as a fraction of its active duration:
    /// 0 at its start, 1 at its end. `nil` when nothing is running and for an animation that
    /// repeats forever.
    public func fractionComplete(at time: Double) -> Double? {
        guard let running = timeline.runningItem(at: time) else { return nil }
        let activeDuration = running.item.animation.timing.activeDuration
        guard activeDuration.isFinite, activeDuration > 0 else { return nil }
        return running.item.activeTime(at: time) / activeDuration
    }

    /// Whether the animation running at `time` is paused.
    public func isPaused(at time: Double) -> Bool {
        timeline.runningItem(at: time)?.item.playback?.isPaused ?? false
    }

    /// Whether the animation running at `time` plays backwards.
    public func isReversed(at time: Double) -> Bool {
        timeline.runningItem(at: time)?.item.playback?.isReversed ?? false
    }

    /// Replaces the running animation's playback from `time` on by `change` of it (anchored at
    /// `time`); nothing changes, and `nil` comes back, when nothing runs or (unless `always`)
    /// the playback would stay the same.
    private mutating func changePlayback(
        at time: Double, always: Bool = false, _ change: (AnimationPlayback) -> AnimationPlayback
    ) throws(AnimationError) -> AnimationID? {
        try timeline.validateChange(at: time)
        guard let (id, item) = timeline.runningItem(at: time) else { return nil }
        let current = item.playback(at: time)
        let next = change(current)
        guard always || next != current else { return nil }
        var continued = item
        continued.playback = next
        timeline.continueItem(continued, id: id, at: time)
        return id
    }
}
