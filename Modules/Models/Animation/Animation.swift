import Geometry

/// One animation of a value from `from` to `to`: the value at any instant is a pure function of
/// that instant, computed from the animation's start time and its ``AnimationTiming``.
///
/// Any ``Interpolatable`` value animates: `Double` (alpha), `Point` (center), `Rect` (frame,
/// bounds), `Color` and `HSBColor` (background colours), `Angle`, and
/// `AffineTransform.Decomposition` for transforms, whose parts (scale, shear, rotation,
/// translation) animate as scalars. Animate transforms through their decomposition: the
/// rotation is an unbounded ``Angle``, so a turn of 3π/2 goes three quarters of the way round
/// instead of taking the matrix's quarter-turn short cut the other way.
///
///     let turn = try Animation(
///         from: AffineTransform.Decomposition.identity,
///         to: AffineTransform.Decomposition(rotation: .radians(3 * .pi / 2)),
///         duration: 1, curve: .linear, at: 0)
///     AffineTransform(turn.value(at: 2.0 / 3))   // the rotation by π
///
/// The phases: before ``beginTime`` (the start time plus the delay) the animation is pending
/// and shows `from`; from ``beginTime`` until ``endTime`` it runs; from ``endTime`` on it has
/// finished and shows `to`, the end state (see ``AnimationTiming`` for repeats and autoreverse).
/// A NaN time counts as before the start.
public struct Animation<Value: Interpolatable & Sendable>: Sendable {
    /// The value when the animation begins.
    public let from: Value
    /// The value it animates to, shown once it has finished.
    public let to: Value
    /// Duration, delay, curve, repeat count and autoreverse.
    public let timing: AnimationTiming
    /// When the animation was started, in seconds on the caller's clock; it begins to move
    /// `timing.delay` seconds later.
    public let startTime: Double

    /// Creates an animation started at `startTime`.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` if `startTime` is not finite.
    public init(from: Value, to: Value, timing: AnimationTiming, at startTime: Double) throws(AnimationError) {
        guard startTime.isFinite else { throw .invalidTime(startTime) }
        self.from = from
        self.to = to
        self.timing = timing
        self.startTime = startTime
    }

    /// Creates an animation started at `startTime` from its timing's parts; see
    /// ``AnimationTiming/init(duration:delay:curve:repeatCount:autoreverses:)`` for the defaults.
    ///
    /// - Throws: the errors of ``AnimationTiming/init(duration:delay:curve:repeatCount:autoreverses:)``,
    ///   and ``AnimationError/invalidTime(_:)`` if `startTime` is not finite.
    public init(
        from: Value,
        to: Value,
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
        try self.init(from: from, to: to, timing: timing, at: startTime)
    }

    /// When the animation begins to move: the start time plus the delay.
    public var beginTime: Double {
        timing.beginTime(startedAt: startTime)
    }

    /// When the animation finishes: the begin time plus the active duration; +∞ if it repeats
    /// forever.
    public var endTime: Double {
        timing.endTime(startedAt: startTime)
    }

    /// Whether the animation is pending, running or finished at `time`.
    public func phase(at time: Double) -> AnimationPhase {
        AnimationPhase(at: time, begin: beginTime, end: endTime)
    }

    /// The fraction of the way from `from` to `to` at `time`: 0 while pending, 1 once finished,
    /// the timing curve's output in between (possibly outside [0, 1] for springs).
    public func progress(at time: Double) -> Double {
        switch phase(at: time) {
        case .pending: 0
        case .running: timing.progress(atActiveTime: time - beginTime)
        case .finished: 1
        }
    }

    /// The value at `time`: exactly `from` while pending, exactly `to` once finished.
    public func value(at time: Double) -> Value {
        switch phase(at: time) {
        case .pending: from
        case .running: from.interpolated(to: to, at: timing.progress(atActiveTime: time - beginTime))
        case .finished: to
        }
    }
}

extension Animation: Equatable where Value: Equatable {
    /// Animations are equal when their values, timing and start time are.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.timing == rhs.timing
            && lhs.startTime == rhs.startTime
    }
}

extension Animation: Hashable where Value: Hashable {
    /// Hashes every stored property, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(timing)
        hasher.combine(startTime)
    }
}
