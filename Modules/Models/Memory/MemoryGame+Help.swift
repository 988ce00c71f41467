import Geometry

extension MemoryGame {
    /// Presses the help button at `time`: the hidden cards (face down and unsolved, in index
    /// order) are revealed one after another, each with a 0.25 s curl up
    /// (``MemoryConfiguration/helpRevealTransition`` over ``MemoryConfiguration/helpStepDuration``)
    /// started when the previous one finishes, and covered again by a chain of curls down that
    /// starts when the first reveal finishes, as the book's recursive completion blocks do. The
    /// chains are laid out with an ``AnimationPlan``; the run lasts `(hidden cards + 1) × step`
    /// and ends with ``MemoryEvent/helpFinished(at:)``. Flips are refused until then.
    ///
    /// Unlike the book, which curled every card (solved and face-up ones too), only hidden cards
    /// take part; face-up and solved cards keep still. Help is not a move and does not change
    /// the score.
    ///
    /// - Throws: ``MemoryError/invalidTime(_:)`` or ``MemoryError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func help(at time: Double) throws(MemoryError) -> MemoryHelpOutcome {
        try checkTime(time)
        var next = self
        let outcome = try next.performHelp(at: time)
        next.lastActionTime = time
        self = next
        return outcome
    }

    /// The help chain for `cards` as a plan: the reveals in sequence, together with a pause of
    /// one step followed by the covers in sequence. Tags are (card, reveal?).
    func helpPlan(for cards: [Int]) throws(AnimationError) -> AnimationPlan<MemoryHelpStep> {
        let config = configuration
        let timing = try AnimationTiming(duration: config.helpStepDuration, curve: config.curve)
        let reveals = try AnimationPlan.sequence(
            cards.map { .step(MemoryHelpStep(card: $0, reveals: true), timing: timing) })
        let covers = try AnimationPlan.sequence(
            cards.map { .step(MemoryHelpStep(card: $0, reveals: false), timing: timing) })
        return try AnimationPlan.group([
            reveals, try AnimationPlan.sequence([try AnimationPlan.pause(config.helpStepDuration), covers]),
        ])
    }

    private mutating func performHelp(at time: Double) throws(MemoryError) -> MemoryHelpOutcome {
        if let until = busyUntil(at: time) { return .busy(until: until) }
        if let until = helpRunningUntil(at: time) { return .alreadyRunning(until: until) }
        let hidden = cards.filter(\.isHidden).map(\.index)
        guard !hidden.isEmpty else { return .nothingToReveal }
        let config = configuration
        let steps = try animate { () throws(AnimationError) in
            try helpPlan(for: hidden).scheduled(startingAt: time)
        }
        for step in steps {
            try animate { () throws(AnimationError) in
                try tracks[step.tag.card].transition(
                    to: step.tag.reveals ? .front : .back,
                    kind: step.tag.reveals ? config.helpRevealTransition : config.helpCoverTransition,
                    timing: step.timing(startedAt: time),
                    at: time
                )
            }
        }
        let run = MemoryHelpRun(cards: hidden, startTime: time, step: config.helpStepDuration)
        helpRuns.append(run)
        log.append(.helpFinished(at: run.endTime))
        return .started(cards: hidden, until: run.endTime)
    }

    /// The cards the help shows face up, fully or in part, at `time`: those whose reveal has
    /// begun and whose cover has not finished, in reveal order.
    public func helpShownCards(at time: Double) -> [Int] {
        guard let run = helpRuns.last(where: { $0.startTime <= time }) else { return [] }
        return run.cards.enumerated().compactMap { k, card in
            time >= run.revealStart(k) && time < run.coverStart(k) + run.step ? card : nil
        }
    }
}
