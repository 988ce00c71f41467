import Geometry
import Models
import Testing

@Suite struct WobbleTests {
    private let amplitude = Angle(degrees: 2.5)

    @Test func swingsBetweenMinusAndPlusTheAmplitude() throws {
        let wobble = try Wobble(at: 0)
        #expect(wobble.angle(at: 0) == -amplitude)
        #expect(wobble.angle(at: 0.05) == amplitude)
        #expect(wobble.angle(at: 0.1) == -amplitude)
        // Ease-in-out is symmetric: halfway through a swing the view is upright.
        #expect(abs(wobble.angle(at: 0.025).radians) < 1e-6)
        let samples = stride(from: 0.0, to: 2, by: 0.003).map { wobble.angle(at: $0).radians }
        #expect(samples.allSatisfy { abs($0) <= amplitude.radians + 1e-15 })
    }

    @Test func slowsDownAtTheTurningPointsAsEaseInOutDoes() throws {
        let wobble = try Wobble(at: 0)
        let nearTurn = abs(wobble.angle(at: 0.05).radians - wobble.angle(at: 0.045).radians)
        let midSwing = abs(wobble.angle(at: 0.0275).radians - wobble.angle(at: 0.0225).radians)
        #expect(nearTurn < midSwing / 3)
    }

    @Test func repeatsForeverByDefaultUntilCancelled() throws {
        var wobble = try Effects.wobble(at: 2)
        #expect(wobble.endTime == .infinity)
        #expect(wobble.phase(at: 1) == .pending)
        #expect(wobble.phase(at: 1000) == .running)
        #expect(wobble.completion(after: 0, through: 1e9) == nil)
        #expect(try wobble.cancel(at: 3.01))
        #expect(wobble.angle(at: 3.01) == .zero)
        #expect(wobble.transform(at: 4) == .identity)
        #expect(wobble.phase(at: 3.01) == .finished)
        #expect(wobble.endTime == 3.01)
        #expect(wobble.completion(after: 3, through: 4)?.outcome == .cancelled)
        #expect(try wobble.cancel(at: 5) == false)
        // Before the cancel it was still wobbling.
        #expect(wobble.angle(at: 3) != .zero)
    }

    @Test func aCountedWobbleFinishesAndReturnsToRest() throws {
        let wobble = try Wobble(repeatCount: .count(3), at: 0)
        #expect(AnimationTestKit.isClose(wobble.endTime, 0.3))
        #expect(wobble.phase(at: 0.31) == .finished)
        #expect(wobble.angle(at: 0.31) == .zero)
        #expect(wobble.completion(after: 0, through: 1)?.finished == true)
    }

    @Test func tiltsTheRestPoseAboutItsOwnRotation() throws {
        let rest = AffineTransform.Decomposition(scaleX: 2, scaleY: 2, rotation: .quarterTurn)
        let wobble = try Wobble(around: rest, at: 0)
        let pose = wobble.decomposition(at: 0)
        #expect(pose.rotation.isApproximatelyEqual(to: .quarterTurn - amplitude))
        #expect(pose.scaleX == 2)
        #expect(wobble.decomposition(at: -1) == rest)
        #expect(wobble.transform(at: 0).isApproximatelyEqual(to: AffineTransform(pose)))
    }

    @Test func theTransformIsTheRotationByTheTilt() throws {
        let wobble = try Wobble(at: 0)
        let time = 0.013
        #expect(
            wobble.transform(at: time).isApproximatelyEqual(to: AffineTransform(rotationAngle: wobble.angle(at: time))))
    }

    @Test func refusesBadParameters() {
        #expect(throws: AnimationError.invalidParameter(name: "amplitude", value: -.infinity)) {
            try Wobble(amplitude: Angle(radians: -.infinity), at: 0)
        }
        #expect(throws: AnimationError.invalidDuration(-0.05)) { try Wobble(duration: -0.05, at: 0) }
        #expect(throws: AnimationError.invalidRepeatCount(0)) { try Wobble(repeatCount: .count(0), at: 0) }
        let nan = AnimationTestKit.error { _ = try Wobble(at: .nan) }
        #expect(nan?.description == AnimationError.invalidTime(.nan).description)
    }

    @Test func cannotBeCancelledBeforeItStarted() throws {
        var wobble = try Wobble(at: 5)
        #expect(throws: AnimationError.timeWentBackwards(time: 4, latest: 5)) { try wobble.cancel(at: 4) }
    }
}
