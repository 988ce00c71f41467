extension AnimationPlan.Node: Equatable where Tag: Equatable {
    /// Equal when every stored part is.
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.step(let leftTag, let leftTiming), .step(let rightTag, let rightTiming)):
            leftTag == rightTag && leftTiming == rightTiming
        case (.pause(let left), .pause(let right)):
            left == right
        case (.sequence(let left, _), .sequence(let right, _)), (.group(let left), .group(let right)):
            left == right
        default:
            false
        }
    }
}

extension AnimationPlan.Node: Hashable where Tag: Hashable {
    /// Hashes every stored part, consistently with `==`.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .step(let tag, let timing):
            hasher.combine(0)
            hasher.combine(tag)
            hasher.combine(timing)
        case .pause(let seconds):
            hasher.combine(1)
            hasher.combine(seconds)
        case .sequence(let parts, _):
            hasher.combine(2)
            hasher.combine(parts)
        case .group(let parts):
            hasher.combine(3)
            hasher.combine(parts)
        }
    }
}

extension AnimationPlan: Equatable where Tag: Equatable {
    /// Plans are equal when they have the same structure, tags and timings.
    public static func == (lhs: AnimationPlan, rhs: AnimationPlan) -> Bool {
        lhs.node == rhs.node
    }
}

extension AnimationPlan: Hashable where Tag: Hashable {
    /// Hashes the structure, tags and timings, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(node)
    }
}
