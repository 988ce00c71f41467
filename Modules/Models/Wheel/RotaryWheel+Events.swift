/// Events over an interval of time: value changes and sector-boundary crossings, computed from
/// the motion's closed forms rather than by sampling.
///
/// Each motion segment is cut where it may jump or turn back
/// (``WheelMotion/monotonicBreaks``); between two cuts the angle is monotonic, so the sector
/// under the pointer can only step one way, and each step's time is found by bisection on the
/// time axis down to adjacent doubles. A crossing's time is therefore the first instant at
/// which ``RotaryWheel/selectedIndex(at:)`` answers the entered sector. Jumps (a drag's
/// moves, a rotation with duration 0) cross every boundary between the two angles at the same
/// instant, in order.
extension RotaryWheel {
    /// The events with `start ≤ time < end`, in time order: ``WheelEvent/boundaryCrossed(from:to:at:)``
    /// for every sector boundary the pointer passes, for any motion (drag moves, inertia,
    /// settle, snap, spin), across motions that replaced one another, for as far back as
    /// ``discardMotion(before:)`` has kept; and whenever a motion comes to rest by itself,
    /// ``WheelEvent/changed(index:name:at:)`` if the sector differs from the one it last rested
    /// on, then ``WheelEvent/rested(index:name:at:)``.
    ///
    /// The half-open intervals let a binding dispatch `[last, now)` on every clock tick without
    /// missing or repeating anything; changes made at `now` show up in the next interval. At
    /// one instant, the crossings of a jump come before the rest it ends in.
    ///
    /// Returns at most `limit` events, the earliest (a thousand-turn spin on 64 sectors crosses
    /// 64,000 boundaries). When exactly `limit` come back there may be more: ask again from the
    /// last one's time and skip as many events at that time as were already received. An
    /// empty or NaN interval, or a limit below 1, gives none.
    ///
    /// Without `crossings` only the value changes come back, found in closed form from the
    /// segments' ends: no boundary is walked, so a coast of 10^10 s (a deceleration a hair
    /// below 1) costs what a short one does when nobody listens to its crossings.
    public func events(from start: Double, to end: Double, limit: Int = 10_000, crossings: Bool = true) -> [WheelEvent]
    {
        markedEvents(from: start, to: end, limit: limit, crossings: crossings).map(\.event)
    }

    /// ``events(from:to:limit:crossings:)``, each with the slot the pointer is in once it has
    /// happened, for a listener that must be able to go on from where it was told.
    ///
    /// A wheel can move more than once at one instant (several moves, a release, an undo, in one
    /// chunk of a script), and each such jump crosses boundaries at that instant. A listener
    /// that was told some crossings at `start` passes the slot of the last one as `toldSlot`: the
    /// walk then goes on from that slot rather than from where the wheel was an instant before
    /// `start`, so the crossings told at one instant always add up to where the wheel is, and
    /// none is told twice.
    public func markedEvents(
        from start: Double, to end: Double, limit: Int = 10_000, crossings: Bool = true, toldSlot: Double? = nil
    ) -> [WheelEventMark] {
        guard start < end, limit > 0 else { return [] }
        var walker = CrossingWalker(wheel: self, limit: limit, includesCrossings: crossings)
        walker.walk(from: start, to: end, toldSlot: toldSlot)
        return walker.events
    }

    /// Only the boundary crossings of ``events(from:to:limit:)``.
    public func crossings(from start: Double, to end: Double, limit: Int = 10_000) -> [WheelEvent] {
        events(from: start, to: end, limit: limit).filter {
            if case .boundaryCrossed = $0 { return true }
            return false
        }
    }
}

/// Walks the timeline through an interval, keeping the slot under the pointer and the value,
/// and records what changes.
private struct CrossingWalker {
    let wheel: RotaryWheel
    let limit: Int
    /// Whether boundary crossings are walked and recorded, or only value changes.
    let includesCrossings: Bool
    var events: [WheelEventMark] = []
    /// The slot under the pointer just before the time reached so far.
    var slot: Double = 0
    /// The sector the wheel last came to rest on before the time reached so far.
    var restedValue: Int = 0

    init(wheel: RotaryWheel, limit: Int, includesCrossings: Bool) {
        self.wheel = wheel
        self.limit = limit
        self.includesCrossings = includesCrossings
    }

    var isFull: Bool {
        events.count >= limit
    }

