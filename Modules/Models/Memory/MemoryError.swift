/// Why a ``MemoryGame`` refused a request. Game situations (flipping a solved card, a third flip
/// while a mismatched pair waits to turn back) are not errors: see ``MemoryFlipOutcome``.
public enum MemoryError: Error, Sendable, Hashable {
    /// The pair count is outside 1...32.
    case pairCountOutOfRange(Int)
    /// There is no card at this index; `count` cards are numbered 0 ..< count.
    case indexOutOfRange(Int, count: Int)
    /// A duration of the configuration is negative, infinite or NaN.
    case invalidDuration(name: String, value: Double)
    /// A time is infinite or NaN.
    case invalidTime(Double)
    /// A time is before the game's last action.
    case timeWentBackwards(time: Double, latest: Double)
    /// The animation engine refused a flip, curl or vanish (not expected with a valid
    /// configuration and time; reported rather than trapped).
    case animation(AnimationError)
}

extension MemoryError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .pairCountOutOfRange(let count):
            "a memory game has 1 to 32 pairs, not \(count)"
        case .indexOutOfRange(let index, let count):
            "there is no card \(index): the \(count) cards are numbered 0 to \(count - 1)"
        case .invalidDuration(let name, let value):
            "\(name) must be a finite number of seconds ≥ 0, not \(NumberText.plain(value))"
        case .invalidTime(let time):
            "time must be a finite number of seconds, not \(NumberText.plain(time))"
        case .timeWentBackwards(let time, let latest):
            "time \(NumberText.plain(time)) is before the game's last action at \(NumberText.plain(latest)); "
                + "pass a time ≥ \(NumberText.plain(latest))"
        case .animation(let error):
            "the card animation could not start: \(error)"
        }
    }
}
