import Geometry

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension WheelMotion {
    /// The most pieces a segment is cut into; only a spring so lightly damped that it swings
    /// thousands of times before settling would need more (its later swings are then treated
    /// as one piece and may under-report crossings).
    static let maximumBreaks = 10_000

    /// The times after ``start`` at which the angle may jump or turn back, in increasing order
    /// and ending with ``endTime`` (none for a rest).
    ///
    /// Between two consecutive breaks the angle is monotonic, which is what lets boundary
    /// crossings be found exactly by bisection instead of by sampling. The turning points come
    /// from closed forms: a drag is constant between samples, inertia is monotonic, a settle is
    /// a cubic whose derivative's roots are known, a Bézier curve's y turns where a quadratic
    /// vanishes, a step curve never turns back, and a spring's extrema follow from its
    /// parameters.
    var monotonicBreaks: [Double] {
        switch self {
        case .rest:
            return []
        case .drag(let samples):
            return samples.dropFirst().map(\.time)
        case .inertia:
            return [endTime]
        case .steady:
            // Monotonic for ever: no break, and no end.
            return []
        case .settle(let from, let velocity, let to, let start, let duration):
            // θ'(s) ∝ V + 2(3D − 2V)s + 3(V − 2D)s², which vanishes at s = 1 and at
            // s = V / (3(V − 2D)), the product of the roots.
            let distance = (to - from).radians
            let launch = velocity * duration
            let denominator = 3 * (launch - 2 * distance)
            var breaks: [Double] = []
            if denominator != 0 {
                let turn = launch / denominator
                if turn > 0, turn < 1 { breaks.append(start + turn * duration) }
            }
            return breaks + [endTime]
        case .animation(_, _, let start, let duration, let curve):
            let turns = WheelMotion.turningProgresses(of: curve)
            return turns.map { start + $0 * duration } + [endTime]
        }
    }

    /// The input progresses in (0, 1) at which a timing curve's output changes direction.
    static func turningProgresses(of curve: TimingCurve) -> [Double] {
        switch curve {
        case .cubicBezier(let bezier):
            return bezierTurningProgresses(bezier)
        case .steps:
            // A staircase of a monotonic ramp never goes back.
            return []
        case .piecewiseLinear(let curve):
            // Where the segments' slope changes sign: the inputs of the points between them.
            var turns: [Double] = []
            var direction = 0.0
            for (start, end) in zip(curve.points, curve.points.dropFirst()) where end.y != start.y {
                let slope = end.y > start.y ? 1.0 : -1.0
                if direction != 0, slope != direction, start.x > 0, start.x < 1 { turns.append(start.x) }
                direction = slope
            }
            return turns
        case .spring(let spring):
            let duration = spring.settlingDuration
            guard duration > 0, duration.isFinite else { return [] }
            return springExtremumTimes(spring, before: duration).map { $0 / duration }
        }
    }

    /// Where y(u) of the Bézier turns, as x(u): the roots in (0, 1) of the quadratic y'(u).
    private static func bezierTurningProgresses(_ curve: CubicBezierCurve) -> [Double] {
        func coefficients(_ first: Double, _ second: Double) -> (a: Double, b: Double, c: Double) {
            let c = 3 * first
            let b = 3 * (second - first) - c
            return (1 - c - b, b, c)
        }
        let y = coefficients(curve.controlPoint1.y, curve.controlPoint2.y)
        let x = coefficients(curve.controlPoint1.x, curve.controlPoint2.x)
        var roots: [Double] = []
        // y'(u) = 3a·u² + 2b·u + c.
        if abs(y.a) < 1e-12 {
            if y.b != 0 { roots.append(-y.c / (2 * y.b)) }
        } else {
            let discriminant = 4 * y.b * y.b - 12 * y.a * y.c
            if discriminant > 0 {
                let root = discriminant.squareRoot()
                roots.append((-2 * y.b - root) / (6 * y.a))
                roots.append((-2 * y.b + root) / (6 * y.a))
            }
        }
        return
            roots
            .filter { $0 > 0 && $0 < 1 }
            .map { u in ((x.a * u + x.b) * u + x.c) * u }
            .filter { $0 > 0 && $0 < 1 }
            .sorted()
    }

    /// The times in (0, `limit`) at which the spring's value has an extremum, from the same
    /// closed-form solution ``Spring`` evaluates: x = 1 − value obeys m·x'' + c·x' + k·x = 0 with
    /// x(0) = 1 and x'(0) = −initialVelocity.
    static func springExtremumTimes(_ spring: Spring, before limit: Double) -> [Double] {
        let mass = spring.mass
        let naturalFrequency = (spring.stiffness / mass).squareRoot()
        let ratio = spring.damping / (2 * spring.stiffness.squareRoot() * mass.squareRoot())
        let decay = spring.damping / (2 * mass)
        let startVelocity = -spring.initialVelocity
        var times: [Double] = []
        if abs(ratio - 1) <= 1e-12 {
            // x = e^(−ω₀t)(1 + slope·t): x' = 0 once, at (slope − ω₀)/(ω₀·slope).
            let slope = startVelocity + naturalFrequency
            if slope != 0 {
                times.append((slope - naturalFrequency) / (naturalFrequency * slope))
            }
        } else if ratio < 1 {
            // x = e^(−αt)(cos ωt + B sin ωt): x' = 0 where tan ωt = (Bω − α)/(αB + ω).
            let frequency = naturalFrequency * ((1 - ratio) * (1 + ratio)).squareRoot()
            let sineAmplitude = (startVelocity + decay) / frequency
            let phase = atan2(sineAmplitude * frequency - decay, decay * sineAmplitude + frequency)
            var index = (-phase / .pi).rounded(.down)
            while times.count < maximumBreaks {
                let time = (phase + index * .pi) / frequency
                index += 1
                guard time.isFinite, time < limit else { break }
                if time > 0 { times.append(time) }
            }
        } else {
            // x = A·e^(r₁t) + B·e^(r₂t): x' = 0 where e^((r₁ − r₂)t) = −B·r₂ / (A·r₁).
            let spread = ((ratio - 1) * (ratio + 1)).squareRoot()
            let frequency = naturalFrequency * spread
            let slowRoot = -naturalFrequency / (ratio + spread)
            let fastRoot = -(decay + frequency)
            let slowAmplitude = (startVelocity - fastRoot) / (2 * frequency)
            let fastAmplitude = (slowRoot - startVelocity) / (2 * frequency)
            let quotient = -(fastAmplitude * fastRoot) / (slowAmplitude * slowRoot)
            if quotient > 0, quotient.isFinite {
                times.append(log(quotient) / (2 * frequency))
            }
        }
        return times.filter { $0 > 0 && $0 < limit && $0.isFinite }
    }
}
