import Models
import Rendering

/// What a Lua `DateRange` userdata holds: the date range editor, and how Lua reaches it
/// (``declaration``). Dates go in and out as ISO 8601 text. The end date is `finish` in Lua
/// (`end` is a keyword), though `"end"` is accepted wherever a field is named.
final class DateRangeObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ControlRegistry.Tether?
    /// Not checked for exclusive access at run time (see ``ScriptControl``).
    @exclusivity(unchecked)
    var model: DateRangeEditor

    // An editor has no motion of its own.
    var restTime: Double { -.infinity }

    func sceneContent(at time: Double) -> SceneContent? {
        .dateRange(model)
    }

    init(model: DateRangeEditor) {
        self.model = model
    }

    /// Applies `body` to a copy of the editor, stores it, and records the change of its dates
    /// (and the selection that goes with them) as one undo step named `name`; nothing is
    /// recorded when the dates did not change, and a failing body leaves the range as it was.
    private func edit(
        named name: String, _ call: BindingCall, _ body: (inout DateRangeEditor) throws(DateRangeError) -> Void
    ) throws(LuaCallError) {
        var model = self.model
        let change = try call.checkingState { () throws(DateRangeError) in try model.recordChange(named: name, body) }
        // Only a change of the dates is a step; the selection alone is navigation.
        if change.before.start != change.after.start || change.before.end != change.after.end {
            try call.context.record(
                name, self, \.model,
                apply: { model, _ in change.apply(to: &model) }, revert: { model, _ in change.revert(on: &model) })
        }
        self.model = model
    }

    /// `DateRange: 2026-12-24T18:00:00Z to 2026-12-26T18:00:00Z, editing start`, with
    /// `, invalid` and `, saved` when they apply.
    static func describe(_ model: DateRangeEditor) -> String {
        var text = "DateRange: \(model.startISO8601) to \(model.endISO8601), editing \(model.selectedField.luaName)"
        if !model.isValid { text += ", invalid" }
        if model.isSaved { text += ", saved" }
        return text
    }

    /// `DateRange.new{start = …, finish = …, min = …, max = …}`, and a range's selection,
    /// editing, session (edit, save, cancel, reset) and reading.
    static var declaration: ClassDeclaration<DateRangeObject> {
        let start = OptionsField<ISO8601Date>("start")
        let finish = OptionsField<ISO8601Date>("finish")
        let end = OptionsField<ISO8601Date>("end")
        let minimum = OptionsField<ISO8601Date?>("min", default: .some(nil))
        let maximum = OptionsField<ISO8601Date?>("max", default: .some(nil))
        let options = OptionsDeclaration(start, finish, end, minimum, maximum)
        let editOptions = OptionsDeclaration(start, finish, end)

        /// The end date of an options table, given as `finish` or `["end"]` (not both).
        func endDate(_ table: OptionsTable) throws(LuaCallError) -> Double? {
            let finishDate = try table.readIfPresent(finish)
            let endDate = try table.readIfPresent(end)
            if finishDate != nil, endDate != nil {
                throw table.error("give the end date as 'finish' or 'end', not both")
            }
            return (finishDate ?? endDate)?.seconds
        }

        var range = ClassDeclaration<DateRangeObject>("DateRange", constructor: [.options(optional: false)], options: options) {
            call throws(LuaCallError) in
            guard call.isTable(1) else { throw call.typeError(1, expected: "table") }
            let table = try call.options(1, options)
            let startDate = try table.readIfPresent(start)
            let endDate = try endDate(table)
            let bounds = (try table.read(minimum), try table.read(maximum))
            guard let startDate else { throw table.error("field 'start' is missing") }
            guard let endDate else { throw table.error("field 'finish' is missing") }
            let model = try call.checking(argument: 1) { () throws(DateRangeError) in
                try DateRangeEditor(start: startDate.seconds, end: endDate, minimum: bounds.0?.seconds, maximum: bounds.1?.seconds)
            }
            return DateRangeObject(model: model)
        }

        range.method("select", .named("field", DateRangeField.self)) { object, call throws(LuaCallError) in
            let field: DateRangeField = try call.argument(1)
            // Selecting is navigation, not an edit: no undo step (see docs/lua-api.md).
            object.model.select(field)
        }
        range.method("set", .named("date", ISO8601Date.self), returns: "string") { object, call throws(LuaCallError) in
            let date = try call.argument(1, as: ISO8601Date.self).seconds
            let name = object.model.selectedField == .start ? "Set Start Date" : "Set End Date"
            var set = 0.0
            try object.edit(named: name, call) { model throws(DateRangeError) in set = try model.setSelectedDate(date) }
            call.push(DateRangeEditor.iso8601(set))
        }
        range.method("save") { object, call throws(LuaCallError) in
            // Saving changes no date: it ends the session, so it is not an undo step.
            var model = object.model
            try call.checkingState { () throws(DateRangeError) in try model.save() }
            object.model = model
        }
        range.method("cancel") { object, call throws(LuaCallError) in
            try object.edit(named: "Cancel Editing", call) { model in model.cancel() }
        }
        range.method("reset") { object, _ throws(LuaCallError) in
            // No date changes: a new session (and the start selected) is no undo step.
            object.model.reset()
        }
        range.method("edit", .options(optional: true)) { object, call throws(LuaCallError) in
            var dates = (start: Double?.none, end: Double?.none)
            if let table = try call.optionalOptions(1, editOptions) {
                dates = (try table.readIfPresent(start)?.seconds, try endDate(table))
            }
            let begin = object.model
            try object.edit(named: "Edit Dates", call) { model throws(DateRangeError) in
                try model.beginEditing(start: dates.start ?? begin.start, end: dates.end ?? begin.end)
            }
        }

        range.readOnly("start") { object, _ in object.model.startISO8601 }
        range.readOnly("finish") { object, _ in object.model.endISO8601 }
        range.readOnly("end") { object, _ in object.model.endISO8601 }
        range.readOnly("min") { object, _ in object.model.minimum.map(DateRangeEditor.iso8601) }
        range.readOnly("max") { object, _ in object.model.maximum.map(DateRangeEditor.iso8601) }
        range.readOnly("date") { object, _ in DateRangeEditor.iso8601(object.model.selectedDate) }
        range.readOnly("selected") { object, _ in object.model.selectedField.luaName }
        range.readOnly("valid") { object, _ in object.model.isValid }
        range.readOnly("flagged") { object, _ in
            DateRangeField.allCases.first { object.model.isFlagged($0) }?.luaName
        }
        range.readOnly("saved") { object, _ in object.model.isSaved }
        range.readOnly("changed") { object, _ in object.model.hasChanges }
        range.readOnlyHint = "choose a date with select and set it with set"
        range.describe = { object, _ in describe(object.model) }
        return range
    }
}

/// An ISO 8601 date argument (a date-time, or a date alone), in seconds since 1970, read by
/// the one strict reader.
struct ISO8601Date: LuaArgument {
    let seconds: Double

    static var luaType: String { "string" }

    static func read(_ call: LuaCall, at index: LuaCall.Index) throws(LuaCallError) -> ISO8601Date {
        ISO8601Date(seconds: try call.iso8601Seconds(index, accepting: .dateTimeOrDate))
    }
}

extension DateRangeField: LuaArgument {
    /// The field's name as Lua writes it: `start` or `finish`.
    var luaName: String { self == .start ? "start" : "finish" }

    static var luaType: String { "string" }

    /// `"start"`, `"finish"`, or `"end"` for the finish.
    static func read(_ call: LuaCall, at index: LuaCall.Index) throws(LuaCallError) -> DateRangeField {
        let name = try call.string(index)
        switch name {
        case "start": return .start
        case "finish", "end": return .end
        default: throw call.argumentError(index, "unknown date field \"\(name)\"; valid names are start, finish (or end)")
        }
    }
}
