import Geometry

/// Touch tracking, as the seed's `beginTracking` / `continueTracking` / `endTracking`.
///
/// While a finger holds the wheel, the wheel angle follows the finger's direction seen from
/// the centre: each accepted point turns the wheel by the shortest rotation from the previous
/// point's direction to its own, so a drag can wind the wheel round any number of times (two
/// successive points more than half a turn apart are taken the short way).
///
/// **Dead zone and rim.** A touch that begins closer to the centre than
/// ``WheelConfiguration/deadZoneRadius`` or farther than ``WheelConfiguration/rimRadius`` is
/// ignored (both radii inclusive, like ``Ring``), and so are the moves and the end of that
/// touch. Once tracking, a point inside the dead zone is ignored, and the next point outside
/// it becomes the new reference: the wheel stays where it was while the finger crosses the
/// centre and resumes from there without a jump (near the centre the direction swings
/// wildly, which is why the seed filters it). Points beyond the rim still turn the wheel: their
/// direction is well defined, and a finger sliding off the edge should not drop the wheel.
extension RotaryWheel {
    /// Starts tracking a touch at `point` (in the centre's coordinates) at `time`.
    ///
    /// A wheel that is coasting, snapping or spinning is caught: it stops where it is.
    ///
    /// - Returns: whether the touch is tracked; `false`, with nothing changed, when the point
    ///   is in the dead zone or beyond the rim.
    /// - Throws: ``WheelError/invalidPoint(parameter:x:y:)``, ``WheelError/invalidTime(_:)``,
    ///   ``WheelError/timeWentBackwards(time:latest:)``, or ``WheelError/touchAlreadyActive``
    ///   when a touch is already being tracked.
    @discardableResult
    public mutating func beginTouch(at point: Point, time: Double) throws(WheelError) -> Bool {
        try RotaryWheel.checkPoint(point, parameter: "touch")
        try checkTime(time)
        guard touch == nil else { throw .touchAlreadyActive }
        let ring = Ring(
            center: configuration.center,
            innerRadius: configuration.deadZoneRadius,
            outerRadius: configuration.rimRadius
        )
        // The centre itself has no direction, even with a dead zone of radius 0.
        guard ring.contains(point), point != configuration.center else { return false }
        let angle = angle(at: time)
        touch = WheelTouch(
            touchDirection: point.angle(around: configuration.center),
            wheelAngle: angle,
            fromAngle: restingAngle,
            fromValue: value
        )
        timeline.append(.drag([WheelMotion.Sample(time: time, angle: angle)]), value: value)
        return true
    }

    /// Moves the tracked touch to `point` at `time`.
    ///
    /// - Returns: whether the wheel turned; `false` when no touch is tracked, when the point
    ///   is in the dead zone, when it is the first point after the dead zone (it only becomes
    ///   the new reference), or when the direction did not change.
    /// - Throws: ``WheelError/invalidPoint(parameter:x:y:)``, ``WheelError/invalidTime(_:)``,
    ///   ``WheelError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func moveTouch(to point: Point, time: Double) throws(WheelError) -> Bool {
        try RotaryWheel.checkPoint(point, parameter: "touch")
        try checkTime(time)
        guard var touch else { return false }
        defer { self.touch = touch }
        let center = configuration.center
        let distance = point.distance(to: center)
        guard distance >= configuration.deadZoneRadius, distance > 0 else {
            touch.touchDirection = nil
            return false
        }
        let direction = point.angle(around: center)
        guard let previous = touch.touchDirection else {
            touch.touchDirection = direction
            return false
        }
        touch.touchDirection = direction
        let turn = previous.shortestDifference(to: direction)
        guard turn.radians != 0 else { return false }
        touch.wheelAngle += turn
        timeline.appendSample(WheelMotion.Sample(time: time, angle: touch.wheelAngle))
        return true
    }

    /// Ends the tracked touch at `time`, first moving it to `point` if one is given.
    ///
    /// The release velocity is the angle turned during the last
    /// ``WheelConfiguration/flickWindow`` seconds divided by that window (at most
    /// ``maximumFlickSpeed`` either way). Faster than ``WheelConfiguration/stopSpeed``, the
    /// wheel coasts, decelerating like `UIScrollView` (ω₀·rate^(1000·t)), with the deceleration
    /// adjusted so that it stops exactly on the middle of the sector where it would have
    /// stopped, or settles onto that middle if the flick is too short to coast there; slower,
    /// it snaps to the middle under the pointer in ``WheelConfiguration/snapDuration`` seconds
    /// along ``WheelConfiguration/snapCurve``. Without snapping it coasts and stops wherever it
    /// stops. (The closed forms are documented with ``WheelMotion``.) The value changes at
    /// once to the sector the wheel will rest on.
    ///
    /// - Returns: the gesture's undo record, or `nil` when no touch was tracked.
    /// - Throws: ``WheelError/invalidPoint(parameter:x:y:)``, ``WheelError/invalidTime(_:)``,
    ///   ``WheelError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func endTouch(at point: Point? = nil, time: Double) throws(WheelError) -> WheelChange? {
        if let point {
            try RotaryWheel.checkPoint(point, parameter: "touch")
            try checkTime(time)
            try moveTouch(to: point, time: time)
        }
        return try release(at: time, flicked: true)
    }

    /// Ends the tracked touch at `time` without a flick (UIKit's `cancelTracking`): the wheel
    /// snaps from where it is, as after a slow release.
    ///
    /// - Returns: the gesture's undo record, or `nil` when no touch was tracked.
    /// - Throws: ``WheelError/invalidTime(_:)``, ``WheelError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func cancelTouch(time: Double) throws(WheelError) -> WheelChange? {
        try release(at: time, flicked: false)
    }

    /// The angular velocity at which the drag ends at `time`, in radians per second, within
    /// ±``maximumFlickSpeed``; 0 when the drag moved within the flick window only at `time`
    /// itself (its moves made while time stood still: a paused live page, one chunk of a
    /// script), since no time passed to move with any speed.
    func flickVelocity(at time: Double) -> Double {
        guard case .drag(let samples) = timeline.last.motion else { return 0 }
        let window = configuration.flickWindow
        var movedInTime = false
        for sample in samples.reversed() {
            if sample.time < time - window { break }
            if sample.time < time {
                movedInTime = true
                break
            }
        }
        guard movedInTime else { return 0 }
        // Dividing by the whole window even when the drag was shorter keeps a burst of moves
        // in a few microseconds from becoming an absurd speed.
        let now = WheelMotion.sample(in: samples, at: time)?.angle ?? .zero
        let before = WheelMotion.sample(in: samples, at: time - window)?.angle ?? .zero
        let velocity = (now - before).radians / window
        return min(max(velocity, -RotaryWheel.maximumFlickSpeed), RotaryWheel.maximumFlickSpeed)
    }

    private mutating func release(at time: Double, flicked: Bool) throws(WheelError) -> WheelChange? {
        try checkTime(time)
        guard let touch else { return nil }
        self.touch = nil
        let velocity = flicked ? flickVelocity(at: time) : 0
        let motion = releaseMotion(from: touch.wheelAngle, velocity: velocity, at: time)
        restingAngle = motion.endAngle
        value = layout.sector(at: restingAngle.radians)
        timeline.append(motion, value: value)
        return WheelChange(
            actionName: WheelChange.turnActionName,
            fromAngle: touch.fromAngle,
            toAngle: restingAngle,
            fromSector: touch.fromValue,
            toSector: value,
            time: time
        )
    }
}
