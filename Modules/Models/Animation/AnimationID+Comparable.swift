extension AnimationID: Comparable {
    /// Orders by number, which is the order the animations were started in.
    public static func < (lhs: AnimationID, rhs: AnimationID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
