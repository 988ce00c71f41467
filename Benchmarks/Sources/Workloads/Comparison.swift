/// One benchmark's result: the figure measured, the baseline it is held against (measured in
/// the same process, interleaved with it), their ratio and the target the ratio must meet.
public struct Comparison: Sendable {
    /// What a target asks of the ratio.
    public enum Target: Sendable {
        /// The subject may cost at most this many times the baseline.
        case atMost(Double)
        /// The subject must reach at least this many times the baseline.
        case atLeast(Double)
        /// Measured and reported, with nothing to meet.
        case none
    }

    public var name: String
    /// What the subject is, and what the baseline is, in a few words.
    public var subjectLabel: String
    public var baselineLabel: String
    /// The subject's figure and the baseline's, in `unit`.
    public var subject: Double
    public var baseline: Double
    public var unit: String
    /// The median of the per-round ratios subject / baseline.
    public var ratio: Double
    public var target: Target
    /// Anything else worth printing next to the figure (bytes per entry, spread of rounds).
    public var notes: [String]

    public init(
        name: String, subjectLabel: String, baselineLabel: String, subject: Double, baseline: Double,
        unit: String, ratio: Double, target: Target, notes: [String] = []
    ) {
        self.name = name
        self.subjectLabel = subjectLabel
        self.baselineLabel = baselineLabel
        self.subject = subject
        self.baseline = baseline
        self.unit = unit
        self.ratio = ratio
        self.target = target
        self.notes = notes
    }

    /// Whether the ratio meets the target; `nil` when there is none.
    public var isMet: Bool? {
        switch target {
        case .atMost(let limit): ratio <= limit
        case .atLeast(let floor): ratio >= floor
        case .none: nil
        }
    }

    public var targetText: String {
        switch target {
        case .atMost(let limit): "≤ \(Comparison.format(limit))×"
        case .atLeast(let floor): "≥ \(Comparison.format(floor))×"
        case .none: "—"
        }
    }

    public var verdict: String {
        switch isMet {
        case true?: "met"
        case false?: "NOT met"
        case nil: "—"
        }
    }

    /// A number with three significant digits, without exponent for the sizes printed here.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var text = String(value.rounded(toDecimals: decimals))
        if decimals == 0, text.hasSuffix(".0") { text.removeLast(2) }
        if decimals == 0, magnitude >= 10_000 { text = groupThousands(text) }
        return text
    }

    private static func groupThousands(_ digits: String) -> String {
        var result = ""
        for (offset, character) in digits.reversed().enumerated() {
            if offset > 0, offset % 3 == 0, character != "-" { result.append(",") }
            result.append(character)
        }
        return String(result.reversed())
    }
}

extension Double {
    fileprivate func rounded(toDecimals decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
