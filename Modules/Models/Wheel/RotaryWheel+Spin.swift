import Geometry

/// Programmatic turns: a spin to a sector and a rotation to an exact angle.
///
/// Both start from wherever the wheel is at their start time (catching a coasting wheel, and
/// cancelling a touch being tracked: its later moves and end are ignored and it records no
/// undo step), change the value at once, and end exactly on their target angle.
extension RotaryWheel {
    /// A spin's defaults, which the Lua binding's options read too: no extra turn, the shorter
    /// way, one second, ease in and out.
    public static let defaultSpinTurns = 0
    public static let defaultSpinDirection = WheelSpinDirection.shortest
    public static let defaultSpinDuration: Double = 1
    public static let defaultSpinCurve = TimingCurve.easeInEaseOut

    /// Spins the wheel so that sector `index`'s middle comes to rest under the pointer.
    ///
    /// The target is the nearest middle of that sector in `direction` from the current angle
    /// (a wheel already within 1e-9 of it counts as there), plus `turns` whole extra turns in
    /// the same direction: `.clockwise` makes the wheel angle grow, `.counterClockwise` shrink,
    /// and `.shortest` picks the nearer of the two (clockwise on a tie, and for extra turns
    /// from a wheel already on the target). The wheel ends exactly on the target, a middle.
    ///
    /// - Parameters:
    ///   - index: the sector, 0-based.
    ///   - turns: extra full turns, 0...``maximumTurns``.
    ///   - duration: seconds, ≥ 0; 0 jumps.
    ///   - curve: the timing curve of the turn.
    ///   - time: when the spin starts.
    /// - Returns: the undo record (action "Spin Wheel").
    /// - Throws: ``WheelError/unknownSector(_:sectorCount:)``, ``WheelError/invalidTurns(_:)``,
    ///   ``WheelError/invalidDuration(parameter:value:)``, ``WheelError/invalidTime(_:)``,
    ///   ``WheelError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func spin(
        toSector index: Int,
        turns: Int = RotaryWheel.defaultSpinTurns,
        direction: WheelSpinDirection = RotaryWheel.defaultSpinDirection,
        duration: Double = RotaryWheel.defaultSpinDuration,
        curve: TimingCurve = RotaryWheel.defaultSpinCurve,
        at time: Double
    ) throws(WheelError) -> WheelChange {
        try checkSector(index)
        guard (0...RotaryWheel.maximumTurns).contains(turns) else { throw .invalidTurns(turns) }
        try RotaryWheel.checkDuration(duration, parameter: "duration")
        try checkTime(time)
        let target = spinTarget(sector: index, turns: turns, direction: direction, from: angle(at: time))
        return turn(to: target, duration: duration, curve: curve, at: time, actionName: WheelChange.spinActionName)
    }

    /// Turns the wheel to the exact wheel angle `angle` (unbounded: 4π is two turns clockwise
    /// from 0), whether or not it is a sector's middle. Undo and redo use this.
    ///
    /// - Returns: the undo record (action "Rotate Wheel").
    /// - Throws: ``WheelError/invalidAngle(parameter:radians:)``,
    ///   ``WheelError/invalidDuration(parameter:value:)``, ``WheelError/invalidTime(_:)``,
    ///   ``WheelError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func rotate(
        to angle: Angle, duration: Double = 0, curve: TimingCurve = .easeInEaseOut, at time: Double
    ) throws(WheelError) -> WheelChange {
        try RotaryWheel.checkAngle(angle, parameter: "angle")
        try RotaryWheel.checkDuration(duration, parameter: "duration")
        try checkTime(time)
        return turn(to: angle, duration: duration, curve: curve, at: time, actionName: WheelChange.rotateActionName)
    }

    /// The wheel angle a spin to `sector` ends on; see ``spin(toSector:turns:direction:duration:curve:at:)``.
    func spinTarget(sector: Int, turns: Int, direction: WheelSpinDirection, from angle: Angle) -> Angle {
        guard angle.radians.isFinite else { return angle }
        // Work in slot units, where the sector's middles are whole numbers N apart.
        let position = layout.position(of: angle.radians)
        let tolerance = 1e-9
        let upward = layout.slot(ofSector: sector, from: (position - tolerance).rounded(.up), upwards: true)
        let downward = layout.slot(ofSector: sector, from: (position + tolerance).rounded(.down), upwards: false)
        let clockwise: Bool
        switch direction {
        case .clockwise: clockwise = true
        case .counterClockwise: clockwise = false
        case .shortest: clockwise = upward - position <= position - downward
        }
        let extra = Double(turns * sectorCount)
        let slot = clockwise ? upward + extra : downward - extra
        return Angle(radians: layout.middle(ofSlot: slot))
    }

    /// Starts an animation (or a jump) to `target` and makes its end the new resting state.
    private mutating func turn(
        to target: Angle, duration: Double, curve: TimingCurve, at time: Double, actionName: String
    ) -> WheelChange {
        let from = restingAngle
        let fromValue = value
        let start = angle(at: time)
        touch = nil
        let motion: WheelMotion =
            duration > 0 && start != target
            ? .animation(from: start, to: target, start: time, duration: duration, curve: curve)
            : .rest(target, since: time)
        restingAngle = target
        value = layout.sector(at: target.radians)
        timeline.append(motion, value: value)
        return WheelChange(
            actionName: actionName, fromAngle: from, toAngle: target, fromSector: fromValue, toSector: value, time: time
        )
    }
}
