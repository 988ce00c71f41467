// Synthesized conformances cannot be declared away from a type's file, and these are
// conditional, so they are written out.

extension Timeline.Content: Equatable where Item: Equatable, Item.Value: Equatable {
    /// Equal when every stored part is.
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.hold(let left), .hold(let right)): left == right
        case (.item(let leftID, let left), .item(let rightID, let right)): leftID == rightID && left == right
        default: false
        }
    }
}

extension Timeline.Content: Hashable where Item: Hashable, Item.Value: Hashable {
    /// Hashes every stored part, consistently with `==`.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .hold(let value):
            hasher.combine(0)
            hasher.combine(value)
        case .item(let id, let item):
            hasher.combine(1)
            hasher.combine(id)
            hasher.combine(item)
        }
    }
}

extension Timeline.Segment: Equatable where Item: Equatable, Item.Value: Equatable {
    /// Equal when every stored part is.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.begin == rhs.begin && lhs.content == rhs.content && lhs.change == rhs.change
    }
}

extension Timeline.Segment: Hashable where Item: Hashable, Item.Value: Hashable {
    /// Hashes every stored part, consistently with `==`.
    func hash(into hasher: inout Hasher) {
        hasher.combine(begin)
        hasher.combine(content)
        hasher.combine(change)
    }
}

extension Timeline: Equatable where Item: Equatable, Item.Value: Equatable {
    /// Equal when every stored part is.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.model == rhs.model && lhs.base == rhs.base && lhs.segments == rhs.segments
            && lhs.removed == rhs.removed && lhs.lastIdentifier == rhs.lastIdentifier
            && lhs.lastChangeTime == rhs.lastChangeTime && lhs.revision == rhs.revision
            && lhs.discardedThrough == rhs.discardedThrough
    }
}

extension Timeline: Hashable where Item: Hashable, Item.Value: Hashable {
    /// Hashes every stored part, consistently with `==`.
    func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(base)
        hasher.combine(segments)
        hasher.combine(removed)
        hasher.combine(lastIdentifier)
        hasher.combine(lastChangeTime)
        hasher.combine(revision)
        hasher.combine(discardedThrough.time)
        hasher.combine(discardedThrough.change)
    }
}
