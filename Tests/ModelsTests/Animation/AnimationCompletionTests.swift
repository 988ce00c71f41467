import Models
import Testing

@Suite struct AnimationCompletionTests {
    @Test func finishedMirrorsTheOutcomeForUIKitStyleCallbacks() {
        let id = AnimationID(rawValue: 1)
        #expect(AnimationCompletion(id: id, outcome: .finished, time: 2).finished)
        #expect(!AnimationCompletion(id: id, outcome: .cancelled, time: 2).finished)
    }

    @Test func aPropertyReportsHowAndWhenEachAnimationEnded() throws {
        var alpha = AnimatedProperty(1.0)
        let fade = try alpha.animate(to: 0, duration: 0.75, at: 0)
        let pulse = try alpha.animate(to: 1, duration: 0.5, at: 1)
        try alpha.cancel(at: 1.25)
        #expect(
            alpha.completions(after: 0, through: 2) == [
                AnimationCompletion(id: fade, outcome: .finished, time: 0.75),
                AnimationCompletion(id: pulse, outcome: .cancelled, time: 1.25),
            ])
    }
}
