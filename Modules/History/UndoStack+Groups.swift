/// Groups (macros): several commands undone and redone as one step.
extension UndoStack {
    /// Opens a group: commands pushed until the matching ``endGroup()`` become a single step named
    /// `name`, undone and redone as one (children reverted newest first).
    ///
    /// Groups nest; an inner group folds into the outer one and the step takes the outermost name.
    /// While a group is open, undo, redo, ``setIndex(_:on:)`` and ``setClean()`` throw, and
    /// ``canUndo`` / ``canRedo`` are `false`.
    public mutating func beginGroup(named name: String) {
        let wasClean = isClean
        groups.append(GroupFrame(name: name, start: pending.count))
        mergeIsOpen = false
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.groupBegan(name: name))
        notify(changes, wasClean: wasClean)
    }

    /// Closes the innermost open group. When that was the outermost group and it collected at least
    /// one command, they are recorded as one step (an empty group records nothing and keeps the
    /// undone steps).
    ///
    /// - Throws: ``UndoError/noOpenGroup`` when no group is open.
    public mutating func endGroup() throws(UndoError) {
        let wasClean = isClean
        guard let frame = groups.popLast() else { throw .noOpenGroup }
        mergeIsOpen = false
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.groupEnded(name: frame.name))
        if groups.isEmpty, !pending.isEmpty {
            let commands = pending
            pending = []
            appendStep(.group(name: frame.name, commands: commands), changes: &changes)
        }
        notify(changes, wasClean: wasClean)
    }

    /// Closes the innermost open group without recording it: the commands it collected are reverted
    /// on `context` (newest first) and forgotten. Useful when a gesture is cancelled.
    ///
    /// - Throws: ``UndoError/noOpenGroup`` when no group is open.
    public mutating func cancelGroup(on context: inout Context) throws(UndoError) {
        let wasClean = isClean
        guard let frame = groups.popLast() else { throw .noOpenGroup }
        while pending.count > frame.start, let command = pending.popLast() {
            command.revert(on: &context)
        }
        mergeIsOpen = false
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        changes.append(.groupCancelled(name: frame.name))
        notify(changes, wasClean: wasClean)
    }

    /// Runs `body` inside a group named `name` and closes it afterwards, even when `body` throws
    /// (what `body` did before throwing is kept as the step, because the context already changed).
    ///
    /// If `body` leaves groups of its own open they are closed too; if it closes this group itself,
    /// nothing more is closed. So the stack is never left with a group open by mistake.
    ///
    /// ```swift
    /// history.group(named: "Drag") { history in
    ///     for angle in angles { history.perform(rotate(to: angle), on: &wheel) }
    /// }
    /// ```
    public mutating func group<Result, Failure: Error>(
        named name: String,
        _ body: (inout Self) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        beginGroup(named: name)
        let outerDepth = groups.count - 1
        defer {
            while groups.count > outerDepth {
                // Cannot throw: a group is open whenever the depth is above `outerDepth >= 0`.
                try? endGroup()
            }
        }
        return try body(&self)
    }
}
