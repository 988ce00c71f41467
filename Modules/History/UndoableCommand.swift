/// A change to a context (a model, or a registry of models) that an ``UndoStack`` can revert and
/// re-apply.
///
/// Models in this project are value types with mutating methods, so a command does not capture the
/// model: it receives it `inout`. That keeps commands free of references (no retain cycles, no
/// `Sendable` trouble) and lets one stack serve one control (`Context` is the control) or a whole
/// runtime (`Context` is the runtime's registry of controls).
///
/// Conform small value types (an enum of moves, a struct with before/after values) to get steps
/// stored inline without any heap allocation; use ``AnyUndoCommand`` when one stack must hold
/// commands of several types, ``PropertyChange`` for a key path, ``SnapshotChange`` for whole values.
///
/// Commands must not fail: if what they target has disappeared they should do nothing, because an
/// undo that stops half way would leave the context in a state no step describes.
public protocol UndoableCommand<Context> {
    /// What the command mutates: a model, or whatever the owner of the stack passes in.
    associatedtype Context

    /// The user-visible name of the action, e.g. "Rotate"; menu titles become "Undo Rotate".
    /// May be empty, which gives the plain titles "Undo" / "Redo".
    var actionName: String { get }

    /// Commands pushed one after another with the same non-`nil` key may coalesce into one step
    /// (see ``merged(with:)``). `nil`, the default, never merges.
    var mergeKey: String? { get }

    /// Performs the change (also used for redo).
    func apply(to context: inout Context)

    /// Undoes the change, restoring what ``apply(to:)`` changed.
    func revert(on context: inout Context)

    /// Combines `self` (the older command, already applied) with `newer` (also already applied),
    /// or returns `nil` to keep them as separate steps.
    ///
    /// Only called when both have the same non-`nil` ``mergeKey``. The result must revert to the
    /// state before `self` and apply to the state after `newer` (keep the first "before" and the last
    /// "after"). The default returns `nil`.
    func merged(with newer: Self) -> Self?
}

/// Defaults: a command does not merge unless it opts in.
extension UndoableCommand {
    /// Commands do not merge unless they say so.
    @inlinable
    public var mergeKey: String? { nil }

    /// Commands do not merge unless they implement it.
    @inlinable
    public func merged(with newer: Self) -> Self? { nil }
}
