import History

/// An undoable edit of a ``DateRangeEditor``: the editable values before and after it.
///
/// It holds two small snapshots (no heap allocation), so a stack of them is cheap. Changes with
/// the same non-`nil` merge key merge into one step, so scrolling the picker through fifty dates
/// undoes in one go:
///
/// ```swift
/// var history = UndoStack<DateRangeChange>()
/// let change = try editor.recordChange(named: "Set Start", mergeKey: "picker") {
///     try $0.setSelectedDate(date)
/// }
/// history.push(change)
/// try history.undo(on: &editor)
/// ```
public struct DateRangeChange: Sendable, Hashable {
    /// The user-visible name, e.g. "Set Start".
    public var actionName: String
    /// The values undo restores.
    public var before: DateRangeSnapshot
    /// The values apply and redo set.
    public var after: DateRangeSnapshot
    /// The merge key, `nil` to never merge.
    public var mergeKey: String?

    /// Creates a change from `before` to `after`.
    public init(
        _ actionName: String,
        from before: DateRangeSnapshot,
        to after: DateRangeSnapshot,
        mergeKey: String? = nil
    ) {
        self.actionName = actionName
        self.before = before
        self.after = after
        self.mergeKey = mergeKey
    }
}

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
