import Geometry

/// The book's memory game (seed 001) as a value: N pairs of cards dealt by a seeded shuffle,
/// flips, matches and mismatches, the vanish of matched pairs, the help button, and events at
/// exact times.
///
///     var game = try MemoryGame(pairs: 8, seed: 42)
///     try game.flip(3, at: 0)                // .flipped(3)
///     try game.flip(7, at: 1)                // .matched(3, 7) or .mismatched(3, 7, turnBackAt: 2.75)
///     game.cardState(3, at: 1.2)             // side shown, flip frame, vanish transform, visibility
///     game.events(from: 0, to: 5)            // flipped, mismatched, turnedBack, …
///
/// Time is always a parameter, in seconds on the caller's clock; actions (``flip(_:at:)``,
/// ``help(at:)``) must come at non-decreasing times, while ``cardState(_:at:)`` and
/// ``events(from:to:)`` answer for any instant, past or future, from what has been started so
/// far. The same seed deals the same cards, and the same actions at the same times give the same
/// game.
///
/// Rules and timings (``MemoryConfiguration``):
/// - a flip turns a face-down card face up with a flip transition (``MemoryConfiguration/flipDuration``);
/// - the second card of a pair either matches (both solved; both vanish, half a turn and a shrink
///   to 0.1, from the moment the second card is face up) or does not (both turn back from
///   `flip end + mismatchDelay`);
/// - while a mismatched pair waits or turns back, flips and help are refused (``MemoryFlipOutcome/busy(until:)``);
/// - while the help runs, flips are refused (``MemoryFlipOutcome/helpRunning(until:)``).
public struct MemoryGame: Sendable, Hashable {
    /// The seed the cards were dealt with.
    public let seed: UInt64
    /// The timings and transitions.
    public let configuration: MemoryConfiguration
    /// The cards in board order; their flags are model values.
    public internal(set) var cards: [MemoryCard]
    /// Accepted flips so far.
    public internal(set) var flipCount: Int = 0
    /// Moves so far: second flips of a pair, matched or not.
    public internal(set) var moveCount: Int = 0
    /// Pairs matched so far.
    public internal(set) var matchCount: Int = 0
    /// The time of the first accepted flip; `nil` before it.
    public internal(set) var startTime: Double?
    /// The score, once the last pair is matched.
    public internal(set) var score: MemoryScore?
    /// When the game-over event comes (the last pair has vanished), once the last pair is matched.
    public internal(set) var gameOverTime: Double?
    /// The time of the last accepted or refused action; `nil` before the first.
    public internal(set) var lastActionTime: Double?

    /// The card face up and waiting for its pair, if any.
    public internal(set) var openCard: Int?
    /// The mismatched pair waiting to turn back.
    var pending: MemoryPendingMismatch?
    /// Every help run, oldest first.
    var helpRuns: [MemoryHelpRun] = []
    /// Each card's flips and curls.
    var tracks: [TransitionTrack<MemoryCardSide>]
    /// Each card's vanish, once matched.
    var vanishes: [Vanish?]
    /// Every event started so far, in the order they were scheduled.
    var log: [MemoryEvent] = []

    /// Deals `pairs` pairs (1 to 32) with a seeded shuffle: faces 0 ..< pairs, each twice,
    /// shuffled by Fisher–Yates with ``SplitMix64`` seeded by `seed`. Every card starts face down.
    ///
    /// - Throws: ``MemoryError/pairCountOutOfRange(_:)``.
    public init(pairs: Int, seed: UInt64, configuration: MemoryConfiguration = .book) throws(MemoryError) {
        guard MemoryConfiguration.pairCountRange.contains(pairs) else { throw .pairCountOutOfRange(pairs) }
        self.seed = seed
        self.configuration = configuration
        let faces = MemoryGame.deal(pairs: pairs, seed: seed)
        cards = faces.enumerated().map { MemoryCard(index: $0.offset, face: $0.element) }
        tracks = Array(repeating: TransitionTrack(showing: .back), count: faces.count)
        vanishes = Array(repeating: nil, count: faces.count)
    }

    /// The faces of a deal: 0 ..< pairs, each twice, shuffled with ``SplitMix64`` seeded by `seed`.
    public static func deal(pairs: Int, seed: UInt64) -> [Int] {
        var faces = (0..<max(0, pairs)).flatMap { [$0, $0] }
        var random = SplitMix64(seed: seed)
        var index = faces.count - 1
        while index > 0 {
            let other = random.next(below: index + 1)
            faces.swapAt(index, other)
            index -= 1
        }
        return faces
    }

    /// The number of pairs.
    public var pairCount: Int {
        cards.count / 2
    }

    /// Whether every pair is matched (the game-over event may still be in the future: it comes
    /// when the last pair has vanished; see ``gameOverTime``).
    public var isSolved: Bool {
        matchCount == pairCount
    }

    /// The card at `index`.
    ///
    /// - Throws: ``MemoryError/indexOutOfRange(_:count:)``.
    public func card(_ index: Int) throws(MemoryError) -> MemoryCard {
        try checkIndex(index)
        return cards[index]
    }

    /// The time actions are refused until because of a mismatched pair, if that is after `time`.
    public func busyUntil(at time: Double) -> Double? {
        guard let pending, time < pending.turnBackEnd else { return nil }
        return pending.turnBackEnd
    }

    /// The end of the help run going on at `time`, if any.
    public func helpRunningUntil(at time: Double) -> Double? {
        guard let run = helpRuns.last, time >= run.startTime, time < run.endTime else { return nil }
        return run.endTime
    }

    /// From when nothing on the board moves by itself: every flip, curl, vanish, mismatched
    /// pair's turn back and help run has ended, and the game-over event has come (−∞ before
    /// the first flip).
    public var restTime: Double {
        // Read at every frame a scene draws: no list of the tracks' times is made.
        var end = -Double.infinity
        for track in tracks { end = max(end, track.restTime) }
        for vanish in vanishes { if let vanish { end = max(end, vanish.endTime) } }
        if let pending { end = max(end, pending.turnBackEnd) }
        if let run = helpRuns.last { end = max(end, run.endTime) }
        if let gameOverTime { end = max(end, gameOverTime) }
        return end
    }

    func checkIndex(_ index: Int) throws(MemoryError) {
        guard cards.indices.contains(index) else { throw .indexOutOfRange(index, count: cards.count) }
    }

    /// Checks that `time` is finite and not before the last action.
    func checkTime(_ time: Double) throws(MemoryError) {
        guard time.isFinite else { throw .invalidTime(time) }
        if let lastActionTime, time < lastActionTime {
            throw .timeWentBackwards(time: time, latest: lastActionTime)
        }
    }
}
