import Geometry
import Models
import Testing

@Suite struct AnimationTests {
    private func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
        AnimationTestKit.isClose(actual, expected, within: tolerance)
    }

    @Test func aThreeQuarterTurnGoesTheLongWayThroughAHalfTurnAtTwoThirds() throws {
        let turn = try Animation(from: Angle.zero, to: Angle(radians: 3 * .pi / 2), duration: 1, curve: .linear, at: 0)
        let angle = turn.value(at: 2.0 / 3)
        #expect(close(angle.radians, .pi, within: 1e-12))
        let transform = AffineTransform(AffineTransform.Decomposition(rotation: angle))
        #expect(transform.isApproximatelyEqual(to: AffineTransform(rotationAngle: .halfTurn), tolerance: 1e-12))
        // On the way it passes a quarter turn, not the quarter turn the other way.
        #expect(close(turn.value(at: 1.0 / 3).radians, .pi / 2, within: 1e-12))
    }

    @Test func aDecomposedTransformTurnsTheLongWayToo() throws {
        let end = AffineTransform.Decomposition(rotation: Angle(radians: 3 * .pi / 2))
        let turn = try Animation(from: .identity, to: end, duration: 3, curve: .linear, at: 10)
        let transform = AffineTransform(turn.value(at: 12))
        #expect(transform.isApproximatelyEqual(to: AffineTransform(rotationAngle: .halfTurn), tolerance: 1e-12))
        #expect(
            AffineTransform(turn.value(at: 13)).isApproximatelyEqual(
                to: AffineTransform(rotationAngle: Angle(radians: -.pi / 2)), tolerance: 1e-12))
    }

    @Test func theSeedsPitfallMatricesTakeTheShortCut() throws {
        // The matrix of 3π/2 only knows the direction −π/2, so interpolating matrices turns a
        // third of a quarter turn backwards where the angle animation is at a half turn.
        let matrix = AffineTransform.identity.interpolated(
            to: AffineTransform(rotationAngle: Angle(radians: 3 * .pi / 2)), at: 2.0 / 3)
        #expect(close(matrix.decomposed().rotation.radians, -.pi / 3, within: 1e-12))
        #expect(!matrix.isApproximatelyEqual(to: AffineTransform(rotationAngle: .halfTurn), tolerance: 0.1))
    }

    @Test func waitsOutItsDelayShowingTheStartValue() throws {
        let animation = try Animation(from: 0.0, to: 10.0, duration: 2, delay: 1, curve: .linear, at: 5)
        #expect(animation.beginTime == 6)
        #expect(animation.endTime == 8)
        #expect(animation.phase(at: 5.5) == .pending)
        #expect(animation.value(at: 5.5) == 0)
        #expect(animation.phase(at: 7) == .running)
        #expect(close(animation.value(at: 7), 5))
        #expect(animation.phase(at: 8) == .finished)
        #expect(animation.value(at: 8) == 10)
        #expect(animation.value(at: 1000) == 10)
    }

    @Test func progressIsZeroPendingAndOneFinished() throws {
        let animation = try Animation(from: 0.0, to: 1.0, duration: 1, delay: 1, curve: .easeIn, at: 0)
        #expect(animation.progress(at: 0.5) == 0)
        #expect(animation.progress(at: 1.5) == TimingCurve.easeIn.value(at: 0.5))
        #expect(animation.progress(at: 2) == 1)
    }

    @Test func repeatsStartOverEachCycle() throws {
        let animation = try Animation(from: 0.0, to: 10.0, duration: 1, curve: .linear, repeatCount: .count(2), at: 0)
        #expect(close(animation.value(at: 0.5), 5))
        #expect(animation.value(at: 1) == 0)
        #expect(close(animation.value(at: 1.5), 5))
        #expect(animation.value(at: 2) == 10)
    }

    @Test func anAutoreversingAnimationEndsOnItsEndValueAsAUIKitAnimationDoes() throws {
        let animation = try Animation(from: 0.0, to: 10.0, duration: 1, curve: .linear, autoreverses: true, at: 0)
        #expect(close(animation.value(at: 1.5), 5))
        #expect(animation.value(at: 1.999) < 0.1)
        // Removed, the animation leaves the model value showing.
        #expect(animation.value(at: 2) == 10)
    }

    @Test func foreverNeverFinishes() throws {
        let animation = try Animation(
            from: 0.0, to: 1.0, duration: 0.05, repeatCount: .forever, autoreverses: true, at: 0)
        #expect(animation.endTime == .infinity)
        #expect(animation.phase(at: 1e9) == .running)
    }

    @Test func aZeroDurationAnimationFinishesTheInstantItBegins() throws {
        let animation = try Animation(from: 0.0, to: 1.0, duration: 0, delay: 0.5, at: 0)
        #expect(animation.phase(at: 0.25) == .pending)
        #expect(animation.phase(at: 0.5) == .finished)
        #expect(animation.value(at: 0.5) == 1)
    }

    @Test func nanTimeCountsAsBeforeTheStart() throws {
        let animation = try Animation(from: 3.0, to: 4.0, duration: 1, at: 0)
        #expect(animation.phase(at: .nan) == .pending)
        #expect(animation.value(at: .nan) == 3)
    }

    @Test func animatesPointsRectsAndColours() throws {
        let move = try Animation(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50), duration: 1, curve: .linear, at: 0)
        #expect(move.value(at: 0.5).isApproximatelyEqual(to: Point(x: 50, y: 25)))
        let grow = try Animation(
            from: Rect(x: 0, y: 0, width: 10, height: 10),
            to: Rect(x: 0, y: 0, width: 20, height: 20),
            duration: 0.75, curve: .linear, at: 0)
        #expect(close(grow.value(at: 0.375).size.width, 15))
        let fade = try Animation(from: Color.black, to: Color.white, duration: 2, curve: .linear, at: 0)
        #expect(fade.value(at: 1).isApproximatelyEqual(to: Color(red: 0.5, green: 0.5, blue: 0.5)))
    }

    @Test func aSpringOvershootsItsTargetAndComesToRestOnIt() throws {
        let spring = try Spring(dampingRatio: 0.4, response: 0.3)
        let bounce = try Animation(from: 0.0, to: 100.0, duration: 1, curve: .spring(spring), at: 0)
        let peak = (1..<100).map { bounce.value(at: Double($0) / 100) }.max() ?? 0
        #expect(peak > 110)
        #expect(bounce.value(at: 1) == 100)
    }

    @Test func refusesAStartTimeThatIsNotFinite() throws {
        let timing = try AnimationTiming(duration: 1)
        #expect(throws: AnimationError.invalidTime(.infinity)) {
            try Animation(from: 0.0, to: 1.0, timing: timing, at: .infinity)
        }
        let nan = AnimationTestKit.error { _ = try Animation(from: 0.0, to: 1.0, timing: timing, at: .nan) }
        #expect(nan?.description == AnimationError.invalidTime(.nan).description)
    }

    @Test func animationsCompareByValuesTimingAndStartTime() throws {
        let fade = try Animation(from: 1.0, to: 0.0, duration: 0.75, at: 2)
        let same = try Animation(from: 1.0, to: 0.0, duration: 0.75, at: 2)
        #expect(fade == same)
        #expect(fade.hashValue == same.hashValue)
        #expect(fade != (try Animation(from: 1.0, to: 0.0, duration: 0.75, at: 3)))
        #expect(fade != (try Animation(from: 1.0, to: 0.5, duration: 0.75, at: 2)))
        #expect(fade != (try Animation(from: 1.0, to: 0.0, duration: 0.75, curve: .linear, at: 2)))
        #expect(Set([fade, same]).count == 1)
    }

    @Test func transformAnimationsAreHashableToo() throws {
        let turn = try Animation(
            from: AffineTransform.Decomposition.identity,
            to: AffineTransform.Decomposition(rotation: .fullTurn), duration: 1, at: 0)
        #expect(Set([turn, turn]).count == 1)
    }
}
