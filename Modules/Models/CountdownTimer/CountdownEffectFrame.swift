/// Both effect circles at one instant, as ``CountdownEffect/frame(at:)`` computes them.
public struct CountdownEffectFrame: Sendable, Hashable {
    /// The circle that starts at hue 0.5 and turns 0° → 360° (clockwise) in the first cycle.
    public var first: CountdownEffectCircle
    /// The circle that starts at hue 0.3 and turns 360° → 0° (counterclockwise) in the first
    /// cycle.
    public var second: CountdownEffectCircle
    /// The number of whole cycles completed before this instant (0 during the first 5 s).
    public var cycle: Int
    /// How far through the current cycle the instant is, in [0, 1) of the cycle's duration
    /// (before the timing curve).
    public var cycleProgress: Double

    /// Creates a frame.
    public init(first: CountdownEffectCircle, second: CountdownEffectCircle, cycle: Int, cycleProgress: Double) {
        self.first = first
        self.second = second
        self.cycle = cycle
        self.cycleProgress = cycleProgress
    }

    /// Both circles, first then second, for drawing in order.
    public var circles: [CountdownEffectCircle] {
        [first, second]
    }
}
