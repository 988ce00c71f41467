/// Messages meant for the person writing the script: they say what went wrong and how to fix it,
/// without naming Swift methods (scripts see their own names).
extension UndoError: CustomStringConvertible {
    /// A message a user can act on, e.g. "cannot undo while the group 'Drag' is open; end it first".
    public var description: String {
        switch self {
        case .nothingToUndo:
            "nothing to undo"
        case .nothingToRedo:
            "nothing to redo"
        case .noOpenGroup:
            "no group is open; begin a group before ending or cancelling one"
        case .undoWhileGroupOpen(let group):
            "cannot undo while the group '\(group)' is open; end it first"
        case .redoWhileGroupOpen(let group):
            "cannot redo while the group '\(group)' is open; end it first"
        case .setIndexWhileGroupOpen(let group):
            "cannot jump to another step while the group '\(group)' is open; end it first"
        case .setCleanWhileGroupOpen(let group):
            "cannot mark the history clean while the group '\(group)' is open; end it first"
        case .indexOutOfRange(let requested, let count):
            "cannot jump to step \(requested); the step must be between 0 and \(count)"
        case .negativeLimit(let limit):
            "the undo limit must be 0 (unlimited) or a positive number of steps, not \(limit)"
        case .busy(let attempted, let running):
            "cannot \(attempted) while \(running) is in progress; an undoable action must not use the history itself"
        }
    }
}
