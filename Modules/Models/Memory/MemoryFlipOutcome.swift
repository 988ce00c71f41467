/// What a flip did. Only ``flipped(_:)``, ``matched(_:_:)`` and ``mismatched(_:_:turnBackAt:)``
/// change the game; the others are no-ops that say why, for a script to show or ignore.
///
/// A third flip while a mismatched pair waits to turn back is *refused* (``busy(until:)``), not
/// queued: the player sees both cards until they have turned back, as in the book, where the
/// cards do not take touches while they animate, and a refused flip cannot surprise anyone later.
public enum MemoryFlipOutcome: Sendable, Hashable {
    /// The card turned face up; it is the first of a pair.
    case flipped(Int)
    /// The card turned face up and matched the open card: both are solved and vanish.
    case matched(Int, Int)
    /// The card turned face up and did not match the open card (first index first): both turn
    /// back when `turnBackAt` comes.
    case mismatched(Int, Int, turnBackAt: Double)
    /// No-op: the card is already face up.
    case alreadyFaceUp(Int)
    /// No-op: the card is solved (it has vanished or is vanishing).
    case alreadySolved(Int)
    /// Refused: a mismatched pair is still face up or turning back, until `until`.
    case busy(until: Double)
    /// Refused: the help button's reveal is running, until `until`.
    case helpRunning(until: Double)

    /// Whether the flip changed the game (and counts as a step for undo).
    public var isAccepted: Bool {
        switch self {
        case .flipped, .matched, .mismatched: true
        case .alreadyFaceUp, .alreadySolved, .busy, .helpRunning: false
        }
    }

    /// The outcome's name, for scripts: `"flipped"`, `"matched"`, `"mismatched"`,
    /// `"alreadyFaceUp"`, `"alreadySolved"`, `"busy"`, `"helpRunning"`.
    public var name: String {
        switch self {
        case .flipped: "flipped"
        case .matched: "matched"
        case .mismatched: "mismatched"
        case .alreadyFaceUp: "alreadyFaceUp"
        case .alreadySolved: "alreadySolved"
        case .busy: "busy"
        case .helpRunning: "helpRunning"
        }
    }
}

extension MemoryFlipOutcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .flipped(let index):
            "card \(index) turned face up"
        case .matched(let first, let second):
            "cards \(first) and \(second) match"
        case .mismatched(let first, let second, let time):
            "cards \(first) and \(second) do not match; they turn back at \(NumberText.plain(time))"
        case .alreadyFaceUp(let index):
            "card \(index) is already face up; nothing changed"
        case .alreadySolved(let index):
            "card \(index) is already solved; nothing changed"
        case .busy(let time):
            "two cards are waiting to turn back; flip again at \(NumberText.plain(time)) or later"
        case .helpRunning(let time):
            "the help is showing the cards; flip again at \(NumberText.plain(time)) or later"
        }
    }
}
