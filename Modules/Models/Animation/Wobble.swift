import Geometry

/// The springboard's wobble (seed 001): a view tilts to one side, then swings back and forth
/// between −amplitude and +amplitude, each swing `duration` seconds with an ease-in-out curve
/// (repeat plus autoreverse), until it is cancelled or its repeat count runs out; then it is
/// back at rest, as the seed's completion block resets the transform.
///
/// The tilt is a rotation added to the rest pose's, about the view's anchor point (which a
/// renderer applies, as for any transform). Starting, it jumps to −amplitude as the seed does
/// by setting the transform before animating; one cycle is there and back, 2 × `duration`.
public struct Wobble: Sendable, Hashable {
    /// The tilt each way.
    public let amplitude: Angle
    /// The pose the view wobbles around and returns to.
    public let rest: AffineTransform.Decomposition
    /// When the wobble was started.
    public let startTime: Double
    /// The tilt over time, settling at 0.
    private var tilt: AnimatedProperty<Angle>

    /// Starts a wobble at `time`: ±2.5° swings of 0.05 s, ease-in-out, forever, by default.
    ///
    /// - Throws: ``AnimationError/invalidParameter(name:value:)`` if `amplitude` is not finite;
    ///   the errors of ``AnimationTiming/init(duration:delay:curve:repeatCount:autoreverses:)``;
    ///   ``AnimationError/invalidTime(_:)`` if `time` is not finite.
    public init(
        amplitude: Angle = Effects.wobbleAmplitude,
        duration: Double = Effects.wobbleDuration,
        curve: TimingCurve = .easeInEaseOut,
        repeatCount: AnimationRepeat = .forever,
        around rest: AffineTransform.Decomposition = .identity,
        at time: Double
    ) throws(AnimationError) {
        try Self.validate(amplitude: amplitude)
        var tilt = AnimatedProperty(Angle.zero)
        try tilt.animate(
            from: -amplitude,
            to: amplitude,
            duration: duration,
            curve: curve,
            repeatCount: repeatCount,
            autoreverses: true,
            completionValue: .zero,
            at: time
        )
        self.amplitude = amplitude
        self.rest = rest
        self.startTime = time
        self.tilt = tilt
    }

    /// The tilt at `time`: 0 before the start and once the wobble has ended, between
    /// −amplitude and +amplitude while it runs.
    public func angle(at time: Double) -> Angle {
        tilt.presentedValue(at: time)
    }

    /// The pose at `time`: the rest pose turned by the tilt.
    public func decomposition(at time: Double) -> AffineTransform.Decomposition {
        Self.tilted(rest, by: angle(at: time))
    }

    /// The transform at `time`.
    public func transform(at time: Double) -> AffineTransform {
        AffineTransform(decomposition(at: time))
    }

    /// When the wobble ends: when it was cancelled, or when its repeat count runs out; +∞
    /// while it repeats forever.
    public var endTime: Double {
        completion?.time ?? .infinity
    }

    /// Pending before the start, running until ``endTime``, finished from then on.
    public func phase(at time: Double) -> AnimationPhase {
        AnimationPhase(at: time, begin: startTime, end: endTime)
    }

    /// How the wobble ended, if it ended in (`start`, `end`].
    public func completion(after start: Double, through end: Double) -> AnimationCompletion? {
        tilt.completions(after: start, through: end).first
    }

    /// Stops the wobble at `time` and returns to rest; `false` if it had already ended.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``
    ///   (before the start or an earlier cancel).
    @discardableResult
    public mutating func cancel(at time: Double) throws(AnimationError) -> Bool {
        try !tilt.cancel(at: time).isEmpty
    }

    /// How the wobble ends, whenever that is.
    private var completion: AnimationCompletion? {
        tilt.completions(after: -.infinity, through: .infinity).first
    }

    /// `pose` with `angle` more rotation.
    static func tilted(_ pose: AffineTransform.Decomposition, by angle: Angle) -> AffineTransform.Decomposition {
        var tilted = pose
        tilted.rotation += angle
        return tilted
    }

    /// Checks an amplitude from a script.
    static func validate(amplitude: Angle) throws(AnimationError) {
        guard amplitude.radians.isFinite else {
            throw .invalidParameter(name: "amplitude", value: amplitude.radians)
        }
    }
}
