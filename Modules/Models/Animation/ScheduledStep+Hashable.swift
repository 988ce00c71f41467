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
