/// Instants at fixed steps of virtual time — 0, step, 2·step, … — at which a watcher sees the
/// controls (the SVG frames of a run, an HTML recording, the live terminal view).
///
/// Frame `k` is at `k × step`, computed from `k` rather than summed, so thousands of frames do
/// not drift from the clock's own instants.
public struct FrameSchedule: Sendable, Hashable {
    /// Virtual seconds between frames.
    public let step: Double
    /// How many frames have been taken so far; the next one is at `nextTime`.
    public private(set) var taken = 0
    /// The most frames this schedule gives; after that `nextTime` is +∞.
    public let limit: Int
    /// How many frames this schedule has given (`taken` also counts the grid before `start`).
    public private(set) var count = 0

    /// A schedule with `step` seconds between frames whose first frame is the first instant on
    /// the grid at or after `start`, giving at most `limit` frames, or nil unless `step` is a
    /// positive, finite number and `limit` is not negative.
    public init?(step: Double, from start: Double = 0, limit: Int = .max) {
        guard step.isFinite, step > 0, start.isFinite, limit >= 0 else { return nil }
        self.step = step
        self.limit = limit
        let first = (max(0, start) / step).rounded(.up)
        guard first < Double(Int.max / 2) else { return nil }
        taken = Int(first)
    }

    /// Whether the schedule has given its `limit` of frames.
    public var isExhausted: Bool { count >= limit }

    /// The instant of the next frame; +∞ once the limit is reached.
    public var nextTime: Double { isExhausted ? .infinity : Double(taken) * step }

    /// Marks the next frame as taken.
    public mutating func advance() {
        taken += 1
        count += 1
    }

    /// The instants of the frames due when the clock moves to `time` (inclusive), marking them
    /// taken.
    public mutating func take(through time: Double) -> [Double] {
        var due: [Double] = []
        while nextTime <= time {
            due.append(nextTime)
            advance()
        }
        return due
    }
}
