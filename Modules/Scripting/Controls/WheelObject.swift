import Models

/// What a Lua `Wheel` userdata holds: the model and its script-side state.
final class WheelObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ScriptHost.WeakControl.Tether?
    var model: RotaryWheel
    /// Called with (wheel, index, name) when the selected sector changes.
    var onChange: LuaReference?
    /// Called with (wheel, from, to) at every sector boundary the pointer crosses.
    var onCross: LuaReference?
    /// The timers that deliver the wheel's events of its current motion.
    var eventTimers: [Int] = []
    /// Events already delivered at the latest delivery time, so that recomputing the events of
    /// a motion replaced at that same instant does not deliver them twice.
    var deliveredAt: (time: Double, events: Set<WheelEvent>) = (-.infinity, [])

    init(model: RotaryWheel) {
        self.model = model
    }
}
