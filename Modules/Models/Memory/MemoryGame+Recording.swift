extension MemoryGame {
    /// Flips like ``flip(_:at:)`` and returns, for an accepted flip, the ``MemoryMove`` that
    /// undoes and redoes it; no-op and refused flips return no move (nothing to undo).
    ///
    /// - Throws: the errors of ``flip(_:at:)``; the game is unchanged then.
    public mutating func recordFlip(_ index: Int, at time: Double) throws(MemoryError) -> (
        outcome: MemoryFlipOutcome, move: MemoryMove?
    ) {
        let before = self
        let outcome = try flip(index, at: time)
        guard outcome.isAccepted else { return (outcome, nil) }
        return (outcome, MemoryMove("Flip Card \(index)", from: before, to: self))
    }
}
