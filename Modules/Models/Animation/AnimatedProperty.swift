import Geometry

/// An animatable property of a model, such as a view's alpha, center, frame, background colour
/// or transform: the model value plus the animations that lead the presented value to it.
///
/// It follows UIKit's block animations over Core Animation:
///
/// - ``animate(from:to:duration:delay:curve:repeatCount:autoreverses:completionValue:at:)``
///   changes the model value (``value``) at once; the presented value
///   (``presentedValue(at:)``, what a renderer draws) follows it over time;
/// - a new animation of a property that is already animating starts from the value presented
///   at the instant it begins, and the animation it interrupts reports `cancelled` then;
/// - ``cancel(at:)`` stops every animation and jumps to the end state, the model value, as
///   removing a layer's animations does;
/// - ``completions(after:through:)`` tells the owner, for a time interval, which animations
///   finished (at their end time) or were cancelled (at the instant they were stopped), each
///   with the ``AnimationID`` its `animate` call returned, so a runtime can call the completion
///   callback it keeps for that id with `finished` true or false.
///
/// A delayed animation takes over when it begins, not when it is asked for: an animation
/// running meanwhile keeps going until then. So steps can be queued ahead without hand-summed
/// delays being recomputed from values (see ``AnimationPlan``), and a step that starts when the
/// previous one ends starts from where that one ended.
///
/// Everything is a pure function of time. Changes take the time they happen (`at:`), which must
/// never run backwards; queries take any time and never change anything, and a change at `t`
/// never alters the answers for instants before `t`.
public struct AnimatedProperty<Value: Interpolatable & Sendable>: Sendable {
    /// The model value and the animations, past and future.
    var timeline: Timeline<Item>

    /// A property resting at `value`, with no animation.
    public init(_ value: Value) {
        timeline = Timeline(value)
    }

    /// The model value: the end state of the animations started so far, or the last value set.
    public var value: Value {
        timeline.model
    }

    /// The time of the last change, before which no change may be made; `nil` before the first.
    public var lastChangeTime: Double? {
        timeline.lastChangeTime
    }

