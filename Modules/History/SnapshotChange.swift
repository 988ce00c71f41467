/// A command that replaces a whole value: undo restores the snapshot taken before, redo the one
/// taken after. Simple and always correct; cheap for copy-on-write models (a puzzle's tiles array is
/// shared, not copied, until one side changes).
///
/// ```swift
/// var puzzle = Puzzle()
/// var history = UndoStack<SnapshotChange<Puzzle>>()
/// history.recordMutation(named: "Shuffle", on: &puzzle) { $0.shuffle(seed: 7) }
/// ```
///
/// Two snapshots with the same merge key merge into the first "before" and the last "after".
public struct SnapshotChange<Model> {
    /// The user-visible name, e.g. "Shuffle".
    public var actionName: String
    /// The value restored by undo.
    public var before: Model
    /// The value set by apply and redo.
    public var after: Model
    /// The merge key, `nil` to never merge.
    public var mergeKey: String?

    /// Creates a change of the whole model from `before` to `after`.
    public init(_ actionName: String, from before: Model, to after: Model, mergeKey: String? = nil) {
        self.actionName = actionName
        self.before = before
        self.after = after
        self.mergeKey = mergeKey
    }
}

/// A snapshot is as sendable as the model it holds.
extension SnapshotChange: Sendable where Model: Sendable {}
