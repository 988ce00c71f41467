/// That an animation ended, how and when: what a runtime needs to call its completion callback.
public struct AnimationCompletion: Sendable, Hashable {
    /// The animation that ended.
    public let id: AnimationID
    /// Whether it finished or was cancelled.
    public let outcome: AnimationOutcome
    /// When it ended, in seconds on the caller's clock: its end time if it finished, the instant
    /// it was stopped if it was cancelled.
    public let time: Double

    /// Creates a completion record.
    public init(id: AnimationID, outcome: AnimationOutcome, time: Double) {
        self.id = id
        self.outcome = outcome
        self.time = time
    }

    /// Whether it ran to its end: UIKit's `finished` argument.
    public var finished: Bool {
        outcome.isFinished
    }
}
