/// The erased command is itself a command, so a stack of them is an ordinary `UndoStack`.
extension AnyUndoCommand: UndoableCommand {
    /// Runs the `apply` closure or the wrapped command.
    public func apply(to context: inout Context) {
        switch storage {
        case .closures(let apply, _): apply(&context)
        case .boxed(let box): box.apply(to: &context)
        }
    }

    /// Runs the `revert` closure or reverts the wrapped command.
    public func revert(on context: inout Context) {
        switch storage {
        case .closures(_, let revert): revert(&context)
        case .boxed(let box): box.revert(on: &context)
        }
    }

    /// Closure commands: the older `revert` with the newer `apply` (and the older name). Wrapped
    /// commands: their own merge, when both wrap the same type and focus. Mixed: `nil`.
    public func merged(with newer: AnyUndoCommand<Context>) -> AnyUndoCommand<Context>? {
        switch (storage, newer.storage) {
        case (.closures(_, let revert), .closures(let apply, _)):
            return AnyUndoCommand(actionName, mergeKey: mergeKey, apply: apply, revert: revert)
        case (.boxed(let older), .boxed(let newerBox)):
            guard let box = older.merged(with: newerBox) else { return nil }
            return AnyUndoCommand(actionName: box.actionName, mergeKey: box.mergeKey, storage: .boxed(box))
        default:
            return nil
        }
    }
}

/// Internal assembly, kept out of the public initializers so `storage` stays an implementation detail.
extension AnyUndoCommand {
    /// Assembles a command from parts (used by merging).
    init(actionName: String, mergeKey: String?, storage: Storage) {
        self.actionName = actionName
        self.mergeKey = mergeKey
        self.storage = storage
    }
}
