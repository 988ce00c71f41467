/// A notification sent to the observers of an ``UndoStack`` after an operation changed it.
public struct UndoEvent: Sendable, Equatable {
    /// What happened.
    public var change: UndoChange
    /// The stack's state once the whole operation finished (the same for every event of one
    /// operation), so an observer can refresh menus without access to the stack.
    public var status: UndoStatus

    /// Creates an event; the stack builds these, tests may too.
    public init(change: UndoChange, status: UndoStatus) {
        self.change = change
        self.status = status
    }
}
