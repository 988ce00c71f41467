import Models
import Testing

@Suite struct MemoryFlipOutcomeDescriptionTests {
    @Test func descriptionsExplainNoOpsAndRefusals() {
        #expect(MemoryFlipOutcome.flipped(3).description == "card 3 turned face up")
        #expect(MemoryFlipOutcome.matched(3, 7).description == "cards 3 and 7 match")
        #expect(MemoryFlipOutcome.mismatched(3, 7, turnBackAt: 2.75).description == "cards 3 and 7 do not match; they turn back at 2.75")
        #expect(MemoryFlipOutcome.alreadyFaceUp(3).description == "card 3 is already face up; nothing changed")
        #expect(MemoryFlipOutcome.alreadySolved(3).description == "card 3 is already solved; nothing changed")
        #expect(MemoryFlipOutcome.busy(until: 3.5).description == "two cards are waiting to turn back; flip again at 3.5 or later")
        #expect(MemoryFlipOutcome.helpRunning(until: 2).description == "the help is showing the cards; flip again at 2 or later")
    }
}
