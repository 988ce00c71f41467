import Models
import Testing

@Suite struct MemoryHelpOutcomeTests {
    @Test func onlyStartedIsAccepted() {
        #expect(MemoryHelpOutcome.started(cards: [0], until: 1).isAccepted)
        #expect(!MemoryHelpOutcome.nothingToReveal.isAccepted)
        #expect(!MemoryHelpOutcome.alreadyRunning(until: 1).isAccepted)
        #expect(!MemoryHelpOutcome.busy(until: 1).isAccepted)
        #expect(
            [MemoryHelpOutcome.started(cards: [], until: 0), .nothingToReveal, .alreadyRunning(until: 0), .busy(until: 0)].map(\.name)
                == ["started", "nothingToReveal", "alreadyRunning", "busy"]
        )
    }
}
