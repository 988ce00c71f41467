import Models
import Testing

@Suite struct MemoryHelpOutcomeTests {
    @Test func onlyStartedIsAccepted() {
        #expect(MemoryHelpOutcome.started(cards: [0], until: 1).isAccepted)
        #expect(!MemoryHelpOutcome.nothingToReveal.isAccepted)
        #expect(!MemoryHelpOutcome.alreadyRunning(until: 1).isAccepted)
        #expect(!MemoryHelpOutcome.busy(until: 1).isAccepted)
        #expect(
            [
                MemoryHelpOutcome.started(cards: [], until: 0), .nothingToReveal, .alreadyRunning(until: 0),
                .busy(until: 0),
            ].map(\.name)
                == ["started", "nothingToReveal", "alreadyRunning", "busy"]
        )
    }

    @Test func descriptions() {
        #expect(MemoryHelpOutcome.started(cards: [0, 1], until: 0.75).description == "revealing 2 cards until 0.75")
        #expect(MemoryHelpOutcome.started(cards: [4], until: 0.5).description == "revealing 1 card until 0.5")
        #expect(MemoryHelpOutcome.nothingToReveal.description == "no card is hidden; nothing to reveal")
        #expect(
            MemoryHelpOutcome.alreadyRunning(until: 2).description
                == "the help is already running; press again at 2 or later")
        #expect(
            MemoryHelpOutcome.busy(until: 2).description
                == "two cards are waiting to turn back; press again at 2 or later")
    }
}
