import Models

/// What a Lua `DateRange` userdata holds: the date range editor.
final class DateRangeObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ScriptHost.WeakControl.Tether?
    var model: DateRangeEditor

    init(model: DateRangeEditor) {
        self.model = model
    }
}
