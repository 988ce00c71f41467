/// Something that happens in a ``MemoryGame`` at an exact time, as listed by
/// ``MemoryGame/events(from:to:)``; the runtime turns each into a script callback.
public enum MemoryEvent: Sendable, Hashable {
    /// A card was turned face up, at the flip.
    case flipped(index: Int, at: Double)
    /// The second card matched the first, at the second flip.
    case matched(first: Int, second: Int, at: Double)
    /// The second card did not match the first, at the second flip.
    case mismatched(first: Int, second: Int, at: Double)
    /// A mismatched pair has finished turning face down.
    case turnedBack(first: Int, second: Int, at: Double)
    /// A matched pair has finished vanishing and is hidden.
    case vanished(first: Int, second: Int, at: Double)
    /// The last pair has vanished.
    case gameOver(score: MemoryScore, at: Double)
    /// The help button's run has covered its last card.
    case helpFinished(at: Double)

    /// When the event happens, in seconds.
    public var time: Double {
        switch self {
        case .flipped(_, let time), .matched(_, _, let time), .mismatched(_, _, let time),
            .turnedBack(_, _, let time), .vanished(_, _, let time), .gameOver(_, let time),
            .helpFinished(let time):
            time
        }
    }

    /// The event's name, for scripts: `"flipped"`, `"matched"`, `"mismatched"`, `"turnedBack"`,
    /// `"vanished"`, `"gameOver"`, `"helpFinished"`.
    public var name: String {
        switch self {
        case .flipped: "flipped"
        case .matched: "matched"
        case .mismatched: "mismatched"
        case .turnedBack: "turnedBack"
        case .vanished: "vanished"
        case .gameOver: "gameOver"
        case .helpFinished: "helpFinished"
        }
    }

    /// The cards the event concerns, in index order of the event (none for game over and help).
    public var cards: [Int] {
        switch self {
        case .flipped(let index, _): [index]
        case .matched(let first, let second, _), .mismatched(let first, let second, _),
            .turnedBack(let first, let second, _), .vanished(let first, let second, _):
            [first, second]
        case .gameOver, .helpFinished: []
        }
    }
}
