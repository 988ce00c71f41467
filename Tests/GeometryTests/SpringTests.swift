import Geometry
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The spring's value integrated numerically with fourth-order Runge–Kutta, independently of
/// the closed form: m·x'' + c·x' + k·x = 0 for the displacement x = 1 − value.
private func integratedValues(of spring: Spring, until end: Double, step: Double) -> [(time: Double, value: Double)] {
    func acceleration(_ position: Double, _ velocity: Double) -> Double {
        -(spring.damping * velocity + spring.stiffness * position) / spring.mass
    }
    var position = 1.0
    var velocity = -spring.initialVelocity
    var time = 0.0
    var samples = [(time: 0.0, value: 0.0)]
    let stepCount = Int((end / step).rounded())
    for _ in 0..<stepCount {
        let k1x = velocity
        let k1v = acceleration(position, velocity)
        let k2x = velocity + step / 2 * k1v
        let k2v = acceleration(position + step / 2 * k1x, velocity + step / 2 * k1v)
        let k3x = velocity + step / 2 * k2v
        let k3v = acceleration(position + step / 2 * k2x, velocity + step / 2 * k2v)
        let k4x = velocity + step * k3v
        let k4v = acceleration(position + step * k3x, velocity + step * k3v)
        position += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        velocity += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        time += step
        samples.append((time, 1 - position))
    }
    return samples
}

@Suite struct SpringTests {
    private static let integrationCases: [(dampingRatio: Double, initialVelocity: Double)] = [
        (0.3, 0), (0.3, 4), (0.3, -2),
        (1, 0), (1, 5), (1, -3),
        (2.5, 0), (2.5, 6), (2.5, -2),
        (1 - 1e-9, 0), (1 + 1e-9, 0), (1 + 1e-6, 2),
    ]

    @Test(arguments: integrationCases)
    func closedFormMatchesNumericalIntegration(dampingRatio: Double, initialVelocity: Double) throws {
        let spring = try Spring(dampingRatio: dampingRatio, response: 0.5, initialVelocity: initialVelocity)
        for sample in integratedValues(of: spring, until: 3, step: 1e-4) {
            #expect(isClose(spring.value(at: sample.time), sample.value, within: 1e-8), "t = \(sample.time)")
        }
    }

