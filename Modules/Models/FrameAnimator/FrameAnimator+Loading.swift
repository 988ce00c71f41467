import Foundation

/// Loading frames through the cache.
extension FrameAnimator {
    /// The bytes of the frame shown at `time`, loaded through ``cache`` only now that it is
    /// shown (a hit if it was loaded before and not evicted).
    ///
    /// - Throws: ``FrameAnimatorError/frameLoadFailed(_:)`` when the loader cannot deliver it
    ///   (a missing file is ``FrameLoaderError/notFound(name:location:)``); the animator keeps
    ///   playing, so a runtime can report the error and carry on.
    public mutating func frame(
        at time: Double, using loader: some FrameLoader
    ) throws(FrameAnimatorError) -> Data {
        let name = frameName(at: time)
        return try cache.frame(named: name, using: loader)
    }

    /// Loads every frame into the cache now, so playing never waits for a load: the seed's
    /// `precache`. All or nothing: on failure the cache is as it was.
    ///
    /// - Throws: ``FrameAnimatorError/precacheExceedsBudget(needed:budget:)`` when the frames do
    ///   not fit in the cache's budget together; ``FrameAnimatorError/frameLoadFailed(_:)`` when
    ///   one cannot be loaded.
    public mutating func precache(using loader: some FrameLoader) throws(FrameAnimatorError) {
        try cache.preload(frameNames, using: loader)
    }
}
