import Models
import Testing

@Suite struct TransitionTrackHashableTests {
    @Test func tracksWithTheSameTransitionsAreEqual() throws {
        var one = TransitionTrack(showing: false)
        var other = TransitionTrack(showing: false)
        try one.transition(to: true, kind: .flipFromTop, duration: 0.5, at: 0)
        try other.transition(to: true, kind: .flipFromTop, duration: 0.5, at: 0)
        #expect(one == other)
        #expect(Set([one, other]).count == 1)
        var third = TransitionTrack(showing: false)
        try third.transition(to: true, kind: .flipFromBottom, duration: 0.5, at: 0)
        #expect(one != third)
    }
}
