/// The type-erased box behind a wrapped ``AnyUndoCommand``: one allocation per wrapped command.
///
/// A class hierarchy rather than an existential `any UndoableCommand<Context>`, because
/// parameterized existentials need a newer runtime on Apple platforms than this package requires.
///
/// `@unchecked Sendable` is sound: this base class has no stored state, and every subclass is final
/// with only `let` properties of `Sendable` types (enforced by their generic constraints).
class AnyCommandBox<Context>: @unchecked Sendable {
    /// The wrapped command's name.
    var actionName: String { "" }
    /// The wrapped command's merge key.
    var mergeKey: String? { nil }
    /// Applies the wrapped command.
    func apply(to context: inout Context) {}
    /// Reverts the wrapped command.
    func revert(on context: inout Context) {}
    /// Merges with a newer box of the same kind, or returns `nil`.
    func merged(with newer: AnyCommandBox<Context>) -> AnyCommandBox<Context>? { nil }
}

/// A box around a command over the whole context.
final class CommandBox<Base: UndoableCommand & Sendable>: AnyCommandBox<Base.Context>, @unchecked Sendable {
    /// The wrapped command.
    let base: Base

    /// Wraps `base`.
    init(_ base: Base) { self.base = base }

    override var actionName: String { base.actionName }
    override var mergeKey: String? { base.mergeKey }
    override func apply(to context: inout Base.Context) { base.apply(to: &context) }
    override func revert(on context: inout Base.Context) { base.revert(on: &context) }
    override func merged(with newer: AnyCommandBox<Base.Context>) -> AnyCommandBox<Base.Context>? {
        guard let newer = newer as? CommandBox<Base>, let merged = base.merged(with: newer.base) else {
            return nil
        }
        return CommandBox(merged)
    }
}

/// A box around a command over the part of the context reached through a key path.
final class FocusedCommandBox<Context, Base: UndoableCommand & Sendable>: AnyCommandBox<Context>,
    @unchecked Sendable
{
    /// The wrapped command.
    let base: Base
    /// Where its context lives inside `Context`.
    let focus: WritableKeyPath<Context, Base.Context> & Sendable

    /// Wraps `base`, focused through `focus`.
    init(_ base: Base, focus: WritableKeyPath<Context, Base.Context> & Sendable) {
        self.base = base
        self.focus = focus
    }

    override var actionName: String { base.actionName }
    override var mergeKey: String? { base.mergeKey }
    override func apply(to context: inout Context) { base.apply(to: &context[keyPath: focus]) }
    override func revert(on context: inout Context) { base.revert(on: &context[keyPath: focus]) }
    override func merged(with newer: AnyCommandBox<Context>) -> AnyCommandBox<Context>? {
        guard let newer = newer as? FocusedCommandBox<Context, Base>,
            newer.focus == focus,
            let merged = base.merged(with: newer.base)
        else { return nil }
        return FocusedCommandBox(merged, focus: focus)
    }
}

/// A box around a command over an optional part of the context; a no-op while that part is `nil`.
final class OptionalFocusedCommandBox<Context, Base: UndoableCommand & Sendable>: AnyCommandBox<Context>,
    @unchecked Sendable
{
    /// The wrapped command.
    let base: Base
    /// Where its context lives inside `Context`, if it still exists.
    let focus: WritableKeyPath<Context, Base.Context?> & Sendable

    /// Wraps `base`, focused through `focus`.
    init(_ base: Base, focus: WritableKeyPath<Context, Base.Context?> & Sendable) {
        self.base = base
        self.focus = focus
    }

    override var actionName: String { base.actionName }
    override var mergeKey: String? { base.mergeKey }
    override func apply(to context: inout Context) {
        context[keyPath: focus].modifyWrapped { base.apply(to: &$0) }
    }
    override func revert(on context: inout Context) {
        context[keyPath: focus].modifyWrapped { base.revert(on: &$0) }
    }
    override func merged(with newer: AnyCommandBox<Context>) -> AnyCommandBox<Context>? {
        guard let newer = newer as? OptionalFocusedCommandBox<Context, Base>,
            newer.focus == focus,
            let merged = base.merged(with: newer.base)
        else { return nil }
        return OptionalFocusedCommandBox(merged, focus: focus)
    }
}