    @Test(arguments: [(1.0, 100.0, 5.0), (2.0, 50.0, 20.0), (0.5, 200.0, 40.0)])
    func closedFormMatchesIntegrationForMassStiffnessDamping(mass: Double, stiffness: Double, damping: Double) throws {
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 1)
        for sample in integratedValues(of: spring, until: 2, step: 1e-4) {
            #expect(isClose(spring.value(at: sample.time), sample.value, within: 1e-8), "t = \(sample.time)")
        }
    }

    @Test(arguments: [0.2, 1.0, 3.0])
    func velocityIsTheDerivativeOfTheValue(dampingRatio: Double) throws {
        let spring = try Spring(dampingRatio: dampingRatio, response: 0.4, initialVelocity: 2)
        #expect(spring.velocity(at: 0) == 2)
        let step = 1e-6
        for time in stride(from: 0.01, through: 1.5, by: 0.07) {
            let numerical = (spring.value(at: time + step) - spring.value(at: time - step)) / (2 * step)
            #expect(isClose(spring.velocity(at: time), numerical, within: 1e-5), "t = \(time)")
        }
    }

    @Test func dampingRatioAndResponseMapToPhysicalParameters() throws {
        let spring = try Spring(dampingRatio: 0.8, response: 0.5)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, (2 * .pi / 0.5) * (2 * .pi / 0.5)))
        #expect(isClose(spring.damping, 4 * .pi * 0.8 / 0.5))
        #expect(isClose(spring.dampingRatio, 0.8, within: 1e-12))
        #expect(isClose(spring.response, 0.5, within: 1e-12))
    }

    @Test func physicalParametersReportTheirRatioAndResponse() throws {
        let spring = try Spring(mass: 2, stiffness: 50, damping: 10)
        #expect(isClose(spring.dampingRatio, 10 / (2 * 100.0.squareRoot())))
        #expect(isClose(spring.response, 2 * .pi * (2.0 / 50).squareRoot()))
    }

    @Test func valueStartsAtZeroAndHandlesOddTimes() throws {
        let spring = try Spring(dampingRatio: 0.5, response: 0.3)
        #expect(spring.value(at: 0) == 0)
        #expect(spring.value(at: -1) == 0)
        #expect(spring.value(at: .nan) == 0)
        #expect(spring.value(at: .infinity) == 1)
        #expect(isClose(spring.value(at: 1e6), 1, within: 1e-12))
        #expect(spring.velocity(at: .infinity) == 0)
    }

    @Test(arguments: [0.1, 0.5, 0.9])
    func underdampedSpringsOvershoot(dampingRatio: Double) throws {
        let spring = try Spring(dampingRatio: dampingRatio, response: 0.5)
        let peak = stride(from: 0.0, through: 2, by: 0.001).map(spring.value(at:)).max() ?? 0
        #expect(peak > 1)
    }

    @Test(arguments: [1.0, 1.5, 4.0])
    func criticallyAndOverdampedSpringsFromRestDoNotOvershoot(dampingRatio: Double) throws {
        let spring = try Spring(dampingRatio: dampingRatio, response: 0.5)
        let values = stride(from: 0.0, through: 10, by: 0.001).map(spring.value(at:))
        #expect(values.allSatisfy { $0 <= 1 + 1e-12 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
    }

    private static let settlingCases: [(dampingRatio: Double, initialVelocity: Double)] = [
        (0.05, 0), (0.3, 0), (0.7, 3), (1, 0), (1, -4), (1, 30),
        (2, 0), (2, -5), (6, 10), (1 - 1e-9, 0), (0.999, 0),
    ]

    @Test(arguments: settlingCases)
    func afterTheSettlingDurationTheValueStaysWithinEpsilonOfOne(dampingRatio: Double, initialVelocity: Double) throws {
        let spring = try Spring(dampingRatio: dampingRatio, response: 0.5, initialVelocity: initialVelocity)
        let settling = spring.settlingDuration
        let epsilon = Spring.settlingEpsilon
        #expect(epsilon == 0.001)
        // Stays within epsilon from the settling time on…
        for index in 0...20_000 {
            let time = settling + Double(index) * (2 * spring.response) / 20_000
            #expect(abs(spring.value(at: time) - 1) <= epsilon + 1e-12, "t = \(time)")
        }
        if dampingRatio < 1 {
            // …from when the oscillation's bound (1 + |B|)·e^(−αt) falls to epsilon, with
            // x = e^(−αt)·(cos ωt + B·sin ωt) written from its definition.
            let naturalFrequency = 2 * .pi / spring.response
            let decay = dampingRatio * naturalFrequency
            let frequency = naturalFrequency * ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
            let sineAmplitude = (decay - initialVelocity) / frequency
            let bound = log((1 + abs(sineAmplitude)) / epsilon) / decay
            #expect(isClose(settling, bound, within: 1e-6 * bound), "\(settling) s, the bound's \(bound) s")
        } else {
            // …and, without oscillation, it is the first such time: just before, the value is
            // still outside.
            #expect(abs(spring.value(at: settling * (1 - 1e-9)) - 1) > epsilon)
        }
    }

    /// The last time outside the band, found by scanning: the settling duration for a spring
    /// that does not oscillate; for one that does, the bound's estimate comes at most a period
    /// later.
    @Test(arguments: [(0.25, 0.0), (1.0, 0.0), (3.0, 2.0)])
    func settlingDurationMatchesABruteForceScan(dampingRatio: Double, initialVelocity: Double) throws {
        let spring = try Spring(dampingRatio: dampingRatio, response: 0.5, initialVelocity: initialVelocity)
        let step = 1e-5
        var lastTimeOutside = 0.0
        var time = 0.0
        while time < spring.settlingDuration + 5 {
            if abs(spring.value(at: time) - 1) > Spring.settlingEpsilon { lastTimeOutside = time }
            time += step
        }
        if dampingRatio < 1 {
            #expect(lastTimeOutside <= spring.settlingDuration)
            #expect(
                spring.settlingDuration - lastTimeOutside < spring.response
                    / (1 - dampingRatio * dampingRatio).squareRoot())
        } else {
            #expect(isClose(spring.settlingDuration, lastTimeOutside, within: 2 * step))
        }
    }

    /// Apple's documentation of `CASpringAnimation.settlingDuration`: with the default mass (1)
    /// and stiffness (100), damping 5 settles in "approximately 2.85 seconds", damping 15 in
    /// "just over 1 second".
    @Test func settlingDurationIsCoreAnimations() throws {
        let bouncy = try Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(abs(bouncy.settlingDuration - 2.85) < 0.01, "\(bouncy.settlingDuration) s")
        let firm = try Spring(mass: 1, stiffness: 100, damping: 15)
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.05, "\(firm.settlingDuration) s")
    }

    @Test func stifferSpringsSettleSooner() throws {
        let slow = try Spring(dampingRatio: 1, response: 1)
        let fast = try Spring(dampingRatio: 1, response: 0.25)
        #expect(fast.settlingDuration < slow.settlingDuration)
        // Critically damped from rest: x = e^(−ω₀t)(1 + ω₀t) = 0.001 at ω₀t ≈ 9.233413476.
        #expect(isClose(slow.settlingDuration * 2 * .pi, 9.233_413_476, within: 1e-8))
    }

    private static let invalidParameterCases: [(name: String, value: Double)] = [
        ("mass", 0), ("mass", -1), ("mass", .nan), ("stiffness", 0), ("stiffness", .infinity),
        ("damping", 0), ("damping", -2), ("initialVelocity", .nan), ("initialVelocity", .infinity),
    ]

    @Test(arguments: invalidParameterCases)
    func invalidPhysicalParametersAreRejected(name: String, value: Double) {
        var parameters = ["mass": 1.0, "stiffness": 100.0, "damping": 10.0, "initialVelocity": 0.0]
        parameters[name] = value
        #expect(throws: TimingCurveError.self) {
            try Spring(
                mass: parameters["mass"] ?? 1,
                stiffness: parameters["stiffness"] ?? 1,
                damping: parameters["damping"] ?? 1,
                initialVelocity: parameters["initialVelocity"] ?? 0
            )
        }
        do {
            _ = try Spring(
                mass: parameters["mass"] ?? 1,
                stiffness: parameters["stiffness"] ?? 1,
                damping: parameters["damping"] ?? 1,
                initialVelocity: parameters["initialVelocity"] ?? 0
            )
        } catch {
            guard case .invalidSpringParameter(let reportedName, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(reportedName == name)
        }
    }

    @Test(arguments: [(0.0, 0.5), (-1.0, 0.5), (Double.nan, 0.5), (0.5, 0.0), (0.5, -1.0), (0.5, Double.infinity)])
    func invalidRatioOrResponseIsRejected(dampingRatio: Double, response: Double) {
        #expect(throws: TimingCurveError.self) {
            try Spring(dampingRatio: dampingRatio, response: response)
        }
    }

    @Test func extremeCombinationsAreRejectedInsteadOfTrapping() {
        #expect(throws: TimingCurveError.springDoesNotSettle) {
            try Spring(mass: 1e-300, stiffness: 1e300, damping: 1)
        }
        #expect(throws: TimingCurveError.springDoesNotSettle) {
            try Spring(mass: 1, stiffness: 1, damping: 1e300, initialVelocity: 1e300)
        }
    }

    @Test func extremeParametersEitherThrowOrGiveFiniteMotion() {
        let magnitudes = [1e-300, 1e-10, 1, 1e10, 1e300]
        var accepted = 0
        for mass in magnitudes {
            for stiffness in magnitudes {
                for damping in magnitudes {
                    for velocity in [0, 1e300, -1e300, 5] {
                        guard
                            let spring = try? Spring(
                                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity
                            )
                        else { continue }
                        accepted += 1
                        let settling = spring.settlingDuration
                        #expect(settling.isFinite && settling > 0)
                        for fraction in [0.001, 0.5, 1, 2] {
                            #expect(spring.value(at: settling * fraction).isFinite)
                        }
                        #expect(abs(spring.value(at: settling) - 1) <= Spring.settlingEpsilon)
                    }
                }
            }
        }
        #expect(accepted > 100)
    }

    @Test func aVeryLightlyDampedSpringStillSettlesEventually() throws {
        let spring = try Spring(dampingRatio: 1e-6, response: 1)
        #expect(spring.settlingDuration.isFinite)
        #expect(spring.settlingDuration > 1e5)
        #expect(abs(spring.value(at: spring.settlingDuration * 1.01) - 1) <= Spring.settlingEpsilon)
    }
}
