import Models
import Testing

@Suite struct MemoryConfigurationTests {
    @Test func bookDefaults() throws {
        let book = MemoryConfiguration.book
        #expect(book.flipDuration == 0.75)
        #expect(book.mismatchDelay == 1)
        #expect(book.vanishDuration == 0.75)
        #expect(book.helpStepDuration == 0.25)
        #expect(book.faceUpTransition == .flipFromLeft)
        #expect(book.faceDownTransition == .flipFromRight)
        #expect(book.helpRevealTransition == .curlUp)
        #expect(book.helpCoverTransition == .curlDown)
        #expect(try MemoryConfiguration() == book)
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func refusesBadDurations(value: Double) {
        #expect(throws: MemoryError.self) { try MemoryConfiguration(flipDuration: value) }
        #expect(throws: MemoryError.self) { try MemoryConfiguration(mismatchDelay: value) }
        #expect(throws: MemoryError.self) { try MemoryConfiguration(vanishDuration: value) }
        #expect(throws: MemoryError.self) { try MemoryConfiguration(helpStepDuration: value) }
    }

    @Test func namesTheOffendingParameter() {
        #expect(throws: MemoryError.invalidDuration(name: "mismatchDelay", value: -2)) {
            try MemoryConfiguration(mismatchDelay: -2)
        }
    }

    @Test func zeroDurationsAreAllowed() throws {
        let quick = try MemoryConfiguration(flipDuration: 0, mismatchDelay: 0, vanishDuration: 0, helpStepDuration: 0)
        #expect(quick.flipDuration == 0)
    }
}
