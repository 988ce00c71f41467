/// Where an animation is at a given instant.
///
/// The raw values are the names scripts see.
public enum AnimationPhase: String, Sendable, Hashable, CaseIterable {
    /// Not moving yet: the instant is before the animation's begin time (its start plus its
    /// delay). The presented value is the start value.
    case pending
    /// Moving: the instant is at or after the begin time and before the end time.
    case running
    /// Done: the instant is at or after the end time. The presented value is the end state.
    case finished
}

extension AnimationPhase {
    /// The phase at `time` of something that moves from `begin` until `end`: pending before
    /// `begin` (a NaN time fails the first test and counts as pending), running until `end`,
    /// finished from then on. The one rule every animation, transition, step and effect uses.
    public init(at time: Double, begin: Double, end: Double) {
        if !(time >= begin) {
            self = .pending
        } else {
            self = time < end ? .running : .finished
        }
    }
}
