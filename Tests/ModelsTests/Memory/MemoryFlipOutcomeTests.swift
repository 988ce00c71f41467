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
        #expect(
            outcomes.map(\.name) == [
                "flipped", "matched", "mismatched", "alreadyFaceUp", "alreadySolved", "busy", "helpRunning",
            ])
    }

    @Test func descriptionsExplainNoOpsAndRefusals() {
        #expect(MemoryFlipOutcome.flipped(3).description == "card 3 turned face up")
        #expect(MemoryFlipOutcome.matched(3, 7).description == "cards 3 and 7 match")
        #expect(
            MemoryFlipOutcome.mismatched(3, 7, turnBackAt: 2.75).description
                == "cards 3 and 7 do not match; they turn back at 2.75")
        #expect(MemoryFlipOutcome.alreadyFaceUp(3).description == "card 3 is already face up; nothing changed")
        #expect(MemoryFlipOutcome.alreadySolved(3).description == "card 3 is already solved; nothing changed")
        #expect(
            MemoryFlipOutcome.busy(until: 3.5).description
                == "two cards are waiting to turn back; flip again at 3.5 or later")
        #expect(
            MemoryFlipOutcome.helpRunning(until: 2).description
                == "the help is showing the cards; flip again at 2 or later")
    }
}
