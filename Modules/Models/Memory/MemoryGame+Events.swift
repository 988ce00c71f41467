extension MemoryGame {
    /// The events with `start ≤ time < end`, in time order (events at the same instant in the
    /// order they were scheduled: a flip before the match it makes). Half-open intervals let a
    /// runtime dispatch `[last, now)` on every tick without missing or repeating anything.
    /// Events lie in the future as soon as the action that causes them is taken (a mismatch
    /// lists its turn-back; a last match lists the game over). An empty or NaN interval gives
    /// none.
    public func events(from start: Double, to end: Double) -> [MemoryEvent] {
        guard start < end else { return [] }
        return log.enumerated()
            .filter { $0.element.time >= start && $0.element.time < end }
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// Every event scheduled so far, in time order.
    public var allEvents: [MemoryEvent] {
        events(from: -.infinity, to: .infinity)
    }

    /// Forgets what happened before `time`, which a runtime has delivered: the events, and the
    /// cards' finished transitions. A runtime calls it as it schedules what comes next, so a
    /// long game keeps only its recent past: a million flips keep a handful of events, and the
    /// undo snapshot each flip takes copies only those. Answers at or after `time` do not change.
    public mutating func discardHistory(before time: Double) {
        guard !time.isNaN else { return }
        if log.contains(where: { $0.time < time }) { log.removeAll { $0.time < time } }
        for index in tracks.indices { tracks[index].discardHistory(through: time.nextDown) }
    }

    /// The time of the first event after `time` (strictly), for a runtime that sleeps until the
    /// next callback; `nil` when none is scheduled.
    public func nextEventTime(after time: Double) -> Double? {
        log.map(\.time).filter { $0 > time }.min()
    }
}
