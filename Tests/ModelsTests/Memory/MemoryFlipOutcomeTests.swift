import Models
import Testing

@Suite struct MemoryFlipOutcomeTests {
    @Test func onlyChangesAreAccepted() {
        #expect(MemoryFlipOutcome.flipped(1).isAccepted)
        #expect(MemoryFlipOutcome.matched(1, 2).isAccepted)
        #expect(MemoryFlipOutcome.mismatched(1, 2, turnBackAt: 3).isAccepted)
        #expect(!MemoryFlipOutcome.alreadyFaceUp(1).isAccepted)
        #expect(!MemoryFlipOutcome.alreadySolved(1).isAccepted)
        #expect(!MemoryFlipOutcome.busy(until: 3).isAccepted)
        #expect(!MemoryFlipOutcome.helpRunning(until: 3).isAccepted)
    }

    @Test func namesForScripts() {
        let outcomes: [MemoryFlipOutcome] = [
            .flipped(0), .matched(0, 1), .mismatched(0, 1, turnBackAt: 2), .alreadyFaceUp(0),
            .alreadySolved(0), .busy(until: 1), .helpRunning(until: 1),
        ]
        #expect(outcomes.map(\.name) == [
            "flipped", "matched", "mismatched", "alreadyFaceUp", "alreadySolved", "busy", "helpRunning",
        ])
    }
}
