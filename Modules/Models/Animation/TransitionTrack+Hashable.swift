extension TransitionTrack.Item: Equatable where Face: Equatable {
    /// Equal when every stored part is.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.transition == rhs.transition && lhs.outgoing == rhs.outgoing && lhs.incoming == rhs.incoming
    }
}

extension TransitionTrack.Item: Hashable where Face: Hashable {
    /// Hashes every stored part, consistently with `==`.
    func hash(into hasher: inout Hasher) {
        hasher.combine(transition)
        hasher.combine(outgoing)
        hasher.combine(incoming)
    }
}

extension TransitionTrack: Equatable where Face: Equatable {
    /// Tracks are equal when they have the same model face and the same transitions, past and
    /// future, with the same ids.
    public static func == (lhs: TransitionTrack, rhs: TransitionTrack) -> Bool {
        lhs.timeline == rhs.timeline
    }
}

extension TransitionTrack: Hashable where Face: Hashable {
    /// Hashes the model face and the transitions, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(timeline)
    }
}
