import Geometry
import Models
import Testing

@Suite struct TransitionTests {
    @Test func aFlipSwitchesFacesHalfwayThroughItsDuration() throws {
        // Ease-in-ease-out is symmetric, so half the time is half the progress.
        let flip = try Transition(kind: .flipFromLeft, duration: 0.75, at: 10)
        #expect(flip.frame(at: 10.3).face == .outgoing)
        #expect(flip.frame(at: 10.375).face == .incoming)
        #expect(flip.frame(at: 10.375).xScale < 1e-9)
        #expect(flip.frame(at: 10.75) == .resting)
        #expect(flip.endTime == 10.75)
    }

    @Test func waitsOutItsDelayOnTheOutgoingFace() throws {
        let curl = try Transition(kind: .curlUp, duration: 0.25, delay: 0.5, curve: .linear, at: 0)
        #expect(curl.beginTime == 0.5)
        #expect(curl.phase(at: 0.25) == .pending)
        #expect(curl.frame(at: 0.25) == TransitionKind.curlUp.frame(progress: 0))
        #expect(curl.phase(at: 0.6) == .running)
        #expect(AnimationTestKit.isClose(curl.frame(at: 0.625).curl, 0.5))
        #expect(curl.phase(at: 0.75) == .finished)
        #expect(curl.progress(at: 0.75) == 1)
    }

    @Test func aSpringsOvershootIsClampedForTransitions() throws {
        let spring = try Spring(dampingRatio: 0.3, response: 0.4)
        let dissolve = try Transition(kind: .crossDissolve, duration: 1, curve: .spring(spring), at: 0)
        let progresses = (0...100).map { dissolve.progress(at: Double($0) / 100) }
        #expect(progresses.allSatisfy { (0...1).contains($0) })
        #expect(progresses.contains(1))
    }

    @Test func canAutoreverseBackToTheOutgoingFace() throws {
        let peek = try Transition(kind: .flipFromRight, duration: 1, curve: .linear, autoreverses: true, at: 0)
        #expect(peek.frame(at: 0.75).face == .incoming)
        #expect(peek.frame(at: 1.75).face == .outgoing)
        #expect(peek.endTime == 2)
    }

    @Test func refusesBadTimingAndTimes() throws {
        #expect(throws: AnimationError.invalidDuration(-0.25)) {
            try Transition(kind: .curlDown, duration: -0.25, at: 0)
        }
        let timing = try AnimationTiming(duration: 1)
        #expect(throws: AnimationError.invalidTime(-.infinity)) {
            try Transition(kind: .curlDown, timing: timing, at: -.infinity)
        }
    }
}
