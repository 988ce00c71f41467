import Geometry

/// Steps that run one after another (a sequence) or together (a group), nested as deep as
/// needed, laid out in time without hand-summed delays.
///
/// A step is a tag (whatever tells the owner what to animate: a property and a target, a card
/// and a transition, a script's callback number) with an ``AnimationTiming``. A step lasts its
/// delay plus its active duration; a sequence starts each part when the previous one ends; a
/// group starts all its parts together and lasts as long as the longest. The seed's chain of
/// 0.75 s, 0.5 s and 0.25 s animations, delayed by hand by 0 s, 0.75 s and 1.25 s, becomes:
///
///     let chain = try AnimationPlan.sequence([
///         .step("grow", timing: AnimationTiming(duration: 0.75)),
///         .step("move", timing: AnimationTiming(duration: 0.5)),
///         .step("fade", timing: AnimationTiming(duration: 0.25)),
///     ])
///     try chain.scheduled(startingAt: 0).map(\.startTime)   // [0, 0.75, 1.25]
///
/// The plan only computes times; the owner applies each ``ScheduledStep``, either all at once
/// with the delays ``ScheduledStep/timing(startedAt:)`` gives (an ``AnimatedProperty`` lets a
/// delayed animation take over only when it begins, so a chain on one property can be queued
/// ahead), or each when its start time comes.
public struct AnimationPlan<Tag: Sendable>: Sendable {
    /// The tree of steps. A sequence keeps each part's duration, so laying the tree out in
    /// time visits every node once.
    indirect enum Node: Sendable {
        case step(Tag, AnimationTiming)
        case pause(Double)
        case sequence([Node], durations: [Double])
        case group([Node])
    }

    /// How deep plans may nest. Laying out, comparing and freeing a plan walk its tree
    /// recursively, so its depth is bounded rather than the stack; a script builds plans, so
    /// the bound is an error, not a crash.
    public static var maximumDepth: Int { 200 }
    /// How many parts (steps, pauses, sequences and groups) a plan may hold, counting a part
    /// used twice twice: laying a plan out visits each, so `group{p, p}` forty times over would
    /// be 2^40 visits, even of pauses alone.
    public static var maximumPartCount: Int { 100_000 }

    /// The plan's tree.
    let node: Node
    /// How long the whole plan runs, in seconds: +∞ if a step repeats forever.
    public let duration: Double
    /// The number of steps, pauses not counted.
    public let stepCount: Int
    /// How many levels of sequences and groups the plan has (0 for a step or a pause).
    public let depth: Int
    /// How many parts the plan has: steps, pauses, sequences and groups, itself included.
    public let partCount: Int

    private init(node: Node, duration: Double, stepCount: Int, depth: Int, partCount: Int = 1) {
        self.node = node
        self.duration = duration
        self.stepCount = stepCount
        self.depth = depth
        self.partCount = partCount
    }

    /// A sequence or group of `parts`, with its size checked against the limits.
    private init(combining parts: [AnimationPlan], node: Node, duration: Double) throws(AnimationError) {
        let depth = (parts.map(\.depth).max() ?? 0) + 1
        guard depth <= Self.maximumDepth else { throw .planTooDeep(limit: Self.maximumDepth) }
        var stepCount = 0
        var partCount = 1
        for part in parts {
            stepCount += part.stepCount
            partCount += part.partCount
            // Each part holds at most the limit, so the sums cannot overflow before this check.
            guard partCount <= Self.maximumPartCount else { throw .planTooLarge(limit: Self.maximumPartCount) }
        }
        self.init(node: node, duration: duration, stepCount: stepCount, depth: depth, partCount: partCount)
    }

    /// One step: `tag` animated with `timing`. It lasts the timing's delay plus its active
    /// duration (``AnimationTiming/totalDuration``).
    public static func step(_ tag: Tag, timing: AnimationTiming) -> AnimationPlan {
        AnimationPlan(node: .step(tag, timing), duration: timing.totalDuration, stepCount: 1, depth: 0)
    }

