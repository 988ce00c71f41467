/// A snapshot change is a command over the whole model.
extension SnapshotChange: UndoableCommand {
    /// Replaces the model with ``after``.
    public func apply(to context: inout Model) {
        context = after
    }

    /// Replaces the model with ``before``.
    public func revert(on context: inout Model) {
        context = before
    }

    /// The first "before" with the last "after", keeping this change's name.
    public func merged(with newer: SnapshotChange<Model>) -> SnapshotChange<Model>? {
        var result = self
        result.after = newer.after
        return result
    }
}
