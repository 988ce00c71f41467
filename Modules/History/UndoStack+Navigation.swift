/// Moving through the history: undo, redo, and jumps.
extension UndoStack {
    /// Reverts the newest applied step on `context`.
    ///
    /// - Returns: The name of the undone step.
    /// - Throws: ``UndoError/undoWhileGroupOpen(group:)`` while a group is open,
    ///   ``UndoError/nothingToUndo`` when no step is applied. Nothing changes when it throws.
    @inlinable
    @discardableResult
    public mutating func undo(on context: inout Context) throws(UndoError) -> String {
        if let group = openGroupName { throw .undoWhileGroupOpen(group: group) }
        guard appliedCount > 0, let step = steps[appliedCount - 1] else { throw .nothingToUndo }
        let wasClean = isClean
        step.revert(on: &context)
        appliedCount -= 1
        mergeIsOpen = false
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.undone(name: step.actionName))
        notify(changes, wasClean: wasClean)
        return step.actionName
    }

    /// Re-applies the oldest undone step on `context`.
    ///
    /// - Returns: The name of the redone step.
    /// - Throws: ``UndoError/redoWhileGroupOpen(group:)`` while a group is open,
    ///   ``UndoError/nothingToRedo`` when no step is undone. Nothing changes when it throws.
    @inlinable
    @discardableResult
    public mutating func redo(on context: inout Context) throws(UndoError) -> String {
        if let group = openGroupName { throw .redoWhileGroupOpen(group: group) }
        guard appliedCount < steps.count, let step = steps[appliedCount] else { throw .nothingToRedo }
        let wasClean = isClean
        step.apply(to: &context)
        appliedCount += 1
        mergeIsOpen = false
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.redone(name: step.actionName))
        notify(changes, wasClean: wasClean)
        return step.actionName
    }

    /// Undoes or redoes as many steps as needed so that ``index`` becomes `newIndex`
    /// (0 undoes everything, ``count`` redoes everything). Jumping to the current index does nothing
    /// except ending merging.
    ///
    /// - Throws: ``UndoError/setIndexWhileGroupOpen(group:)`` while a group is open,
    ///   ``UndoError/indexOutOfRange(requested:count:)`` unless `0 <= newIndex <= count`.
    ///   Nothing changes when it throws.
    @inlinable
    public mutating func setIndex(_ newIndex: Int, on context: inout Context) throws(UndoError) {
        if let group = openGroupName { throw .setIndexWhileGroupOpen(group: group) }
        guard newIndex >= 0, newIndex <= steps.count else {
            throw .indexOutOfRange(requested: newIndex, count: steps.count)
        }
        mergeIsOpen = false
        guard newIndex != appliedCount else { return }
        let wasClean = isClean
        let oldIndex = appliedCount
        while appliedCount > newIndex {
            steps[appliedCount - 1]?.revert(on: &context)
            appliedCount -= 1
        }
        while appliedCount < newIndex {
            steps[appliedCount]?.apply(to: &context)
            appliedCount += 1
        }
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.jumped(from: oldIndex, to: newIndex))
        notify(changes, wasClean: wasClean)
    }
}
