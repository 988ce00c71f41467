import Geometry

/// The timings and transitions of a ``MemoryGame``. The defaults are the book's (seed 001):
/// flips of 0.75 s from the left (face up) and from the right (face down), a vanish of 0.75 s,
/// help curls of 0.25 s; the delay before a mismatched pair turns back is 1 s.
public struct MemoryConfiguration: Sendable, Hashable {
    /// The pair counts a game may have.
    public static let pairCountRange = 1...32
    /// The book's deal: 8 pairs, 16 cards in a 4 × 4 grid.
    public static let bookPairCount = 8

    /// How long a card takes to turn over, in seconds.
    public var flipDuration: Double
    /// How long a mismatched pair stays face up once the second card has turned, in seconds.
    public var mismatchDelay: Double
    /// How long a matched pair takes to vanish, in seconds; it starts when the second card has
    /// turned face up.
    public var vanishDuration: Double
    /// How long each card's curl takes when the help button reveals or covers it, in seconds.
    public var helpStepDuration: Double
    /// The transition that turns a card face up.
    public var faceUpTransition: TransitionKind
    /// The transition that turns a card face down.
    public var faceDownTransition: TransitionKind
    /// The transition that reveals a card for help.
    public var helpRevealTransition: TransitionKind
    /// The transition that covers a card again after help.
    public var helpCoverTransition: TransitionKind
    /// The timing curve of every flip, curl and vanish.
    public var curve: TimingCurve

    /// A configuration; every duration must be a finite number of seconds ≥ 0.
    ///
    /// - Throws: ``MemoryError/invalidDuration(name:value:)`` naming the offending parameter.
    public init(
        flipDuration: Double = 0.75,
        mismatchDelay: Double = 1,
        vanishDuration: Double = Effects.vanishDuration,
        helpStepDuration: Double = 0.25,
        faceUpTransition: TransitionKind = .flipFromLeft,
        faceDownTransition: TransitionKind = .flipFromRight,
        helpRevealTransition: TransitionKind = .curlUp,
        helpCoverTransition: TransitionKind = .curlDown,
        curve: TimingCurve = .easeInEaseOut
    ) throws(MemoryError) {
        for (name, value) in [
            ("flipDuration", flipDuration), ("mismatchDelay", mismatchDelay),
            ("vanishDuration", vanishDuration), ("helpStepDuration", helpStepDuration),
        ] where !(value.isFinite && value >= 0) {
            throw .invalidDuration(name: name, value: value)
        }
        self.flipDuration = flipDuration
        self.mismatchDelay = mismatchDelay
        self.vanishDuration = vanishDuration
        self.helpStepDuration = helpStepDuration
        self.faceUpTransition = faceUpTransition
        self.faceDownTransition = faceDownTransition
        self.helpRevealTransition = helpRevealTransition
        self.helpCoverTransition = helpCoverTransition
        self.curve = curve
    }

    /// The book's timings.
    public static let book = MemoryConfiguration(
        uncheckedFlip: 0.75, mismatchDelay: 1, vanish: Effects.vanishDuration, helpStep: 0.25
    )

    /// The defaults, known to be valid.
    private init(uncheckedFlip flip: Double, mismatchDelay: Double, vanish: Double, helpStep: Double) {
        flipDuration = flip
        self.mismatchDelay = mismatchDelay
        vanishDuration = vanish
        helpStepDuration = helpStep
        faceUpTransition = .flipFromLeft
        faceDownTransition = .flipFromRight
        helpRevealTransition = .curlUp
        helpCoverTransition = .curlDown
        curve = .easeInEaseOut
    }
}
