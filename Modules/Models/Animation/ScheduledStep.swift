/// A step of an ``AnimationPlan`` placed in time.
public struct ScheduledStep<Tag: Sendable>: Sendable {
    /// What the step animates, as the plan was given it.
    public let tag: Tag
    /// The step's own timing (its delay counts from ``startTime``).
    public let timing: AnimationTiming
    /// The step's position in the plan, counting from 0, depth first as written.
    public let index: Int
    /// When the step is started, in seconds on the caller's clock: when the previous step of its
    /// sequence ends, or when its group starts.
    public let startTime: Double

    /// Creates a scheduled step.
    public init(tag: Tag, timing: AnimationTiming, index: Int, startTime: Double) {
        self.tag = tag
        self.timing = timing
        self.index = index
        self.startTime = startTime
    }

    /// When the step begins to move: its start time plus its own delay.
    public var beginTime: Double {
        timing.beginTime(startedAt: startTime)
    }

    /// When the step ends: its begin time plus its active duration; +∞ if it repeats forever.
    public var endTime: Double {
        timing.endTime(startedAt: startTime)
    }

    /// The timing to start the step at `callTime` so that it begins on schedule, at
    /// ``beginTime``: its own timing with `startTime − callTime` more delay.
    ///
    /// - Throws: ``AnimationError/invalidDelay(_:)`` if `callTime` is after ``beginTime`` (the
    ///   delay would be negative) or not finite.
    public func timing(startedAt callTime: Double) throws(AnimationError) -> AnimationTiming {
        try timing.addingDelay(startTime - callTime)
    }
}

extension ScheduledStep: Equatable where Tag: Equatable {
    /// Steps are equal when their tag, timing, index and start time are.
    public static func == (lhs: ScheduledStep, rhs: ScheduledStep) -> Bool {
        lhs.tag == rhs.tag && lhs.timing == rhs.timing && lhs.index == rhs.index
            && lhs.startTime == rhs.startTime
    }
}

extension ScheduledStep: Hashable where Tag: Hashable {
    /// Hashes every part, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(timing)
        hasher.combine(index)
        hasher.combine(startTime)
    }
}
