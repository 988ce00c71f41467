import Models
import Testing

/// Equality of the timeline engine, seen through the owners that compare by it.
@Suite struct TimelineHashableTests {
    @Test func samePastAndFutureCompareEqual() throws {
        var one = TransitionTrack(showing: 0)
        var other = TransitionTrack(showing: 0)
        for track in [0, 1] {
            var copy = track == 0 ? one : other
            try copy.transition(to: 1, kind: .flipFromLeft, duration: 0.75, at: 1)
            try copy.cancel(at: 1.5)
            if track == 0 { one = copy } else { other = copy }
        }
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
    }

    @Test func idsAndRemovedAnimationsCount() throws {
        var direct = AnimatedProperty(0.0)
        try direct.animate(to: 1, duration: 1, at: 0)
        var detour = AnimatedProperty(0.0)
        try detour.animate(to: 5, duration: 1, delay: 3, at: 0)
        try detour.animate(to: 1, duration: 1, at: 0)
        // Same values shown at every instant, but a different history of animations.
        #expect(direct.presentedValue(at: 0.5) == detour.presentedValue(at: 0.5))
        #expect(direct != detour)
    }
}
