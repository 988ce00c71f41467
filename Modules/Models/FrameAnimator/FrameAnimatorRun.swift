/// One run of a ``FrameAnimator``, from its start to its stop or its last repeat.
///
/// A run keeps a copy of the settings it started with, so changing the animator's frames,
/// duration or direction mid-run affects the next run only, and everything about the run is a
/// function of time: the frame number at t is the largest k whose change time
/// `start + duration × k / count` is not after t. The change times are the single source of
/// truth; the frame at an event's time is always the event's frame, whatever the rounding.
struct FrameAnimatorRun: Sendable, Hashable {
    /// Frame numbers this large are never reached in practice (2^53 frames of a millisecond are
    /// 285 years); capping there keeps every conversion to `Int` safe for absurd times.
    static let frameNumberCap = 1 << 53

    let start: Double
    let frames: [String]
    let cycleDuration: Double
    /// 0 plays forever.
    let repeatCount: Int
    let isReversed: Bool
    let startIndex: Int
    let context: Int?
    /// When ``FrameAnimator/stop(at:)`` ended the run, if it did.
    var stopTime: Double?

    var count: Int {
        frames.count
    }

    /// The last frame number the run shows if nothing stops it, or `nil` when it plays forever
    /// (`repeatCount` 0 only). A run of more frames than ``frameNumberCap`` shows the capped
    /// number from there to its end: it still ends (``naturalEnd``), as every finite count does.
    var lastFrameNumber: Int? {
        guard repeatCount > 0 else { return nil }
        let (total, overflow) = repeatCount.multipliedReportingOverflow(by: count)
        return overflow || total > Self.frameNumberCap ? Self.frameNumberCap : total - 1
    }

    /// When frame number `k` starts showing (0 is the start); never +∞ (``FiniteTime``).
    func changeTime(_ k: Int) -> Double {
        FiniteTime.sum(start, FiniteTime.product(Double(k), cycleDuration) / Double(count))
    }

    /// When the last repeat ends, if the run is finite: the change time after the last frame, or
    /// for a run longer than ``frameNumberCap`` frames, `repeatCount` cycles in closed form.
    var naturalEnd: Double? {
        guard let last = lastFrameNumber else { return nil }
        guard last == Self.frameNumberCap else { return changeTime(last + 1) }
        return FiniteTime.sum(start, FiniteTime.product(Double(repeatCount), cycleDuration))
    }

    /// When and why the run ends, if it does: a stop, or the end of its last repeat, whichever
    /// comes first.
    var end: (time: Double, reason: FrameAnimatorStopReason)? {
        switch (stopTime, naturalEnd) {
        case (let stop?, let natural?): stop < natural ? (stop, .requested) : (natural, .finished)
        case (let stop?, nil): (stop, .requested)
        case (nil, let natural?): (natural, .finished)
        case (nil, nil): nil
        }
    }

    /// Whether the run is playing at `time`: from its start (included) to its end (excluded).
    func isAnimating(at time: Double) -> Bool {
        guard time >= start else { return false }
        guard let end else { return true }
        return time < end.time
    }

    /// The number of the frame shown at `time`: 0 before and at the start, and the last frame
    /// shown once the run has ended. A frame change at the very instant of a stop happens.
    func frameNumber(at time: Double) -> Int {
        guard !time.isNaN else { return 0 }
        var limit = time
        if let stopTime, limit > stopTime { limit = stopTime }
        guard limit > start else { return 0 }
        let estimate = (limit - start) * Double(count) / cycleDuration
        var k = estimate < Double(Self.frameNumberCap) ? Int(estimate) : Self.frameNumberCap
        if let last = lastFrameNumber { k = min(k, last) }
        // The estimate can be one off either way from rounding; the change times decide. A few
        // steps bound the work even where rounding makes neighbouring times equal.
        for _ in 0..<4 where k > 0 && changeTime(k) > limit {
            k -= 1
        }
        for _ in 0..<4 {
            let next = k + 1
            if let last = lastFrameNumber, next > last { break }
            guard next <= Self.frameNumberCap, changeTime(next) <= limit else { break }
            k = next
        }
        return k
    }

    /// The index in ``frames`` of frame number `k`: `startIndex` plus or minus k, wrapping.
    func index(ofFrameNumber k: Int) -> Int {
        let step = k % count
        let offset = isReversed ? -step : step
        return ((startIndex + offset) % count + count) % count
    }

    /// The event for frame number `k` at its change time.
    func event(_ kind: FrameAnimatorEvent.Kind, frameNumber k: Int, at time: Double) -> FrameAnimatorEvent {
        let index = index(ofFrameNumber: k)
        return FrameAnimatorEvent(kind: kind, time: time, index: index, frameName: frames[index], context: context)
    }
}
