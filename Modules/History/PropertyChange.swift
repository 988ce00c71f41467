/// A command that sets one property, reached through a key path, from a "before" to an "after"
/// value. Stored inline (key path reference plus the two values): no allocation per command.
///
/// ```swift
/// var wheel = Wheel()
/// var history = UndoStack<PropertyChange<Wheel, Double>>()
/// history.perform(PropertyChange("Rotate", \.angle, in: wheel, to: 30, mergeKey: "drag"), on: &wheel)
/// ```
///
/// Two changes merge when they have the same merge key and the same key path: the result keeps the
/// first "before" and the last "after", so a 50-event drag undoes in one step.
///
/// Its initializers and its ``UndoableCommand`` methods are `@inlinable`, so a stack of property
/// changes specialized in the caller's module sets the property directly.
public struct PropertyChange<Root, Value> {
    /// The user-visible name, e.g. "Rotate".
    public var actionName: String
    /// The property changed.
    public let keyPath: WritableKeyPath<Root, Value> & Sendable
    /// The value restored by undo.
    public var before: Value
    /// The value set by apply and redo.
    public var after: Value
    /// The merge key, `nil` to never merge.
    public var mergeKey: String?

    /// Creates a change of `keyPath` from `before` to `after`.
    @inlinable
    public init(
        _ actionName: String,
        _ keyPath: WritableKeyPath<Root, Value> & Sendable,
        from before: Value,
        to after: Value,
        mergeKey: String? = nil
    ) {
        self.actionName = actionName
        self.keyPath = keyPath
        self.before = before
        self.after = after
        self.mergeKey = mergeKey
    }

    /// Creates a change of `keyPath` from its current value in `root` to `after`.
    @inlinable
    public init(
        _ actionName: String,
        _ keyPath: WritableKeyPath<Root, Value> & Sendable,
        in root: Root,
        to after: Value,
        mergeKey: String? = nil
    ) {
        self.init(actionName, keyPath, from: root[keyPath: keyPath], to: after, mergeKey: mergeKey)
    }
}

/// The key path is `Sendable` by construction, so the change is as sendable as its values.
extension PropertyChange: Sendable where Value: Sendable {}
