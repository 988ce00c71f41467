import Geometry
import Models
import Testing

/// The invariants of the timeline engine behind ``AnimatedProperty`` and ``TransitionTrack``,
/// checked through both over seeded random histories of changes.
@Suite struct TimelineTests {
    /// A random change to make at a given time.
    private enum Change {
        case animate(to: Double, duration: Double, delay: Double, repeatCount: AnimationRepeat)
        case cancel
        case set(Double)
    }

    private static func randomChange(using random: inout AnimationTestKit.Random) -> Change {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .cancel
        case 1: return .set(Double.random(in: -10...10, using: &random))
        default:
            let repeatCount: AnimationRepeat =
                Int.random(in: 0..<8, using: &random) == 0
                ? .forever
                : .count([0.5, 1, 2, 2.5].randomElement(using: &random) ?? 1)
            return .animate(
                to: Double.random(in: -10...10, using: &random),
                duration: [0, 0.25, 0.5, 1, 2].randomElement(using: &random) ?? 1,
                delay: [0, 0, 0.3, 1].randomElement(using: &random) ?? 0,
                repeatCount: repeatCount
            )
        }
    }

    private static func apply(_ change: Change, to property: inout AnimatedProperty<Double>, at time: Double) throws {
        switch change {
        case .animate(let target, let duration, let delay, let repeatCount):
            try property.animate(
                to: target, duration: duration, delay: delay, curve: .linear,
                repeatCount: repeatCount, autoreverses: duration == 0.5, at: time)
        case .cancel:
            try property.cancel(at: time)
        case .set(let value):
            try property.set(value, at: time)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func aChangeNeverRewritesThePast(seed: UInt64) throws {
        var random = AnimationTestKit.Random(seed: seed)
        var property = AnimatedProperty(0.0)
        var time = 0.0
        for _ in 0..<40 {
            time += [0, 0.1, 0.25, 0.6, 1.3].randomElement(using: &random) ?? 0
            let before = property
            try Self.apply(Self.randomChange(using: &random), to: &property, at: time)
            let samples = stride(from: max(0, time - 3), to: time, by: 0.07)
            for sample in samples {
                #expect(property.presentedValue(at: sample) == before.presentedValue(at: sample))
            }
            #expect(
                property.completions(after: -.infinity, through: time.nextDown)
                    == before.completions(after: -.infinity, through: time.nextDown))
        }
    }

    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func everyAnimationEndsExactlyOnceAndAFinalCancelEndsThemAll(seed: UInt64) throws {
        var random = AnimationTestKit.Random(seed: seed)
        var property = AnimatedProperty(0.0)
        var started: [AnimationID] = []
        var time = 0.0
        for _ in 0..<30 {
            time += [0, 0.2, 0.5, 1].randomElement(using: &random) ?? 0
            let change = Self.randomChange(using: &random)
            try Self.apply(change, to: &property, at: time)
            if case .animate = change,
                let id = property.completions(after: -.infinity, through: .infinity).map(\.id).max()
            {
                started.append(id)
            }
        }
        try property.cancel(at: time + 10)
        // Delivering in ticks gives the same as asking once, each animation once.
        let ticks = stride(from: -1.0, through: time + 11, by: 0.25).map { $0 }
        let delivered = zip(ticks, ticks.dropFirst()).flatMap { property.completions(after: $0, through: $1) }
        let all = property.completions(after: -.infinity, through: .infinity)
        #expect(delivered == all)
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(all.count == property.completions(after: -.infinity, through: .infinity).count)
        #expect(!property.isAnimating(at: time + 10))
        #expect(property.presentedValue(at: time + 10) == property.value)
        #expect(all.map(\.time) == all.map(\.time).sorted())
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func discardingHistoryNeverChangesLaterAnswers(seed: UInt64) throws {
        var random = AnimationTestKit.Random(seed: seed)
        var property = AnimatedProperty(0.0)
        var time = 0.0
        for _ in 0..<25 {
            time += [0.1, 0.4, 0.9].randomElement(using: &random) ?? 0
            try Self.apply(Self.randomChange(using: &random), to: &property, at: time)
            let cut = time - Double.random(in: 0...1, using: &random)
            var trimmed = property
            trimmed.discardHistory(through: cut)
            for sample in stride(from: cut, to: time + 3, by: 0.05) {
                #expect(trimmed.presentedValue(at: sample) == property.presentedValue(at: sample))
            }
            #expect(
                trimmed.completions(after: -.infinity, through: .infinity)
                    == property.completions(after: cut, through: .infinity))
        }
    }

    /// The binary-searched answers agree with the full list, at every point of random histories
    /// (delays, zero-length animations, cancels and sets at one instant, discards).
    @Test(arguments: [31, 32, 33, 34] as [UInt64])
    func theNextCompletionTimeIsTheFirstCompletion(seed: UInt64) throws {
        var random = AnimationTestKit.Random(seed: seed)
        var property = AnimatedProperty(0.0)
        var time = 0.0
        for step in 0..<40 {
            time += [0, 0, 0.1, 0.5].randomElement(using: &random) ?? 0
            try Self.apply(Self.randomChange(using: &random), to: &property, at: time)
            if step % 7 == 6 { property.discardHistory(through: time - 0.3) }
            for start in stride(from: time - 1, through: time + 4, by: 0.05) {
                let all = property.completions(after: start, through: .infinity)
                #expect(property.nextCompletionTime(after: start) == all.first?.time, "after \(start)")
                for end in [start + 0.1, start + 1] {
                    #expect(property.completions(after: start, through: end) == all.filter { $0.time <= end })
                }
            }
        }
    }

    @Test func tracksShareTheEngineAndItsIdsAndOrdering() throws {
        var card = TransitionTrack(showing: "back")
        let reveal = try card.transition(to: "front", kind: .curlUp, duration: 0.25, at: 0)
        let cover = try card.transition(to: "back", kind: .curlDown, duration: 0.25, delay: 0.25, at: 0)
        #expect([reveal, cover].map(\.rawValue) == [1, 2])
        #expect(card.completions(after: 0, through: 1).map(\.time) == [0.25, 0.5])
    }

    /// A runtime that reads the revision, delivers what has ended by now, then forgets what it
    /// read, and lets each delivery make more changes at the same instant (zero-length
    /// animations, cancels, sets), delivers every completion exactly once, as it ended.
    @Test(arguments: [41, 42, 43, 44, 45, 46] as [UInt64])
    func deliveringAndForgettingWhatWasReadDeliversEachCompletionOnce(seed: UInt64) throws {
        var random = AnimationTestKit.Random(seed: seed)
        var property = AnimatedProperty(0.0)
        var untrimmed = property
        var delivered: [AnimationCompletion] = []
        var time = 0.0
        func deliver() {
            let revision = property.revision
            delivered += property.completions(after: -.infinity, through: time)
            property.discardHistory(through: time, knownBy: revision)
        }
        for _ in 0..<60 {
            time += [0, 0, 0, 0.25, 1].randomElement(using: &random) ?? 0
            deliver()
            let change = Self.randomChange(using: &random)
            try Self.apply(change, to: &property, at: time)
            try Self.apply(change, to: &untrimmed, at: time)
        }
        try property.cancel(at: time + 10)
        try untrimmed.cancel(at: time + 10)
        time += 10
        deliver()
        let all = untrimmed.completions(after: -.infinity, through: .infinity)
        #expect(delivered.count == all.count)
        #expect(Set(delivered) == Set(all))
        #expect(property.completions(after: -.infinity, through: .infinity).isEmpty)
    }

    /// A chain at one instant, each link a zero-length animation started once the last was
    /// delivered: each delivery reads one completion, not the chain so far.
    @Test func aChainOfZeroLengthAnimationsAtOneInstantReadsOneLinkAtATime() throws {
        var property = AnimatedProperty(0.0)
        var read: [Int] = []
        for link in 1...1_000 {
            try property.animate(to: Double(link), duration: 0, at: 5)
            let revision = property.revision
            read.append(property.completions(after: -.infinity, through: 5).count)
            property.discardHistory(through: 5, knownBy: revision)
        }
        #expect(read == Array(repeating: 1, count: 1_000))
        #expect(property.nextCompletionTime(after: -.infinity) == nil)
        #expect(property.value == 1_000)
    }

    /// What a change decides at the instant just delivered is still reported: an animation
    /// started then and cancelled then, and one cut short then.
    @Test func completionsDecidedAfterTheDeliveryAtTheSameInstantAreStillReported() throws {
        var property = AnimatedProperty(0.0)
        let running = try property.animate(to: 1, duration: 10, at: 0)
        let zero = try property.animate(to: 2, duration: 0, delay: 5, at: 0)
        var revision = property.revision
        // At 5 the running animation is cut by the zero-length one, which finishes there.
        #expect(property.completions(after: -.infinity, through: 5).map(\.id) == [running, zero])
        property.discardHistory(through: 5, knownBy: revision)
        #expect(property.completions(after: -.infinity, through: 5).isEmpty)

        let long = try property.animate(to: 3, duration: 4, at: 5)
        revision = property.revision
        try property.cancel(at: 5)
        let reported = property.completions(after: -.infinity, through: .infinity)
        #expect(reported == [AnimationCompletion(id: long, outcome: .cancelled, time: 5)])
        #expect(property.nextCompletionTime(after: -.infinity) == 5)
        property.discardHistory(through: 5, knownBy: revision)
        // Forgetting what was known before the cancel leaves the cancel reported.
        #expect(property.completions(after: -.infinity, through: .infinity) == reported)
        property.discardHistory(through: 5, knownBy: property.revision)
        #expect(property.completions(after: -.infinity, through: .infinity).isEmpty)
        #expect(property.presentedValue(at: 5) == 3)
    }
}
