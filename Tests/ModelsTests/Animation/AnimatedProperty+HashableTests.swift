import Geometry
import Models
import Testing

@Suite struct AnimatedPropertyHashableTests {
    private func made(_ target: Double) throws -> AnimatedProperty<Double> {
        var property = AnimatedProperty(0.0)
        try property.animate(to: target, duration: 1, at: 0)
        return property
    }

    @Test func propertiesWithTheSameHistoryAreEqualAndHashAlike() throws {
        let one = try made(1)
        let same = try made(1)
        #expect(one == same)
        #expect(one.hashValue == same.hashValue)
        #expect(Set([one, same]).count == 1)
    }

    @Test func theSameModelValueReachedDifferentlyIsADifferentProperty() throws {
        let animated = try made(1)
        var set = AnimatedProperty(0.0)
        try set.set(1, at: 0)
        #expect(animated.value == set.value)
        #expect(animated != set)
        #expect(try made(1) != made(2))
    }
}
