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
