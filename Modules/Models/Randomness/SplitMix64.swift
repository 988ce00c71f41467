/// SplitMix64, a small seeded generator: the same seed always gives the same deal or shuffle.
/// Every seeded model (the puzzle's shuffle, the memory game's deal) draws from it.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The generator's state: the seed plus the golden-ratio increment once per draw.
    public private(set) var state: UInt64

    /// A generator whose first draw is determined by `seed` alone.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in 0 ..< `bound` (0 when `bound` ≤ 1), by Lemire's multiply-and-reject,
    /// so a deal does not depend on the standard library's algorithm for random ranges.
    public mutating func next(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let limit = UInt64(bound)
        var product = next().multipliedFullWidth(by: limit)
        if product.low < limit {
            let threshold = (0 &- limit) % limit
            while product.low < threshold {
                product = next().multipliedFullWidth(by: limit)
            }
        }
        return Int(product.high)
    }
}
