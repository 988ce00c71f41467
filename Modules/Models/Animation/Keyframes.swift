import Geometry

/// A keyframe animation's timing, as `CAKeyframeAnimation` has it: values reached at key times
/// (fractions of the duration, from 0 to 1), with straight runs between them along a curve
/// each. The first value is shown at once; segment i then animates from value i to value i + 1
/// over the fraction of the duration between their key times.
///
/// The segments are ordinary animations delayed to their place: a delayed animation takes over
/// when it begins (see ``AnimatedProperty``), so each starts where the previous one ended.
public struct Keyframes: Sendable, Hashable {
    /// The most values a keyframe animation may have.
    public static let maximumCount = 1000

    /// The key times, one per value: 0 first, 1 last, never decreasing.
    public let keyTimes: [Double]
    /// The whole animation's duration and delay, in seconds.
    public let duration: Double
    public let delay: Double
    /// The curve of each segment.
    public let curve: TimingCurve

    /// Keyframes for `count` values at `keyTimes` (evenly spaced when nil).
    ///
    /// - Throws: ``AnimationError/invalidKeyframes(_:)`` for fewer than 2 values or more than
    ///   ``maximumCount``, key times of another count, not from 0 to 1 or decreasing;
    ///   ``AnimationError/invalidDuration(_:)``, ``AnimationError/invalidDelay(_:)``.
    public init(
        count: Int, keyTimes: [Double]? = nil, duration: Double, delay: Double = 0, curve: TimingCurve = .linear
    ) throws(AnimationError) {
        guard count >= 2 else { throw .invalidKeyframes("a keyframe animation needs at least 2 values, not \(count)") }
        guard count <= Self.maximumCount else {
            throw .invalidKeyframes("a keyframe animation takes at most \(Self.maximumCount) values, not \(count)")
        }
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        guard delay.isFinite, delay >= 0 else { throw .invalidDelay(delay) }
        let times = keyTimes ?? (0..<count).map { Double($0) / Double(count - 1) }
        guard times.count == count else {
            throw .invalidKeyframes("\(times.count) key times for \(count) values: give one key time per value")
        }
        guard times.first == 0, times.last == 1 else {
            throw .invalidKeyframes(
                "key times run from 0 to 1, not from \(times.first ?? .nan) to \(times.last ?? .nan)")
        }
        for (index, pair) in zip(times, times.dropFirst()).enumerated() where !(pair.1 >= pair.0) {
            throw .invalidKeyframes(
                "key times never decrease, but key time \(index + 2) (\(pair.1)) comes after \(pair.0)")
        }
        self.keyTimes = times
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }

    /// The timing of each value's animation: the first value at once (duration 0), then value
    /// i + 1 from key time i to key time i + 1.
    public func timings() throws(AnimationError) -> [AnimationTiming] {
        var timings = [try AnimationTiming(duration: 0, delay: delay, curve: curve)]
        for (start, end) in zip(keyTimes, keyTimes.dropFirst()) {
            timings.append(
                try AnimationTiming(
                    duration: FiniteTime.product(end - start, duration),
                    delay: FiniteTime.sum(delay, FiniteTime.product(start, duration)), curve: curve))
        }
        return timings
    }

    /// When the last value is reached, after the animation's start.
    public var totalDuration: Double { FiniteTime.sum(delay, duration) }
}
