extension DateRangeEditor {
    /// Runs `edit` and returns the ``DateRangeChange`` that undoes and redoes it, for a caller
    /// to push on its `UndoStack` (the edit is already applied).
    ///
    /// If `edit` throws, the editor is put back exactly as it was (the saved flag and session
    /// included) and the error is rethrown, so a failing script leaves no half-done edit.
    public mutating func recordChange<Failure: Error>(
        named actionName: String,
        mergeKey: String? = nil,
        _ edit: (inout DateRangeEditor) throws(Failure) -> Void
    ) throws(Failure) -> DateRangeChange {
        let before = self
        do {
            try edit(&self)
        } catch {
            self = before
            throw error
        }
        return DateRangeChange(actionName, from: before.snapshot, to: snapshot, mergeKey: mergeKey)
    }
}