    /// Sets the value without animation at `time`, cancelling every animation still running or
    /// waiting to begin. Returns the cancelled animations' ids.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func set(_ value: Value, at time: Double) throws(AnimationError) -> [AnimationID] {
        try timeline.validateChange(at: time)
        return timeline.set(value, at: time)
    }

    /// Animates to `target`, starting at `time`; returns the new animation's id.
    ///
    /// - Parameters:
    ///   - from: the start value; by default the value presented when the animation begins
    ///     (`time + delay`), so it continues smoothly from wherever an earlier animation is.
    ///   - target: the value animated to.
    ///   - duration, delay, curve, repeatCount, autoreverses: the timing; see
    ///     ``AnimationTiming``.
    ///   - completionValue: the value the property settles at once the animation has finished
    ///     or is cancelled, and so the model value; `target` by default. UIKit code sets such a
    ///     value in the completion block (the wobble's rotation back to rest, the vanish's
    ///     identity transform); here it is part of the model, so it holds at every instant.
    ///   - time: when the animation is started, in seconds on the caller's clock.
    /// - Throws: ``AnimationError`` for an invalid timing, a non-finite time or a time before
    ///   the last change.
    @discardableResult
    public mutating func animate(
        from: Value? = nil,
        to target: Value,
        duration: Double,
        delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut,
        repeatCount: AnimationRepeat = .once,
        autoreverses: Bool = false,
        completionValue: Value? = nil,
        at time: Double
    ) throws(AnimationError) -> AnimationID {
        let timing = try AnimationTiming(
            duration: duration,
            delay: delay,
            curve: curve,
            repeatCount: repeatCount,
            autoreverses: autoreverses
        )
        return try animate(from: from, to: target, timing: timing, completionValue: completionValue, at: time)
    }

    /// Animates to `target` with a prepared timing, starting at `time`; returns the new
    /// animation's id. See ``animate(from:to:duration:delay:curve:repeatCount:autoreverses:completionValue:at:)``.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func animate(
        from: Value? = nil,
        to target: Value,
        timing: AnimationTiming,
        completionValue: Value? = nil,
        at time: Double
    ) throws(AnimationError) -> AnimationID {
        try validateAnimation(timing: timing, at: time)
        let beginTime = timing.beginTime(startedAt: time)
        let start = from ?? presentedValue(at: beginTime)
        let animation = try Animation(from: start, to: target, timing: timing, at: time)
        let id = timeline.makeIdentifier()
        timeline.add(Item(animation: animation, completionValue: completionValue ?? target), id: id, at: time)
        return id
    }

    /// Throws what ``animate(from:to:timing:completionValue:at:)`` would throw for `timing` at
    /// `time`, without starting anything: a caller that changes several properties together
    /// checks them all first, and then changes each in place (a copy to roll back would cost a
    /// copy of the whole timeline per change).
    public func validateAnimation(timing: AnimationTiming, at time: Double) throws(AnimationError) {
        try timeline.validateChange(at: time)
        // The delay is finite, but a huge one can push the begin time to infinity.
        guard (time + timing.delay).isFinite else { throw .invalidDelay(timing.delay) }
    }

    /// Stops every animation running at `time` or waiting to begin after it, and jumps to the
    /// end state: from `time` on the presented value is the model value. Returns the stopped
    /// animations' ids, which report `cancelled` at `time`; an empty list if nothing was
    /// animating.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func cancel(at time: Double) throws(AnimationError) -> [AnimationID] {
        try timeline.validateChange(at: time)
        return timeline.cancel(at: time)
    }

    /// The value to draw at `time`: the running animation's value, or the value the property
    /// rests at. For NaN, the value before every animation kept (see ``discardHistory(through:)``).
    public func presentedValue(at time: Double) -> Value {
        guard let segment = timeline.segment(at: time) else { return timeline.base }
        switch segment.content {
        case .hold(let value):
            return value
        case .item(_, let item):
            return time < item.endTime ? item.value(at: time) : item.settledValue
        }
    }

    /// The animation running at `time`: begun, and neither finished nor stopped.
    public func animation(at time: Double) -> Animation<Value>? {
        timeline.runningItem(at: time)?.item.animation
    }

    /// The id of the animation running at `time`.
    public func animationID(at time: Double) -> AnimationID? {
        timeline.runningItem(at: time)?.id
    }

    /// From when the property holds still by itself: when its last animation ends (+∞ while
    /// one repeats forever), or −∞ if it has never animated.
    public var restTime: Double {
        timeline.restTime
    }

    /// Whether an animation moves the property at `time` (a delayed one counts from its begin
    /// time; a paused one does not count).
    public func isAnimating(at time: Double) -> Bool {
        guard let running = timeline.runningItem(at: time) else { return false }
        return running.item.playback?.isPaused != true
    }

    /// The animations that ended in the interval (`start`, `end`]: finished at their end time
    /// or cancelled at the instant they were stopped, in time order. Asking for consecutive
    /// intervals (t0, t1], (t1, t2], … reports each ending exactly once.
    public func completions(after start: Double, through end: Double) -> [AnimationCompletion] {
        timeline.completions(after: start, through: end)
    }

    /// When the first animation to end after `start` ends (the time of the first of
    /// ``completions(after:through:)`` with no upper bound), in O(log n); nil when none will.
    /// A runtime keeps one timer at this instant rather than one per animation.
    public func nextCompletionTime(after start: Double) -> Double? {
        timeline.nextCompletionTime(after: start)
    }

    /// Forgets what happened up to and including `time`, so that a long-running property does
    /// not keep every animation it ever ran: completions at or before `time` are no longer
    /// reported, and presented values before `time` are no longer kept. Answers at or after
    /// `time` do not change. A runtime calls it after delivering the completions through `time`.
    public mutating func discardHistory(through time: Double) {
        timeline.discardHistory(through: time)
    }

    /// The number of changes made to the property so far (animations added, cancellations,
    /// values set). Read it before delivering completions, and pass it to
    /// ``discardHistory(through:knownBy:)`` after.
    public var revision: Int { timeline.revision }

    /// Forgets the completions at or before `time` that were known at `revision`, and the
    /// presented values before `time`; completions at `time` that later changes decided (an
    /// animation started at that instant with no duration, one cut short then) are still
    /// reported. A runtime calls it after delivering what it read at `revision`, so that a chain
    /// of zero-length animations at one instant costs O(log n) a link.
    public mutating func discardHistory(through time: Double, knownBy revision: Int) {
        timeline.discardHistory(through: time, knownBy: revision)
    }
}

extension AnimatedProperty {
    /// An animation on the property's timeline, with the value it settles at, and how it is
    /// played after a pause, a scrub or a reversal (`nil`: as it was started).
    struct Item: TimelineItem {
        let animation: Animation<Value>
        let completionValue: Value
        var playback: AnimationPlayback? = nil

        var beginTime: Double { playback?.anchorTime ?? animation.beginTime }
        var endTime: Double {
            playback?.endTime(activeDuration: animation.timing.activeDuration) ?? animation.endTime
        }
        /// A paused animation holds still from the instant it was paused: a run need not wait
        /// for it.
        var restTime: Double { playback?.isPaused == true ? beginTime : endTime }
        /// A reversed animation settles where it started.
        var settledValue: Value { playback?.isReversed == true ? animation.from : completionValue }

        /// The animation's active time at `time` (not before ``beginTime``).
        func activeTime(at time: Double) -> Double {
            let activeDuration = animation.timing.activeDuration
            guard let playback else { return min(max(time - animation.beginTime, 0), activeDuration) }
            return playback.activeTime(at: time, activeDuration: activeDuration)
        }

        /// The value shown at `time`, before ``endTime``.
        func value(at time: Double) -> Value {
            guard playback != nil else { return animation.value(at: time) }
            let progress = animation.timing.progress(atActiveTime: activeTime(at: time))
            return animation.from.interpolated(to: animation.to, at: progress)
        }

        /// How the item plays from `time` on if nothing changes: its playback anchored there.
        func playback(at time: Double) -> AnimationPlayback {
            AnimationPlayback(
                anchorTime: time, activeTime: activeTime(at: time),
                isPaused: playback?.isPaused ?? false, isReversed: playback?.isReversed ?? false)
        }
    }
}
