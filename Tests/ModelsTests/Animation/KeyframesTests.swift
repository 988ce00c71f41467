import Geometry
import Models
import Testing

/// A keyframe animation's timing: the first value at once, each segment delayed to its key time
/// and lasting until the next, and the checks on counts and key times.
@Suite struct KeyframesTests {
    @Test func eachValueArrivesAtItsKeyTime() throws {
        let keyframes = try Keyframes(count: 4, keyTimes: [0, 0.5, 0.75, 1], duration: 2, delay: 1, curve: .easeIn)
        let timings = try keyframes.timings()
        #expect(timings.map(\.duration) == [0, 1, 0.5, 0.5])
        #expect(timings.map(\.delay) == [1, 1, 2, 2.5])
        #expect(timings.allSatisfy { $0.curve == .easeIn })
        #expect(keyframes.totalDuration == 3)
    }

    @Test func keyTimesAreEvenByDefault() throws {
        #expect(try Keyframes(count: 5, duration: 1).keyTimes == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test func aPropertyGoesThroughEveryValue() throws {
        var alpha = AnimatedProperty(1.0)
        let keyframes = try Keyframes(count: 3, keyTimes: [0, 0.25, 1], duration: 1, curve: .linear)
        for (value, timing) in zip([1.0, 0.0, 1.0], try keyframes.timings()) {
            try alpha.animate(to: value, duration: timing.duration, delay: timing.delay, curve: timing.curve, at: 0)
        }
        #expect(alpha.presentedValue(at: 0.125) == 0.5)
        #expect(alpha.presentedValue(at: 0.25) == 0)
        #expect(abs(alpha.presentedValue(at: 0.625) - 0.5) < 1e-12)
        #expect(alpha.presentedValue(at: 1) == 1)
        #expect(alpha.value == 1)
    }

    @Test(arguments: [
        (1, [Double]?.none, "a keyframe animation needs at least 2 values, not 1"),
        (1001, nil, "a keyframe animation takes at most 1000 values, not 1001"),
        (3, [0.0, 1.0], "2 key times for 3 values: give one key time per value"),
        (2, [0.1, 1.0], "key times run from 0 to 1, not from 0.1 to 1.0"),
        (3, [0.0, 0.8, 0.5, 1.0], "4 key times for 3 values: give one key time per value"),
        (4, [0.0, 0.8, 0.5, 1.0], "key times never decrease, but key time 3 (0.5) comes after 0.8"),
        (3, [0.0, .nan, 1.0], "key times never decrease, but key time 2 (nan) comes after 0.0"),
    ])
    func badKeyframesAreRefusedWithAReason(_ count: Int, _ keyTimes: [Double]?, _ reason: String) {
        #expect(throws: AnimationError.invalidKeyframes(reason)) {
            try Keyframes(count: count, keyTimes: keyTimes, duration: 1)
        }
    }
}
