import Geometry
import Models

/// What a Lua `Odometer` userdata holds: the model and its script-side state.
final class OdometerObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ScriptHost.WeakControl.Tether?
    var model: Odometer
    var curveName: String
    /// Called with the odometer when a roll completes.
    var onRoll: LuaReference?
    /// The timer that fires when the current roll ends.
    var rollTimer: Scheduler<ScriptHost.TimerAction>.TimerID?

    init(model: Odometer, curveName: String) {
        self.model = model
        self.curveName = curveName
    }
}
