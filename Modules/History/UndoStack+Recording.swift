/// Recording commands, and the merging rules.
extension UndoStack {
    /// Applies `command` to `context` and records it: the usual way to change a model.
    ///
    /// Outside a group this is a new step (or a merge into the top step, see ``push(_:)``); inside a
    /// group the command joins the group.
    @inlinable
    public mutating func perform(_ command: consuming Command, on context: inout Context) {
        command.apply(to: &context)
        push(command)
    }

    /// Records a command that has **already been applied** (unlike Qt's `QUndoStack::push`, which
    /// calls `redo()`); use ``perform(_:on:)`` to apply and record in one call.
    ///
    /// Outside a group:
    /// - it merges into the top step when merging is open (the previous operation recorded a command
    ///   and nothing broke merging since), the top step is a single command with the same non-`nil`
    ///   ``UndoableCommand/mergeKey``, the top is not the clean state, and
    ///   ``UndoableCommand/merged(with:)`` accepts;
    /// - otherwise it becomes a new step: undone steps are discarded (the clean state is lost if it
    ///   was among them), and the oldest step is evicted if the limit is reached.
    ///
    /// Inside a group it joins the group, merging with the group's previous command under the same
    /// rules (minus the clean rule, which applies to the group as a whole).
    @inlinable
    public mutating func push(_ command: consuming Command) {
        if groups.isEmpty {
            recordStep(command)
        } else {
            addToGroup(command)
        }
    }

    /// Makes the next command start a new step even if its merge key matches the previous one,
    /// e.g. at the end of a drag gesture. Undo, redo, jumps, group boundaries and ``clear()`` do
    /// this too.
    @inlinable
    public mutating func endMerging() {
        mergeIsOpen = false
    }

    /// Records `command` outside any group: merge into the top step, or append a new step.
    @inlinable
    ///
    /// The command is consumed (moved into its step, not copied), which is most of what a push
    /// costs beyond the append itself.
    mutating func recordStep(_ command: consuming Command) {
        let wasClean = isClean
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        if let merged = mergedTop(with: command) {
            steps.replace(at: appliedCount - 1, with: .single(merged))
            changes.append(.merged(name: merged.actionName))
        } else {
            let opensMerging = command.mergeKey != nil
            appendStep(.single(command), changes: &changes)
            mergeIsOpen = opensMerging
        }
        notify(changes, wasClean: wasClean)
    }

    /// The top step merged with `command`, or `nil` when the merge rules forbid it.
    @inlinable
    func mergedTop(with command: Command) -> Command? {
        guard mergeIsOpen,
            let key = command.mergeKey,
            appliedCount > 0,
            appliedCount == steps.count,
            cleanMarker != appliedCount,
            case .single(let top)? = steps[appliedCount - 1],
            top.mergeKey == key
        else { return nil }
        return top.merged(with: command)
    }

    /// Records `command` into the open group, merging with the group's last command if allowed.
    @inlinable
    mutating func addToGroup(_ command: Command) {
        let wasClean = isClean
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        let frame = groups.last ?? GroupFrame(name: "", start: 0)
        if mergeIsOpen,
            let key = command.mergeKey,
            pending.count > frame.start,
            let last = pending.last,
            last.mergeKey == key,
            let merged = last.merged(with: command)
        {
            pending[pending.count - 1] = merged
            changes.append(.merged(name: merged.actionName))
        } else {
            pending.append(command)
            mergeIsOpen = command.mergeKey != nil
            changes.append(.addedToGroup(group: frame.name, command: command.actionName))
        }
        notify(changes, wasClean: wasClean)
    }

    /// Appends a new applied step on top: discards undone steps, evicts the oldest if the limit is
    /// reached (before appending, so the buffer never needs more than `limit` slots).
    @inlinable
    mutating func appendStep(_ step: consuming UndoStep<Command>, changes: inout ChangeList) {
        let discarded = steps.count - appliedCount
        if discarded > 0 {
            steps.removeLast(discarded)
            if let marker = cleanMarker, marker > appliedCount { cleanMarker = nil }
            changes.append(.redoDiscarded(count: discarded))
        }
        if let limit = undoLimit, steps.count >= limit {
            let evicted = evictOldest(steps.count - limit + 1)
            changes.append(.evicted(count: evicted))
        }
        // Noted before the step is moved into the buffer.
        changes.append(.pushed(name: step.actionName))
        steps.append(step, maximumCapacity: undoLimit)
        appliedCount += 1
    }

    /// Drops up to `requested` of the oldest steps (never an undone one), in O(1) each, and shifts
    /// the clean marker, which is lost once the state it marks is gone. Returns how many went.
    @inlinable
    @discardableResult
    mutating func evictOldest(_ requested: Int) -> Int {
        let evicted = Swift.min(Swift.max(requested, 0), appliedCount)
        for _ in 0..<evicted { steps.removeFirst() }
        appliedCount -= evicted
        if let marker = cleanMarker {
            cleanMarker = marker - evicted >= 0 ? marker - evicted : nil
        }
        return evicted
    }
}
