import Models

/// Helpers for the memory tests.
enum MemoryTestSupport {
    /// The other card with the same face as `index`.
    static func partner(of index: Int, in game: MemoryGame) -> Int {
        game.cards.first { $0.index != index && $0.face == game.cards[index].face }?.index ?? -1
    }

    /// The first card whose face differs from `index`'s.
    static func stranger(of index: Int, in game: MemoryGame) -> Int {
        game.cards.first { $0.face != game.cards[index].face }?.index ?? -1
    }

    /// The pairs of the deal, by face: [(first index, second index)].
    static func pairs(in game: MemoryGame) -> [(Int, Int)] {
        (0..<game.pairCount).map { face in
            let indices = game.cards.filter { $0.face == face }.map(\.index)
            return (indices[0], indices[1])
        }
    }

    static func near(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }
}
