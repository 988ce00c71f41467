/// The clean (saved) marker.
extension UndoStack {
    /// Whether the context is in the state marked by ``setClean()`` (e.g. what was last saved).
    ///
    /// True again whenever undo/redo come back to that state; false while a group holds commands.
    /// Once the marked state can no longer be reached (its step was evicted by the limit, or the
    /// undone steps leading to it were discarded by a new push or a lower limit), it stays false
    /// until ``setClean()`` is called again. A new stack is clean.
    @inlinable
    public var isClean: Bool { pending.isEmpty && cleanMarker == appliedCount }

    /// The index marked clean, or `nil` when the clean state is unreachable.
    public var cleanIndex: Int? { cleanMarker }

    /// Marks the current state as clean (saved).
    ///
    /// - Throws: ``UndoError/setCleanWhileGroupOpen(group:)`` while a group is open, because the
    ///   context is then between two steps.
    public mutating func setClean() throws(UndoError) {
        if let group = openGroupName { throw .setCleanWhileGroupOpen(group: group) }
        let wasClean = isClean
        cleanMarker = appliedCount
        notify(ChangeList(isEnabled: !observers.isEmpty), wasClean: wasClean)
    }

    /// Forgets the clean state: ``isClean`` stays false until ``setClean()`` (e.g. the saved file
    /// was deleted, or the model never was saved).
    public mutating func resetClean() {
        let wasClean = isClean
        cleanMarker = nil
        notify(ChangeList(isEnabled: !observers.isEmpty), wasClean: wasClean)
    }
}
