extension MemoryError: CustomStringConvertible {
    /// A number as a script user wrote it: `2` rather than `2.0`.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    public var description: String {
        switch self {
        case let .pairCountOutOfRange(count):
            "a memory game has 1 to 32 pairs, not \(count)"
        case let .indexOutOfRange(index, count):
            "there is no card \(index): the \(count) cards are numbered 0 to \(count - 1)"
        case let .invalidDuration(name, value):
            "\(name) must be a finite number of seconds ≥ 0, not \(MemoryError.format(value))"
        case let .invalidTime(time):
            "time must be a finite number of seconds, not \(MemoryError.format(time))"
        case let .timeWentBackwards(time, latest):
            "time \(MemoryError.format(time)) is before the game's last action at \(MemoryError.format(latest)); "
                + "pass a time ≥ \(MemoryError.format(latest))"
        case let .animation(error):
            "the card animation could not start: \(error)"
        }
    }
}
