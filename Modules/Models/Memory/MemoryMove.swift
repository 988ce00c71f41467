import History

/// An undoable action on a ``MemoryGame``: the game before and after it (snapshots; the cards,
/// tracks and event log are copy-on-write arrays, so a stack of moves is cheap).
///
///     var history = UndoStack<MemoryMove>()
///     let (outcome, move) = try game.recordFlip(3, at: now)
///     if let move { history.push(move) }
///     try history.undo(on: &game)
///
/// Undo and redo jump, without animation, to the snapshot, which keeps the times it was made at:
///
/// - undoing a first flip turns the card face down at once;
/// - undoing the second flip of a mismatch — during the delay or after the pair turned back —
///   restores the game just after the first flip: the first card face up and open, the second
///   face down; the pending turn-back, its events and the move count are dropped, and flips are
///   accepted again at once;
/// - undoing a match restores both cards unsolved, with no vanish, and clears the game over;
/// - redo restores the game as it was after the flip, with that flip's original times, so
///   animations and events already past stay past (a runtime dispatching `[last, now)` does not
///   deliver them twice), and those still ahead (a turn-back, a vanish) come at their times.
///
/// After an undo, ``MemoryGame/lastActionTime`` is the snapshot's, so actions at the runtime's
/// current time are accepted.
public struct MemoryMove: Sendable, Hashable {
    /// The user-visible name, e.g. "Flip Card 3".
    public var actionName: String
    /// The game undo restores.
    public var before: MemoryGame
    /// The game apply and redo set.
    public var after: MemoryGame

    /// Creates a move from `before` to `after`.
    public init(_ actionName: String, from before: MemoryGame, to after: MemoryGame) {
        self.actionName = actionName
        self.before = before
        self.after = after
    }
}

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
