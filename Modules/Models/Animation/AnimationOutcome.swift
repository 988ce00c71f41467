/// How an animation ended: the `finished` flag UIKit passes to a completion block.
///
/// The raw values are the names scripts see.
public enum AnimationOutcome: String, Sendable, Hashable, CaseIterable {
    /// It ran to its end time.
    case finished
    /// It was stopped before its end time: by `cancel(at:)`, by setting the value without an
    /// animation, or by a newer animation of the same property taking over.
    case cancelled

    /// Whether it ran to its end: UIKit's `finished` argument.
    public var isFinished: Bool {
        self == .finished
    }
}
