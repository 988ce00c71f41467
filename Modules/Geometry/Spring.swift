#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A damped harmonic oscillator moving a value from 0 to 1, solved in closed form.
///
/// The value `v(t)` obeys `m·v'' + c·v' + k·(v − 1) = 0` with `v(0) = 0` and
/// `v'(0) = initialVelocity`, for mass `m`, damping `c` and stiffness `k`. Depending on the
/// damping ratio `ζ = c / (2√(k·m))` the motion is underdamped (ζ < 1: it overshoots and
/// oscillates), critically damped (ζ = 1, within 1e-12) or overdamped (ζ > 1); each case has its
/// exact solution, so there is no time step and no drift.
///
/// ``settlingDuration`` is Core Animation's (`CASpringAnimation.settlingDuration`): for a spring
/// that oscillates, `x = e^(−αt)·(cos ωt + B·sin ωt)` is bounded by `(1 + |B|)·e^(−αt)`, and the
/// settling duration is when that bound falls to ``settlingEpsilon``, after which the value
/// stays within it for good. Apple's figures are its test vectors: mass 1, stiffness 100 and
/// damping 5 settle in about 2.85 s, damping 15 in just over 1 s (the exact last time outside
/// the band is earlier, 2.78 s and 0.97 s). A spring that does not oscillate has no envelope to
/// bound: its settling duration is the exact time, to within a few ulps, after which it stays
/// within the band.
public struct Spring: Sendable, Hashable {
    /// The damping ratio and response of SwiftUI's `spring()`, for a spring given neither.
    public static let defaultDampingRatio = 0.825
    public static let defaultResponse = 0.55

    /// How close to the target (which is 1 unit from the start) the value must stay for the
    /// spring to count as settled: 0.001, a thousandth of the distance travelled.
    public static let settlingEpsilon = 0.001

    /// The mass `m`, greater than 0.
    public let mass: Double
    /// The stiffness `k` of the spring, greater than 0.
    public let stiffness: Double
    /// The damping coefficient `c`, greater than 0 (an undamped spring never settles).
    public let damping: Double
    /// The velocity at time 0, in units of the whole distance per second (like UIKit's
    /// `initialSpringVelocity`): 2 means moving towards the target at twice the distance per
    /// second; negative values start moving away from it.
    public let initialVelocity: Double
    /// The time, in seconds, after which the value stays within ``settlingEpsilon`` of 1, as Core
    /// Animation estimates it (see the type's discussion).
    public let settlingDuration: Double

    private let motion: Motion

    /// Creates a spring from its physical parameters.
    ///
    /// - Throws: ``TimingCurveError/invalidSpringParameter(name:value:)`` if `mass`,
    ///   `stiffness` or `damping` is not finite and positive, or `initialVelocity` is not
    ///   finite; ``TimingCurveError/springDoesNotSettle`` if the combination is too extreme to
    ///   compute (the motion overflows or never settles within a `Double`'s range).
    public init(
        mass: Double = 1,
        stiffness: Double,
        damping: Double,
        initialVelocity: Double = 0
    ) throws(TimingCurveError) {
        for (name, value) in [("mass", mass), ("stiffness", stiffness), ("damping", damping)] {
            guard value.isFinite, value > 0 else {
                throw .invalidSpringParameter(name: name, value: value)
            }
        }
        guard initialVelocity.isFinite else {
            throw .invalidSpringParameter(name: "initialVelocity", value: initialVelocity)
        }
        guard
            let motion = Motion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        else { throw .springDoesNotSettle }
        // The search runs on the displacement x, but callers measure |1 − value|, where value is
        // 1 − x rounded; a few ulps of margin keep the promise for the rounded value too.
        let settlingDuration = motion.settlingTime(epsilon: Self.settlingEpsilon - 4 * .ulpOfOne)
        guard settlingDuration.isFinite, settlingDuration > 0, motion.isComputable(until: settlingDuration)
        else { throw .springDoesNotSettle }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.motion = motion
        self.settlingDuration = settlingDuration
    }

