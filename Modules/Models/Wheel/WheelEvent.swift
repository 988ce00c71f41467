/// Something that happened to a wheel at a given time, as listed by
/// ``RotaryWheel/events(from:to:limit:)``.
public enum WheelEvent: Sendable, Hashable {
    /// The wheel came to rest on sector `index`, named `name`, at `time`, and it is not the
    /// sector it last rested on: the value changed when it settled, as a picker's selection
    /// does (UIPickerView tells its delegate when the wheel stops, not when it is flicked).
    /// Only actual changes are reported; each comes just before its ``rested(index:name:at:)``.
    case changed(index: Int, name: String, at: Double)
    /// The wheel came to rest by itself on sector `index` at `time`: the end of a snap, a coast,
    /// a spin, a rotation or a landing (a prize wheel's "did end spinning"), whether or not the
    /// sector changed. A finger holding the wheel still is not a rest; the release's motion ends
    /// in one.
    case rested(index: Int, name: String, at: Double)
    /// The pointer passed a sector boundary at `time`, leaving sector `from` and entering
    /// sector `to`: a tick for sound or haptics. With one sector both are 0 (one tick a turn).
    case boundaryCrossed(from: Int, to: Int, at: Double)

    /// When the event happened, in seconds.
    public var time: Double {
        switch self {
        case .changed(_, _, let time): time
        case .rested(_, _, let time): time
        case .boundaryCrossed(_, _, let time): time
        }
    }
}

extension WheelEvent: CustomStringConvertible {
    /// A line for logs: `changed to 3 "Person" at 1.2`, `rested on 3 "Person" at 1.2`,
    /// `crossed from 2 to 3 at 0.5`.
    public var description: String {
        switch self {
        case .changed(let index, let name, let time):
            "changed to \(index) \"\(name)\" at \(time)"
        case .rested(let index, let name, let time):
            "rested on \(index) \"\(name)\" at \(time)"
        case .boundaryCrossed(let from, let to, let time):
            "crossed from \(from) to \(to) at \(time)"
        }
    }
}
