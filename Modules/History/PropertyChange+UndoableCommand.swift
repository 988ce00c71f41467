/// A key path change is a command over its root.
extension PropertyChange: UndoableCommand {
    /// Sets the property to ``after``.
    @inlinable
    public func apply(to context: inout Root) {
        context[keyPath: keyPath] = after
    }

    /// Sets the property back to ``before``.
    @inlinable
    public func revert(on context: inout Root) {
        context[keyPath: keyPath] = before
    }

    /// The first "before" with the last "after" (keeping this change's name), when both change the
    /// same property; otherwise `nil`.
    @inlinable
    public func merged(with newer: PropertyChange<Root, Value>) -> PropertyChange<Root, Value>? {
        guard newer.keyPath == keyPath else { return nil }
        var result = self
        result.after = newer.after
        return result
    }
}
