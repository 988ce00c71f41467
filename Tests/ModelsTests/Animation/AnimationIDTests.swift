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

    @Test func ordersByStartingOrder() throws {
        var property = AnimatedProperty(0.0)
        var ids: [AnimationID] = []
        for step in 0..<5 {
            ids.append(try property.animate(to: Double(step), duration: 1, at: Double(step)))
        }
        var random = AnimationTestKit.Random(seed: 42)
        #expect(ids.shuffled(using: &random).sorted() == ids)
        #expect(AnimationID(rawValue: 2) < AnimationID(rawValue: 10))
    }

    @Test func printsAsHashAndNumber() {
        #expect(AnimationID(rawValue: 3).description == "#3")
        #expect("\(AnimationID(rawValue: 12))" == "#12")
    }
}