    /// Creates a spring the way SwiftUI and UIKit describe it: mass 1,
    /// stiffness `(2π / response)²` and damping `4π · dampingRatio / response`.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ; 1 is critically damped (no overshoot), smaller values bounce.
    ///   - response: the period, in seconds, the spring would oscillate at without damping.
    ///   - initialVelocity: as for ``init(mass:stiffness:damping:initialVelocity:)``.
    /// - Throws: ``TimingCurveError/invalidSpringParameter(name:value:)`` if `dampingRatio` or
    ///   `response` is not finite and positive, or `initialVelocity` is not finite;
    ///   ``TimingCurveError/springDoesNotSettle`` if the values are too extreme to compute.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) throws(TimingCurveError) {
        for (name, value) in [("dampingRatio", dampingRatio), ("response", response)] {
            guard value.isFinite, value > 0 else {
                throw .invalidSpringParameter(name: name, value: value)
            }
        }
        let angularFrequency = 2 * .pi / response
        try self.init(
            mass: 1,
            stiffness: angularFrequency * angularFrequency,
            damping: 4 * .pi * dampingRatio / response,
            initialVelocity: initialVelocity
        )
    }

    /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring overshoots.
    public var dampingRatio: Double {
        damping / (2 * stiffness.squareRoot() * mass.squareRoot())
    }

    /// The undamped period 2π·√(m/k), in seconds.
    public var response: Double {
        2 * .pi * (mass / stiffness).squareRoot()
    }

    /// The value at `time` seconds: 0 at the start, 1 at rest, above 1 while overshooting.
    /// Negative times and NaN give 0 (the start); +∞ gives 1, and so do times so far past
    /// ``settlingDuration`` that the motion underflows or its phase overflows.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time.isFinite else { return 1 }
        return 1 - motion.displacement(at: time)
    }

    /// The rate of change of the value at `time` seconds, in distances per second.
    /// Negative times and NaN give the initial velocity; +∞ gives 0. For extreme parameters
    /// (very stiff springs with huge initial velocities) the result can overflow to ±∞.
    public func velocity(at time: Double) -> Double {
        guard time > 0 else { return initialVelocity }
        guard time.isFinite else { return 0 }
        return -motion.displacementVelocity(at: time)
    }
}

