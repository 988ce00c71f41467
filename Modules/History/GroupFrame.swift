/// An open group of an ``UndoStack``.
///
/// Nested groups fold into the outermost one, so a frame only remembers where its own commands
/// start in the stack's pending list (to cancel just the innermost group) and its name.
@usableFromInline
struct GroupFrame: Sendable, Equatable {
    /// The name given to `beginGroup(named:)`.
    @usableFromInline
    var name: String
    /// The number of pending commands when the group began.
    @usableFromInline
    var start: Int

    @inlinable
    init(name: String, start: Int) {
        self.name = name
        self.start = start
    }
}
