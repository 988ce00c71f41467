/// An open group of an ``UndoStack``.
///
/// Nested groups fold into the outermost one, so a frame only remembers where its own commands
/// start in the stack's pending list (to cancel just the innermost group) and its name.
struct GroupFrame: Sendable, Equatable {
    /// The name given to `beginGroup(named:)`.
    var name: String
    /// The number of pending commands when the group began.
    var start: Int
}
