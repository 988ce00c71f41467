/// How a running animation is played after it was paused, scrubbed or reversed, as
/// `UIViewPropertyAnimator` allows: from `anchorTime` on, the animation's active time (the
/// seconds of its curve, repeats and autoreverses played so far) is `activeTime` and moves
/// forwards, backwards or not at all.
///
/// An animation played normally has no playback: its active time is the time since it began.
/// A pause, a scrub, a resume or a reversal at time t replaces it, from t on, by the same
/// animation with a playback anchored at t (see ``AnimatedProperty/pause(at:)``), so the state
/// at every instant stays a function of time and nothing before t changes.
public struct AnimationPlayback: Sendable, Hashable {
    /// When this playback takes over.
    public let anchorTime: Double
    /// The animation's active time at ``anchorTime``, in [0, its active duration].
    public let activeTime: Double
    /// Whether the active time stands still.
    public let isPaused: Bool
    /// Whether the active time runs backwards, towards the animation's start.
    public let isReversed: Bool

    /// A playback from `anchorTime`, at `activeTime`.
    public init(anchorTime: Double, activeTime: Double, isPaused: Bool, isReversed: Bool) {
        self.anchorTime = anchorTime
        self.activeTime = activeTime
        self.isPaused = isPaused
        self.isReversed = isReversed
    }

    /// This playback, paused or not, from the same instant and active time.
    public func paused(_ isPaused: Bool) -> AnimationPlayback {
        AnimationPlayback(anchorTime: anchorTime, activeTime: activeTime, isPaused: isPaused, isReversed: isReversed)
    }

    /// This playback turned round (or back), from the same instant and active time.
    public func reversed() -> AnimationPlayback {
        AnimationPlayback(anchorTime: anchorTime, activeTime: activeTime, isPaused: isPaused, isReversed: !isReversed)
    }

    /// This playback paused at `activeTime`, in the same direction.
    public func paused(at activeTime: Double) -> AnimationPlayback {
        AnimationPlayback(anchorTime: anchorTime, activeTime: activeTime, isPaused: true, isReversed: isReversed)
    }

    /// How many seconds of active time pass per second: 0 paused, −1 reversed, 1 otherwise.
    public var rate: Double {
        isPaused ? 0 : isReversed ? -1 : 1
    }

    /// The active time at `time` (≥ ``anchorTime``), within [0, `activeDuration`].
    public func activeTime(at time: Double, activeDuration: Double) -> Double {
        let moved = rate == 0 ? activeTime : activeTime + rate * (time - anchorTime)
        return min(max(moved, 0), activeDuration)
    }

    /// When the animation ends: when the active time reaches the end (forwards) or 0
    /// (backwards); never while paused.
    public func endTime(activeDuration: Double) -> Double {
        if isPaused { return .infinity }
        return FiniteTime.sum(anchorTime, isReversed ? activeTime : activeDuration - activeTime)
    }
}
