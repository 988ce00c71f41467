import Geometry
import Models
import Testing

@Suite struct TransitionTrackTests {
    /// A memory card's sides.
    private enum Side: Hashable {
        case back
        case front
    }

    @Test func turningACardChangesItsFaceAtOnceAndShowsTheFlipOverTime() throws {
        var card = TransitionTrack(showing: Side.back)
        let turn = try card.transition(to: .front, kind: .flipFromLeft, duration: 0.75, at: 1)
        #expect(card.face == .front)
        let early = card.state(at: 1.2)
        #expect(early.outgoing == .back && early.incoming == .front)
        #expect(early.shownFace == .back)
        #expect(early.kind == .flipFromLeft)
        #expect(early.transitionID == turn)
        #expect(card.shownFace(at: 1.5) == .front)
        #expect(card.state(at: 1.75) == .resting(on: .front))
        #expect(card.state(at: 0.5) == .resting(on: .back))
        #expect(
            card.completions(after: 1, through: 2) == [AnimationCompletion(id: turn, outcome: .finished, time: 1.75)])
    }

    @Test func anInterruptingTransitionStartsFromTheInterruptedOnesIncomingFace() throws {
        var card = TransitionTrack(showing: Side.back)
        let show = try card.transition(to: .front, kind: .flipFromLeft, duration: 1, at: 0)
        let hide = try card.transition(to: .back, kind: .flipFromRight, duration: 1, at: 0.25)
        let state = card.state(at: 0.5)
        #expect(state.outgoing == .front && state.incoming == .back)
        #expect(state.transitionID == hide)
        #expect(
            card.completions(after: 0, through: 2) == [
                AnimationCompletion(id: show, outcome: .cancelled, time: 0.25),
                AnimationCompletion(id: hide, outcome: .finished, time: 1.25),
            ])
    }

    @Test func cancellingJumpsToTheModelFace() throws {
        var card = TransitionTrack(showing: Side.back)
        let turn = try card.transition(to: .front, kind: .curlUp, duration: 0.25, at: 0)
        #expect(try card.cancel(at: 0.1) == [turn])
        #expect(card.state(at: 0.1) == .resting(on: .front))
        #expect(
            card.completions(after: 0, through: 1) == [AnimationCompletion(id: turn, outcome: .cancelled, time: 0.1)])
    }

    @Test func showingAFaceWithoutTransitionCancels() throws {
        var card = TransitionTrack(showing: Side.back)
        let turn = try card.transition(to: .front, kind: .crossDissolve, duration: 1, at: 0)
        #expect(try card.show(.back, at: 0.5) == [turn])
        #expect(card.face == .back)
        #expect(card.shownFace(at: 0.5) == .back)
        #expect(!card.isTransitioning(at: 0.6))
    }

    @Test func queuedTransitionsRunBackToBack() throws {
        var card = TransitionTrack(showing: Side.back)
        try card.transition(to: .front, kind: .curlUp, duration: 0.25, at: 0)
        try card.transition(to: .back, kind: .curlDown, duration: 0.25, delay: 1, at: 0)
        #expect(card.isTransitioning(at: 0.1))
        #expect(!card.isTransitioning(at: 0.5))
        #expect(card.state(at: 0.5) == .resting(on: .front))
        #expect(card.state(at: 1.1).kind == .curlDown)
        #expect(card.state(at: 1.1).outgoing == .front)
        #expect(card.face == .back)
    }

    @Test func refusesBadInputAndTimeGoingBackwards() throws {
        var card = TransitionTrack(showing: Side.back)
        try card.transition(to: .front, kind: .curlUp, duration: 0.25, at: 2)
        let before = card
        #expect(throws: AnimationError.invalidDuration(-1)) {
            try card.transition(to: .back, kind: .curlUp, duration: -1, at: 3)
        }
        #expect(throws: AnimationError.timeWentBackwards(time: 1, latest: 2)) {
            try card.transition(to: .back, kind: .curlUp, duration: 1, at: 1)
        }
        #expect(throws: AnimationError.timeWentBackwards(time: 1, latest: 2)) { try card.show(.back, at: 1) }
        #expect(card == before)
        #expect(card.lastChangeTime == 2)
    }

    @Test func discardingHistoryKeepsWhatIsStillToCome() throws {
        var card = TransitionTrack(showing: Side.back)
        try card.transition(to: .front, kind: .curlUp, duration: 0.25, at: 0)
        let cover = try card.transition(to: .back, kind: .curlDown, duration: 0.25, delay: 1, at: 0)
        let full = card
        card.discardHistory(through: 0.5)
        #expect(card.completions(after: -1, through: 5).map(\.id) == [cover])
        for time in stride(from: 0.5, through: 2, by: 0.05) {
            #expect(card.state(at: time) == full.state(at: time))
        }
    }

    /// Forgetting what a delivery read keeps what a later change decided at the same instant.
    @Test func forgettingWhatWasReadKeepsWhatALaterChangeDecidedAtTheSameInstant() throws {
        var card = TransitionTrack(showing: "back")
        let before = card.revision
        let reveal = try card.transition(to: "front", kind: .curlUp, duration: 0, at: 1)
        #expect(card.revision > before)
        let read = card.revision
        #expect(card.completions(after: -.infinity, through: 1).map(\.id) == [reveal])
        let cover = try card.transition(to: "back", kind: .curlDown, duration: 0, at: 1)
        card.discardHistory(through: 1, knownBy: read)
        #expect(card.completions(after: -.infinity, through: 1).map(\.id) == [cover])
        #expect(card.face == "back")
    }

    @Test func restTimeIsTheEndOfTheLastTransition() throws {
        var card = TransitionTrack(showing: Side.back)
        #expect(card.restTime == -.infinity)
        try card.transition(to: .front, kind: .flipFromLeft, duration: 0.75, at: 1)
        #expect(card.restTime == 1.75)
    }
}
