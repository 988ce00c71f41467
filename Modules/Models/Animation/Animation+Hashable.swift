extension Animation: Equatable where Value: Equatable {
    /// Animations are equal when their values, timing and start time are.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.timing == rhs.timing
            && lhs.startTime == rhs.startTime
    }
}

extension Animation: Hashable where Value: Hashable {
    /// Hashes every stored property, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(timing)
        hasher.combine(startTime)
    }
}
