import Models
import Testing

@Suite struct AnimationIDComparableTests {
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
}
