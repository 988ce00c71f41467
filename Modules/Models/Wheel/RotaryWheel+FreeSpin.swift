import Geometry

/// A prize wheel's spin: turning at a steady speed until the game decides, then landing on the
/// sector it chose (SwiftFortuneWheel's "spin until told, then land on k").
extension RotaryWheel {
    /// Seconds a landing takes to slow to rest when no duration is given.
    public static let defaultLandDuration: Double = 2

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
                requirement:
                    "a number of turns a second other than 0, at most \(Int(RotaryWheel.maximumFlickSpeed / WheelSectorLayout.fullTurn)) either way"
            )
        }
        try checkTime(time)
        let start = angle(at: time)
        touch = nil
        timeline.append(.steady(from: start, velocity: velocity, start: time), value: value)
    }

    /// Whether the wheel is turning freely at `time` (``spinFreely(turnsPerSecond:at:)``), not
    /// yet told where to land.
    public func isSpinningFreely(at time: Double) -> Bool {
        let index = timeline.index(at: time)
        let motion = timeline.entries[index].motion
        guard case .steady = motion, time >= motion.start else { return false }
        // A landing's full-speed turns are steady too, but they end where its slowdown begins.
        return index == timeline.entries.count - 1
    }

    /// Brings a freely spinning wheel to rest with sector `index`'s middle under the pointer,
    /// going on the way it turns and never faster than it turns: it keeps its speed for
    /// `turns` more whole turns and whatever part of a turn it needs to reach the sector, then
    /// slows down evenly to rest over `duration` seconds (an even slowdown covers half the
    /// speed times the duration), stopping on the first middle of that sector from there. The
    /// landing takes `duration` seconds plus the time at full speed. The value becomes `index`
    /// at once, and the whole spin is one undo step ("Spin Wheel") from where the wheel rested
    /// before it started turning.
    ///
    /// - Throws: ``WheelError/notSpinningFreely`` when the wheel is not turning freely,
    ///   ``WheelError/unknownSector(_:sectorCount:)``, ``WheelError/invalidTurns(_:)``,
    ///   ``WheelError/invalidDuration(parameter:value:)`` (it must be above 0),
    ///   ``WheelError/invalidTime(_:)``, ``WheelError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func land(
        onSector index: Int, turns: Int = RotaryWheel.defaultSpinTurns,
        duration: Double = RotaryWheel.defaultLandDuration, at time: Double
    )
        throws(WheelError) -> WheelChange
    {
        try checkSector(index)
        guard (0...RotaryWheel.maximumTurns).contains(turns) else { throw .invalidTurns(turns) }
        guard duration.isFinite, duration > 0 else { throw .invalidDuration(parameter: "duration", value: duration) }
        try checkTime(time)
        guard case .steady(_, let velocity, _) = motion(at: time), isSpinningFreely(at: time) else {
            throw .notSpinningFreely
        }
        let from = angle(at: time)
        // An even slowdown from `velocity` to rest over `duration` covers velocity·duration/2.
        let coast = velocity * duration / 2
        let clockwise = velocity > 0
        let position = layout.position(of: from.radians + coast)
        let first = layout.slot(
            ofSector: index, from: clockwise ? position.rounded(.up) : position.rounded(.down), upwards: clockwise)
        let extra = Double(turns * sectorCount) * (clockwise ? 1 : -1)
        let target = Angle(radians: layout.middle(ofSlot: first + extra))
        let before = (angle: restingAngle, value: value)
        restingAngle = target
        value = index
        // Full speed for what lies beyond the even slowdown's distance, then the slowdown: a
        // settle that covers exactly velocity·duration/2 is the even one (its cubic's s³ term
        // vanishes). One cubic over the whole distance would speed up first when the target
        // lies further than two thirds of velocity·duration ahead.
        let fullSpeed = max(0, ((target - from).radians - coast) / velocity)
        let braking = time + fullSpeed
        if fullSpeed > 0, braking > time {
            timeline.append(.steady(from: from, velocity: velocity, start: time), value: value)
            let brakingFrom = from + .radians(velocity * fullSpeed)
            timeline.append(
                .settle(from: brakingFrom, velocity: velocity, to: target, start: braking, duration: duration),
                value: value, decidedAt: time)
        } else {
            timeline.append(
                .settle(from: from, velocity: velocity, to: target, start: time, duration: duration), value: value)
        }
        return WheelChange(
            actionName: WheelChange.spinActionName, fromAngle: before.angle, toAngle: target,
            fromSector: before.value, toSector: index, time: time)
    }
}
