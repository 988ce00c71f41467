/// Identifies one animation of one property (or one transition of one track), so that a
/// runtime can map the completions it reports back to the callbacks it was given.
///
/// Each ``AnimatedProperty`` and ``TransitionTrack`` numbers its animations 1, 2, 3, … in the
/// order they are started; ids from different properties are unrelated, so a runtime keys its
/// callbacks by property and id.
public struct AnimationID: Sendable, Hashable {
    /// The number, 1 for a property's first animation.
    public let rawValue: Int

    /// Wraps a number, for runtimes that store ids as integers (Lua does).
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension AnimationID: Comparable {
    /// Orders by number, which is the order the animations were started in.
    public static func < (lhs: AnimationID, rhs: AnimationID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension AnimationID: CustomStringConvertible {
    /// `#` and the number, as in `#3`.
    public var description: String {
        "#\(rawValue)"
    }
}
