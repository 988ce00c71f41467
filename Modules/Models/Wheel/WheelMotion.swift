import Geometry

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One segment of a wheel's movement: a pure function from time to the wheel angle.
///
/// A ``RotaryWheel`` keeps a timeline of these; each is in effect from its ``start`` until the
/// next one starts, which begins from the angle this one had reached then, so the angle never
/// jumps between segments. Nothing is stepped tick by tick: every case has a closed form in t.
///
/// Before ``start`` every segment is at ``startAngle``; after ``endTime`` at ``endAngle``,
/// exactly. Angles are unbounded; positive angles turn clockwise on screen.
public enum WheelMotion: Sendable, Hashable {
    /// One accepted touch position of a drag: from `time` on, the wheel is at `angle`.
    public struct Sample: Sendable, Hashable {
        /// When the touch moved, in seconds.
        public var time: Double
        /// The wheel angle the move produced.
        public var angle: Angle

        /// Creates a sample.
        public init(time: Double, angle: Angle) {
            self.time = time
            self.angle = angle
        }
    }

    /// Still at `angle` since `since`.
    case rest(Angle, since: Double)
    /// Held by a finger: the angle of the latest sample at or before t (the first sample is
    /// the touch-down). The wheel moves only when the finger does.
    case drag([Sample])
    /// Coasting after a flick, like `UIScrollView`'s deceleration: with τ = t − start,
    ///
    ///     ω(τ) = velocity · e^(−decay·τ)
    ///     θ(τ) = from + velocity / decay · (1 − e^(−decay·τ))
    ///
    /// until τ = `duration` = ln(|velocity| / stopSpeed) / decay, where |ω| has fallen to
    /// ``WheelConfiguration/stopSpeed`` and the wheel stops at `to` (which the formula reaches
    /// there, to rounding).
    case inertia(from: Angle, velocity: Double, decay: Double, start: Double, duration: Double, to: Angle)
    /// A flick too short to coast onto a sector's middle, settling there instead with the
    /// flick's speed at the start and none at the end: with s = (t − start)/duration,
    /// D = to − from and V = velocity·duration,
    ///
    ///     θ(s) = from + D·(3s² − 2s³) + V·s·(1 − s)²
    ///
    /// (a cubic Hermite curve).
    case settle(from: Angle, velocity: Double, to: Angle, start: Double, duration: Double)
    /// A timed animation with a timing curve (a snap after a slow release, a spin, a rotation):
    /// θ = from + (to − from)·curve((t − start)/duration).
    case animation(from: Angle, to: Angle, start: Double, duration: Double, curve: TimingCurve)
    /// Turning at a steady `velocity` (radians a second) from `start`, until told otherwise —
    /// a prize wheel spinning until the game says where it lands:
    /// θ = from + velocity·(t − start). It never ends by itself.
    case steady(from: Angle, velocity: Double, start: Double)

    /// When the segment begins, in seconds (−∞ for a wheel that has been at rest forever).
    public var start: Double {
        switch self {
        case .rest(_, let since): since
        case .drag(let samples): samples.first?.time ?? -.infinity
        case .inertia(_, _, _, let start, _, _): start
        case .settle(_, _, _, let start, _): start
        case .animation(_, _, let start, _, _): start
        case .steady(_, _, let start): start
        }
    }

    /// When the segment stops changing: its start for a rest, the latest sample for a drag,
    /// start + duration otherwise.
    public var endTime: Double {
        switch self {
        case .rest(_, let since): since
        case .drag(let samples): samples.last?.time ?? -.infinity
        case .inertia(_, _, _, let start, let duration, _): start + duration
        case .settle(_, _, _, let start, let duration): start + duration
        case .animation(_, _, let start, let duration, _): start + duration
        case .steady: .infinity
        }
    }

    /// The angle at ``start``.
    public var startAngle: Angle {
        switch self {
        case .rest(let angle, _): angle
        case .drag(let samples): samples.first?.angle ?? .zero
        case .inertia(let from, _, _, _, _, _): from
        case .settle(let from, _, _, _, _): from
        case .animation(let from, _, _, _, _): from
        case .steady(let from, _, _): from
        }
    }

    /// The angle from ``endTime`` on.
    public var endAngle: Angle {
        switch self {
        case .rest(let angle, _): angle
        case .drag(let samples): samples.last?.angle ?? .zero
        case .inertia(_, _, _, _, _, let to): to
        case .settle(_, _, let to, _, _): to
        case .animation(_, let to, _, _, _): to
        // Never reached: a steady turn has no end.
        case .steady(let from, _, _): from
        }
    }

    /// The wheel angle at `time`. A NaN time counts as before the start.
    public func angle(at time: Double) -> Angle {
        // One look at the case (a scene asks at every frame of a turn): before the start, its
        // start angle; from its end on, its end angle; in between, the closed form.
        switch self {
        case .rest(let angle, _):
            return angle
        case .drag(let samples):
            guard time >= start else { return startAngle }
            guard time < endTime else { return endAngle }
            return WheelMotion.sample(in: samples, at: time)?.angle ?? .zero
        case .inertia(let from, let velocity, let decay, let start, let duration, let to):
            guard time >= start else { return from }
            guard time < start + duration else { return to }
            // −expm1(−kτ) is 1 − e^(−kτ) without cancellation for small τ.
            let travelled = velocity / decay * -expm1(-decay * (time - start))
            return from + .radians(travelled)
        case .settle(let from, let velocity, let to, let start, let duration):
            guard time >= start else { return from }
            guard time < start + duration else { return to }
            let s = (time - start) / duration
            let distance = (to - from).radians
            let launch = velocity * duration
            let offset = distance * (s * s * (3 - 2 * s)) + launch * (s * (1 - s) * (1 - s))
            return from + .radians(offset)
        case .animation(let from, let to, let start, let duration, let curve):
            guard time >= start else { return from }
            guard time < start + duration else { return to }
            return from.interpolated(to: to, at: curve.value(at: (time - start) / duration))
        case .steady(let from, let velocity, let start):
            // Its end is +∞: an infinite time gives its end angle, the start.
            guard time >= start, time < .infinity else { return from }
            return from + .radians(velocity * (time - start))
        }
    }

    /// Whether the wheel turns by itself at `time`: during an inertia, settle or animation
    /// that actually goes somewhere, from its start (included) to its end (excluded). A rest
    /// never moves, and a drag moves only with the finger.
    public func isAnimating(at time: Double) -> Bool {
        // One look at the case (a scene asks at every frame of a turn): within start ..< end,
        // and going somewhere — a settle back onto the angle it started from still moves if it
        // was flicked.
        switch self {
        case .rest, .drag:
            return false
        case .inertia(let from, _, _, let start, let duration, let to):
            return time >= start && time < start + duration && from != to
        case .settle(let from, let velocity, let to, let start, let duration):
            return time >= start && time < start + duration && (from != to || velocity != 0)
        case .animation(let from, let to, let start, let duration, _):
            return time >= start && time < start + duration && from != to
        case .steady(_, _, let start):
            return time >= start
        }
    }

    /// The latest sample at or before `time` (the first when `time` is earlier), by binary
    /// search: samples are in time order.
    static func sample(in samples: [Sample], at time: Double) -> Sample? {
        guard var result = samples.first else { return nil }
        var low = 0
        var high = samples.count
        while low < high {
            let middle = (low + high) / 2
            if samples[middle].time <= time {
                result = samples[middle]
                low = middle + 1
            } else {
                high = middle
            }
        }
        return result
    }
}
