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

extension CubicBezierCurve {
    /// dy/dx at input `x` in [0, 1]: y′(t) / x′(t) at the parameter t where x(t) = x; at a
    /// parameter where x′ is 0, the limit from the next derivatives (nil when y moves and x does
    /// not: the curve is vertical there).
    func slope(at x: Double) -> Double? {
        if controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y { return 1 }
        func coefficients(_ first: Double, _ second: Double) -> (a: Double, b: Double, c: Double) {
            let c = 3 * first
            let b = 3 * (second - first) - c
            return (1 - c - b, b, c)
        }
        let xc = coefficients(controlPoint1.x, controlPoint2.x)
        let yc = coefficients(controlPoint1.y, controlPoint2.y)
        let t = parameter(for: x)
        let dx = (3 * xc.a * t + 2 * xc.b) * t + xc.c
        let dy = (3 * yc.a * t + 2 * yc.b) * t + yc.c
        if abs(dx) > 1e-12 { return dy / dx }
        // x′ vanishes (an end with its control point on it): compare the second derivatives.
        let ddx = 6 * xc.a * t + 2 * xc.b
        let ddy = 6 * yc.a * t + 2 * yc.b
        if abs(dy) > 1e-12 { return nil }
        if abs(ddx) > 1e-12 { return ddy / ddx }
        return nil
    }
}

extension PiecewiseLinearCurve {
    /// The slope of the segment that `value(at:)` uses at `x`.
    func slope(at x: Double) -> Double {
        let (start, end) = segment(at: x)
        return end.x == start.x ? 0 : (end.y - start.y) / (end.x - start.x)
    }
}
