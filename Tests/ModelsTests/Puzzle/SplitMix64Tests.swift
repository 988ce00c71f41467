import Models
import Testing

@Test func splitMixMatchesTheReferenceSequence() {
    // Reference values of SplitMix64 seeded with 0 (Vigna).
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    var ours = TestRandom(seed: 99)
    var model = SplitMix64(seed: 99)
    for _ in 0..<10 { #expect(ours.next() == model.next()) }
}

@Test func sameSeedSameSequence() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    var c = SplitMix64(seed: 43)
    let first = (0..<5).map { _ in a.next() }
    #expect(first == (0..<5).map { _ in b.next() })
    #expect(first != (0..<5).map { _ in c.next() })
}
