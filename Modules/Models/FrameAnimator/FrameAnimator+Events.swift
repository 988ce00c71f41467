/// What a run does between two times, for a runtime to schedule callbacks.
extension FrameAnimator {
    /// The most events ``events(from:to:limit:)`` returns when no limit is given.
    public static let defaultEventLimit = 10_000

    /// The events of the current or last run that happen after `start` and no later than `end`,
    /// in order: the start, each frame change, the stop (requested or finished). Several at one
    /// instant come in that order (a frame change at the instant of a stop comes before it).
    ///
    /// Consecutive polls `(t0, t1]`, `(t1, t2]`, … report every event exactly once. The start
    /// event is at the start instant, so to see it the first poll must begin before it: a runtime
    /// calling ``start(at:context:)`` at `now` either fires the event that call returns (and polls
    /// from `now` on), or polls from its previous poll time. ``stop(at:)`` returns its event the
    /// same way.
    ///
    /// At most `limit` events are returned (the earliest); continue from the last one's time.
    /// The limit keeps a script asking for years of a 1 ms animation from exhausting memory. It
    /// never splits the events of one instant (a last frame change and the stop at the same
    /// time), since continuing from that time would lose the rest: such a group is left for the
    /// next call, unless it is all there is.
    /// An empty or reversed interval, or NaN, gives no events.
    public func events(
        from start: Double, to end: Double, limit: Int = FrameAnimator.defaultEventLimit
    ) -> [FrameAnimatorEvent] {
        guard let run, start < end, limit > 0 else { return [] }
        // One event more than the limit is gathered, to see whether the cut splits an instant.
        var events: [FrameAnimatorEvent] = []
        if start < run.start, run.start <= end {
            events.append(run.event(.started, frameNumber: 0, at: run.start))
        }
        if end >= run.start {
            let first = start < run.start ? 1 : run.frameNumber(at: start) + 1
            let last = run.frameNumber(at: end)
            var k = first
            while k <= last, events.count <= limit {
                events.append(run.event(.frameChanged, frameNumber: k, at: run.changeTime(k)))
                k += 1
            }
        }
        if let finish = run.end, start < finish.time, finish.time <= end, events.count <= limit {
            let left = run.frameNumber(at: finish.time)
            events.append(run.event(.stopped(finish.reason), frameNumber: left, at: finish.time))
        }
        guard events.count > limit else { return events }
        let cut = events[limit].time
        var kept = Array(events.prefix(limit))
        // Events are in time order, so those at the cut's instant are a suffix.
        if let firstAtCut = kept.firstIndex(where: { $0.time == cut }), firstAtCut > 0 {
            kept.removeSubrange(firstAtCut...)
        }
        return kept
    }

    /// The time of the first event after `time`, or `nil` when there is none (no run, or the run
    /// has ended by then). A runtime can sleep until then, then poll up to it.
    public func nextEventTime(after time: Double) -> Double? {
        guard let run, !time.isNaN else { return nil }
        if time < run.start { return run.start }
        // The sooner of the next frame change and the end (a scene asks at every frame of a
        // playing sequence, so no list is made).
        var soonest: Double?
        let next = run.frameNumber(at: time) + 1
        let withinRun = run.lastFrameNumber.map { next <= $0 } ?? true
        if withinRun, next <= FrameAnimatorRun.frameNumberCap {
            let change = run.changeTime(next)
            if change > time, run.stopTime.map({ change <= $0 }) ?? true { soonest = change }
        }
        if let finish = run.end, finish.time > time, soonest.map({ finish.time < $0 }) ?? true { soonest = finish.time }
        return soonest
    }
}
