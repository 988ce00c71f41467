import Geometry
import Models
import Testing

@Suite struct AnimationHashableTests {
    @Test func animationsCompareByValuesTimingAndStartTime() throws {
        let fade = try Animation(from: 1.0, to: 0.0, duration: 0.75, at: 2)
        let same = try Animation(from: 1.0, to: 0.0, duration: 0.75, at: 2)
        #expect(fade == same)
        #expect(fade.hashValue == same.hashValue)
        #expect(fade != (try Animation(from: 1.0, to: 0.0, duration: 0.75, at: 3)))
        #expect(fade != (try Animation(from: 1.0, to: 0.5, duration: 0.75, at: 2)))
        #expect(fade != (try Animation(from: 1.0, to: 0.0, duration: 0.75, curve: .linear, at: 2)))
        #expect(Set([fade, same]).count == 1)
    }

    @Test func transformAnimationsAreHashableToo() throws {
        let turn = try Animation(
            from: AffineTransform.Decomposition.identity,
            to: AffineTransform.Decomposition(rotation: .fullTurn), duration: 1, at: 0)
        #expect(Set([turn, turn]).count == 1)
    }
}
