import Geometry

/// The seeds' named effects, each a line to start:
///
///     var wobble = try Effects.wobble(at: now)          // until cancelled
///     wobble.transform(at: t)                           // the tilted transform
///     try wobble.cancel(at: later)                      // back to rest
///
///     let vanish = try Effects.vanish(at: now)          // half turn and shrink, 0.75 s
///     (vanish.transform(at: t), vanish.isHidden(at: t))
///
/// ``Wobble`` and ``Vanish`` describe the effects on their own; ``wobble(_:amplitude:duration:curve:repeatCount:at:)``
/// runs the wobble on a view's transform property, so that its completion is reported with the
/// property's other animations.
public enum Effects {
    /// The wobble's tilt each way: 2.5°, as in the seed's springboard wobble.
    public static let wobbleAmplitude = Angle(degrees: 2.5)
    /// The time of one swing from one side to the other: 0.05 s.
    public static let wobbleDuration = 0.05
    /// The vanish's duration: 0.75 s, as the memory game's.
    public static let vanishDuration = 0.75
    /// How far a vanishing view turns: half a turn.
    public static let vanishTurn = Angle.halfTurn
    /// How small a vanishing view shrinks: to a tenth.
    public static let vanishScale = 0.1

    /// Starts a wobble at `time`; see ``Wobble/init(amplitude:duration:curve:repeatCount:around:at:)``.
    ///
    /// - Throws: ``AnimationError`` for an invalid amplitude, duration, repeat count or time.
    public static func wobble(
        amplitude: Angle = wobbleAmplitude,
        duration: Double = wobbleDuration,
        curve: TimingCurve = .easeInEaseOut,
        repeatCount: AnimationRepeat = .forever,
        around rest: AffineTransform.Decomposition = .identity,
        at time: Double
    ) throws(AnimationError) -> Wobble {
        try Wobble(
            amplitude: amplitude,
            duration: duration,
            curve: curve,
            repeatCount: repeatCount,
            around: rest,
            at: time
        )
    }

    /// Starts a vanish at `time`; see ``Vanish/init(duration:delay:curve:turn:scale:from:at:)``.
    ///
    /// - Throws: ``AnimationError`` for an invalid duration, delay, turn, scale or time.
    public static func vanish(
        duration: Double = vanishDuration,
        delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut,
        turn: Angle = vanishTurn,
        scale: Double = vanishScale,
        from rest: AffineTransform.Decomposition = .identity,
        at time: Double
    ) throws(AnimationError) -> Vanish {
        try Vanish(duration: duration, delay: delay, curve: curve, turn: turn, scale: scale, from: rest, at: time)
    }

    /// Wobbles a transform property around its model value, starting at `time`; returns the
    /// animation's id. The property swings as ``Wobble`` describes and settles back at its model
    /// value when the wobble finishes or is stopped with ``AnimatedProperty/cancel(at:)``, so
    /// the model value does not change.
    ///
    /// - Throws: ``AnimationError`` for an invalid amplitude, duration, repeat count or time.
    @discardableResult
    public static func wobble(
        _ transform: inout AnimatedProperty<AffineTransform.Decomposition>,
        amplitude: Angle = wobbleAmplitude,
        duration: Double = wobbleDuration,
        curve: TimingCurve = .easeInEaseOut,
        repeatCount: AnimationRepeat = .forever,
        at time: Double
    ) throws(AnimationError) -> AnimationID {
        try Wobble.validate(amplitude: amplitude)
        let rest = transform.value
        return try transform.animate(
            from: Wobble.tilted(rest, by: -amplitude),
            to: Wobble.tilted(rest, by: amplitude),
            duration: duration,
            curve: curve,
            repeatCount: repeatCount,
            autoreverses: true,
            completionValue: rest,
            at: time
        )
    }
}
