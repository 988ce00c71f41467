/// A staircase timing function, like CSS `steps(count, position)`: the output jumps between
/// levels instead of moving smoothly, for tick-by-tick motion such as a clock's hand or a
/// sprite's frames.
public struct StepCurve: Sendable, Hashable {
    /// Where the jumps happen, CSS's step positions.
    public enum Position: String, Sendable, Hashable, CaseIterable {
        /// Jump at the start of each interval (CSS `jump-start`, `start`): the output is 1/count
        /// already at progress 0.
        case start
        /// Jump at the end of each interval (CSS `jump-end`, `end`, the default): the output
        /// stays 0 until progress 1/count and reaches 1 only at progress 1.
        case end
        /// Jump at neither end (CSS `jump-none`): `count` levels from 0 to 1, each held for
        /// 1/count of the time, so the first holds 0 and the last holds 1. Needs 2 steps or more.
        case neither = "none"
        /// Jump at both ends (CSS `jump-both`): `count + 2` levels from 0 to 1, where 0 and 1
        /// show only at the very ends.
        case both

        /// The position CSS names `name`: `jump-start`, `jump-end`, `jump-none`, `jump-both`,
        /// or the older `start` and `end`; nil for any other word.
        public init?(cssName name: String) {
            switch name {
            case "jump-start", "start": self = .start
            case "jump-end", "end": self = .end
            case "jump-none": self = .neither
            case "jump-both": self = .both
            default: return nil
            }
        }

        /// The CSS name of the position (`jump-end`).
        public var cssName: String { "jump-" + rawValue }
    }

    /// The number of intervals, at least 1.
    public let count: Int
    /// Where the jumps happen.
    public let position: Position

    /// Creates a step curve.
    ///
    /// - Throws: ``TimingCurveError/invalidStepCount(_:)`` if `count` is less than 1, or less
    ///   than 2 for ``Position/neither`` (one level could not go from 0 to 1).
    public init(count: Int, position: Position = .end) throws(TimingCurveError) {
        guard count >= (position == .neither ? 2 : 1) else { throw .invalidStepCount(count) }
        self.count = count
        self.position = position
    }

    /// The output for an input progress `x`, following CSS's step easing algorithm (without
    /// its before flag, which only matters for fill modes).
    ///
    /// `x` is clamped to [0, 1] and NaN counts as 0. The current step is `floor(x·count)`, one
    /// more for `.start` and `.both`, capped at the number of jumps (`count`, `count − 1` for
    /// `.neither`, `count + 1` for `.both`), and the output is the step over the jumps.
    public func value(at x: Double) -> Double {
        let progress = x.clamped(to: 0...1)
        let steps = Double(count)
        // Stay in Double: Int(progress * steps) could overflow for huge counts.
        var step = (progress * steps).rounded(.down)
        if position == .start || position == .both { step += 1 }
        let jumps: Double
        switch position {
        case .start, .end: jumps = steps
        case .neither: jumps = steps - 1
        case .both: jumps = steps + 1
        }
        return Swift.min(step, jumps) / jumps
    }
}
