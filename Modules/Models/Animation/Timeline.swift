import DequeModule

/// The engine behind ``AnimatedProperty`` and ``TransitionTrack``: the history and future of one
/// animated thing as a list of segments in time, each an item that moves or a value that holds.
///
/// Segment *i* is shown from its begin time until segment *i + 1* begins. An item still moving
/// when the next segment begins was cut short there and reports `cancelled` at that instant;
/// one that ended before reports `finished` at its end time. Nothing else is stored about how
/// items ended, so outcomes cannot disagree with what was shown.
///
/// Every change happens at a time `t` no earlier than the previous change, and only rewrites
/// the list from some instant ≥ `t` on: what the timeline shows and reports before `t` never
/// changes afterwards, which keeps every query a pure function of time.
///
/// Both lists are sorted by time (segments by begin, removals by the time of the call), so every
/// query is a binary search plus the entries it returns, and forgetting the past drops a
/// prefix of a deque: a script's thousands of queued animations cost O(log n) each, not O(n).
struct Timeline<Item: TimelineItem>: Sendable {
    typealias Value = Item.Value

    /// What a segment shows.
    enum Content: Sendable {
        /// A value that holds still.
        case hold(Value)
        /// An item, with the id it was given.
        case item(AnimationID, Item)
    }

    /// A stretch of the timeline, shown from `begin` until the next segment begins.
    struct Segment: Sendable {
        /// When the segment starts to show.
        let begin: Double
        /// What it shows.
        let content: Content

        /// What the timeline rests at after this segment: the held value, or the item's
        /// settled value.
        var settledValue: Value {
            switch content {
            case let .hold(value): value
            case let .item(_, item): item.settledValue
            }
        }
    }

    /// The value everything settles to: the last item's settled value or the last value set.
    private(set) var model: Value
    /// What shows before the first segment.
    private(set) var base: Value
    /// The segments, in order of begin time (ties only after a zero-length item, which ended
    /// the instant it began).
    private(set) var segments: Deque<Segment> = []
    /// Items removed before they began, with the instant they were removed (so in time order).
    private(set) var removed: Deque<AnimationCompletion> = []
    /// The number of the last id handed out.
    private(set) var lastIdentifier = 0
    /// The time of the last change, which later changes may not precede.
    private(set) var lastChangeTime: Double?
    /// The instant up to which history was discarded: completions at or before it are not
    /// reported any more.
    private(set) var discardedThrough = -Double.infinity

    /// A timeline resting at `value`.
    init(_ value: Value) {
        model = value
        base = value
    }

    /// Checks that a change may happen at `time`: finite, and not before the last change.
    func validateChange(at time: Double) throws(AnimationError) {
        guard time.isFinite else { throw .invalidTime(time) }
        if let lastChangeTime, time < lastChangeTime {
            throw .timeWentBackwards(time: time, latest: lastChangeTime)
        }
    }

    /// The index of the segment shown at `time`: the last one that has begun. `nil` before the
    /// first segment and for NaN.
    func segmentIndex(at time: Double) -> Int? {
        guard !time.isNaN else { return nil }
        let after = segments.partitioningIndex { $0.begin > time }
        return after == segments.startIndex ? nil : after - 1
    }

    /// The segment shown at `time`, if any.
    func segment(at time: Double) -> Segment? {
        segmentIndex(at: time).map { segments[$0] }
    }

    /// What the timeline would rest at if whatever moves at `time` jumped to its end.
    func settledValue(at time: Double) -> Value {
        segment(at: time)?.settledValue ?? base
    }

    /// The item moving at `time`, with its id: one that has begun and has not ended (by
    /// finishing or being cut short).
    func runningItem(at time: Double) -> (id: AnimationID, item: Item)? {
        guard
            let index = segmentIndex(at: time),
            case let .item(id, item) = segments[index].content,
            time < item.endTime
        else { return nil }
        return (id, item)
    }

    /// Whether an item is moving at `time` or waiting to begin after it.
    func hasActiveOrPendingItem(at time: Double) -> Bool {
        if runningItem(at: time) != nil { return true }
        // Only items begin after the last change (holds begin when they are set), so the
        // first segment after `time`, if any, answers.
        let after = segments.partitioningIndex { $0.begin > time }
        return segments[after...].contains { segment in
            guard case .item = segment.content else { return false }
            return true
        }
    }

    /// A fresh id for an item about to be added.
    mutating func makeIdentifier() -> AnimationID {
        lastIdentifier &+= 1
        return AnimationID(rawValue: lastIdentifier)
    }

    /// Adds `item`, which begins at or after `time`, the time of the call. Whatever would show
    /// from its begin time on is replaced: items that begin at or after it are removed (and
    /// report `cancelled` at `time`), and an item still moving then is cut short there.
    /// The model becomes the item's settled value.
    mutating func add(_ item: Item, id: AnimationID, at time: Double) {
        truncate(at: item.beginTime, calledAt: time)
        segments.append(Segment(begin: item.beginTime, content: .item(id, item)))
        model = item.settledValue
        lastChangeTime = time
    }

