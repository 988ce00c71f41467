/// How an animation's progress maps to the progress of the animated value: the role of
/// `CAMediaTimingFunction`, CSS easing functions and SwiftUI's animation curves.
///
/// Every curve maps input progress in [0, 1] to output progress through ``value(at:)``;
/// 0 maps to 0 and 1 to 1 for every curve except a `.start` step curve, whose output is
/// already one step up at 0. Outputs may leave [0, 1] in between (springs overshoot, Béziers
/// with y outside [0, 1] anticipate), which ``Interpolatable`` values extrapolate.
///
/// Scripts pick curves by name with ``init(named:)``; Swift code uses the static members:
///
///     let curve = TimingCurve.easeInEaseOut
///     let halfway = curve.value(at: 0.5)   // 0.5
///     let bouncy = TimingCurve.spring(try Spring(dampingRatio: 0.5, response: 0.4))
public enum TimingCurve: Sendable, Hashable {
    /// A cubic Bézier curve from (0, 0) to (1, 1).
    case cubicBezier(CubicBezierCurve)
    /// A staircase of equal steps.
    case steps(StepCurve)
    /// Straight segments through points, CSS's `linear(…)`.
    case piecewiseLinear(PiecewiseLinearCurve)
    /// A spring, played over its ``Spring/settlingDuration``: progress x shows the spring's
    /// value at time `x · settlingDuration`, and progress 1 snaps to exactly 1 (a jump of at
    /// most ``Spring/settlingEpsilon``) so an animation ends on its target.
    case spring(Spring)

    /// Constant speed: (0, 0), (1, 1).
    public static let linear = TimingCurve.cubicBezier(.linear)
    /// Starts slowly: (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve.cubicBezier(.easeIn)
    /// Ends slowly: (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(.easeOut)
    /// Slow at both ends: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = TimingCurve.cubicBezier(.easeInEaseOut)
    /// Core Animation's default curve, CSS's `ease`: (0.25, 0.1), (0.25, 1).
    public static let `default` = TimingCurve.cubicBezier(.ease)
    /// The same curve as ``default``, under its CSS name.
    public static let ease = TimingCurve.default

    /// A cubic Bézier curve through the control points (x1, y1) and (x2, y2), like
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    ///
    /// - Throws: ``TimingCurveError/invalidControlPoints(x1:y1:x2:y2:)`` if `x1` or `x2` is
    ///   outside [0, 1] or any value is not finite.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingCurveError) {
        self = .cubicBezier(try CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// A staircase of `count` steps, like CSS `steps(count, position)`.
    ///
    /// - Throws: ``TimingCurveError/invalidStepCount(_:)`` if `count` is less than 1.
    public init(steps count: Int, position: StepCurve.Position = .end) throws(TimingCurveError) {
        self = .steps(try StepCurve(count: count, position: position))
    }

    /// The output progress for an input progress.
    ///
    /// `progress` is clamped to [0, 1]; NaN counts as 0, the start.
    public func value(at progress: Double) -> Double {
        switch self {
        case .cubicBezier(let curve):
            return curve.value(at: progress)
        case .steps(let curve):
            return curve.value(at: progress)
        case .piecewiseLinear(let curve):
            return curve.value(at: progress)
        case .spring(let spring):
            let clamped = progress.clamped(to: 0...1)
            if clamped == 1 { return 1 }
            return spring.value(at: clamped * spring.settlingDuration)
        }
    }

    /// The duration in seconds the curve implies, if any: a spring's
    /// ``Spring/settlingDuration``; `nil` for Béziers, steps and `linear(…)`, which stretch to
    /// any duration.
    public var naturalDuration: Double? {
        switch self {
        case .cubicBezier, .steps, .piecewiseLinear: nil
        case .spring(let spring): spring.settlingDuration
        }
    }
}
