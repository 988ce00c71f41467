/// Misuse of an ``UndoStack``, reported as a thrown error instead of a trap because scripts drive
/// the stack. Each case's `description` tells the user what to do instead.
public enum UndoError: Error, Equatable, Sendable {
    /// `undo` with no applied step: "nothing to undo".
    case nothingToUndo
    /// `redo` with no undone step: "nothing to redo".
    case nothingToRedo
    /// `endGroup` or `cancelGroup` with no group open.
    case noOpenGroup
    /// `undo` while the group named `group` (the innermost open one) is open.
    case undoWhileGroupOpen(group: String)
    /// `redo` while the group named `group` is open.
    case redoWhileGroupOpen(group: String)
    /// `setIndex` while the group named `group` is open.
    case setIndexWhileGroupOpen(group: String)
    /// `setClean` while the group named `group` is open.
    case setCleanWhileGroupOpen(group: String)
    /// `setIndex(requested)` outside `0...count`.
    case indexOutOfRange(requested: Int, count: Int)
    /// `setLimit` with a negative value.
    case negativeLimit(Int)
    /// A ``SharedUndoStack`` was asked to `attempted` (e.g. "undo") while it was still busy with
    /// `running` (e.g. "redo"): a command, or a script it called, tried to use the history it
    /// belongs to.
    case busy(attempted: String, running: String)
}
