/// One entry of an ``UndoStack``: what a single undo or redo reverts or re-applies.
///
/// A plain command is stored inline (no array, no box), because that is by far the common case;
/// only groups pay for an array of their children.
@usableFromInline
enum UndoStep<Command: UndoableCommand> {
    /// A single command, possibly the result of merging several.
    case single(Command)
    /// The commands recorded while a group was open, oldest first, undone in reverse order.
    case group(name: String, commands: [Command])

    /// The name shown in menu titles ("Undo <name>").
    @inlinable
    var actionName: String {
        switch self {
        case .single(let command): command.actionName
        case .group(let name, _): name
        }
    }

    /// Re-applies the step (redo).
    @inlinable
    func apply(to context: inout Command.Context) {
        switch self {
        case .single(let command):
            command.apply(to: &context)
        case .group(_, let commands):
            for command in commands { command.apply(to: &context) }
        }
    }

    /// Reverts the step (undo); a group's children are reverted newest first.
    @inlinable
    func revert(on context: inout Command.Context) {
        switch self {
        case .single(let command):
            command.revert(on: &context)
        case .group(_, let commands):
            for command in commands.reversed() { command.revert(on: &context) }
        }
    }
}

/// A step is as sendable as the commands it stores.
extension UndoStep: Sendable where Command: Sendable {}
