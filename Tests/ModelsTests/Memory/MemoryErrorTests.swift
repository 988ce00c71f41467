import Models
import Testing

@Suite struct MemoryErrorTests {
    @Test func casesCarryTheirValues() {
        #expect(MemoryError.indexOutOfRange(99, count: 16) != .indexOutOfRange(98, count: 16))
        #expect(MemoryError.pairCountOutOfRange(0) == .pairCountOutOfRange(0))
    }

    @Test func descriptionsSayWhatToDo() {
        #expect(MemoryError.pairCountOutOfRange(33).description == "a memory game has 1 to 32 pairs, not 33")
        #expect(
            MemoryError.indexOutOfRange(99, count: 16).description
                == "there is no card 99: the 16 cards are numbered 0 to 15"
        )
        #expect(
            MemoryError.invalidDuration(name: "flipDuration", value: -1).description
                == "flipDuration must be a finite number of seconds ≥ 0, not -1"
        )
        #expect(MemoryError.invalidTime(.nan).description == "time must be a finite number of seconds, not nan")
        #expect(
            MemoryError.timeWentBackwards(time: 1, latest: 2.5).description
                == "time 1 is before the game's last action at 2.5; pass a time ≥ 2.5"
        )
        #expect(
            MemoryError.animation(.invalidTime(.infinity)).description.hasPrefix("the card animation could not start: ")
        )
    }
}
