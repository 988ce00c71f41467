/// What a ``CountdownTimer`` is doing: the seed's `timerStatus`.
///
/// The raw values are the names scripts see.
public enum CountdownStatus: String, Sendable, Hashable, CaseIterable {
    /// Not counting: never started, stopped, reset, or run down to zero.
    case stopped
    /// Counting down.
    case running
    /// Started, then paused: the remaining time is frozen until ``CountdownTimer/resume(at:)``.
    case paused
}
