/// A command of any kind over one `Context`: what a stack shared by several controls stores.
///
/// Build one from two closures (the common case for a script runtime), or by wrapping a concrete
/// command, optionally focused through a key path on a part of the context (one control of a
/// registry). The closures receive the context `inout` instead of capturing the owner, so they hold
/// only plain values and stay `@Sendable`; when the context is a class (a runtime object), it is
/// passed in the same way.
///
/// ```swift
/// var registry = Registry()
/// var history = UndoStack<AnyUndoCommand<Registry>>()
/// let turn = PropertyChange("Rotate", \Wheel.angle, from: 0, to: 30)
/// history.perform(AnyUndoCommand(turn, focus: \Registry.wheels["w1"]), on: &registry)
/// history.perform(AnyUndoCommand("Reset odometer",
///     apply: { $0.odometer.value = 0 }, revert: { $0.odometer.value = 42 }), on: &registry)
/// ```
///
/// Merging (same non-`nil` ``mergeKey``): two closure commands merge by keeping the older `revert`
/// and the newer `apply` (first "before", last "after"), which is right for commands that set
/// values; wrapped commands merge through their own ``UndoableCommand/merged(with:)`` when both wrap
/// the same type (and focus); a closure command never merges with a wrapped one.
///
/// Storage: a closure command stores its two closures inline; a wrapped command costs one box.
public struct AnyUndoCommand<Context>: Sendable {
    /// The user-visible name, e.g. "Rotate".
    public var actionName: String
    /// The merge key, `nil` to never merge.
    public var mergeKey: String?
    /// How the change is performed.
    let storage: Storage

    /// The two representations: closures inline, or a box around a concrete command.
    enum Storage: Sendable {
        /// `apply` and `revert` closures.
        case closures(
            apply: @Sendable (inout Context) -> Void,
            revert: @Sendable (inout Context) -> Void
        )
        /// A wrapped concrete command.
        case boxed(AnyCommandBox<Context>)
    }

    /// Creates a command from closures that set the context to its "after" and "before" states.
    ///
    /// - Parameters:
    ///   - actionName: The user-visible name, e.g. "Rotate" (may be empty).
    ///   - mergeKey: Consecutive commands with the same key coalesce; `nil` never merges.
    ///   - apply: Performs the change (used by `perform` and redo).
    ///   - revert: Undoes it.
    public init(
        _ actionName: String,
        mergeKey: String? = nil,
        apply: @escaping @Sendable (inout Context) -> Void,
        revert: @escaping @Sendable (inout Context) -> Void
    ) {
        self.actionName = actionName
        self.mergeKey = mergeKey
        self.storage = .closures(apply: apply, revert: revert)
    }

    /// Wraps a concrete command over the same context; it keeps its name, merge key and merging.
    public init<Base: UndoableCommand & Sendable>(_ command: Base) where Base.Context == Context {
        if let already = command as? AnyUndoCommand<Context> {
            self = already
            return
        }
        self.actionName = command.actionName
        self.mergeKey = command.mergeKey
        self.storage = .boxed(CommandBox(command))
    }

    /// Wraps a command over a part of the context reached through `focus`, e.g. one wheel of a
    /// registry: `AnyUndoCommand(turn, focus: \Registry.wheel)`.
    public init<Base: UndoableCommand & Sendable>(
        _ command: Base,
        focus: WritableKeyPath<Context, Base.Context> & Sendable
    ) {
        self.actionName = command.actionName
        self.mergeKey = command.mergeKey
        self.storage = .boxed(FocusedCommandBox(command, focus: focus))
    }

    /// Wraps a command over an optional part of the context, e.g. a control looked up by id:
    /// `AnyUndoCommand(turn, focus: \Registry.wheels["w1"])`. When the part is `nil` at undo or redo
    /// time (the control was removed), the command does nothing.
    public init<Base: UndoableCommand & Sendable>(
        _ command: Base,
        focus: WritableKeyPath<Context, Base.Context?> & Sendable
    ) {
        self.actionName = command.actionName
        self.mergeKey = command.mergeKey
        self.storage = .boxed(OptionalFocusedCommandBox(command, focus: focus))
    }
}
