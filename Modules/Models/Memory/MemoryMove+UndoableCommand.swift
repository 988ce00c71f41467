import History

/// A memory move is a command over the game.
extension MemoryMove: UndoableCommand {
    /// Restores ``after``.
    public func apply(to context: inout MemoryGame) {
        context = after
    }

    /// Restores ``before``.
    public func revert(on context: inout MemoryGame) {
        context = before
    }
}
