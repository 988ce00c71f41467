import Geometry

extension MemoryGame {
    /// What card `index` shows at `time`: the side, the running flip or curl with its frame, the
    /// vanish transform and whether it is visible. Any instant may be asked, before or after the
    /// last action; the answer reflects every action taken so far.
    ///
    /// - Throws: ``MemoryError/indexOutOfRange(_:count:)``.
    public func cardState(_ index: Int, at time: Double) throws(MemoryError) -> MemoryCardState {
        try checkIndex(index)
        return state(of: index, at: time)
    }

    /// Every card's state at `time`, in board order.
    public func cardStates(at time: Double) -> [MemoryCardState] {
        cards.indices.map { state(of: $0, at: time) }
    }

    /// The side each card shows at `time`, in board order.
    public func shownSides(at time: Double) -> [MemoryCardSide] {
        tracks.map { $0.shownFace(at: time) }
    }

    func state(of index: Int, at time: Double) -> MemoryCardState {
        let card = cards[index]
        let vanish = vanishes[index]
        return MemoryCardState(
            index: index,
            face: card.face,
            isFaceUp: card.isFaceUp,
            isSolved: card.isSolved,
            transition: tracks[index].state(at: time),
            transform: vanish?.transform(at: time) ?? .identity,
            isVisible: vanish?.isVisible(at: time) ?? true
        )
    }
}
