extension AnimationID: CustomStringConvertible {
    /// `#` and the number, as in `#3`.
    public var description: String {
        "#\(rawValue)"
    }
}