    mutating func walk(from start: Double, to end: Double, toldSlot: Double?) {
        let timeline = wheel.timeline
        let layout = wheel.layout
        // The state an instant before `start`, so that what happens exactly at `start` counts;
        // or, for a listener told crossings at `start` already, the slot it was told.
        let before = start.nextDown
        slot = toldSlot ?? layout.slot(containing: timeline.angle(at: before).radians) ?? 0
        restedValue = Self.restedValue(of: timeline, before: start)
        var index = timeline.index(at: before)
        while index < timeline.entries.count, !isFull {
            let entry = timeline.entries[index]
            let segmentStart = entry.motion.start
            guard segmentStart < end else { break }
            let low = max(start, segmentStart)
            var high = min(end, timeline.end(of: index))
            if !high.isFinite, case .steady(_, let velocity, _) = entry.motion, velocity != 0 {
                // Endless: as far as the crossings still wanted reach, and no further.
                high = low + Double(limit - events.count + 1) * layout.widestSlot / abs(velocity)
            }
            if low < high {
                let cuts = entry.motion.monotonicBreaks.filter { $0 > low && $0 < high }
                var pieceStart = low
                for pieceEnd in cuts + [high] where pieceEnd > pieceStart && !isFull {
                    walkPiece(of: entry, from: pieceStart, to: pieceEnd)
                    pieceStart = pieceEnd
                }
            }
            if let rest = Self.restTime(of: index, in: timeline), rest >= start, rest < end, !isFull {
                let name = wheel.configuration.names[entry.value]
                if entry.value != restedValue {
                    restedValue = entry.value
                    record(.changed(index: entry.value, name: name, at: rest))
                }
                record(.rested(index: entry.value, name: name, at: rest))
            }
            index += 1
        }
        if events.count > limit { events.removeLast(events.count - limit) }
    }

    /// When segment `index` comes to rest by itself: a rest from its start, a snap, coast,
    /// spin or rotation at its end if nothing replaced it before then; nil for a drag (a finger
    /// holds it), a steady turn and a motion cut short.
    static func restTime(of index: Int, in timeline: WheelTimeline) -> Double? {
        let motion = timeline.entries[index].motion
        switch motion {
        case .drag, .steady:
            return nil
        case .rest:
            return motion.start
        case .inertia, .settle, .animation:
            return motion.endTime <= timeline.end(of: index) ? motion.endTime : nil
        }
    }

    /// The sector the wheel last came to rest on before `time` (the one it rested on before
    /// the kept segments when none of them has come to rest yet).
    static func restedValue(of timeline: WheelTimeline, before time: Double) -> Int {
        var index = timeline.index(at: time.nextDown)
        while index >= 0 {
            if let rest = restTime(of: index, in: timeline), rest < time { return timeline.entries[index].value }
            index -= 1
        }
        return timeline.valueBeforeFirst
    }

    /// A piece `[low, high)` on which the segment is monotonic, possibly after a jump at `low`.
    private mutating func walkPiece(of entry: WheelTimeline.Entry, from low: Double, to high: Double) {
        let motion = entry.motion
        let layout = wheel.layout
        // The jump at the start of the piece, if any, crosses everything at once.
        if let landing = layout.slot(containing: motion.angle(at: low).radians) {
            step(to: landing, at: low)
        }
        let last = high.nextDown
        guard last > low, let target = layout.slot(containing: motion.angle(at: last).radians) else { return }
        guard includesCrossings else {
            slot = target
            return
        }
        while slot != target, !isFull {
            let next = target > slot ? slot + 1 : slot - 1
            let upwards = next > slot
            // Invariant: the slot at `outside` has not reached `next`, the one at `inside` has.
            var outside = low
            var inside = last
            while true {
                let middle = outside / 2 + inside / 2
                if middle <= outside || middle >= inside { break }
                let reached =
                    layout.slot(containing: motion.angle(at: middle).radians).map {
                        upwards ? $0 >= next : $0 <= next
                    } ?? false
                if reached { inside = middle } else { outside = middle }
            }
            step(to: next, at: inside)
        }
    }

    /// Records the crossings from the current slot to `target`, all at `time`.
    private mutating func step(to target: Double, at time: Double) {
        guard includesCrossings else {
            slot = target
            return
        }
        let layout = wheel.layout
        while slot != target, !isFull {
            let next = target > slot ? slot + 1 : slot - 1
            let crossing = WheelEvent.boundaryCrossed(
                from: layout.sector(inSlot: slot), to: layout.sector(inSlot: next), at: time)
            slot = next
            record(crossing)
        }
        // When the limit stops the walk mid-jump, later slots are not reported.
    }

    private mutating func record(_ event: WheelEvent) {
        events.append(WheelEventMark(event: event, slot: slot))
    }
}
