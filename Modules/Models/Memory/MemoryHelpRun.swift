/// One press of the help button: which cards it reveals and when.
///
/// Card k of `cards` curls up from `startTime + k × step` and down from
/// `startTime + (k + 1) × step`: the covering chain starts when the first reveal finishes, as
/// the book's completion block does, so each card is fully shown for an instant and the whole run
/// lasts `(count + 1) × step`.
struct MemoryHelpRun: Sendable, Hashable {
    let cards: [Int]
    let startTime: Double
    let step: Double

    var endTime: Double {
        FiniteTime.sum(startTime, FiniteTime.product(Double(cards.count + 1), step))
    }

    /// When card position `k` begins to be revealed.
    func revealStart(_ k: Int) -> Double {
        FiniteTime.sum(startTime, FiniteTime.product(Double(k), step))
    }

    /// When card position `k` begins to be covered.
    func coverStart(_ k: Int) -> Double {
        FiniteTime.sum(startTime, FiniteTime.product(Double(k + 1), step))
    }
}
