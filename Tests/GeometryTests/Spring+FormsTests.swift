import Geometry
import Testing

/// SwiftUI's and Core Animation's ways of giving a spring, with Apple's published conversions
/// as test vectors.
@Suite struct SpringFormsTests {
    @Test func swiftUIsDurationAndBounceAreStiffnessAndDamping() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.mass - 1) < 1e-12)
        #expect(abs(spring.stiffness - 157.91367) < 1e-4, "(2π / 0.5)²")
        #expect(abs(spring.damping - 17.59292) < 1e-4, "4π · 0.7 / 0.5")
        #expect(abs(spring.duration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
    }

    @Test func coreAnimationsMassStiffnessAndDampingAreADurationAndABounce() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.duration - 0.6283185) < 1e-6, "2π / √100")
        #expect(abs(spring.bounce - 0.5) < 1e-12, "ζ = 10 / (2 · 10)")
    }

    @Test func aNegativeBounceIsOverdamped() throws {
        let spring = try Spring(duration: 1, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.bounce + 0.5) < 1e-12)
        #expect(try Spring(duration: 1).bounce == 0, "no bounce by default: critically damped")
    }

    @Test(arguments: [(0.0, 0.3), (-1, 0), (.infinity, 0), (.nan, 0), (1, 1), (1, -1), (1, .nan)])
    func durationsAndBouncesOutsideTheirRangesAreRefused(duration: Double, bounce: Double) {
        #expect(throws: TimingCurveError.self) { try Spring(duration: duration, bounce: bounce) }
    }

    @Test func theTextFormsGiveTheSameSprings() throws {
        #expect(
            try TimingCurve(text: "spring(duration: 0.5, bounce: 0.3)")
                == .spring(try Spring(duration: 0.5, bounce: 0.3)))
        #expect(
            try TimingCurve(text: "spring(mass: 1, stiffness: 100, damping: 10)")
                == .spring(try Spring(mass: 1, stiffness: 100, damping: 10)))
        #expect(
            try TimingCurve(text: "spring(stiffness: 100, damping: 10, velocity: 2)")
                == .spring(try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)))
        #expect(try TimingCurve(text: "spring(duration: 0.4)") == .spring(try Spring(duration: 0.4, bounce: 0)))
        for text in [
            "spring(duration: 0.5, mass: 1)", "spring(bounce: 0.3)", "spring(duration: 0.5, duration: 1)",
            "spring(duration: 0.5, tension: 3)", "spring(duration 0.5)", "spring(duration: x)",
            "spring(stiffness: 100)",
        ] {
            #expect(throws: TimingCurveError.self, "\(text)") { try TimingCurve(text: text) }
        }
    }
}
