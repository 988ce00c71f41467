/// A small seeded random number generator, SplitMix64 (Steele, Lea and Flood), so that the same seed
/// deals the same cards on every platform and every run. `SystemRandomNumberGenerator` is never used.
public struct MemorySplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The generator's state; it advances by a fixed odd constant on every draw.
    public private(set) var state: UInt64

    /// A generator started from `seed`.
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

    /// A number in `0 ..< bound` without modulo bias (Lemire's method); 0 when `bound` ≤ 1.
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
