import Geometry

/// A prize wheel's spin: turning at a steady speed until the game decides, then landing on the
/// sector it chose (SwiftFortuneWheel's "spin until told, then land on k").
extension RotaryWheel {
    /// Starts turning at `turnsPerSecond` (positive clockwise, negative counterclockwise), from
    /// wherever the wheel is at `time`, for as long as nothing else moves it: a touch, a spin,
    /// a rotation or ``land(onSector:turns:duration:at:)``. The value stays what it was until
    /// the wheel lands; no undo step is made until then (landing records the whole spin).
    ///
    /// - Throws: ``WheelError/invalidParameter(parameter:value:requirement:)`` for a speed that
    ///   is 0, not finite or faster than ``maximumFlickSpeed``; ``WheelError/invalidTime(_:)``,
    ///   ``WheelError/timeWentBackwards(time:latest:)``.
    public mutating func spinFreely(turnsPerSecond: Double, at time: Double) throws(WheelError) {
        let velocity = turnsPerSecond * WheelSectorLayout.fullTurn
        guard turnsPerSecond.isFinite, turnsPerSecond != 0, abs(velocity) <= RotaryWheel.maximumFlickSpeed else {
            throw .invalidParameter(
                parameter: "speed", value: turnsPerSecond,
                requirement: "a number of turns a second other than 0, at most \(Int(RotaryWheel.maximumFlickSpeed / WheelSectorLayout.fullTurn)) either way")
        }
        try checkTime(time)
        let start = angle(at: time)
        touch = nil
        timeline.append(.steady(from: start, velocity: velocity, start: time), value: value)
    }

    /// Whether the wheel is turning freely at `time` (``spinFreely(turnsPerSecond:at:)``), not
    /// yet told where to land.
    public func isSpinningFreely(at time: Double) -> Bool {
        if case .steady = motion(at: time), time >= motion(at: time).start { return true }
        return false
    }

    /// Brings a freely spinning wheel to rest with sector `index`'s middle under the pointer,
    /// slowing down evenly from its speed over `duration` seconds, going on the way it turns:
    /// it passes at least the distance an even slowdown takes (half the speed times the
    /// duration), then `turns` more whole turns, and stops on the first middle of that sector
    /// from there. The value becomes `index` at once, and the whole spin is one undo step
    /// ("Spin Wheel") from where the wheel rested before it started turning.
    ///
    /// - Throws: ``WheelError/notSpinningFreely`` when the wheel is not turning freely,
    ///   ``WheelError/unknownSector(_:sectorCount:)``, ``WheelError/invalidTurns(_:)``,
    ///   ``WheelError/invalidDuration(parameter:value:)`` (it must be above 0),
    ///   ``WheelError/invalidTime(_:)``, ``WheelError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func land(onSector index: Int, turns: Int = 0, duration: Double = 2, at time: Double) throws(WheelError) -> WheelChange {
        try checkSector(index)
        guard (0 ... RotaryWheel.maximumTurns).contains(turns) else { throw .invalidTurns(turns) }
        guard duration.isFinite, duration > 0 else { throw .invalidDuration(parameter: "duration", value: duration) }
        try checkTime(time)
        guard case let .steady(_, velocity, _) = motion(at: time), isSpinningFreely(at: time) else {
            throw .notSpinningFreely
        }
        let from = angle(at: time)
        // An even slowdown from `velocity` to rest over `duration` covers velocity·duration/2.
        let coast = velocity * duration / 2
        let clockwise = velocity > 0
        let position = layout.position(of: from.radians + coast)
        let first = layout.slot(ofSector: index, from: clockwise ? position.rounded(.up) : position.rounded(.down), upwards: clockwise)
        let extra = Double(turns * sectorCount) * (clockwise ? 1 : -1)
        let target = Angle(radians: layout.middle(ofSlot: first + extra))
        let before = (angle: restingAngle, value: value)
        restingAngle = target
        value = index
        // A cubic that leaves at `velocity` and arrives at rest; the target lies at least the
        // even slowdown's distance ahead, so it never turns back.
        timeline.append(.settle(from: from, velocity: velocity, to: target, start: time, duration: duration), value: value)
        return WheelChange(
            actionName: WheelChange.spinActionName, fromAngle: before.angle, toAngle: target,
            fromSector: before.value, toSector: index, time: time)
    }
}
