/// Observers, notified after every change.
extension UndoStack {
    /// Calls `observer` after every change (push, merge, undo, redo, jump, group begin/end/cancel,
    /// clean change, eviction, limit change, clear), with the change and the resulting status.
    ///
    /// Observers are part of the value: a copy of the stack keeps notifying them. They are
    /// `@Sendable` so the stack stays `Sendable`; they cannot reach the stack itself (it is being
    /// mutated), which is why every event carries an ``UndoStatus``.
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public mutating func addObserver(_ observer: @escaping @Sendable (UndoEvent) -> Void) -> ObserverToken {
        let token = ObserverToken(id: nextObserverID)
        nextObserverID += 1
        observers.append(ObserverRegistration(token: token, handler: observer))
        return token
    }

    /// Stops notifying the observer of `token`.
    ///
    /// - Returns: `false` when the token is unknown (already removed, or from another stack).
    @discardableResult
    public mutating func removeObserver(_ token: ObserverToken) -> Bool {
        guard let position = observers.firstIndex(where: { $0.token == token }) else { return false }
        observers.remove(at: position)
        return true
    }

    /// The number of observers.
    public var observerCount: Int { observers.count }

    /// Delivers `changes`, followed by `.cleanChanged` if ``isClean`` differs from `wasClean`.
    ///
    /// Inlinable for its first line: with no observer (the usual case) an operation pays one
    /// emptiness check here, and the delivery itself stays out of line.
    @inlinable
    func notify(_ changes: ChangeList, wasClean: Bool) {
        guard !observers.isEmpty else { return }
        deliver(changes, wasClean: wasClean)
    }

    /// The delivery part of ``notify(_:wasClean:)``, when there are observers.
    @usableFromInline
    func deliver(_ changes: ChangeList, wasClean: Bool) {
        var all = changes.items
        let clean = isClean
        if clean != wasClean { all.append(.cleanChanged(isClean: clean)) }
        guard !all.isEmpty else { return }
        let status = self.status
        for change in all {
            let event = UndoEvent(change: change, status: status)
            for observer in observers { observer.handler(event) }
        }
    }
}
