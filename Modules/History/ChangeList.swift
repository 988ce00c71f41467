/// The changes an operation produced, collected only when someone observes them, so that an
/// unobserved stack allocates nothing per operation for notifications.
///
/// Inlinable so that, in the stack's specialized hot paths, a disabled list and its lazily built
/// changes compile down to nothing.
@usableFromInline
struct ChangeList {
    /// Whether changes are collected at all.
    @usableFromInline
    let isEnabled: Bool
    /// The collected changes, in the order they happened.
    @usableFromInline
    var items: [UndoChange] = []

    /// Creates a list that collects changes only when `isEnabled`.
    @inlinable
    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Records `change` (lazily built, so disabled lists pay nothing).
    @inlinable
    mutating func append(_ change: @autoclosure () -> UndoChange) {
        if isEnabled { items.append(change()) }
    }
}
