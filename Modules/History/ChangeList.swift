/// The changes an operation produced, collected only when someone observes them, so that an
/// unobserved stack allocates nothing per operation for notifications.
struct ChangeList {
    /// Whether changes are collected at all.
    let isEnabled: Bool
    /// The collected changes, in the order they happened.
    private(set) var items: [UndoChange] = []

    /// Creates a list that collects changes only when `isEnabled`.
    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Records `change` (lazily built, so disabled lists pay nothing).
    mutating func append(_ change: @autoclosure () -> UndoChange) {
        if isEnabled { items.append(change()) }
    }
}
