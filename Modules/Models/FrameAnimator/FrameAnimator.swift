/// The seed's `UIImageViewAnimator`: plays a sequence of frames given by name, loading each one
/// only when it is shown, with callbacks on start, stop and every frame change.
///
/// A cycle shows every frame once, for ``duration`` ÷ ``count`` seconds each, starting at
/// ``startIndex`` and going forwards, or backwards when ``isReversed`` is set, wrapping round the
/// ends (the seed's note: to play backwards from the end, set the index to `count − 1` and
/// reverse). A run plays ``repeatCount`` cycles, or forever when it is 0 (UIKit's
/// `animationRepeatCount` convention), and then rests on the last frame it showed.
///
/// ## Time
///
/// The frame shown at time t is computed from t and the start of the run (``index(at:)``), never
/// by counting timer ticks, so a slow load or a late tick cannot put the animation behind:
/// the seed's own sample warns "it may be slower due to having to load each individual image".
/// A run keeps the settings it started with; changing them affects the next run.
///
/// ## Callbacks
///
/// The model calls nothing. ``events(from:to:limit:)`` lists what happened between two times
/// (start, each frame change, stop) and ``nextEventTime(after:)`` says when the next thing
/// happens, so a runtime can schedule its callbacks. The context given to
/// ``start(at:context:)`` is an opaque `Int` the model keeps and copies into every event of the
/// run; the binding maps it to whatever the script passed (say, a Lua registry reference), so the
/// model needs no knowledge of script values.
///
/// ## Frames
///
/// Frames are names; their bytes come from a ``FrameLoader`` passed to ``frame(at:using:)``,
/// which goes through the animator's ``cache``: a byte budget, least recently used frames
/// evicted first. ``precache(using:)`` loads them all up front instead, as the seed's `precache`.
public struct FrameAnimator: Sendable, Hashable {
    /// The names of the frames, in playing order.
    public private(set) var frameNames: [String]
    /// How long one cycle through all the frames takes, in seconds.
    public private(set) var duration: Double
    /// How many cycles a run plays; 0 plays forever.
    public private(set) var repeatCount: Int
    /// Whether runs play the frames backwards.
    public var isReversed: Bool
    /// The frame a run starts on.
    public private(set) var startIndex: Int
    /// The loaded frames and their statistics.
    public internal(set) var cache: FrameCache
    /// The current run, or the last one (kept after it ends, to report its events and the frame
    /// it left showing) until the next start.
    private(set) var run: FrameAnimatorRun?

    /// Creates a stopped animator.
    ///
    /// - Throws: ``FrameAnimatorError/noFrames``, ``FrameAnimatorError/invalidDuration(_:)``
    ///   unless `duration` is finite and > 0, ``FrameAnimatorError/invalidRepeatCount(_:)`` for a
    ///   negative count, ``FrameAnimatorError/indexOutOfRange(_:count:)``,
    ///   ``FrameAnimatorError/invalidCacheBudget(_:)`` unless the budget is more than 0.
    public init(
        frames: [String],
        duration: Double,
        repeatCount: Int = 0,
        reversed: Bool = false,
        startIndex: Int = 0,
        cacheBudget: Int = FrameCache.defaultBudget
    ) throws(FrameAnimatorError) {
        guard !frames.isEmpty else { throw .noFrames }
        try Self.check(duration: duration)
        try Self.check(repeatCount: repeatCount)
        guard frames.indices.contains(startIndex) else { throw .indexOutOfRange(startIndex, count: frames.count) }
        frameNames = frames
        self.duration = duration
        self.repeatCount = repeatCount
        isReversed = reversed
        self.startIndex = startIndex
        cache = try FrameCache(budget: cacheBudget)
    }

    /// The number of frames.
    public var count: Int {
        frameNames.count
    }

    /// How long each frame shows: ``duration`` ÷ ``count``.
    public var frameDuration: Double {
        duration / Double(count)
    }

    // MARK: - Settings

    /// Replaces the frames. ``startIndex`` is kept if it is still a frame, else it becomes the
    /// last frame. Cached frames stay cached (a name means the same bytes).
    ///
    /// - Throws: ``FrameAnimatorError/noFrames`` for an empty list.
    public mutating func setFrames(_ frames: [String]) throws(FrameAnimatorError) {
        guard !frames.isEmpty else { throw .noFrames }
        frameNames = frames
        startIndex = min(startIndex, frames.count - 1)
    }

    /// Sets how long one cycle takes.
    ///
    /// - Throws: ``FrameAnimatorError/invalidDuration(_:)`` unless `seconds` is finite and > 0.
    public mutating func setDuration(_ seconds: Double) throws(FrameAnimatorError) {
        try Self.check(duration: seconds)
        duration = seconds
    }

    /// Sets how many cycles a run plays; 0 plays forever.
    ///
    /// - Throws: ``FrameAnimatorError/invalidRepeatCount(_:)`` for a negative count.
    public mutating func setRepeatCount(_ count: Int) throws(FrameAnimatorError) {
        try Self.check(repeatCount: count)
        repeatCount = count
    }

