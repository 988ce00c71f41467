/// Recording arbitrary mutations as snapshot steps.
extension UndoStack {
    /// Runs `mutation` on `context` and records it as a snapshot step (before/after of the whole
    /// context), for changes that have no dedicated command.
    ///
    /// If `mutation` throws, `context` is restored to its state before the call, nothing is
    /// recorded, and the error is rethrown: a failing script leaves no half-done change behind.
    public mutating func recordMutation<Model, Failure: Error>(
        named actionName: String,
        mergeKey: String? = nil,
        on context: inout Model,
        _ mutation: (inout Model) throws(Failure) -> Void
    ) throws(Failure) where Command == SnapshotChange<Model> {
        push(try Self.snapshot(actionName, mergeKey: mergeKey, of: &context, mutation))
    }

    /// Runs `mutation` on `context` and records it as a snapshot step in a stack of
    /// ``AnyUndoCommand``s (e.g. a script changing several controls of a registry at once).
    ///
    /// If `mutation` throws, `context` is restored, nothing is recorded, and the error is rethrown.
    public mutating func recordMutation<Model: Sendable, Failure: Error>(
        named actionName: String,
        mergeKey: String? = nil,
        on context: inout Model,
        _ mutation: (inout Model) throws(Failure) -> Void
    ) throws(Failure) where Command == AnyUndoCommand<Model> {
        push(AnyUndoCommand(try Self.snapshot(actionName, mergeKey: mergeKey, of: &context, mutation)))
    }

    /// Runs `mutation` and returns its before/after step, or restores `context` and rethrows.
    private static func snapshot<Model, Failure: Error>(
        _ actionName: String, mergeKey: String?, of context: inout Model,
        _ mutation: (inout Model) throws(Failure) -> Void
    ) throws(Failure) -> SnapshotChange<Model> {
        let before = context
        do {
            try mutation(&context)
        } catch {
            context = before
            throw error
        }
        return SnapshotChange(actionName, from: before, to: context, mergeKey: mergeKey)
    }
}
