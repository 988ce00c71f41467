/// Why a timing curve could not be made. Scripts get these instead of a trap; each case's
/// ``description`` says what was wrong and what is accepted.
public enum TimingCurveError: Error, Sendable, Hashable {
    /// A cubic Bézier's control points are unusable: `x1` or `x2` outside [0, 1] (the curve
    /// would not be a function of time), or `y1` or `y2` not finite or beyond ±1e300.
    case invalidControlPoints(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A step curve needs at least one step.
    case invalidStepCount(Int)
    /// A spring parameter is not finite or not within its range; `name` is the parameter's
    /// label (`"mass"`, `"stiffness"`, `"damping"`, `"dampingRatio"`, `"response"` or
    /// `"initialVelocity"`).
    case invalidSpringParameter(name: String, value: Double)
    /// The spring's parameters are individually valid but so extreme that its motion overflows
    /// or would take longer to settle than a `Double` can count.
    case springDoesNotSettle
    /// No named curve has this name; ``TimingCurve/names`` lists those that exist.
    case unknownName(String)
    /// A `linear(…)` curve's stops are unusable; the text says how.
    case invalidLinearStops(String)
    /// A curve written as text (`cubic-bezier(…)`, `steps(…)`, `linear(…)`, `spring(…)`) does
    /// not follow its syntax; `reason` says what was expected.
    case invalidSyntax(text: String, reason: String)
}
