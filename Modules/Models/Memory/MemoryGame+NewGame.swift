extension MemoryGame {
    /// A new game at the same table: the same number of pairs and the same timings, dealt with
    /// `seed`, every card face down and nothing counted yet. The game it replaces is kept by
    /// whoever undoes it (``MemoryMove``).
    public func newGame(seed: UInt64) -> MemoryGame {
        // The pair count and configuration of a game that exists are valid: this cannot fail.
        (try? MemoryGame(pairs: pairCount, seed: seed, configuration: configuration)) ?? self
    }
}
