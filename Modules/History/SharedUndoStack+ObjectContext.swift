/// Conveniences for object contexts, the recommended context for a script runtime.
extension SharedUndoStack where Command.Context: AnyObject {
    /// ``perform(_:on:)`` for an object context (e.g. the runtime itself), without `&`.
    ///
    /// An object context is what an owner that runs scripts from its commands should use: an
    /// `inout` property of the owner would stay exclusively accessed for the whole command, so a
    /// script reading that property meanwhile would crash.
    public func perform(_ command: Command, on context: Context) throws(UndoError) {
        var reference = context
        try perform(command, on: &reference)
    }

    /// ``undo(on:)`` for an object context.
    @discardableResult
    public func undo(on context: Context) throws(UndoError) -> String {
        var reference = context
        return try undo(on: &reference)
    }

    /// ``redo(on:)`` for an object context.
    @discardableResult
    public func redo(on context: Context) throws(UndoError) -> String {
        var reference = context
        return try redo(on: &reference)
    }

    /// ``setIndex(_:on:)`` for an object context.
    public func setIndex(_ newIndex: Int, on context: Context) throws(UndoError) {
        var reference = context
        try setIndex(newIndex, on: &reference)
    }

    /// ``cancelGroup(on:)`` for an object context.
    public func cancelGroup(on context: Context) throws(UndoError) {
        var reference = context
        try cancelGroup(on: &reference)
    }
}
