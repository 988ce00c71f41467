/// Forgetting the history.
extension UndoStack {
    /// Forgets every step and every open group (without touching any context: what open groups
    /// already applied stays applied). The limit and the observers are kept.
    ///
    /// The context is unchanged, so the stack stays clean if it was clean (the clean index becomes
    /// 0); otherwise the clean state is lost.
    public mutating func clear() {
        let wasClean = isClean
        cleanMarker = wasClean ? 0 : nil
        steps.removeAll()
        appliedCount = 0
        groups = []
        pending = []
        mergeIsOpen = false
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.cleared)
        notify(changes, wasClean: wasClean)
    }
}
