import Geometry

/// One wheel of an ``Odometer``: where it rolls from and to, and when.
///
/// The position is unbounded (a wheel that rolled forward from 9 to 0 ends at 10), so a roll is
/// a plain interpolation; the odometer reduces it modulo 10 for display.
struct DigitWheel: Sendable, Hashable {
    var from: Double
    var to: Double
    var start: Double
    var duration: Double
    /// Whether the wheel has ever rolled; a wheel at rest since creation has no end time.
    var hasRolled: Bool

    init(restingAt position: Double) {
        from = position
        to = position
        start = 0
        duration = 0
        hasRolled = false
    }

    init(from: Double, to: Double, start: Double, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        hasRolled = true
    }

    var endTime: Double? {
        hasRolled ? start + duration : nil
    }

    func position(at time: Double, curve: TimingCurve) -> Double {
        guard duration > 0, time < start + duration else { return time < start ? from : to }
        let progress = (time - start) / duration
        return from + (to - from) * curve.value(at: progress)
    }

    func isMoving(at time: Double) -> Bool {
        from != to && time >= start && time < start + duration
    }
}
