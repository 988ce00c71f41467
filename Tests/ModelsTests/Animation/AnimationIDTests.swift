import Models
import Testing

@Suite struct AnimationIDTests {
    @Test func wrapsTheNumberARuntimeStores() {
        #expect(AnimationID(rawValue: 7).rawValue == 7)
        #expect(AnimationID(rawValue: 7) == AnimationID(rawValue: 7))
        #expect(AnimationID(rawValue: 7) != AnimationID(rawValue: 8))
    }

    @Test func eachPropertyNumbersItsAnimationsFromOne() throws {
        var alpha = AnimatedProperty(0.0)
        var center = AnimatedProperty(0.0)
        let first = try alpha.animate(to: 1, duration: 1, at: 0)
        let second = try alpha.animate(to: 0, duration: 1, at: 1)
        let other = try center.animate(to: 5, duration: 1, at: 0)
        #expect([first, second].map(\.rawValue) == [1, 2])
        #expect(other.rawValue == 1)
    }
}
