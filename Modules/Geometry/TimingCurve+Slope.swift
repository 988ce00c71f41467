extension TimingCurve {
    /// How fast the output changes with the input at `progress` (clamped to [0, 1]): the
    /// curve's derivative, exact for Béziers (dy/dx at the solved parameter), `linear(…)` (the
    /// segment's slope) and springs (their velocity, scaled to the settling time); 0 for steps,
    /// which are flat between their jumps. nil where the curve is vertical (a Bézier leaving
    /// straight up, such as `cubic-bezier(0, 1, …)` at 0).
    public func slope(at progress: Double) -> Double? {
        let u = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch self {
        case .cubicBezier(let curve):
            return curve.slope(at: u)
        case .steps:
            return 0
        case .piecewiseLinear(let curve):
            return curve.slope(at: u)
        case .spring(let spring):
            let slope = spring.velocity(at: u * spring.settlingDuration) * spring.settlingDuration
            return slope.isFinite ? slope : nil
        }
    }
}

extension PiecewiseLinearCurve {
    /// The slope of the segment that `value(at:)` uses at `x`.
    func slope(at x: Double) -> Double {
        let (start, end) = segment(at: x)
        return end.x == start.x ? 0 : (end.y - start.y) / (end.x - start.x)
    }
}
