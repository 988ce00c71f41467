/// Why a ``FrameAnimator`` or its ``FrameCache`` refused a request.
public enum FrameAnimatorError: Error, Sendable, Hashable {
    /// An animation needs at least one frame.
    case noFrames
    /// A cycle's duration must be a finite number of seconds greater than 0.
    case invalidDuration(Double)
    /// A repeat count is 0 (forever) or more.
    case invalidRepeatCount(Int)
    /// A frame index must be in 0..<count.
    case indexOutOfRange(Int, count: Int)
    /// A time must be a finite number of seconds.
    case invalidTime(Double)
    /// `start` needs an animator that is not animating; this one has been since `since`.
    case alreadyAnimating(since: Double)
    /// A cache budget must be more than 0 bytes.
    case invalidCacheBudget(Int)
    /// Precaching needs every frame in the cache at once, and they do not fit in the budget.
    case precacheExceedsBudget(needed: Int, budget: Int)
    /// The loader could not deliver a frame.
    case frameLoadFailed(FrameLoaderError)
}

extension FrameAnimatorError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noFrames:
            "an animation needs at least one frame"
        case .invalidDuration(let duration):
            "duration must be a finite number of seconds > 0, not \(NumberText.plain(duration))"
        case .invalidRepeatCount(let count):
            "repeat count must be 0 (forever) or more, not \(count)"
        case .indexOutOfRange(let index, let count):
            "frame index \(index) is out of range 0...\(count - 1)"
        case .invalidTime(let time):
            "time must be a finite number of seconds, not \(NumberText.plain(time))"
        case .alreadyAnimating(let since):
            "the animation is already playing (since \(NumberText.plain(since))); stop it before starting again"
        case .invalidCacheBudget(let budget):
            "cache budget must be more than 0 bytes, not \(budget)"
        case .precacheExceedsBudget(let needed, let budget):
            "precaching needs \(needed) bytes but the cache budget is \(budget); "
                + "raise the budget or play without precaching"
        case .frameLoadFailed(let error):
            error.description
        }
    }
}
