import Geometry

/// The result of a finished game.
///
/// A *move* is a pair of flips (one attempt); a perfect game takes as many moves as there are
/// pairs. The elapsed time runs from the first flip to the game-over event (when the last pair
/// has vanished). The points reward few moves and little time:
///
///     points = max(0, 100 × pairs − 20 × (moves − pairs) − ⌊elapsed seconds⌋)
public struct MemoryScore: Sendable, Hashable {
    /// The number of pairs.
    public let pairs: Int
    /// The number of moves (pairs of flips).
    public let moves: Int
    /// The number of accepted flips (twice the moves).
    public let flips: Int
    /// Seconds from the first flip to the game-over event.
    public let elapsed: Double

    /// Creates a score.
    public init(pairs: Int, moves: Int, flips: Int, elapsed: Double) {
        self.pairs = pairs
        self.moves = moves
        self.flips = flips
        self.elapsed = elapsed
    }

    /// Moves beyond the minimum: 0 for a perfect game.
    public var extraMoves: Int {
        max(0, moves - pairs)
    }

    /// `max(0, 100 × pairs − 20 × extraMoves − ⌊elapsed⌋)`.
    public var points: Int {
        // Every term is bounded before the arithmetic: a game may take 1e300 s (durations are
        // any finite number) and any number of moves, and the score only needs to reach 0.
        let best = 100 * pairs
        let seconds = elapsed.isFinite ? min(Double(best), max(0, elapsed)).rounded(.down) : 0
        let penalty = min(best, extraMoves) * 20
        return max(0, best - penalty - Int(seconds))
    }
}