    /// Stops everything moving at or after `time` and rests at the model value from `time` on.
    /// Returns the ids of the items stopped, in the order they were started; an empty list (and
    /// no change) when nothing was moving or waiting.
    mutating func cancel(at time: Double) -> [AnimationID] {
        guard hasActiveOrPendingItem(at: time) else {
            lastChangeTime = time
            return []
        }
        let running = runningItem(at: time)?.id
        var cancelled = truncate(at: time, calledAt: time)
        // A running item that began before `time` stays in the list and is cut by the hold.
        if let running, !cancelled.contains(running) { cancelled.append(running) }
        segments.append(Segment(begin: time, content: .hold(model)))
        lastChangeTime = time
        return cancelled.sorted()
    }

    /// Cancels everything (see ``cancel(at:)``), then holds `value` from `time` on.
    mutating func set(_ value: Value, at time: Double) -> [AnimationID] {
        let cancelled = cancel(at: time)
        truncate(at: time, calledAt: time)
        model = value
        segments.append(Segment(begin: time, content: .hold(value)))
        lastChangeTime = time
        return cancelled
    }

    /// Removes the segments that would show from `cut` on, recording removed items as
    /// cancelled at `time`. A zero-length item that began and ended exactly at `cut` stays:
    /// it has already finished. Returns the removed items' ids.
    @discardableResult
    private mutating func truncate(at cut: Double, calledAt time: Double) -> [AnimationID] {
        var removedIDs: [AnimationID] = []
        while let last = segments.last {
            switch last.content {
            case .hold:
                guard last.begin >= cut else { return removedIDs }
            case let .item(id, item):
                guard last.begin > cut || (last.begin == cut && item.endTime > cut) else { return removedIDs }
                removed.append(AnimationCompletion(id: id, outcome: .cancelled, time: time))
                removedIDs.append(id)
            }
            segments.removeLast()
        }
        return removedIDs
    }

    /// How the items ended in (`start`, `end`], in time order (ties in the order they were
    /// started). Forever-repeating items that nothing has stopped never appear.
    func completions(after start: Double, through end: Double) -> [AnimationCompletion] {
        let start = max(start, discardedThrough)
        guard start < end else { return [] }
        var result: [AnimationCompletion] = []
        var next = removed.partitioningIndex { $0.time > start }
        while next < removed.endIndex, removed[next].time <= end {
            result.append(removed[next])
            next += 1
        }
        // A segment's completion lies between its begin and the next one's, so segments that
        // begin after `end`, or end before the one shown at `start` begins, cannot report.
        let first = segmentIndex(at: start) ?? segments.startIndex
        let last = segments.partitioningIndex { $0.begin > end }
        for index in first ..< max(first, last) {
            guard case let .item(id, item) = segments[index].content else { continue }
            let nextBegin = index + 1 < segments.count ? segments[index + 1].begin : .infinity
            let completion = item.endTime > nextBegin
                ? AnimationCompletion(id: id, outcome: .cancelled, time: nextBegin)
                : AnimationCompletion(id: id, outcome: .finished, time: item.endTime)
            if start < completion.time, completion.time <= end, completion.time.isFinite {
                result.append(completion)
            }
        }
        return result.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
    }

    /// When the first completion after `start` happens (see ``completions(after:through:)``),
    /// in O(log n); nil when nothing will complete.
    func nextCompletionTime(after start: Double) -> Double? {
        let start = max(start, discardedThrough)
        guard !start.isNaN else { return nil }
        var earliest: Double?
        let firstRemoved = removed.partitioningIndex { $0.time > start }
        if firstRemoved < removed.endIndex { earliest = removed[firstRemoved].time }
        // Item completions do not decrease along the list, and none lies before its segment's
        // begin: the first item completing after `start` is the earliest of them.
        var index = segmentIndex(at: start) ?? segments.startIndex
        while index < segments.endIndex {
            if let earliest, segments[index].begin >= earliest { break }
            if case let .item(_, item) = segments[index].content {
                let nextBegin = index + 1 < segments.count ? segments[index + 1].begin : .infinity
                let time = min(item.endTime, nextBegin)
                if time > start, time.isFinite {
                    earliest = min(earliest ?? time, time)
                    break
                }
            }
            index += 1
        }
        return earliest
    }

    /// Forgets what happened up to and including `time`: completions at or before it, and the
    /// segments no longer shown at or after it. Queries at or after `time` answer as before;
    /// earlier ones answer with the value shown at `time`. NaN changes nothing.
    mutating func discardHistory(through time: Double) {
        guard !time.isNaN else { return }
        discardedThrough = max(discardedThrough, time)
        removed.removeFirst(removed.partitioningIndex { $0.time > time })
        guard let current = segmentIndex(at: time) else { return }
        if current > 0 {
            base = segments[current - 1].settledValue
            segments.removeFirst(current)
        }
        // The segment now first is the one shown at `time`; if it is the last and no longer
        // moving, it is only a resting value.
        guard segments.count == 1 else { return }
        switch segments[0].content {
        case .hold:
            base = segments[0].settledValue
            segments.removeAll()
        case let .item(_, item) where item.endTime <= time:
            base = segments[0].settledValue
            segments.removeAll()
        case .item:
            break
        }
    }
}

/// Something a ``Timeline`` schedules: an animation of a property or a transition of a track.
protocol TimelineItem: Sendable {
    /// What the timeline shows when nothing moves: a property's value, a track's face.
    associatedtype Value: Sendable

    /// When the item begins to move.
    var beginTime: Double { get }
    /// When it finishes if nothing stops it; +∞ if it repeats forever.
    var endTime: Double { get }
    /// What the timeline rests at once the item has ended, whether it finished or was
    /// cancelled: the owner's model value.
    var settledValue: Value { get }
}
