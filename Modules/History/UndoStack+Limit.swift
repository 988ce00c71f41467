/// The undo limit and eviction of the oldest steps.
extension UndoStack {
    /// Changes the maximum number of steps kept; `nil` or `0` mean unlimited.
    ///
    /// When the stack holds more steps than the new limit, the oldest applied steps are evicted
    /// first (they can no longer be undone); if undone steps alone still exceed the limit, the newest
    /// undone steps are discarded. The storage shrinks to the limit, so memory stays bounded.
    ///
    /// - Throws: ``UndoError/negativeLimit(_:)`` for a negative limit; nothing changes then.
    public mutating func setLimit(_ newLimit: Int?) throws(UndoError) {
        if let newLimit, newLimit < 0 { throw .negativeLimit(newLimit) }
        let normalized = newLimit == 0 ? nil : newLimit
        let wasClean = isClean
        var changes = ChangeList(isEnabled: !observers.isEmpty)
        if normalized != undoLimit { changes.append(.limitChanged(limit: normalized)) }
        undoLimit = normalized
        if let limit = normalized {
            let excess = steps.count - limit
            if excess > 0 {
                let evicted = evictOldest(excess)
                if evicted > 0 { changes.append(.evicted(count: evicted)) }
                let discarded = excess - evicted
                if discarded > 0 {
                    steps.removeLast(discarded)
                    if let marker = cleanMarker, marker > steps.count { cleanMarker = nil }
                    changes.append(.redoDiscarded(count: discarded))
                }
            }
            if steps.capacity > limit { steps.reallocate(capacity: limit) }
        }
        notify(changes, wasClean: wasClean)
    }
}
