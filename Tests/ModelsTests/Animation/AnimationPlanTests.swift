import Geometry
import Models
import Testing

@Suite struct AnimationPlanTests {
    private func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
        AnimationTestKit.isClose(actual, expected, within: tolerance)
    }

    @Test func theSeedsChainStartsEachStepWhenThePreviousEnds() throws {
        let chain = try AnimationPlan.sequence([
            .step("first", duration: 0.75),
            .step("second", duration: 0.5),
            .step("third", duration: 0.25),
        ])
        let steps = try chain.scheduled(startingAt: 0)
        #expect(steps.map(\.tag) == ["first", "second", "third"])
        #expect(steps.map(\.startTime) == [0, 0.75, 1.25])
        #expect(chain.duration == 1.5)
        #expect(chain.stepCount == 3)
        #expect(try chain.scheduled(startingAt: 10).map(\.startTime) == [10, 10.75, 11.25])
    }

    @Test func aGroupStartsEverythingTogetherAndLastsAsLongAsItsLongestPart() throws {
        let group = try AnimationPlan.group([
            .step("frame", duration: 0.75),
            .step("alpha", duration: 0.25, delay: 0.25),
            .step("colour", duration: 1),
        ])
        #expect(try group.scheduled(startingAt: 3).map(\.startTime) == [3, 3, 3])
        #expect(group.duration == 1)
        #expect(try AnimationPlan<String>.group([]).duration == 0)
        #expect(try AnimationPlan<String>.sequence([]).duration == 0)
    }

    @Test func delaysRepeatsAndAutoreverseCountInAStepsLength() throws {
        let chain = try AnimationPlan.sequence([
            .step("delayed", duration: 1, delay: 0.5),
            .step("wobble", duration: 0.05, repeatCount: .count(3), autoreverses: true),
            .step("last", duration: 1),
        ])
        let starts = try chain.scheduled(startingAt: 0).map(\.startTime)
        #expect(starts[1] == 1.5)
        #expect(close(starts[2], 1.8))
    }

    @Test func pausesSpaceStepsOut() throws {
        let chain = try AnimationPlan.sequence([.step(1, duration: 1), .pause(0.5), .step(2, duration: 1)])
        #expect(try chain.scheduled(startingAt: 0).map(\.startTime) == [0, 1.5])
        #expect(chain.stepCount == 2)
        #expect(throws: AnimationError.invalidDuration(-1)) { try AnimationPlan<Int>.pause(-1) }
    }

    @Test func nestedSequencesAndGroupsCompose() throws {
        let plan = try AnimationPlan.sequence([
            .step("a", duration: 1),
            .group([
                .sequence([.step("b", duration: 0.5), .step("c", duration: 0.5)]),
                .step("d", duration: 2),
            ]),
            .step("e", duration: 1),
        ])
        let steps = try plan.scheduled(startingAt: 0)
        #expect(steps.map(\.tag) == ["a", "b", "d", "c", "e"])
        #expect(steps.map(\.startTime) == [0, 1, 1, 1.5, 3])
        // The index is the position as written, whatever the order in time.
        #expect(steps.map(\.index) == [0, 1, 3, 2, 4])
        #expect(plan.duration == 4)
    }

    @Test func onlyTheLastStepOfASequenceMayRepeatForever() throws {
        let wobble = try AnimationPlan.step("wobble", duration: 0.05, repeatCount: .forever, autoreverses: true)
        let grow = try AnimationPlan.step("grow", duration: 1)
        #expect(throws: AnimationError.endlessStepBeforeEnd(index: 0)) { try AnimationPlan.sequence([wobble, grow]) }
        #expect(throws: AnimationError.endlessStepBeforeEnd(index: 1)) {
            try AnimationPlan.sequence([grow, try .group([wobble, grow]), grow])
        }
        let endless = try AnimationPlan.sequence([grow, wobble])
        #expect(endless.duration == .infinity)
        #expect(try endless.scheduled(startingAt: 0).map(\.startTime) == [0, 1])
    }

    @Test func refusesAStartTimeThatIsNotFinite() throws {
        let plan = try AnimationPlan.step(0, duration: 1)
        #expect(throws: AnimationError.invalidTime(.infinity)) { try plan.scheduled(startingAt: .infinity) }
    }

    @Test func aChainOnOnePropertyCanBeQueuedAheadAndEachStepStartsWhereThePreviousEnded() throws {
        let chain = try AnimationPlan.sequence([
            .step(10.0, duration: 0.75, curve: .linear),
            .step(20.0, duration: 0.5, curve: .linear),
            .step(30.0, duration: 0.25, curve: .linear),
        ])
        var x = AnimatedProperty(0.0)
        var ids: [AnimationID] = []
        for step in try chain.scheduled(startingAt: 2) {
            ids.append(try x.animate(to: step.tag, timing: step.timing(startedAt: 2), at: 2))
        }
        #expect(x.value == 30)
        #expect(close(x.presentedValue(at: 2.375), 5))
        #expect(x.presentedValue(at: 2.75) == 10)
        #expect(close(x.presentedValue(at: 3), 15))
        #expect(x.presentedValue(at: 3.25) == 20)
        #expect(close(x.presentedValue(at: 3.375), 25))
        #expect(x.presentedValue(at: 3.5) == 30)
        #expect(
            x.completions(after: 2, through: 4) == [
                AnimationCompletion(id: ids[0], outcome: .finished, time: 2.75),
                AnimationCompletion(id: ids[1], outcome: .finished, time: 3.25),
                AnimationCompletion(id: ids[2], outcome: .finished, time: 3.5),
            ])
    }

    /// What the help button does to one card.
    private enum HelpStep: Hashable {
        case reveal(Int)
        case cover(Int)
    }

    /// A memory card's sides.
    private enum Side: Hashable {
        case back
        case front
    }

    /// The seed's help button (`showCardView:atIndex:`): each card curls up for 0.25 s when the
    /// previous one has, and the first card's completion also starts a second chain that curls
    /// the cards down again, one after another.
    private static func helpButtonChain(cards: Int) throws -> AnimationPlan<HelpStep> {
        let quarter = try AnimationTiming(duration: 0.25)
        let reveals = try AnimationPlan.sequence(
            (1..<cards).map { AnimationPlan.step(HelpStep.reveal($0), timing: quarter) })
        let covers = try AnimationPlan.sequence(
            (0..<cards).map { AnimationPlan.step(HelpStep.cover($0), timing: quarter) })
        return try .sequence([.step(.reveal(0), timing: quarter), try .group([reveals, covers])])
    }

    @Test func theHelpButtonsChainRevealsTheCardsOneAfterAnother() throws {
        let count = 6
        let plan = try Self.helpButtonChain(cards: count)
        let steps = try plan.scheduled(startingAt: 0)
        for index in 0..<count {
            #expect(steps.first { $0.tag == .reveal(index) }?.startTime == 0.25 * Double(index))
            #expect(steps.first { $0.tag == .cover(index) }?.startTime == 0.25 * Double(index + 1))
        }
        #expect(plan.duration == 0.25 * Double(count + 1))

        // Queue every transition at once; each card's track runs its own.
        var cards = Array(repeating: TransitionTrack(showing: Side.back), count: count)
        for step in steps {
            let timing = try step.timing(startedAt: 0)
            switch step.tag {
            case .reveal(let index):
                try cards[index].transition(to: .front, kind: .curlUp, timing: timing, at: 0)
            case .cover(let index):
                try cards[index].transition(to: .back, kind: .curlDown, timing: timing, at: 0)
            }
        }

        // Midway through card 3's reveal: card 3 curls up, card 2 curls down, the rest rest.
        let time = 0.25 * 3 + 0.125
        let revealing = cards[3].state(at: time)
        #expect(revealing.kind == .curlUp && revealing.outgoing == .back && revealing.incoming == .front)
        #expect(close(revealing.frame.curl, 0.5))
        let covering = cards[2].state(at: time)
        #expect(covering.kind == .curlDown && covering.outgoing == .front && covering.incoming == .back)
        for index in [0, 1, 4, 5] {
            #expect(cards[index].state(at: time) == .resting(on: .back))
        }

        // Each reveal starts exactly when the previous card's reveal reports its completion.
        for index in 1..<count {
            let previous = cards[index - 1].completions(after: 0, through: 10)
            #expect(previous.count == 2)
            #expect(previous.allSatisfy { $0.finished })
            #expect(previous.first?.time == steps.first { $0.tag == .reveal(index) }?.startTime)
        }
        #expect(cards.allSatisfy { $0.state(at: plan.duration) == .resting(on: .back) })
    }

    @Test func planNestedPastTheDepthLimitIsRefused() throws {
        var plan = try AnimationPlan.sequence([.step("a", duration: 1)])
        for _ in 1..<AnimationPlan<String>.maximumDepth { plan = try .sequence([plan]) }
        #expect(plan.depth == 200)
        #expect(plan.stepCount == 1)
        #expect(try plan.scheduled(startingAt: 0).map(\.startTime) == [0])
        #expect(throws: AnimationError.planTooDeep(limit: 200)) { try AnimationPlan.sequence([plan]) }
        #expect(throws: AnimationError.planTooDeep(limit: 200)) { try AnimationPlan.group([plan]) }
        #expect(AnimationError.planTooDeep(limit: 200).description == "plan nested too deeply (limit 200)")
    }

    /// A plan used twice counts twice: forty doublings would be 2^40 parts to lay out.
    @Test(arguments: [try AnimationPlan.step("a", duration: 1), try AnimationPlan.pause(1)])
    func sharedPartsCountUntilThePlanIsTooLarge(leaf: AnimationPlan<String>) throws {
        var plan = try AnimationPlan.group([leaf])
        var doublings = 0
        while doublings < 40 {
            do {
                plan = try .group([plan, plan])
                doublings += 1
            } catch {
                #expect(error == .planTooLarge(limit: 100_000))
                break
            }
        }
        #expect(doublings == 15)
        #expect(plan.partCount == 98_303)
        #expect(plan.stepCount == (leaf.stepCount == 1 ? 32_768 : 0))
        #expect(try plan.scheduled(startingAt: 0).count == plan.stepCount)
    }
}
