/// Commands that need no context (they act on `Sendable` references they hold) need no `&()`.
extension UndoStack where Command.Context == Void {
    /// Applies and records a command whose closures act on references they hold (no context).
    public mutating func perform(_ command: Command) {
        var none: Void = ()
        perform(command, on: &none)
    }

    /// ``undo(on:)`` without a context.
    @discardableResult
    public mutating func undo() throws(UndoError) -> String {
        var none: Void = ()
        return try undo(on: &none)
    }

    /// ``redo(on:)`` without a context.
    @discardableResult
    public mutating func redo() throws(UndoError) -> String {
        var none: Void = ()
        return try redo(on: &none)
    }

    /// ``setIndex(_:on:)`` without a context.
    public mutating func setIndex(_ newIndex: Int) throws(UndoError) {
        var none: Void = ()
        try setIndex(newIndex, on: &none)
    }

    /// ``cancelGroup(on:)`` without a context.
    public mutating func cancelGroup() throws(UndoError) {
        var none: Void = ()
        try cancelGroup(on: &none)
    }
}

/// An object context (e.g. the runtime itself) is passed as is, without `&`.
extension UndoStack where Command.Context: AnyObject {
    /// ``perform(_:on:)`` for a context that is an object (e.g. the script runtime): no `&` needed.
    public mutating func perform(_ command: Command, on context: Context) {
        var reference = context
        perform(command, on: &reference)
    }

    /// ``undo(on:)`` for an object context.
    @discardableResult
    public mutating func undo(on context: Context) throws(UndoError) -> String {
        var reference = context
        return try undo(on: &reference)
    }

    /// ``redo(on:)`` for an object context.
    @discardableResult
    public mutating func redo(on context: Context) throws(UndoError) -> String {
        var reference = context
        return try redo(on: &reference)
    }

    /// ``setIndex(_:on:)`` for an object context.
    public mutating func setIndex(_ newIndex: Int, on context: Context) throws(UndoError) {
        var reference = context
        try setIndex(newIndex, on: &reference)
    }

    /// ``cancelGroup(on:)`` for an object context.
    public mutating func cancelGroup(on context: Context) throws(UndoError) {
        var reference = context
        try cancelGroup(on: &reference)
    }
}
