import Models
import Testing

@Suite struct SplitMix64Tests {
    @Test func matchesTheReferenceSequence() {
        // The reference SplitMix64 (Vigna) seeded with 0.
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func sameSeedSameSequenceDifferentSeedDifferent() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        var c = SplitMix64(seed: 43)
        let sa = (0..<8).map { _ in a.next() }
        #expect(sa == (0..<8).map { _ in b.next() })
        #expect(sa != (0..<8).map { _ in c.next() })
    }

    @Test func boundedDrawsStayInRange() {
        var random = SplitMix64(seed: 7)
        for bound in [1, 2, 3, 10, 64] {
            for _ in 0..<200 {
                let value = random.next(below: bound)
                #expect((0..<bound).contains(value))
            }
        }
        #expect(random.next(below: 0) == 0)
    }
}
