import Geometry
import Models
import Testing

@Suite struct VanishTests {
    /// The seed's `CGAffineTransformScale(CGAffineTransformMakeRotation(M_PI), 0.1, 0.1)`.
    private let seedTarget = AffineTransform(rotationAngle: .halfTurn).scaledBy(x: 0.1, y: 0.1)

    @Test func turnsHalfRoundAndShrinksToATenthThenHidesAndResets() throws {
        let vanish = try Effects.vanish(at: 0)
        #expect(vanish.transform(at: 0) == .identity)
        #expect(vanish.isVisible(at: 0))
        // Ease-in-out is halfway at half the duration.
        let halfway = vanish.decomposition(at: 0.375)
        #expect(halfway.rotation.isApproximatelyEqual(to: .quarterTurn, tolerance: 1e-6))
        #expect(AnimationTestKit.isClose(halfway.scaleX, 0.55, within: 1e-6))
        #expect(vanish.transform(at: 0.75 - 1e-9).isApproximatelyEqual(to: seedTarget, tolerance: 1e-6))
        #expect(vanish.isVisible(at: 0.75 - 1e-9))
        #expect(vanish.isHidden(at: 0.75))
        #expect(vanish.transform(at: 0.75) == .identity)
        #expect(vanish.phase(at: 0.75) == .finished)
        #expect(vanish.completion(after: 0, through: 1)?.finished == true)
    }

    @Test func itsTargetIsTheSeedsConcatenatedTransform() throws {
        let vanish = try Vanish(at: 0)
        #expect(AffineTransform(vanish.target).isApproximatelyEqual(to: seedTarget, tolerance: 1e-12))
    }

    @Test func cancellingJumpsToTheEndStateHiddenAndReset() throws {
        var vanish = try Vanish(at: 0)
        let before = vanish.transform(at: 0.2)
        #expect(try vanish.cancel(at: 0.3))
        #expect(vanish.isHidden(at: 0.3))
        #expect(vanish.transform(at: 0.3) == .identity)
        #expect(vanish.endTime == 0.3)
        #expect(vanish.completion(after: 0, through: 1)?.outcome == .cancelled)
        #expect(vanish.transform(at: 0.2) == before)
        #expect(vanish.isVisible(at: 0.2))
        #expect(try vanish.cancel(at: 0.4) == false)
    }

    @Test func waitsOutItsDelayVisibleAtRest() throws {
        let rest = AffineTransform.Decomposition(translation: Vector(dx: 5, dy: 5))
        let vanish = try Vanish(delay: 0.5, from: rest, at: 0)
        #expect(vanish.beginTime == 0.5)
        #expect(vanish.phase(at: 0.25) == .pending)
        #expect(vanish.decomposition(at: 0.25) == rest)
        #expect(vanish.isVisible(at: 0.25))
        #expect(vanish.endTime == 1.25)
        #expect(vanish.decomposition(at: 2) == rest)
    }

    @Test func aCancelDuringTheDelayHidesAtOnce() throws {
        var vanish = try Vanish(delay: 0.5, at: 0)
        try vanish.cancel(at: 0.2)
        #expect(vanish.phase(at: 0.2) == .finished)
        #expect(vanish.isHidden(at: 0.2))
    }

    @Test func largerTurnsGoTheLongWay() throws {
        let vanish = try Vanish(duration: 1, curve: .linear, turn: Angle(radians: 3 * .pi / 2), at: 0)
        #expect(vanish.decomposition(at: 2.0 / 3).rotation.isApproximatelyEqual(to: .halfTurn, tolerance: 1e-12))
    }

    @Test func refusesBadParameters() {
        #expect(throws: AnimationError.invalidParameter(name: "turn", value: .infinity)) {
            try Vanish(turn: Angle(radians: .infinity), at: 0)
        }
        let scale = AnimationTestKit.error { _ = try Vanish(scale: .nan, at: 0) }
        #expect(scale?.description == AnimationError.invalidParameter(name: "scale", value: .nan).description)
        #expect(throws: AnimationError.invalidDuration(-1)) { try Vanish(duration: -1, at: 0) }
    }
}
