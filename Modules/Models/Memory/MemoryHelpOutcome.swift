/// What pressing the help button did.
public enum MemoryHelpOutcome: Sendable, Hashable {
    /// The hidden cards (face down and unsolved, in index order) are revealed one after another
    /// and covered again; the help ends at `until`.
    case started(cards: [Int], until: Double)
    /// No-op: every card is face up or solved.
    case nothingToReveal
    /// Refused: a help run is already going, until `until`.
    case alreadyRunning(until: Double)
    /// Refused: a mismatched pair is still face up or turning back, until `until`.
    case busy(until: Double)

    /// Whether the help started.
    public var isAccepted: Bool {
        if case .started = self { return true }
        return false
    }

    /// The outcome's name, for scripts: `"started"`, `"nothingToReveal"`, `"alreadyRunning"`,
    /// `"busy"`.
    public var name: String {
        switch self {
        case .started: "started"
        case .nothingToReveal: "nothingToReveal"
        case .alreadyRunning: "alreadyRunning"
        case .busy: "busy"
        }
    }
}

extension MemoryHelpOutcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .started(let cards, let time):
            "revealing \(cards.count) card\(cards.count == 1 ? "" : "s") until \(NumberText.plain(time))"
        case .nothingToReveal:
            "no card is hidden; nothing to reveal"
        case .alreadyRunning(let time):
            "the help is already running; press again at \(NumberText.plain(time)) or later"
        case .busy(let time):
            "two cards are waiting to turn back; press again at \(NumberText.plain(time)) or later"
        }
    }
}
