/// How many times an animation plays its cycle: a count, possibly fractional, or forever.
///
/// As in Core Animation, a cycle is one pass from the start value to the end value, or, when
/// the animation autoreverses, there and back again. `.count(2.5)` plays two and a half cycles;
/// an autoreversing animation with a count of n + 0.5 ends on its end value instead of jumping
/// there from its start value.
///
/// Counts are checked when a timing is made (``AnimationTiming/init(duration:delay:curve:repeatCount:autoreverses:)``):
/// they must be greater than 0; `.count(.infinity)` is the same as `.forever`, as Core
/// Animation's `HUGE_VALF` is. Zero is refused rather than read as "once" (Core Animation's
/// meaning) or "never" (its literal one), because a script that passes it means one of the two
/// and cannot tell which it would get.
public enum AnimationRepeat: Sendable, Hashable {
    /// Play this many cycles; must be greater than 0.
    case count(Double)
    /// Repeat until cancelled.
    case forever

    /// One cycle, the default.
    public static let once = AnimationRepeat.count(1)

    /// A validated repeat count, for scripts: +∞ gives ``forever``.
    ///
    /// - Throws: ``AnimationError/invalidRepeatCount(_:)`` if `count` is NaN or not greater
    ///   than 0.
    public init(count: Double) throws(AnimationError) {
        guard count > 0 else { throw .invalidRepeatCount(count) }
        self = count == .infinity ? .forever : .count(count)
    }

    /// The number of cycles: +∞ for ``forever``.
    public var cycles: Double {
        switch self {
        case .count(let count): count
        case .forever: .infinity
        }
    }

    /// The same repeat, checked: ``count(_:)`` values go through ``init(count:)``.
    func validated() throws(AnimationError) -> AnimationRepeat {
        switch self {
        case .count(let count): try AnimationRepeat(count: count)
        case .forever: .forever
        }
    }
}
