extension TimingCurveError: CustomStringConvertible {
    /// A sentence for people reading a script's error: what was given and what is accepted.
    public var description: String {
        switch self {
        case .invalidControlPoints(let x1, let y1, let x2, let y2):
            "invalid cubic Bézier control points (\(x1), \(y1)), (\(x2), \(y2)): "
                + "x1 and x2 must be in [0, 1], y1 and y2 finite and within ±1e300"
        case .invalidStepCount(let count):
            "invalid step count \(count): a step curve needs at least 1 step (2 with jump-none)"
        case .invalidSpringParameter(let name, let value):
            "invalid spring \(name) \(value): "
                + (name == "initialVelocity" ? "it must be finite" : "it must be finite and greater than 0")
        case .springDoesNotSettle:
            "the spring's parameters are too extreme for its motion to be computed and settle"
        case .unknownName(let name):
            "unknown timing curve \"\(name)\"; valid names are "
                + (TimingCurve.names + ["spring"]).joined(separator: ", ")
                + ", or cubic-bezier(…), steps(…), linear(…), spring(…)"
        case .invalidLinearStops(let reason):
            "invalid linear() curve: \(reason)"
        case .invalidSyntax(let text, let reason):
            "invalid timing curve \"\(text)\": \(reason)"
        }
    }
}
