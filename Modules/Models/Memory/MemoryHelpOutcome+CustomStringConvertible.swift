extension MemoryHelpOutcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .started(cards, time):
            "revealing \(cards.count) card\(cards.count == 1 ? "" : "s") until \(NumberText.plain(time))"
        case .nothingToReveal:
            "no card is hidden; nothing to reveal"
        case let .alreadyRunning(time):
            "the help is already running; press again at \(NumberText.plain(time)) or later"
        case let .busy(time):
            "two cards are waiting to turn back; press again at \(NumberText.plain(time)) or later"
        }
    }
}
