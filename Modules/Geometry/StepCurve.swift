/// A staircase timing function, like CSS `steps(count, jump-end)` and
/// `steps(count, jump-start)`: the output jumps between `count + 1` levels instead of moving
/// smoothly, for tick-by-tick motion such as a clock's hand or a sprite's frames.
public struct StepCurve: Sendable, Hashable {
    /// Where each jump happens within its interval.
    public enum Position: String, Sendable, Hashable, CaseIterable {
        /// Jump at the start of each interval (CSS `jump-start`, `start`): the output is 1/count
        /// already at progress 0.
        case start
        /// Jump at the end of each interval (CSS `jump-end`, `end`, the default): the output
        /// stays 0 until progress 1/count and reaches 1 only at progress 1.
        case end
    }

    /// The number of intervals, at least 1.
    public let count: Int
    /// Where the jumps happen.
    public let position: Position

    /// Creates a step curve.
    ///
    /// - Throws: ``TimingCurveError/invalidStepCount(_:)`` if `count` is less than 1.
    public init(count: Int, position: Position = .end) throws(TimingCurveError) {
        guard count >= 1 else { throw .invalidStepCount(count) }
        self.count = count
        self.position = position
    }

    /// The output for an input progress `x`, following the CSS step-easing algorithm.
    ///
    /// `x` is clamped to [0, 1] and NaN counts as 0. With `.end`, the output is
    /// `floor(x·count)/count` and exactly 1 at `x = 1`; with `.start`, it is one step higher,
    /// capped at 1.
    public func value(at x: Double) -> Double {
        let progress = x.clamped(to: 0...1)
        let steps = Double(count)
        // Stay in Double: Int(progress * steps) could overflow for huge counts.
        var step = (progress * steps).rounded(.down)
        if position == .start { step += 1 }
        return Swift.min(step, steps) / steps
    }
}
