import Geometry

/// One transition between two faces, started at a given time: what it shows at any instant is
/// a pure function of that instant.
///
///     let flip = try Transition(kind: .flipFromLeft, duration: 0.75, at: 0)
///     flip.frame(at: 0.1).face        // .outgoing, narrowing
///     flip.frame(at: 0.6).face        // .incoming, widening
///
/// The timing is a full ``AnimationTiming``, so a transition can be delayed, paced by any curve,
/// repeated or autoreversed; its progress is clamped to [0, 1] (a spring's overshoot has no
/// meaning for a flip). Pending, it shows the outgoing face at rest; finished, the incoming face
/// at rest.
public struct Transition: Sendable, Hashable {
    /// The effect.
    public let kind: TransitionKind
    /// Duration, delay, curve, repeat count and autoreverse.
    public let timing: AnimationTiming
    /// When the transition was started, in seconds on the caller's clock.
    public let startTime: Double

    /// Creates a transition started at `startTime`.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` if `startTime` is not finite.
    public init(kind: TransitionKind, timing: AnimationTiming, at startTime: Double) throws(AnimationError) {
        guard startTime.isFinite else { throw .invalidTime(startTime) }
        self.kind = kind
        self.timing = timing
        self.startTime = startTime
    }

    /// Creates a transition started at `startTime` from its timing's parts; the curve defaults to
    /// ease-in-ease-out, as in UIKit.
    ///
    /// - Throws: the errors of ``AnimationTiming/init(duration:delay:curve:repeatCount:autoreverses:)``,
    ///   and ``AnimationError/invalidTime(_:)`` if `startTime` is not finite.
    public init(
        kind: TransitionKind,
        duration: Double,
        delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut,
        repeatCount: AnimationRepeat = .once,
        autoreverses: Bool = false,
        at startTime: Double
    ) throws(AnimationError) {
        let timing = try AnimationTiming(
            duration: duration,
            delay: delay,
            curve: curve,
            repeatCount: repeatCount,
            autoreverses: autoreverses
        )
        try self.init(kind: kind, timing: timing, at: startTime)
    }

    /// When the transition begins to move: the start time plus the delay.
    public var beginTime: Double {
        timing.beginTime(startedAt: startTime)
    }

    /// When it finishes: the begin time plus the active duration; +∞ if it repeats forever.
    public var endTime: Double {
        timing.endTime(startedAt: startTime)
    }

    /// Whether the transition is pending, running or finished at `time` (NaN counts as pending).
    public func phase(at time: Double) -> AnimationPhase {
        AnimationPhase(at: time, begin: beginTime, end: endTime)
    }

    /// The progress at `time`, in [0, 1]: 0 while pending, 1 once finished.
    public func progress(at time: Double) -> Double {
        switch phase(at: time) {
        case .pending: 0
        case .running: min(max(timing.progress(atActiveTime: time - beginTime), 0), 1)
        case .finished: 1
        }
    }

    /// What the transition shows at `time`.
    public func frame(at time: Double) -> TransitionFrame {
        kind.frame(progress: progress(at: time))
    }
}
