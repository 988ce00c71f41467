import Models
import Testing

@Suite struct TransitionStateTests {
    @Test func atRestBothFacesAreTheShownFace() {
        let state = TransitionState.resting(on: "front")
        #expect(state.outgoing == "front" && state.incoming == "front")
        #expect(state.shownFace == "front")
        #expect(!state.isTransitioning)
        #expect(state.kind == nil)
    }

    @Test func theShownFaceFollowsTheFrame() {
        let early = TransitionState(
            outgoing: "back", incoming: "front", frame: TransitionKind.flipFromLeft.frame(progress: 0.2),
            kind: .flipFromLeft, transitionID: AnimationID(rawValue: 1))
        let late = TransitionState(
            outgoing: "back", incoming: "front", frame: TransitionKind.flipFromLeft.frame(progress: 0.8),
            kind: .flipFromLeft, transitionID: AnimationID(rawValue: 1))
        #expect(early.shownFace == "back")
        #expect(late.shownFace == "front")
        #expect(early.isTransitioning)
    }

    @Test func statesCompareByEveryPart() {
        let one = TransitionState.resting(on: 1)
        #expect(one == TransitionState.resting(on: 1))
        #expect(one.hashValue == TransitionState.resting(on: 1).hashValue)
        #expect(one != TransitionState.resting(on: 2))
        let moving = TransitionState(
            outgoing: 1, incoming: 1, frame: .resting, kind: .crossDissolve, transitionID: AnimationID(rawValue: 1))
        #expect(one != moving)
    }
}
