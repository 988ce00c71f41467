import Foundation

/// The real clock, injected where the runtime needs it: the default "now" of a run, pacing of
/// `--realtime`, and the `--timeout` watchdog. Models and scripts never read it.
public protocol WallClock: Sendable {
    /// Seconds since 1970.
    func now() -> Double
    /// Seconds on a monotonic clock, for measuring intervals.
    func monotonicNow() -> Double
    /// Blocks until the monotonic clock reads `deadline`, or until `isCancelled` says so (checked
    /// at least every 50 ms).
    func sleep(untilMonotonic deadline: Double, isCancelled: () -> Bool)
}

/// The system's clocks.
public struct SystemWallClock: WallClock {
    public init() {}

    public func now() -> Double {
        Date().timeIntervalSince1970
    }

    public func monotonicNow() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    public func sleep(untilMonotonic deadline: Double, isCancelled: () -> Bool) {
        while !isCancelled() {
            let remaining = deadline - monotonicNow()
            if remaining <= 0 { return }
            Thread.sleep(forTimeInterval: min(remaining, 0.05))
        }
    }
}
