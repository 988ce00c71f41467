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
///
/// Every change is numbered (``revision``), and each completion is known from the change that
/// decided it. A runtime that has delivered the completions through an instant forgets those it
/// knew of (``discardHistory(through:knownBy:)``) while later changes at that same instant still
/// report theirs: a chain of zero-length animations, each started by the last one's completion,
/// costs O(log n) a link rather than re-reading the whole chain.
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
        /// The change that added it (see ``Timeline/revision``).
        let change: Int

        /// What the timeline rests at after this segment: the held value, or the item's
        /// settled value.
        var settledValue: Value {
            switch content {
            case .hold(let value): value
            case .item(_, let item): item.settledValue
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
    /// An item removed before it began: its completion (cancelled at the instant of the call)
    /// and the change that removed it.
    struct Removal: Sendable, Hashable {
        let completion: AnimationCompletion
        let change: Int
    }

    /// Items removed before they began, in the order of the changes that removed them (so in
    /// time order).
    private(set) var removed: Deque<Removal> = []
    /// The number of the last id handed out.
    private(set) var lastIdentifier = 0
    /// The time of the last change, which later changes may not precede.
    private(set) var lastChangeTime: Double?
    /// The number of changes made so far.
    private(set) var revision = 0
    /// Where history was discarded up to: a completion is reported only if its time, and then
    /// the change that decided it, come after these (compared in that order).
    private(set) var discardedThrough: (time: Double, change: Int) = (-.infinity, 0)

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
            case .item(let id, let item) = segments[index].content,
            time < item.endTime
        else { return nil }
        return (id, item)
    }

    /// From when nothing moves: the end of the last segment's item (+∞ if it repeats forever),
    /// the begin of a last hold, −∞ for an empty timeline. Only the last segment counts, as
    /// every earlier one is cut short where the next begins.
    var restTime: Double {
        guard let last = segments.last else { return -.infinity }
        switch last.content {
        case .hold: return last.begin
        case .item(_, let item): return item.restTime
        }
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
        revision += 1
        truncate(at: item.beginTime, calledAt: time)
        segments.append(Segment(begin: item.beginTime, content: .item(id, item), change: revision))
        model = item.settledValue
        lastChangeTime = time
    }

    /// Replaces how the running item `id` plays from `time` on with `item` (the same item
    /// paused, scrubbed, resumed or reversed), which begins at `time`. Like ``add(_:id:at:)``
    /// it replaces whatever would show from `time` on, but the item keeps its id and its
    /// completion: the stretch it replaces reports nothing, and the item reports once, when
    /// its continuation ends. The model becomes the continuation's settled value.
    mutating func continueItem(_ item: Item, id: AnimationID, at time: Double) {
        revision += 1
        // The stretch being continued goes without a report when it began at this very instant.
        truncate(at: time, calledAt: time, continuing: id)
        segments.append(Segment(begin: time, content: .item(id, item), change: revision))
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
        revision += 1
        let running = runningItem(at: time)?.id
        var cancelled = truncate(at: time, calledAt: time)
        // A running item that began before `time` stays in the list and is cut by the hold.
        if let running, !cancelled.contains(running) { cancelled.append(running) }
        segments.append(Segment(begin: time, content: .hold(model), change: revision))
        lastChangeTime = time
        return cancelled.sorted()
    }

    /// Cancels everything (see ``cancel(at:)``), then holds `value` from `time` on.
    mutating func set(_ value: Value, at time: Double) -> [AnimationID] {
        let cancelled = cancel(at: time)
        revision += 1
        truncate(at: time, calledAt: time)
        model = value
        segments.append(Segment(begin: time, content: .hold(value), change: revision))
        lastChangeTime = time
        return cancelled
    }

    /// Removes the segments that would show from `cut` on, recording removed items as
    /// cancelled at `time`, except the item `continuing` (which goes on in a new segment). A
    /// zero-length item that began and ended exactly at `cut` stays: it has already finished.
    /// Returns the removed items' ids.
    @discardableResult
    private mutating func truncate(at cut: Double, calledAt time: Double, continuing: AnimationID? = nil)
        -> [AnimationID]
    {
        var removedIDs: [AnimationID] = []
        while let last = segments.last {
            switch last.content {
            case .hold:
                guard last.begin >= cut else { return removedIDs }
            case .item(let id, let item):
                guard last.begin > cut || (last.begin == cut && item.endTime > cut) else { return removedIDs }
                if id == continuing {
                    segments.removeLast()
                    continue
                }
                removed.append(
                    Removal(completion: AnimationCompletion(id: id, outcome: .cancelled, time: time), change: revision))
                removedIDs.append(id)
            }
            segments.removeLast()
        }
        return removedIDs
    }

    /// How the items ended in (`start`, `end`], in time order (ties in the order they were
    /// started). Forever-repeating items that nothing has stopped never appear, nor do those
    /// forgotten by ``discardHistory(through:knownBy:)``.
    func completions(after start: Double, through end: Double) -> [AnimationCompletion] {
        guard max(start, discardedThrough.time) <= end else { return [] }
        var result: [AnimationCompletion] = []
        var next = firstReportedRemoval(after: start)
        while next < removed.endIndex, removed[next].completion.time <= end {
            result.append(removed[next].completion)
            next += 1
        }
        // Segments that begin after `end` cannot report by then.
        let last = segments.partitioningIndex { $0.begin > end }
        for index in firstReportingSegment(after: start)..<max(segments.startIndex, last) {
            guard let (completion, change) = completion(ofSegment: index) else { continue }
            if completion.time <= end, reports(completion.time, decidedBy: change, after: start) {
                result.append(completion)
            }
        }
        return result.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
    }

    /// When the first completion after `start` happens (see ``completions(after:through:)``),
    /// in O(log n); nil when nothing will complete.
    func nextCompletionTime(after start: Double) -> Double? {
        guard !start.isNaN else { return nil }
        var earliest: Double?
        let firstRemoved = firstReportedRemoval(after: start)
        if firstRemoved < removed.endIndex { earliest = removed[firstRemoved].completion.time }
        // Item completions do not decrease along the list, and none lies before its segment's
        // begin: the first item completing after `start` is the earliest of them.
        var index = firstReportingSegment(after: start)
        while index < segments.endIndex {
            if let earliest, segments[index].begin >= earliest { break }
            if let (completion, change) = completion(ofSegment: index),
                reports(completion.time, decidedBy: change, after: start)
            {
                earliest = min(earliest ?? completion.time, completion.time)
                break
            }
            index += 1
        }
        return earliest
    }

    /// The first removal reported after `start`. Removals are sorted by time and then by
    /// change, so those reported are a suffix.
    private func firstReportedRemoval(after start: Double) -> Int {
        removed.partitioningIndex { reports($0.completion.time, decidedBy: $0.change, after: start) }
    }

    /// Where the segments that may report after `start` begin: the one shown then, and before
    /// it those whose completions are still reported (an item cut short at that very instant
    /// by a later change), with the holds among them. Completions, and the changes that
    /// decide them, do not decrease along the list, so the step back stops at the first
    /// completion not reported.
    private func firstReportingSegment(after start: Double) -> Int {
        let from = max(start, discardedThrough.time)
        guard !from.isNaN else { return segments.endIndex }
        var first = segmentIndex(at: from) ?? segments.startIndex
        while first > segments.startIndex {
            let previous = first - 1
            if let (completion, change) = completion(ofSegment: previous) {
                guard reports(completion.time, decidedBy: change, after: start) else { break }
            } else {
                guard segments[previous].begin >= from else { break }
            }
            first = previous
        }
        return first
    }

    /// How the item of segment `index` ends, and the change that decided it: cancelled when
    /// the next segment begins before the item's end (decided by that segment's change),
    /// else finished at its end (decided when it was added). Nil for a hold, for an item
    /// that repeats forever or is paused, and for one that the next segment continues (see
    /// ``continueItem(_:id:at:)``): the continuation reports for it.
    private func completion(ofSegment index: Int) -> (AnimationCompletion, change: Int)? {
        guard case .item(let id, let item) = segments[index].content else { return nil }
        let next = index + 1 < segments.count ? segments[index + 1] : nil
        if let next, item.endTime > next.begin {
            if case .item(id, _) = next.content { return nil }
            return (AnimationCompletion(id: id, outcome: .cancelled, time: next.begin), next.change)
        }
        guard item.endTime.isFinite else { return nil }
        return (AnimationCompletion(id: id, outcome: .finished, time: item.endTime), segments[index].change)
    }

    /// Whether a completion at `time`, decided by `change`, is reported after `start`: it is
    /// later than `start` and has not been discarded.
    private func reports(_ time: Double, decidedBy change: Int, after start: Double) -> Bool {
        time > start && (time, change) > discardedThrough
    }

    /// Forgets what happened up to and including `time`: completions at or before it, and the
    /// segments no longer shown at or after it. Queries at or after `time` answer as before;
    /// earlier ones answer with the value shown at `time`. NaN changes nothing.
    mutating func discardHistory(through time: Double) {
        discardHistory(through: time, knownBy: revision)
    }

    /// Forgets the completions at or before `time` that were decided by change `change` or
    /// earlier (``revision`` read before delivering them), and the segments no longer needed:
    /// a completion at `time` decided by a later change is still reported. Queries at or after
    /// `time` answer as before; earlier ones answer with the value shown at `time`. NaN changes
    /// nothing; a point before where history was already discarded changes nothing.
    mutating func discardHistory(through time: Double, knownBy change: Int) {
        guard !time.isNaN, (time, change) > discardedThrough else { return }
        discardedThrough = (time, change)
        removed.removeFirst(removed.partitioningIndex { ($0.completion.time, $0.change) > (time, change) })
        guard let current = segmentIndex(at: time) else { return }
        // Segments before the one shown at `time` go while their completions are forgotten
        // (completions, and the changes that decide them, do not decrease along the list).
        var dropped = 0
        while dropped < current {
            if let (completion, decided) = completion(ofSegment: dropped),
                (completion.time, decided) > discardedThrough
            {
                break
            }
            dropped += 1
        }
        if dropped > 0 {
            base = segments[dropped - 1].settledValue
            segments.removeFirst(dropped)
        }
        // The segment now first may be the one shown at `time`; if it is the last and no
        // longer moving, and its completion is forgotten, it is only a resting value.
        guard segments.count == 1 else { return }
        switch segments[0].content {
        case .hold:
            base = segments[0].settledValue
            segments.removeAll()
        case .item(_, let item) where item.endTime <= time && (item.endTime, segments[0].change) <= discardedThrough:
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
    /// From when the item holds still by itself: its end, or the instant it was paused.
    var restTime: Double { get }
}

extension TimelineItem {
    var restTime: Double { endTime }
}
