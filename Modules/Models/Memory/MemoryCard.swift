/// One card of a ``MemoryGame``: its place, its picture and its model state.
///
/// `isFaceUp` and `isSolved` are model values, as ``TransitionTrack/face`` is: what the card
/// will show once every animation started so far has ended. A mismatched pair is face down from
/// the moment the mismatch is known, although it is still shown face up until it turns back;
/// ``MemoryGame/cardState(_:at:)`` says what is shown at any instant.
public struct MemoryCard: Sendable, Hashable {
    /// The card's position on the board, counting from 0.
    public let index: Int
    /// The picture: two cards with the same face form a pair, numbered 0 ..< pair count.
    public let face: Int
    /// Whether the card is face up (and not yet turned back after a mismatch).
    public internal(set) var isFaceUp: Bool
    /// Whether the card was matched with its pair; a solved card vanishes and cannot be flipped.
    public internal(set) var isSolved: Bool

    /// A face-down, unsolved card.
    public init(index: Int, face: Int) {
        self.index = index
        self.face = face
        isFaceUp = false
        isSolved = false
    }

    /// Whether the card is face down and unsolved: one of the cards the help button reveals.
    public var isHidden: Bool {
        !isFaceUp && !isSolved
    }
}
