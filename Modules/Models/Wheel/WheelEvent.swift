/// Something that happened to a wheel at a given time, as listed by
/// ``RotaryWheel/events(from:to:limit:)``.
public enum WheelEvent: Sendable, Hashable {
    /// The value (the sector the wheel rests, or will come to rest, on) became `index`, named
    /// `name`, at `time`: when the finger lifted or a spin or rotation began, as the seed told
    /// its delegate on release. Only actual changes are reported.
    case changed(index: Int, name: String, at: Double)
    /// The pointer passed a sector boundary at `time`, leaving sector `from` and entering
    /// sector `to`: a tick for sound or haptics. With one sector both are 0 (one tick a turn).
    case boundaryCrossed(from: Int, to: Int, at: Double)

    /// When the event happened, in seconds.
    public var time: Double {
        switch self {
        case let .changed(_, _, time): time
        case let .boundaryCrossed(_, _, time): time
        }
    }
}

extension WheelEvent: CustomStringConvertible {
    /// A line for logs: `changed to 3 "Person" at 1.2`, `crossed from 2 to 3 at 0.5`.
    public var description: String {
        switch self {
        case let .changed(index, name, time):
            "changed to \(index) \"\(name)\" at \(time)"
        case let .boundaryCrossed(from, to, time):
            "crossed from \(from) to \(to) at \(time)"
        }
    }
}
