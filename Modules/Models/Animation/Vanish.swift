import Geometry

/// The memory game's vanish (seed 001): a view turns half a turn while shrinking to a tenth,
/// then is hidden and its transform reset, as the seed's completion block does.
///
/// The vanished pose is the rest pose turned by `turn` and scaled by `scale`: from the identity,
/// `CGAffineTransformScale(CGAffineTransformMakeRotation(M_PI), 0.1, 0.1)`. The rotation
/// animates as a scalar, so a turn of more than half a turn goes round the long way as asked.
/// From ``endTime`` on (when the animation finishes, or when it is cancelled, which jumps to the
/// end state) the view is hidden and back at the rest pose.
public struct Vanish: Sendable, Hashable {
    /// How far the view turns.
    public let turn: Angle
    /// The factor it shrinks by.
    public let scale: Double
    /// The pose it starts from and is reset to once hidden.
    public let rest: AffineTransform.Decomposition
    /// When the animation begins: the start time plus the delay.
    public let beginTime: Double
    /// When the animation finishes unless cancelled.
    private let scheduledEndTime: Double
    /// The pose over time, settling at `rest`.
    private var pose: AnimatedProperty<AffineTransform.Decomposition>

    /// Starts a vanish at `time`: half a turn and a shrink to 0.1 over 0.75 s, ease-in-out, by
    /// default.
    ///
    /// - Throws: ``AnimationError/invalidParameter(name:value:)`` if `turn` or `scale` is not
    ///   finite; ``AnimationError/invalidDuration(_:)`` or ``AnimationError/invalidDelay(_:)``;
    ///   ``AnimationError/invalidTime(_:)`` if `time` is not finite.
    public init(
        duration: Double = Effects.vanishDuration,
        delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut,
        turn: Angle = Effects.vanishTurn,
        scale: Double = Effects.vanishScale,
        from rest: AffineTransform.Decomposition = .identity,
        at time: Double
    ) throws(AnimationError) {
        guard turn.radians.isFinite else { throw .invalidParameter(name: "turn", value: turn.radians) }
        guard scale.isFinite else { throw .invalidParameter(name: "scale", value: scale) }
        let timing = try AnimationTiming(duration: duration, delay: delay, curve: curve)
        var pose = AnimatedProperty(rest)
        try pose.animate(
            to: Self.vanished(rest, turn: turn, scale: scale),
            timing: timing,
            completionValue: rest,
            at: time
        )
        beginTime = timing.beginTime(startedAt: time)
        scheduledEndTime = timing.endTime(startedAt: time)
        self.turn = turn
        self.scale = scale
        self.rest = rest
        self.pose = pose
    }

    /// The pose the view animates to before it is hidden.
    public var target: AffineTransform.Decomposition {
        Self.vanished(rest, turn: turn, scale: scale)
    }

    /// When the view is hidden: when the animation finishes, or the instant it was cancelled.
    public var endTime: Double {
        pose.completions(after: -.infinity, through: .infinity).first?.time ?? scheduledEndTime
    }

    /// The pose at `time`: the rest pose before the animation begins and once the view is
    /// hidden, turning and shrinking in between.
    public func decomposition(at time: Double) -> AffineTransform.Decomposition {
        pose.presentedValue(at: time)
    }

    /// The transform at `time`.
    public func transform(at time: Double) -> AffineTransform {
        AffineTransform(decomposition(at: time))
    }

    /// Whether the view is hidden at `time`: from ``endTime`` on.
    public func isHidden(at time: Double) -> Bool {
        time >= endTime
    }

    /// Whether the view is visible at `time`: until ``endTime``.
    public func isVisible(at time: Double) -> Bool {
        !isHidden(at: time)
    }

    /// Pending before the begin time, running until ``endTime``, finished from then on.
    public func phase(at time: Double) -> AnimationPhase {
        guard time >= beginTime || time >= endTime else { return .pending }
        return time < endTime ? .running : .finished
    }

    /// How the vanish ended, if it ended in (`start`, `end`].
    public func completion(after start: Double, through end: Double) -> AnimationCompletion? {
        pose.completions(after: start, through: end).first
    }

    /// Jumps to the end state at `time`: hidden, at the rest pose. Returns `false` if the
    /// vanish had already ended.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``
    ///   (before the start or an earlier cancel).
    @discardableResult
    public mutating func cancel(at time: Double) throws(AnimationError) -> Bool {
        try !pose.cancel(at: time).isEmpty
    }

    /// `rest` turned by `turn` and scaled by `scale`.
    static func vanished(
        _ rest: AffineTransform.Decomposition,
        turn: Angle,
        scale: Double
    ) -> AffineTransform.Decomposition {
        var pose = rest
        pose.scaleX *= scale
        pose.scaleY *= scale
        pose.rotation += turn
        return pose
    }
}
