import Geometry

/// What a renderer or script needs to draw one card at one instant
/// (``MemoryGame/cardState(_:at:)``).
///
/// Draw the card with ``transform`` when ``isVisible``; within it, draw the faces as
/// ``transition``'s frame says (at rest only ``shownSide``, flat).
public struct MemoryCardState: Sendable, Hashable {
    /// The card's position, counting from 0.
    public let index: Int
    /// The picture.
    public let face: Int
    /// The model value: face up (see ``MemoryCard/isFaceUp``).
    public let isFaceUp: Bool
    /// The model value: solved.
    public let isSolved: Bool
    /// The side covering most of the card at this instant.
    public let shownSide: MemoryCardSide
    /// The flip or curl running at this instant, with its frame; at rest on ``shownSide``
    /// otherwise.
    public let transition: TransitionState<MemoryCardSide>
    /// The vanish transform: identity except while a matched card turns and shrinks.
    public let transform: AffineTransform
    /// Whether the card is drawn at all: false once it has vanished.
    public let isVisible: Bool

    /// Creates a state from its parts.
    public init(
        index: Int,
        face: Int,
        isFaceUp: Bool,
        isSolved: Bool,
        transition: TransitionState<MemoryCardSide>,
        transform: AffineTransform,
        isVisible: Bool
    ) {
        self.index = index
        self.face = face
        self.isFaceUp = isFaceUp
        self.isSolved = isSolved
        shownSide = transition.shownFace
        self.transition = transition
        self.transform = transform
        self.isVisible = isVisible
    }

    /// The transition's frame (``TransitionFrame/resting`` at rest).
    public var frame: TransitionFrame {
        transition.frame
    }

    /// Whether a flip or curl is running.
    public var isTransitioning: Bool {
        transition.isTransitioning
    }
}
