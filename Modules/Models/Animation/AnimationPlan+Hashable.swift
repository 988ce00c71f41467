extension AnimationPlan.Node: Equatable where Tag: Equatable {
    /// Equal when every stored part is.
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.step(leftTag, leftTiming), .step(rightTag, rightTiming)):
            leftTag == rightTag && leftTiming == rightTiming
        case let (.pause(left), .pause(right)):
            left == right
        case let (.sequence(left, _), .sequence(right, _)), let (.group(left), .group(right)):
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
        case let .step(tag, timing):
            hasher.combine(0)
            hasher.combine(tag)
            hasher.combine(timing)
        case let .pause(seconds):
            hasher.combine(1)
            hasher.combine(seconds)
        case let .sequence(parts, _):
            hasher.combine(2)
            hasher.combine(parts)
        case let .group(parts):
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
