import Models
import Testing

@Suite struct AnimationOutcomeTests {
    @Test func onlyFinishedCountsAsFinished() {
        #expect(AnimationOutcome.finished.isFinished)
        #expect(!AnimationOutcome.cancelled.isFinished)
    }

    @Test func scriptsSeeTheOutcomesByName() {
        #expect(AnimationOutcome.allCases.map(\.rawValue) == ["finished", "cancelled"])
    }
}
