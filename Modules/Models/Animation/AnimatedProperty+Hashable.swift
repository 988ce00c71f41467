extension AnimatedProperty.Item: Equatable where Value: Equatable {
    /// Equal when every stored part is.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.animation == rhs.animation && lhs.completionValue == rhs.completionValue && lhs.playback == rhs.playback
    }
}

extension AnimatedProperty.Item: Hashable where Value: Hashable {
    /// Hashes every stored part, consistently with `==`.
    func hash(into hasher: inout Hasher) {
        hasher.combine(animation)
        hasher.combine(completionValue)
        hasher.combine(playback)
    }
}

extension AnimatedProperty: Equatable where Value: Equatable {
    /// Properties are equal when they have the same model value and the same animations,
    /// past and future, with the same ids.
    public static func == (lhs: AnimatedProperty, rhs: AnimatedProperty) -> Bool {
        lhs.timeline == rhs.timeline
    }
}

extension AnimatedProperty: Hashable where Value: Hashable {
    /// Hashes the model value and the animations, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(timeline)
    }
}
