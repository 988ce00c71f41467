/// Identifies one animation of one view: its property and the property's animation id.
public struct ViewAnimationKey: Sendable, Hashable {
    public let property: ViewProperty
    public let id: Int

    public init(property: ViewProperty, id: Int) {
        self.property = property
        self.id = id
    }
}

/// An animation of a view that ended, at `time`: finished, or cut short (`finished` false).
public struct ViewCompletion: Sendable, Hashable {
    public let time: Double
    public let key: ViewAnimationKey
    public let finished: Bool
}
