extension MemoryFlipOutcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .flipped(index):
            "card \(index) turned face up"
        case let .matched(first, second):
            "cards \(first) and \(second) match"
        case let .mismatched(first, second, time):
            "cards \(first) and \(second) do not match; they turn back at \(NumberText.plain(time))"
        case let .alreadyFaceUp(index):
            "card \(index) is already face up; nothing changed"
        case let .alreadySolved(index):
            "card \(index) is already solved; nothing changed"
        case let .busy(time):
            "two cards are waiting to turn back; flip again at \(NumberText.plain(time)) or later"
        case let .helpRunning(time):
            "the help is showing the cards; flip again at \(NumberText.plain(time)) or later"
        }
    }
}
