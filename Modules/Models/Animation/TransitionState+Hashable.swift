extension TransitionState: Equatable where Face: Equatable {
    /// States are equal when all their parts are.
    public static func == (lhs: TransitionState, rhs: TransitionState) -> Bool {
        lhs.outgoing == rhs.outgoing && lhs.incoming == rhs.incoming && lhs.frame == rhs.frame
            && lhs.kind == rhs.kind && lhs.transitionID == rhs.transitionID
    }
}

extension TransitionState: Hashable where Face: Hashable {
    /// Hashes all the parts, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(outgoing)
        hasher.combine(incoming)
        hasher.combine(frame)
        hasher.combine(kind)
        hasher.combine(transitionID)
    }
}
