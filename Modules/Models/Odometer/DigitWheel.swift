import Geometry

/// One wheel of an ``Odometer`` (or its count, in count-through mode): where it rolls from and
/// to, when, along which curve, and how fast it was already turning when the roll began.
///
/// The position is unbounded (a wheel that rolled forward from 9 to 0 ends at 10), so a roll is
/// a plain interpolation; the odometer reduces it modulo 10 for display. A roll that starts
/// while the wheel turns keeps its speed: the position is `from + (to − from)·c(u) + k·h(u)`
/// for progress u, with h(u) = u(1 − u)², which is 0 at both ends, has slope 1 at the start and
/// 0 at the end, so k (``launch``) adds exactly the missing starting speed and nothing at the end.
///
/// The speed term is held to what the roll can take without passing its end: a wheel arriving
/// fast would otherwise run a little past its digit and come back (showing the next one for a
/// moment), and a change arriving then would read "forward from 1.0003 to 1" as a whole turn.
/// A roll keeps as much of its starting speed as it can while never running ahead of where it
/// is going; only its curve's own overshoot (a spring, `linear(0, 1.2, 1)`) takes it past.
struct DigitWheel: Sendable, Hashable {
    var from: Double
    var to: Double
    var start: Double
    var duration: Double
    var curve: TimingCurve
    /// The k of the speed term, in positions.
    var launch: Double
    /// Whether the wheel has ever rolled; a wheel at rest since creation has no end time.
    var hasRolled: Bool

    init(restingAt position: Double) {
        from = position
        to = position
        start = 0
        duration = 0
        curve = .linear
        launch = 0
        hasRolled = false
    }

    /// A roll from `from` to `to` over `duration` from `start`, leaving at `speed` positions a
    /// second (0: from rest) and arriving at rest. A curve whose slope at its start is not a
    /// moderate number (steps, a Bézier that leaves vertically) starts from rest instead: its
    /// motion has no speed to match.
    init(from: Double, to: Double, start: Double, duration: Double, curve: TimingCurve, speed: Double = 0) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
        hasRolled = true
        let slope = DigitWheel.startingSlope(of: curve)
        if speed != 0, duration > 0, let slope, speed.isFinite {
            let k = speed * duration - (to - from) * slope
            launch = k.isFinite ? DigitWheel.limited(k, distance: to - from, curve: curve) : 0
        } else {
            launch = 0
        }
    }

    var endTime: Double? {
        hasRolled ? start + duration : nil
    }

    func position(at time: Double) -> Double {
        guard duration > 0, time < start + duration else { return time < start ? from : to }
        let u = (time - start) / duration
        let h = u * (1 - u) * (1 - u)
        return from + (to - from) * curve.value(at: u) + launch * h
    }

    /// How fast the wheel turns at `time`, in positions a second (0 at rest): the derivative
    /// of ``position(at:)``, from the curve's exact slope.
    func speed(at time: Double) -> Double {
        guard duration > 0, time >= start, time < start + duration, from != to || launch != 0 else { return 0 }
        let u = (time - start) / duration
        let slope = curve.slope(at: u) ?? 0
        let dh = (1 - u) * (1 - 3 * u)
        let speed = ((to - from) * slope + launch * dh) / duration
        return speed.isFinite ? speed : 0
    }

    func isMoving(at time: Double) -> Bool {
        (from != to || launch != 0) && time >= start && time < start + duration
    }

    /// `launch`, held so that `distance · c(u) + launch · h(u)` never passes `distance` nor turns
    /// back where the curve itself does not. A wheel turning against the roll's direction keeps
    /// its launch whole (it turns back first, as it must). Otherwise a launch against the
    /// direction (the wheel turns the right way, more slowly than the curve starts) is at most
    /// `distance · min(c'(u) / h'(u))` over the first third of the roll, where h rises, and one
    /// along it at most `distance · min((1 − c(u)) / h(u), c'(u) / −h'(u))` over the roll; each
    /// bound is found on a grid and then taken a little short of it so that no point between
    /// the grid's is missed.
    static func limited(_ launch: Double, distance: Double, curve: TimingCurve) -> Double {
        guard launch != 0, distance != 0 else { return distance == 0 ? 0 : launch }
        guard (launch > 0) == (distance > 0) else {
            // The starting speed, in distances of the roll: negative when the wheel turns back.
            guard let slope = curve.slope(at: 0), slope + launch / distance >= 0 else { return launch }
            var ratio = Double.infinity
            for sample in 1..<launchGrid where 3 * sample < launchGrid {
                let u = Double(sample) / Double(launchGrid)
                if let slope = curve.slope(at: u) { ratio = min(ratio, max(0, slope) / ((1 - u) * (1 - 3 * u))) }
            }
            let most = -distance * min(ratio, slope) * 0.9
            return distance > 0 ? max(launch, most) : min(launch, most)
        }
        var ratio = Double.infinity
        for sample in 1..<launchGrid {
            let u = Double(sample) / Double(launchGrid)
            let remaining = 1 - curve.value(at: u)
            // Where the curve is past its end already, its own overshoot is not ours to limit.
            if remaining >= 0 { ratio = min(ratio, remaining / (u * (1 - u) * (1 - u))) }
            // Nor does the wheel turn back before its end: past u = 1/3 the speed term slows
            // it (h' = (1 − u)(1 − 3u) < 0), by no more than the curve's own slope carries it.
            if u > 1.0 / 3, let slope = curve.slope(at: u), slope >= 0 {
                ratio = min(ratio, slope / ((1 - u) * (3 * u - 1)))
            }
        }
        guard ratio.isFinite else { return 0 }
        let most = distance * ratio * 0.9
        return distance > 0 ? min(launch, most) : max(launch, most)
    }

    /// The grid on which ``limited(_:distance:curve:)`` looks for the tightest point of a roll.
    private static let launchGrid = 64

    /// The slope of `curve` at progress 0, when it is a moderate number (at most 10): nil for
    /// curves that start with a jump or vertically, whose motion has no speed to match.
    static func startingSlope(of curve: TimingCurve) -> Double? {
        if case .steps = curve { return nil }
        guard let slope = curve.slope(at: 0), abs(slope) <= 10 else { return nil }
        return slope
    }
}
