import History

/// A date range change is a command over the editor.
extension DateRangeChange: UndoableCommand {
    /// Restores ``after``, clamped into the editor's current bounds.
    public func apply(to context: inout DateRangeEditor) {
        context.restore(after)
    }

    /// Restores ``before``, clamped into the editor's current bounds.
    public func revert(on context: inout DateRangeEditor) {
        context.restore(before)
    }

    /// The first "before" with the last "after", keeping this change's name.
    public func merged(with newer: DateRangeChange) -> DateRangeChange? {
        var result = self
        result.after = newer.after
        return result
    }
}
