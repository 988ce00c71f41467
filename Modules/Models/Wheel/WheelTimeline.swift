import Geometry

/// The wheel's movement over time: motion segments in start order, each in effect until the
/// next one starts.
///
/// A new segment replaces whatever was planned from its start on (a touch catching a coasting
/// wheel cuts the inertia short there) and begins from the angle the timeline had then, so the
/// angle is continuous from one segment to the next. Earlier segments stay, so boundary
/// crossings can be listed for any past interval until ``trim(before:)`` forgets them.
struct WheelTimeline: Sendable, Hashable {
    /// A segment and the wheel's value (its resting sector) from the segment's start on.
    struct Entry: Sendable, Hashable {
        var motion: WheelMotion
        var value: Int
    }

    /// The segments, with strictly increasing starts; never empty.
    private(set) var entries: [Entry]
    /// The value before the first kept segment, so a change at its start can still be told.
    private(set) var valueBeforeFirst: Int
    /// When the last segment was decided: its start, or earlier for a segment planned ahead (a
    /// landing's slowdown, decided when the landing was), which a touch may still cut short.
    private var lastDecision: Double

    /// A wheel that has rested at `angle` forever.
    init(restingAt angle: Angle, value: Int) {
        entries = [Entry(motion: .rest(angle, since: -.infinity), value: value)]
        valueBeforeFirst = value
        lastDecision = -.infinity
    }

    /// The index of the segment in effect at `time`: the last one starting at or before it,
    /// or the first for earlier times and NaN.
    func index(at time: Double) -> Int {
        var low = 0
        var high = entries.count
        var result = 0
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].motion.start <= time {
                result = middle
                low = middle + 1
            } else {
                high = middle
            }
        }
        return result
    }

    /// The segment in effect at `time`.
    func entry(at time: Double) -> Entry {
        entries[index(at: time)]
    }

    /// The wheel angle at `time`.
    func angle(at time: Double) -> Angle {
        entry(at: time).motion.angle(at: time)
    }

    /// The value in effect at `time`.
    func value(at time: Double) -> Int {
        let index = index(at: time)
        // Before the first kept segment the value is the one it replaced.
        guard index > 0 || time >= entries[0].motion.start else { return valueBeforeFirst }
        return entries[index].value
    }

    /// When segment `index` stops being in effect: the next one's start, or +∞.
    func end(of index: Int) -> Double {
        index + 1 < entries.count ? entries[index + 1].motion.start : .infinity
    }

    /// The last segment.
    var last: Entry {
        // `entries` is never empty: it starts with one entry and nothing removes the last.
        entries[entries.count - 1]
    }

    /// The latest time anything was decided: the last segment's start, or its latest sample
    /// if it is a drag.
    var latestTime: Double {
        if case .drag = last.motion { return last.motion.endTime }
        return lastDecision
    }

    /// Replaces everything planned from `motion`'s start on by `motion`, decided at
    /// `decision` (by default its start; earlier for a segment planned ahead).
    mutating func append(_ motion: WheelMotion, value: Int, decidedAt decision: Double? = nil) {
        let start = motion.start
        lastDecision = decision ?? start
        while entries.count > 1, let final = entries.last, final.motion.start >= start {
            entries.removeLast()
        }
        if entries.count == 1, entries[0].motion.start >= start {
            entries[0] = Entry(motion: motion, value: value)
        } else {
            entries.append(Entry(motion: motion, value: value))
        }
    }

    /// Adds a touch sample to the drag that is the last segment; does nothing otherwise.
    mutating func appendSample(_ sample: WheelMotion.Sample) {
        guard case .drag(var samples) = last.motion else { return }
        samples.append(sample)
        entries[entries.count - 1].motion = .drag(samples)
    }

    /// Forgets the segments that ended before `time`; the one in effect an instant before
    /// `time`, the one in effect at `time` and later ones stay, so the angle at `time` and after
    /// is unchanged and what happened exactly at `time` can still be told: a drag's last move and
    /// the release at the same instant cross the move's boundaries then, which a list of the
    /// events from `time` must include.
    mutating func trim(before time: Double) {
        let index = index(at: time.nextDown)
        guard index > 0 else { return }
        valueBeforeFirst = entries[index - 1].value
        entries.removeFirst(index)
    }

    /// Recomputes every value with a new rule (after a reconfiguration): a drag keeps the
    /// value before it, every other segment takes the sector at its end angle.
    mutating func recomputeValues(_ sector: (Angle) -> Int) {
        var previous = sector(entries[0].motion.startAngle)
        valueBeforeFirst = previous
        for index in entries.indices {
            if case .drag = entries[index].motion {
                entries[index].value = previous
            } else {
                entries[index].value = sector(entries[index].motion.endAngle)
            }
            previous = entries[index].value
        }
    }

    /// Sets the value of the last segment (a drag in progress keeps the wheel's value).
    mutating func setLastValue(_ value: Int) {
        entries[entries.count - 1].value = value
    }
}
