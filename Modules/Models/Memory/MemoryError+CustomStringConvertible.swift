extension MemoryError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .pairCountOutOfRange(count):
            "a memory game has 1 to 32 pairs, not \(count)"
        case let .indexOutOfRange(index, count):
            "there is no card \(index): the \(count) cards are numbered 0 to \(count - 1)"
        case let .invalidDuration(name, value):
            "\(name) must be a finite number of seconds ≥ 0, not \(NumberText.plain(value))"
        case let .invalidTime(time):
            "time must be a finite number of seconds, not \(NumberText.plain(time))"
        case let .timeWentBackwards(time, latest):
            "time \(NumberText.plain(time)) is before the game's last action at \(NumberText.plain(latest)); "
                + "pass a time ≥ \(NumberText.plain(latest))"
        case let .animation(error):
            "the card animation could not start: \(error)"
        }
    }
}