extension Spring {
    /// The closed-form solution for the displacement `x = 1 − value`, which starts at 1 with
    /// velocity `−initialVelocity` and decays to 0.
    fileprivate enum Motion: Sendable, Hashable {
        /// `x = e^(−decay·t)·(cos(ω·t) + sineAmplitude·sin(ω·t))`.
        case underdamped(decay: Double, frequency: Double, sineAmplitude: Double)
        /// `x = e^(−rate·t)·(1 + slope·t)`.
        case criticallyDamped(rate: Double, slope: Double)
        /// `x = e^(−decay·t)·(cosh(ω·t) + sinhAmplitude·sinh(ω·t))`
        ///   `= slowAmplitude·e^(slowRoot·t) + fastAmplitude·e^(fastRoot·t)`.
        ///
        /// The hyperbolic form is used while ω·t ≤ 1, where the exponential form's two large,
        /// opposite terms would cancel; the exponential form afterwards, where cosh alone
        /// would overflow while e^(−decay·t) underflows.
        case overdamped(
            decay: Double,
            frequency: Double,
            sinhAmplitude: Double,
            slowRoot: Double,
            fastRoot: Double,
            slowAmplitude: Double,
            fastAmplitude: Double
        )

        /// The solution for valid parameters, or `nil` if a coefficient is not finite or so large
        /// (beyond 1e300) that evaluating the solution could overflow.
        init?(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
            let naturalFrequency = (stiffness / mass).squareRoot()
            let ratio = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
            let decay = damping / (2 * mass)
            let startVelocity = -initialVelocity
            guard
                naturalFrequency.isFinite, naturalFrequency > 0,
                ratio.isFinite, ratio > 0, decay.isFinite, decay > 0
            else { return nil }

            if abs(ratio - 1) <= 1e-12 {
                self = .criticallyDamped(rate: naturalFrequency, slope: startVelocity + naturalFrequency)
            } else if ratio < 1 {
                // (1 − ζ)(1 + ζ) keeps its precision when ζ is close to 1; 1 − ζ² would not.
                let frequency = naturalFrequency * ((1 - ratio) * (1 + ratio)).squareRoot()
                let sineAmplitude = (startVelocity + decay) / frequency
                self = .underdamped(decay: decay, frequency: frequency, sineAmplitude: sineAmplitude)
            } else {
                let spread = ((ratio - 1) * (ratio + 1)).squareRoot()
                let frequency = naturalFrequency * spread
                // −ω₀/(ζ + s) equals −ω₀(ζ − s) without its cancellation for large ζ.
                let slowRoot = -naturalFrequency / (ratio + spread)
                let fastRoot = -(decay + frequency)
                self = .overdamped(
                    decay: decay,
                    frequency: frequency,
                    sinhAmplitude: (startVelocity + decay) / frequency,
                    slowRoot: slowRoot,
                    fastRoot: fastRoot,
                    slowAmplitude: (startVelocity - fastRoot) / (2 * frequency),
                    fastAmplitude: (slowRoot - startVelocity) / (2 * frequency)
                )
            }
            guard coefficients.allSatisfy({ abs($0) <= 1e300 }), slowestRate > 0 else { return nil }
        }

        /// Every number the solution is made of, to reject overflowed ones.
        private var coefficients: [Double] {
            switch self {
            case .underdamped(let decay, let frequency, let sineAmplitude):
                [decay, frequency, sineAmplitude]
            case .criticallyDamped(let rate, let slope):
                [rate, slope]
            case .overdamped(
                let decay, let frequency, let sinhAmplitude, let slowRoot, let fastRoot, let slowAmplitude,
                let fastAmplitude):
                [decay, frequency, sinhAmplitude, slowRoot, fastRoot, slowAmplitude, fastAmplitude]
            }
        }

        /// The displacement from the target at time `t` ≥ 0.
        func displacement(at t: Double) -> Double {
            switch self {
            case .underdamped(let decay, let frequency, let sineAmplitude):
                let envelope = exp(-decay * t)
                let phase = frequency * t
                // An underflowed envelope means the motion has died out; an overflowed phase only
                // happens long after settling (`isComputable(until:)` rejects other springs).
                guard envelope > 0, phase.isFinite else { return 0 }
                return envelope * (cos(phase) + sineAmplitude * sin(phase))
            case .criticallyDamped(let rate, let slope):
                let envelope = exp(-rate * t)
                // t·envelope ≤ 1/(e·rate) stays finite where slope·t alone could overflow.
                return envelope + slope * (t * envelope)
            case .overdamped(
                let decay, let frequency, let sinhAmplitude, let slowRoot, let fastRoot, let slowAmplitude,
                let fastAmplitude):
                if frequency * t <= 1 {
                    return exp(-decay * t) * (cosh(frequency * t) + sinhAmplitude * sinh(frequency * t))
                }
                return slowAmplitude * exp(slowRoot * t) + fastAmplitude * exp(fastRoot * t)
            }
        }

        /// The time derivative of ``displacement(at:)``.
        func displacementVelocity(at t: Double) -> Double {
            switch self {
            case .underdamped(let decay, let frequency, let sineAmplitude):
                let envelope = exp(-decay * t)
                let phase = frequency * t
                guard envelope > 0, phase.isFinite else { return 0 }
                let cosineFactor = sineAmplitude * frequency - decay
                let sineFactor = frequency + sineAmplitude * decay
                return envelope * (cosineFactor * cos(phase) - sineFactor * sin(phase))
            case .criticallyDamped(let rate, let slope):
                let envelope = exp(-rate * t)
                guard envelope > 0 else { return 0 }
                return envelope * (slope - rate) - rate * slope * (t * envelope)
            case .overdamped(
                let decay, let frequency, let sinhAmplitude, let slowRoot, let fastRoot, let slowAmplitude,
                let fastAmplitude):
                if frequency * t <= 1 {
                    let coshFactor = sinhAmplitude * frequency - decay
                    let sinhFactor = frequency - sinhAmplitude * decay
                    return exp(-decay * t) * (coshFactor * cosh(frequency * t) + sinhFactor * sinh(frequency * t))
                }
                return slowAmplitude * slowRoot * exp(slowRoot * t) + fastAmplitude * fastRoot * exp(fastRoot * t)
            }
        }

        /// Whether the solution can be evaluated up to twice `time`: an underdamped spring so
        /// lightly damped that ω·t overflows around its settling time cannot.
        func isComputable(until time: Double) -> Bool {
            guard case .underdamped(_, let frequency, _) = self else { return true }
            return (frequency * time * 2).isFinite
        }

        /// The exponential rate of the slowest-decaying term.
        private var slowestRate: Double {
            switch self {
            case .underdamped(let decay, _, _): decay
            case .criticallyDamped(let rate, _): rate
            case .overdamped(_, _, _, let slowRoot, _, _, _): -slowRoot
            }
        }

        /// The time after which `|displacement| ≤ epsilon` holds for good, or +∞ if it cannot
        /// be found: for an oscillation, when its bound `(1 + |B|)·e^(−αt)` falls to epsilon
        /// (Core Animation's estimate); otherwise exactly, since the displacement is monotonic
        /// after its one extremum, so its last crossing of ±epsilon is bracketed and then found
        /// by bisection.
        func settlingTime(epsilon: Double) -> Double {
            switch self {
            case .underdamped(let decay, _, let sineAmplitude):
                return log((1 + abs(sineAmplitude)) / epsilon) / decay
            case .criticallyDamped(let rate, let slope):
                // x' = e^(−rt)·(s − r − r·s·t) vanishes once, at t = (s − r)/(r·s).
                let extremum = slope == 0 ? nil : (slope - rate) / (rate * slope)
                return monotonicTailSettlingTime(extremum: extremum, epsilon: epsilon)
            case .overdamped(_, let frequency, _, let slowRoot, let fastRoot, let slowAmplitude, let fastAmplitude):
                // x' = 0 where e^((slow − fast)·t) = −(fastAmplitude·fast)/(slowAmplitude·slow).
                let ratio = -(fastAmplitude * fastRoot) / (slowAmplitude * slowRoot)
                let extremum = ratio > 0 && ratio.isFinite ? log(ratio) / (2 * frequency) : nil
                return monotonicTailSettlingTime(extremum: extremum, epsilon: epsilon)
            }
        }

        /// Settling for motions with at most one extremum, after which the displacement decays
        /// monotonically without crossing zero.
        private func monotonicTailSettlingTime(extremum: Double?, epsilon: Double) -> Double {
            var settledBefore = 0.0
            if let extremum, extremum > 0 {
                // Before the extremum x falls monotonically from 1; if the extremum is already
                // within epsilon, so is everything after it.
                guard abs(displacement(at: extremum)) > epsilon else {
                    return bisectLastExcursion(from: 0, to: extremum, epsilon: epsilon)
                }
                settledBefore = extremum
            }
            var step = 1 / slowestRate
            var end = settledBefore + step
            var doublings = 0
            while abs(displacement(at: end)) > epsilon, doublings < 256 {
                step *= 2
                end = settledBefore + step
                doublings += 1
            }
            guard end.isFinite, abs(displacement(at: end)) <= epsilon else { return .infinity }
            return bisectLastExcursion(from: settledBefore, to: end, epsilon: epsilon)
        }

        /// The first time in `[start, end]` from which `|x| ≤ epsilon`, given that x is
        /// monotonic there, `|x(start)| > epsilon` and `|x(end)| ≤ epsilon`.
        private func bisectLastExcursion(from start: Double, to end: Double, epsilon: Double) -> Double {
            var outside = start
            var inside = end
            for _ in 0..<200 {
                let middle = outside + (inside - outside) / 2
                if middle <= outside || middle >= inside { break }
                if abs(displacement(at: middle)) > epsilon { outside = middle } else { inside = middle }
            }
            return inside
        }
    }
}
