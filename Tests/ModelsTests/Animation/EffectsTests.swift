import Geometry
import Models
import Testing

@Suite struct EffectsTests {
    @Test func theSeedsNumbers() {
        #expect(Effects.wobbleAmplitude.isApproximatelyEqual(to: Angle(radians: 2.5 * .pi / 180)))
        #expect(Effects.wobbleDuration == 0.05)
        #expect(Effects.vanishDuration == 0.75)
        #expect(Effects.vanishTurn == .halfTurn)
        #expect(Effects.vanishScale == 0.1)
    }

    @Test func theFactoriesMakeTheSameEffectsAsTheInitializers() throws {
        #expect(try Effects.wobble(at: 3) == Wobble(at: 3))
        #expect(try Effects.vanish(duration: 1, at: 3) == Vanish(duration: 1, at: 3))
    }

    @Test func wobblingATransformPropertyLeavesItsModelValueAlone() throws {
        let rest = AffineTransform.Decomposition(translation: Vector(dx: 40, dy: 0))
        var transform = AnimatedProperty(rest)
        let wobble = try Effects.wobble(&transform, at: 1)
        #expect(transform.value == rest)
        #expect(transform.presentedValue(at: 1).rotation.isApproximatelyEqual(to: -Effects.wobbleAmplitude))
        #expect(transform.presentedValue(at: 1.05).rotation.isApproximatelyEqual(to: Effects.wobbleAmplitude))
        #expect(transform.presentedValue(at: 1.05).translation == rest.translation)
        #expect(transform.isAnimating(at: 500))
        // Stopping it is cancelling it, which leaves the transform at rest.
        #expect(try transform.cancel(at: 2) == [wobble])
        #expect(transform.presentedValue(at: 2) == rest)
        #expect(
            transform.completions(after: 0, through: 3) == [
                AnimationCompletion(id: wobble, outcome: .cancelled, time: 2)
            ])
    }

    @Test func aPropertyWobbleWithACountSettlesBackAtRest() throws {
        var transform = AnimatedProperty(AffineTransform.Decomposition.identity)
        let wobble = try Effects.wobble(&transform, repeatCount: .count(2), at: 0)
        let completions = transform.completions(after: 0, through: 1)
        #expect(completions.map(\.id) == [wobble])
        #expect(completions.first?.finished == true)
        #expect(AnimationTestKit.isClose(completions.first?.time ?? 0, 0.2))
        #expect(transform.presentedValue(at: 1) == .identity)
    }

    @Test func aPropertyWobbleRefusesANonFiniteAmplitude() {
        var transform = AnimatedProperty(AffineTransform.Decomposition.identity)
        #expect(throws: AnimationError.invalidParameter(name: "amplitude", value: .infinity)) {
            try Effects.wobble(&transform, amplitude: Angle(radians: .infinity), at: 0)
        }
        #expect(transform.completions(after: -1, through: 1).isEmpty)
    }
}
