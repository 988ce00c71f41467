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
