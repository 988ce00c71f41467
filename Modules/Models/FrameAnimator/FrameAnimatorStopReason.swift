/// Why a ``FrameAnimator`` run ended.
///
/// The raw values are the names scripts see.
public enum FrameAnimatorStopReason: String, Sendable, Hashable, CaseIterable {
    /// ``FrameAnimator/stop(at:)`` was called.
    case requested
    /// The run played all its repeats.
    case finished
}
