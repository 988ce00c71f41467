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
        let wasClean = isClean
        // The step is reverted where it lies in the buffer, not copied out (see withElement).
        guard appliedCount > 0,
            let name = steps.withElement(
                at: appliedCount - 1,
                { step in
                    step.revert(on: &context)
                    return step.actionName
                })
        else { throw .nothingToUndo }
        appliedCount -= 1
        mergeIsOpen = false
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.undone(name: name))
        notify(changes, wasClean: wasClean)
        return name
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
        let wasClean = isClean
        // Applied where it lies in the buffer, not copied out (see withElement).
        guard appliedCount < steps.count,
            let name = steps.withElement(
                at: appliedCount,
                { step in
                    step.apply(to: &context)
                    return step.actionName
                })
        else { throw .nothingToRedo }
        appliedCount += 1
        mergeIsOpen = false
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.redone(name: name))
        notify(changes, wasClean: wasClean)
        return name
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
            steps.withElement(at: appliedCount - 1) { $0.revert(on: &context) }
            appliedCount -= 1
        }
        while appliedCount < newIndex {
            steps.withElement(at: appliedCount) { $0.apply(to: &context) }
            appliedCount += 1
        }
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.jumped(from: oldIndex, to: newIndex))
        notify(changes, wasClean: wasClean)
    }
}
