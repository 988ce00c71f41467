import Models
import Testing

@Suite struct TransitionStateHashableTests {
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
