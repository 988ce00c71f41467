import Models
import Testing

@Suite struct AnimationPhaseTests {
    @Test func scriptsSeeThePhasesByName() {
        #expect(AnimationPhase.allCases.map(\.rawValue) == ["pending", "running", "finished"])
        #expect(AnimationPhase(rawValue: "running") == .running)
        #expect(AnimationPhase(rawValue: "Running") == nil)
    }

    @Test func anAnimationGoesThroughThePhasesInOrder() throws {
        let animation = try Animation(from: 0.0, to: 1.0, duration: 1, delay: 1, at: 0)
        let phases = [0.5, 1, 1.5, 2, 3].map { animation.phase(at: $0) }
        #expect(phases == [.pending, .running, .running, .finished, .finished])
    }

    @Test func theSharedRuleIsHalfOpenAndCountsNaNAsPending() {
        #expect(AnimationPhase(at: 0.999, begin: 1, end: 2) == .pending)
        #expect(AnimationPhase(at: 1, begin: 1, end: 2) == .running)
        #expect(AnimationPhase(at: 2, begin: 1, end: 2) == .finished)
        #expect(AnimationPhase(at: .nan, begin: 1, end: 2) == .pending)
        #expect(AnimationPhase(at: 1e12, begin: 1, end: .infinity) == .running)
        #expect(AnimationPhase(at: 1, begin: 1, end: 1) == .finished)
    }
}
