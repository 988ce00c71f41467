extension TimingCurve {
    /// The names ``init(named:)`` accepts, in the order error messages list them.
    public static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "easeInOut", "default", "ease"]

    /// The named curve, for scripts: `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInEaseOut"`
    /// (also `"easeInOut"`), `"default"` (also `"ease"`). Names are case-sensitive, as
    /// Core Animation's constants are.
    ///
    /// - Throws: ``TimingCurveError/unknownName(_:)``, whose description lists ``names``.
    public init(named name: String) throws(TimingCurveError) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut", "easeInOut": self = .easeInEaseOut
        case "default", "ease": self = .default
        default: throw .unknownName(name)
        }
    }
}
