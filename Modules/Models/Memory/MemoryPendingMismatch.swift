/// A mismatched pair waiting to turn back, and when it has.
struct MemoryPendingMismatch: Sendable, Hashable {
    let first: Int
    let second: Int
    /// When both cards begin to turn face down.
    let turnBackStart: Double
    /// When both are face down again; flips are refused until then.
    let turnBackEnd: Double
}
