/// Measures a baseline and a subject in alternating rounds, so that a noisy machine (other
/// processes, frequency changes) disturbs both alike, and summarises them by medians.
public struct Rounds {
    public private(set) var baselines: [Double] = []
    public private(set) var subjects: [Double] = []

    public init() {}

    /// Runs `rounds` rounds of baseline then subject (after one warm-up round of each that is
    /// not kept). Each closure returns its own figure for the round (seconds per operation, say).
    public static func interleave(
        rounds: Int, baseline: () throws -> Double, subject: () throws -> Double
    ) rethrows -> Rounds {
        var result = Rounds()
        _ = try baseline()
        _ = try subject()
        for round in 0..<max(1, rounds) {
            // Alternate which goes first, so neither always runs on a cache the other warmed.
            if round.isMultiple(of: 2) {
                result.baselines.append(try baseline())
                result.subjects.append(try subject())
            } else {
                result.subjects.append(try subject())
                result.baselines.append(try baseline())
            }
        }
        return result
    }

    public var baseline: Double { Rounds.median(baselines) }
    public var subject: Double { Rounds.median(subjects) }
    /// The median of the rounds' own ratios, which drift between rounds cancels out of.
    public var ratio: Double { Rounds.median(zip(subjects, baselines).map { $0 / $1 }) }

    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

/// Wall-clock seconds that `body` takes.
public func secondsTaken(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}