    /// One step from its timing's parts; see ``AnimationTiming``.
    ///
    /// - Throws: the errors of ``AnimationTiming/init(duration:delay:curve:repeatCount:autoreverses:)``.
    public static func step(
        _ tag: Tag,
        duration: Double,
        delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut,
        repeatCount: AnimationRepeat = .once,
        autoreverses: Bool = false
    ) throws(AnimationError) -> AnimationPlan {
        let timing = try AnimationTiming(
            duration: duration,
            delay: delay,
            curve: curve,
            repeatCount: repeatCount,
            autoreverses: autoreverses
        )
        return step(tag, timing: timing)
    }

    /// A wait of `seconds` with nothing to animate, for spacing steps of a sequence.
    ///
    /// - Throws: ``AnimationError/invalidDuration(_:)`` if `seconds` is negative or not finite.
    public static func pause(_ seconds: Double) throws(AnimationError) -> AnimationPlan {
        guard seconds.isFinite, seconds >= 0 else { throw .invalidDuration(seconds) }
        return AnimationPlan(node: .pause(seconds), duration: seconds, stepCount: 0, depth: 0)
    }

    /// `parts` one after another, each starting when the previous one ends.
    ///
    /// - Throws: ``AnimationError/endlessStepBeforeEnd(index:)`` if a part other than the last
    ///   runs forever, because the parts after it would never start;
    ///   ``AnimationError/planTooDeep(limit:)`` and ``AnimationError/planTooLarge(limit:)`` past
    ///   ``maximumDepth`` and ``maximumPartCount``.
    public static func sequence(_ parts: [AnimationPlan]) throws(AnimationError) -> AnimationPlan {
        for (index, part) in parts.enumerated() where index < parts.count - 1 && part.duration == .infinity {
            throw .endlessStepBeforeEnd(index: index)
        }
        let durations = parts.map(\.duration)
        return try AnimationPlan(
            combining: parts, node: .sequence(parts.map(\.node), durations: durations),
            duration: durations.reduce(0, FiniteTime.sum))
    }

    /// `parts` together, all starting at once; the group lasts as long as its longest part
    /// (0 when empty).
    ///
    /// - Throws: ``AnimationError/planTooDeep(limit:)`` and ``AnimationError/planTooLarge(limit:)``
    ///   past ``maximumDepth`` and ``maximumPartCount``.
    public static func group(_ parts: [AnimationPlan]) throws(AnimationError) -> AnimationPlan {
        try AnimationPlan(combining: parts, node: .group(parts.map(\.node)), duration: parts.map(\.duration).max() ?? 0)
    }

    /// Every step with its start time, for the plan started at `time`: sorted by start time,
    /// steps starting together in plan order (depth first, as written).
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` if `time` is not finite.
    public func scheduled(startingAt time: Double) throws(AnimationError) -> [ScheduledStep<Tag>] {
        guard time.isFinite else { throw .invalidTime(time) }
        var steps: [ScheduledStep<Tag>] = []
        Self.schedule(node, at: time, into: &steps)
        // A stable sort: equal start times keep plan order.
        return steps.enumerated()
            .sorted { ($0.element.startTime, $0.offset) < ($1.element.startTime, $1.offset) }
            .map(\.element)
    }

    private static func schedule(_ node: Node, at time: Double, into steps: inout [ScheduledStep<Tag>]) {
        switch node {
        case .step(let tag, let timing):
            steps.append(ScheduledStep(tag: tag, timing: timing, index: steps.count, startTime: time))
        case .pause:
            break
        case .sequence(let parts, let durations):
            var start = time
            for (part, duration) in zip(parts, durations) {
                schedule(part, at: start, into: &steps)
                start = FiniteTime.sum(start, duration)
            }
        case .group(let parts):
            for part in parts {
                schedule(part, at: time, into: &steps)
            }
        }
    }
}
