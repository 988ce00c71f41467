/// A step of the help chain: reveal or cover one card.
struct MemoryHelpStep: Sendable, Hashable {
    /// The card's index.
    let card: Int
    /// `true` to reveal (curl up), `false` to cover (curl down).
    let reveals: Bool
}
