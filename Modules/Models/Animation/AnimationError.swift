/// Why the animation engine refused a request. Scripts get these instead of a trap; each case's
/// ``description`` says what was wrong and what is accepted.
public enum AnimationError: Error, Sendable, Hashable {
    /// A duration is negative, infinite or NaN.
    case invalidDuration(Double)
    /// A delay is negative, infinite or NaN.
    case invalidDelay(Double)
    /// A repeat count is zero, negative or NaN (+∞ is accepted and means forever).
    case invalidRepeatCount(Double)
    /// A time given to a change (`at:`) is infinite or NaN.
    case invalidTime(Double)
    /// A change was asked for at `time`, earlier than the change already made at `latest`:
    /// the caller's clock must not run backwards.
    case timeWentBackwards(time: Double, latest: Double)
    /// An effect's parameter is not usable; `name` is its label (`"amplitude"`, `"turn"`,
    /// `"scale"`).
    case invalidParameter(name: String, value: Double)
    /// Step `index` of a sequence (counting from 0) repeats forever, so the steps after it would
    /// never start.
    case endlessStepBeforeEnd(index: Int)
    /// No transition kind has this name; ``TransitionKind/names`` lists those that exist.
    case unknownTransitionKind(String)
    /// Plans nest deeper than ``AnimationPlan/maximumDepth``.
    case planTooDeep(limit: Int)
    /// A plan would hold more parts than ``AnimationPlan/maximumPartCount``, counting a plan
    /// used twice twice.
    case planTooLarge(limit: Int)
    /// A keyframe animation's values or key times are unusable; the text says how.
    case invalidKeyframes(String)
    /// A fraction to scrub to is not a number from 0 to 1.
    case invalidFraction(Double)
    /// An animation that repeats forever was scrubbed: it has no end to take a fraction of.
    case endlessHasNoFraction
}
