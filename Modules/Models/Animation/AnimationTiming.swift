import Geometry

/// When and how fast something animates: duration, delay, timing curve, repeat count and
/// autoreverse, the options of UIKit's `animateWithDuration:delay:options:animations:completion:`.
///
/// A timing is shared by every kind of animation (values, transitions, steps of a plan) and maps
/// the time elapsed since the animation began to its progress, the fraction of the way from the
/// start value to the end value:
///
/// - a *cycle* is one pass of `duration` seconds, or, when the animation autoreverses, the pass
///   there and the pass back (2 × `duration`), as in Core Animation;
/// - on the way back the timing curve plays backwards in time, so an ease-in-out wobble slows
///   down at both turning points;
/// - the animation is active for `duration × cycles` (× 2 with autoreverse): ``activeDuration``,
///   infinite when it repeats forever and 0 when `duration` is 0, whatever the repeat count;
/// - once the active duration has elapsed the progress is 1: the animation has settled on its
///   end value, even when the last cycle would have ended elsewhere (an autoreversing
///   animation played a whole number of times jumps from its start value to its end value, as
///   a UIKit animation does when it is removed and the model value shows).
///
/// The progress can leave [0, 1] in between when the curve overshoots (springs); values
/// extrapolate.
public struct AnimationTiming: Sendable, Hashable {
    /// One pass from the start value to the end value, in seconds.
    public let duration: Double
    /// How long after being started the animation begins to move, in seconds.
    public let delay: Double
    /// How progress is paced within a pass.
    public let curve: TimingCurve
    /// How many cycles play.
    public let repeatCount: AnimationRepeat
    /// Whether each cycle plays back from the end value to the start value after playing forward.
    public let autoreverses: Bool

    /// Creates a timing. The curve defaults to ease-in-ease-out, UIKit's default for block
    /// animations and transitions.
    ///
    /// - Throws: ``AnimationError/invalidDuration(_:)`` or ``AnimationError/invalidDelay(_:)``
    ///   if either is negative or not finite; ``AnimationError/invalidRepeatCount(_:)`` if a
    ///   count is not greater than 0 (`.count(.infinity)` becomes `.forever`).
    public init(
        duration: Double,
        delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut,
        repeatCount: AnimationRepeat = .once,
        autoreverses: Bool = false
    ) throws(AnimationError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        guard delay.isFinite, delay >= 0 else { throw .invalidDelay(delay) }
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.repeatCount = try repeatCount.validated()
        self.autoreverses = autoreverses
    }

    /// The length of one cycle: `duration`, doubled when the animation autoreverses (held
    /// finite, as every product of times is: ``FiniteTime``).
    public var cycleDuration: Double {
        autoreverses ? FiniteTime.product(2, duration) : duration
    }

    /// How long the animation moves once it has begun: the cycle duration times the number of
    /// cycles; +∞ only when it repeats forever, since a finite count of finite cycles ends,
    /// however late (``FiniteTime``); 0 when `duration` is 0 (a zero-length animation jumps to
    /// its end at once, however often it repeats).
    public var activeDuration: Double {
        guard duration > 0 else { return 0 }
        guard case .count(let count) = repeatCount else { return .infinity }
        return FiniteTime.product(count, cycleDuration)
    }

    /// The delay plus the active duration: how long after being started the animation ends.
    public var totalDuration: Double {
        FiniteTime.sum(delay, activeDuration)
    }

    /// The same timing with `seconds` more delay, for starting now an animation that should
    /// begin later (a step of a plan, for instance).
    ///
    /// - Throws: ``AnimationError/invalidDelay(_:)`` if the resulting delay is negative or NaN
    ///   (a sum of finite delays is held finite: ``FiniteTime``).
    public func addingDelay(_ seconds: Double) throws(AnimationError) -> AnimationTiming {
        try AnimationTiming(
            duration: duration,
            delay: FiniteTime.sum(delay, seconds),
            curve: curve,
            repeatCount: repeatCount,
            autoreverses: autoreverses
        )
    }

    /// The progress `activeTime` seconds after the animation began to move (that is, after its
    /// delay): 0 before it begins (and for NaN), the curve's output while it runs — from the
    /// instant it begins, where `steps(n, jump-start)` has already taken its first step, as CSS
    /// Easing says — and 1 once ``activeDuration`` has elapsed.
    public func progress(atActiveTime activeTime: Double) -> Double {
        guard activeTime >= 0 else { return 0 }
        guard activeTime < activeDuration else { return 1 }
        // Here activeDuration > activeTime > 0, so duration > 0 and the cycle is not empty.
        let cycleDuration = self.cycleDuration
        let cycle = (activeTime / cycleDuration).rounded(.down)
        // Rounding in the division can put the remainder a hair outside the cycle.
        let withinCycle = min(max(activeTime - cycle * cycleDuration, 0), cycleDuration)
        let pass = withinCycle / duration
        if pass <= 1 {
            return curve.value(at: pass)
        }
        // On the way back, play the curve backwards in time: 2 − pass runs from 1 down to 0.
        return curve.value(at: 2 - pass)
    }
}

extension AnimationTiming {
    /// When an animation with this timing started at `startTime` begins to move: the start
    /// plus the delay.
    public func beginTime(startedAt startTime: Double) -> Double {
        FiniteTime.sum(startTime, delay)
    }

    /// When it finishes: the begin time plus the active duration; +∞ if it repeats forever.
    public func endTime(startedAt startTime: Double) -> Double {
        FiniteTime.sum(beginTime(startedAt: startTime), activeDuration)
    }
}
