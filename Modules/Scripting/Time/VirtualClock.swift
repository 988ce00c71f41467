/// The runtime's clock: it moves only when advanced.
///
/// `now` counts seconds since the run started; `origin` is the wall time (seconds since 1970)
/// the run pretends to start at, so `os.time()` and countdowns to a date see `origin + now`.
public struct VirtualClock: Sendable, Hashable {
    /// Seconds since 1970 at which the clock reads 0.
    public let origin: Double
    /// Seconds since the run started.
    public private(set) var now: Double = 0

    /// Creates a clock reading 0 at `origin` (seconds since 1970).
    public init(origin: Double) {
        self.origin = origin
    }

    /// Seconds since 1970 now.
    public var wallTime: Double { origin + now }

    /// Moves the clock forward to `time`; a time in the past leaves it where it is.
    public mutating func advance(to time: Double) {
        if time > now { now = time }
    }
}