    /// Sets the frame runs start on.
    ///
    /// - Throws: ``FrameAnimatorError/indexOutOfRange(_:count:)`` unless `index` is in 0..<count.
    public mutating func setStartIndex(_ index: Int) throws(FrameAnimatorError) {
        guard frameNames.indices.contains(index) else { throw .indexOutOfRange(index, count: count) }
        startIndex = index
    }

    /// Sets the cache's byte budget, evicting frames until the rest fit.
    ///
    /// - Throws: ``FrameAnimatorError/invalidCacheBudget(_:)`` unless `bytes` is more than 0.
    public mutating func setCacheBudget(_ bytes: Int) throws(FrameAnimatorError) {
        try cache.setBudget(bytes)
    }

    /// Drops every cached frame (the statistics keep counting).
    public mutating func clearCache() {
        cache.removeAll()
    }

    // MARK: - Playing

    /// Starts a run at `time` from ``startIndex`` with the current settings, remembering
    /// `context` for its events: the seed's `startAnimatingWithContext:`.
    ///
    /// A time earlier than the end of the previous run counts as that end, so runs never overlap.
    ///
    /// - Returns: the run's start event.
    /// - Throws: ``FrameAnimatorError/alreadyAnimating(since:)`` while a run is playing at `time`;
    ///   ``FrameAnimatorError/invalidTime(_:)`` for a non-finite time.
    @discardableResult
    public mutating func start(
        at time: Double, context: Int? = nil
    ) throws(FrameAnimatorError) -> FrameAnimatorEvent {
        try Self.check(time: time)
        var begin = time
        if let previous = run {
            if let stopped = previous.stopTime {
                // The stop is a fact; a start dated before it comes right after it.
                begin = max(time, stopped)
            } else {
                begin = max(time, previous.start)
                guard !previous.isAnimating(at: begin) else { throw .alreadyAnimating(since: previous.start) }
            }
        }
        let newRun = FrameAnimatorRun(
            start: begin,
            frames: frameNames,
            cycleDuration: duration,
            repeatCount: repeatCount,
            isReversed: isReversed,
            startIndex: startIndex,
            context: context,
            stopTime: nil
        )
        run = newRun
        return newRun.event(.started, frameNumber: 0, at: begin)
    }

    /// Stops the run at `time`, leaving the frame shown at that instant showing: the seed's
    /// `stopAnimating`. A frame change due at that very instant happens first.
    ///
    /// Stopping when nothing is playing does nothing and returns `nil`. A time before the run's
    /// start stops it at its start.
    ///
    /// - Returns: the stop event, or `nil` when nothing was playing.
    /// - Throws: ``FrameAnimatorError/invalidTime(_:)`` for a non-finite time.
    @discardableResult
    public mutating func stop(at time: Double) throws(FrameAnimatorError) -> FrameAnimatorEvent? {
        try Self.check(time: time)
        guard var current = run else { return nil }
        let instant = max(time, current.start)
        guard current.isAnimating(at: instant) else { return nil }
        current.stopTime = instant
        run = current
        return current.event(.stopped(.requested), frameNumber: current.frameNumber(at: instant), at: instant)
    }

    /// Whether a run is playing at `time`: the seed's `isAnimating`.
    public func isAnimating(at time: Double) -> Bool {
        run?.isAnimating(at: time) ?? false
    }

    /// The index of the frame shown at `time`: the seed's `index`. Before any run it is
    /// ``startIndex``; after a run it is the frame the run left showing.
    public func index(at time: Double) -> Int {
        guard let run else { return startIndex }
        return run.index(ofFrameNumber: run.frameNumber(at: time))
    }

    /// The name of the frame shown at `time`.
    public func frameName(at time: Double) -> String {
        guard let run else { return frameNames[startIndex] }
        return run.frames[index(at: time)]
    }

    /// When the current or last run started, or `nil` before the first start.
    public var startTime: Double? {
        run?.start
    }

    /// When the current or last run ends or ended, or `nil` when it plays until stopped (or
    /// there has been no run).
    public var endTime: Double? {
        run?.end?.time
    }

    /// From when the shown frame holds still: the end of the current or last run (its stop or
    /// its last repeat), +∞ while a run plays forever, −∞ before the first run.
    public var restTime: Double {
        guard let run else { return -.infinity }
        return run.end?.time ?? .infinity
    }

    /// The context of the current or last run.
    public var context: Int? {
        run?.context
    }

    // MARK: - Helpers

    private static func check(duration: Double) throws(FrameAnimatorError) {
        guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
    }

    private static func check(repeatCount: Int) throws(FrameAnimatorError) {
        guard repeatCount >= 0 else { throw .invalidRepeatCount(repeatCount) }
    }

    private static func check(time: Double) throws(FrameAnimatorError) {
        guard time.isFinite else { throw .invalidTime(time) }
    }
}
