import Models

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

    /// A clock reading `now` (seconds since the run started, within 0 ... ``maximumTime``).
    init(origin: Double, now: Double) {
        self.origin = origin
        self.now = now
    }

    /// Seconds since 1970 now.
    public var wallTime: Double { origin + now }

    /// The latest time the clock reaches, in seconds since the run started: 10^12 s, about
    /// 31,700 years. `clock.advance`, `after`, `every` and `at` refuse to go past it, and a
    /// control's event due later (a duration of 1e300) is met with the clock here, so no time a
    /// script reads is infinite or too large to convert to an integer. The models' own ends are
    /// held finite against the same limit (``FiniteTime/clockLimit``).
    public static let maximumTime = FiniteTime.clockLimit

    /// Moves the clock forward to `time`, or to ``maximumTime`` if `time` is later; a time in the
    /// past (or NaN) leaves it where it is.
    public mutating func advance(to time: Double) {
        if time > now { now = min(time, Self.maximumTime) }
    }
}
