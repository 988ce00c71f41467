import Testing

@Suite struct SplitMix64Tests {
    @Test func producesTheReferenceSequenceForSeedZero() {
        // First outputs of the reference C implementation seeded with 0.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func sameSeedGivesSameSequence() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        let firstValues = (0..<8).map { _ in first.next() }
        let secondValues = (0..<8).map { _ in second.next() }
        #expect(firstValues == secondValues)
        #expect(Set(firstValues).count == 8)
    }
}
