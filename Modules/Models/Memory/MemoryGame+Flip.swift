import Geometry

extension MemoryGame {
    /// Flips the card at `index` face up at `time`, and settles the pair if it is the second card.
    ///
    /// - the first card of a pair turns face up (``MemoryFlipOutcome/flipped(_:)``);
    /// - a second card that matches: both are solved at once and vanish (half a turn and a shrink
    ///   to 0.1 over ``MemoryConfiguration/vanishDuration``) from the moment the second card is
    ///   face up, then are hidden (``MemoryFlipOutcome/matched(_:_:)``); the last match ends the game
    ///   when its pair has vanished;
    /// - a second card that does not match: both turn face down from
    ///   `time + flipDuration + mismatchDelay` (``MemoryFlipOutcome/mismatched(_:_:turnBackAt:)``); until
    ///   they are face down again, flips are refused with ``MemoryFlipOutcome/busy(until:)`` (not
    ///   queued);
    /// - flipping a face-up or solved card changes nothing and says so; so does a flip while the
    ///   help runs.
    ///
    /// Refused and no-op flips still count as actions for the time order: a later action may not
    /// come before them.
    ///
    /// - Throws: ``MemoryError/indexOutOfRange(_:count:)`` for a card that does not exist (99 on
    ///   16 cards); ``MemoryError/invalidTime(_:)`` or ``MemoryError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func flip(_ index: Int, at time: Double) throws(MemoryError) -> MemoryFlipOutcome {
        try checkTime(time)
        try checkIndex(index)
        var next = self
        let outcome = try next.performFlip(index, at: time)
        next.lastActionTime = time
        self = next
        return outcome
    }

    private mutating func performFlip(_ index: Int, at time: Double) throws(MemoryError) -> MemoryFlipOutcome {
        if cards[index].isSolved { return .alreadySolved(index) }
        if let until = busyUntil(at: time) { return .busy(until: until) }
        if let until = helpRunningUntil(at: time) { return .helpRunning(until: until) }
        if cards[index].isFaceUp { return .alreadyFaceUp(index) }
        if pending != nil { pending = nil }

        let config = configuration
        try animate { () throws(AnimationError) in
            try tracks[index].transition(
                to: .front, kind: config.faceUpTransition, duration: config.flipDuration,
                curve: config.curve, at: time
            )
        }
        cards[index].isFaceUp = true
        flipCount += 1
        if startTime == nil { startTime = time }
        log.append(.flipped(index: index, at: time))

        guard let first = openCard else {
            openCard = index
            return .flipped(index)
        }
        openCard = nil
        moveCount += 1
        let faceUpTime = FiniteTime.sum(time, config.flipDuration)
        if cards[first].face == cards[index].face {
            cards[first].isSolved = true
            cards[index].isSolved = true
            matchCount += 1
            for card in [first, index] {
                vanishes[card] = try animate { () throws(AnimationError) in
                    try Vanish(
                        duration: config.vanishDuration, delay: config.flipDuration, curve: config.curve, at: time)
                }
            }
            let vanishEnd = FiniteTime.sum(faceUpTime, config.vanishDuration)
            log.append(.matched(first: first, second: index, at: time))
            log.append(.vanished(first: first, second: index, at: vanishEnd))
            if isSolved {
                let score = MemoryScore(
                    pairs: pairCount, moves: moveCount, flips: flipCount,
                    elapsed: vanishEnd - (startTime ?? time)
                )
                self.score = score
                gameOverTime = vanishEnd
                log.append(.gameOver(score: score, at: vanishEnd))
            }
            return .matched(first, index)
        }
        let turnBackStart = FiniteTime.sum(faceUpTime, config.mismatchDelay)
        let turnBackEnd = FiniteTime.sum(turnBackStart, config.flipDuration)
        for card in [first, index] {
            try animate { () throws(AnimationError) in
                try tracks[card].transition(
                    to: .back, kind: config.faceDownTransition, duration: config.flipDuration,
                    delay: turnBackStart - time, curve: config.curve, at: time
                )
            }
            cards[card].isFaceUp = false
        }
        pending = MemoryPendingMismatch(
            first: first, second: index, turnBackStart: turnBackStart, turnBackEnd: turnBackEnd)
        log.append(.mismatched(first: first, second: index, at: time))
        log.append(.turnedBack(first: first, second: index, at: turnBackEnd))
        return .mismatched(first, index, turnBackAt: turnBackStart)
    }

    /// Runs an animation-engine call, reporting its error as a ``MemoryError``.
    @discardableResult
    func animate<T>(_ body: () throws(AnimationError) -> T) throws(MemoryError) -> T {
        do {
            return try body()
        } catch {
            throw .animation(error)
        }
    }
}
