/// A cubic Bézier timing function from (0, 0) to (1, 1), like CSS `cubic-bezier()` and
/// `CAMediaTimingFunction(controlPoints:)`.
///
/// Evaluation solves x(t) = input for the curve parameter t as exactly as a `Double` allows,
/// then returns y(t). WebKit's and Chromium's `UnitBezier` stop once x is within 1e-7, which
/// leaves y up to about 6e-8 off; here Newton–Raphson steps are kept inside a bracket that
/// bisection narrows whenever Newton strays, until the bracket cannot shrink, so y is within
/// about 1e-15 of the exact curve (tests hold it to 1e-12).
public struct CubicBezierCurve: Sendable, Hashable {
    /// The first control point, with x in [0, 1].
    public let controlPoint1: Point
    /// The second control point, with x in [0, 1].
    public let controlPoint2: Point

    /// Creates a curve from its control points (x1, y1) and (x2, y2).
    ///
    /// - Throws: ``TimingCurveError/invalidControlPoints(x1:y1:x2:y2:)`` if `x1` or `x2` is
    ///   outside [0, 1], or `y1` or `y2` is not finite or beyond ±1e300 (where evaluating the
    ///   curve could overflow). Within that, y values outside [0, 1] are fine: they make the
    ///   curve overshoot or anticipate.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingCurveError) {
        let yRange = -1e300...1e300
        guard (0...1).contains(x1), (0...1).contains(x2), yRange.contains(y1), yRange.contains(y2) else {
            throw .invalidControlPoints(x1: x1, y1: y1, x2: x2, y2: y2)
        }
        self.init(validX1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Creates a curve from control points already known to be valid.
    private init(validX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        controlPoint1 = Point(x: x1, y: y1)
        controlPoint2 = Point(x: x2, y: y2)
    }

    /// (0, 0), (1, 1): constant speed.
    public static let linear = CubicBezierCurve(validX1: 0, y1: 0, x2: 1, y2: 1)
    /// (0.42, 0), (1, 1): starts slowly, Core Animation's `easeIn`.
    public static let easeIn = CubicBezierCurve(validX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// (0, 0), (0.58, 1): ends slowly, Core Animation's `easeOut`.
    public static let easeOut = CubicBezierCurve(validX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// (0.42, 0), (0.58, 1): slow at both ends, Core Animation's `easeInEaseOut`.
    public static let easeInEaseOut = CubicBezierCurve(validX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// (0.25, 0.1), (0.25, 1): Core Animation's `default` and CSS's `ease`.
    public static let ease = CubicBezierCurve(validX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The curve's output for an input progress `x`.
    ///
    /// `x` is clamped to [0, 1], and NaN counts as 0, so the result at the ends is exactly 0
    /// and 1. When both control points lie on the diagonal the curve is the identity and `x` is
    /// returned as is.
    public func value(at x: Double) -> Double {
        let progress = x.clamped(to: 0...1)
        if progress == 0 { return 0 }
        if progress == 1 { return 1 }
        if controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y {
            return progress
        }
        let xPolynomial = UnitCubic(controlValue1: controlPoint1.x, controlValue2: controlPoint2.x)
        let yPolynomial = UnitCubic(controlValue1: controlPoint1.y, controlValue2: controlPoint2.y)
        return yPolynomial.value(at: xPolynomial.parameter(for: progress))
    }
}

extension CubicBezierCurve {
    /// dy/dx at input `x` in [0, 1]: y′(t) / x′(t) at the parameter t where x(t) = x; where x′
    /// is 0 (an end with its control point on it), the ratio of the second derivatives (nil when
    /// y moves and x does not: the curve is vertical there).
    func slope(at x: Double) -> Double? {
        if controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y { return 1 }
        let xPolynomial = UnitCubic(controlValue1: controlPoint1.x, controlValue2: controlPoint2.x)
        let yPolynomial = UnitCubic(controlValue1: controlPoint1.y, controlValue2: controlPoint2.y)
        let t = xPolynomial.parameter(for: x)
        let dx = xPolynomial.derivative(at: t)
        let dy = yPolynomial.derivative(at: t)
        if abs(dx) > 1e-12 { return dy / dx }
        if abs(dy) > 1e-12 { return nil }
        let ddx = xPolynomial.secondDerivative(at: t)
        return abs(ddx) > 1e-12 ? yPolynomial.secondDerivative(at: t) / ddx : nil
    }
}

/// One coordinate of a cubic Bézier from 0 to 1, in power form
/// `((a·t + b)·t + c)·t`, as WebKit's `UnitBezier` keeps it.
private struct UnitCubic {
    let a: Double
    let b: Double
    let c: Double

    /// The control values, for the form used near 1.
    let p1: Double
    let p2: Double

    init(controlValue1: Double, controlValue2: Double) {
        p1 = controlValue1
        p2 = controlValue2
        c = 3 * controlValue1
        b = 3 * (controlValue2 - controlValue1) - c
        a = 1 - c - b
    }

    /// The polynomial at `t`: in power form up to ½, and past it as 1 − s·(…) with s = 1 − t
    /// (exact there), so that values near the end keep their last bits: the power form of
    /// ease-in-out gave 0.9999999999999999 an ulp before 1, where the curve is 1 to the bit.
    func value(at t: Double) -> Double {
        if t <= 0.5 { return ((a * t + b) * t + c) * t }
        let s = 1 - t
        return 1 - s * ((1 + t + t * t) - 3 * s * t * p1 - 3 * t * t * p2)
    }

    func derivative(at t: Double) -> Double {
        (3 * a * t + 2 * b) * t + c
    }

    func secondDerivative(at t: Double) -> Double {
        6 * a * t + 2 * b
    }

    /// The parameter t in [0, 1] at which the polynomial equals `target` (itself in [0, 1]);
    /// the polynomial is monotonic there because both control values are in [0, 1], so the
    /// root is unique and [0, 1] brackets it.
    ///
    /// Newton's method inside a bracket that every evaluation narrows: a step that would leave
    /// the bracket (a flat spot, such as those of `(1, 0), (0, 1)`) bisects instead. Newton
    /// converges quadratically, so it usually stops after three or four steps, when a step
    /// moves t by no more than a couple of ulps; bisection bounds the worst case (64 halvings
    /// reach adjacent Doubles).
    func parameter(for target: Double) -> Double {
        var lower = 0.0
        var upper = 1.0
        var t = target
        for _ in 0..<128 {
            let error = value(at: t) - target
            if error == 0 { return t }
            if error < 0 { lower = t } else { upper = t }
            let slope = derivative(at: t)
            let newton = slope != 0 ? t - error / slope : .nan
            if newton > lower, newton < upper {
                // Converged: the next step is within rounding of this one.
                if abs(newton - t) <= 2 * t.ulp { return newton }
                t = newton
            } else {
                let midpoint = lower + (upper - lower) / 2
                guard midpoint > lower, midpoint < upper else { break }
                t = midpoint
            }
        }
        // The bracket is as narrow as Doubles allow: the nearer end is the answer.
        return abs(value(at: lower) - target) <= abs(value(at: upper) - target) ? lower : upper
    }
}
