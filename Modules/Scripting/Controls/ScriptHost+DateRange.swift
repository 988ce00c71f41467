import History
import Models
internal import CLua
internal import CLuaShim

extension ScriptHost {
    static let dateRangeClass = "DateRange"

    /// The `DateRange` library: `DateRange.new{start = …, finish = …, min = …, max = …}` and a
    /// range's selection, editing, session (edit, save, cancel, reset) and reading. Dates go in
    /// and out as ISO 8601 text. The end date is `finish` in Lua (`end` is a keyword), though
    /// `"end"` is accepted wherever a field is named.
    func registerDateRangeLibrary() {
        var luaClass = LuaClass(name: ScriptHost.dateRangeClass)
        luaClass.methods = [
            LuaBinding("select", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try dateRange(call)
                let field = try ScriptHost.dateField(call, 2)
                // Selecting is navigation, not an edit: no undo step (see docs/lua-api.md).
                object.model.select(field)
                return 0
            }),
            LuaBinding("set", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try dateRange(call)
                let date = try ScriptHost.isoDate(call, 2)
                let name = object.model.selectedField == .start ? "Set Start Date" : "Set End Date"
                var set = 0.0
                try edit(object, named: name) { model throws(DateRangeError) in
                    set = try model.setSelectedDate(date)
                }
                call.push(DateRangeEditor.iso8601(set))
                return 1
            }),
            LuaBinding("save", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try dateRange(call)
                // Saving changes no date: it ends the session, so it is not an undo step.
                var model = object.model
                do {
                    try model.save()
                } catch {
                    throw LuaCallError("\(error)")
                }
                object.model = model
                return 0
            }),
            LuaBinding("cancel", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try dateRange(call)
                try edit(object, named: "Cancel Editing") { model in model.cancel() }
                return 0
            }),
            LuaBinding("reset", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try dateRange(call)
                // No date changes: a new session (and the start selected) is no undo step.
                object.model.reset()
                return 0
            }),
            LuaBinding("edit", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try dateRange(call)
                var start: Double?
                var end: Double?
                if !call.isNoneOrNil(2) {
                    guard lua_type(call.state, 2) == LUA_TTABLE else { throw call.typeError(2, expected: "table") }
                    let options = try LuaOptionsTable(call, argument: 2, allowed: ["start", "finish", "end"])
                    start = try options.field("start") { call, index throws(LuaCallError) in try ScriptHost.isoDate(call, index) }
                    end = try ScriptHost.endField(options, call, argument: 2)
                }
                let begin = object.model
                try edit(object, named: "Edit Dates") { model throws(DateRangeError) in
                    try model.beginEditing(start: start ?? begin.start, end: end ?? begin.end)
                }
                return 0
            }),
        ]
        let readOnly = ["start", "finish", "end", "min", "max", "date", "selected", "valid", "flagged", "saved", "changed"]
        luaClass.properties = readOnly
        luaClass.getter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let model = try dateRange(call).model
            switch key {
            case "start": call.push(model.startISO8601)
            case "finish", "end": call.push(model.endISO8601)
            case "min": if let minimum = model.minimum { call.push(DateRangeEditor.iso8601(minimum)) } else { call.pushNil() }
            case "max": if let maximum = model.maximum { call.push(DateRangeEditor.iso8601(maximum)) } else { call.pushNil() }
            case "date": call.push(DateRangeEditor.iso8601(model.selectedDate))
            case "selected": call.push(ScriptHost.luaName(model.selectedField))
            case "valid": call.push(model.isValid)
            case "flagged":
                if let field = DateRangeField.allCases.first(where: { model.isFlagged($0) }) {
                    call.push(ScriptHost.luaName(field))
                } else {
                    call.pushNil()
                }
            case "saved": call.push(model.isSaved)
            case "changed": call.push(model.hasChanges)
            default: throw LuaCallError("DateRange has no member '\(key)'")
            }
            return 1
        }
        luaClass.setter = { call, key throws(LuaCallError) in
            _ = try call.object(1, of: ScriptHost.dateRangeClass, as: DateRangeObject.self)
            if readOnly.contains(key) {
                throw LuaCallError("DateRange field '\(key)' is read-only (choose a date with select and set it with set)")
            }
            throw LuaCallError("DateRange has no member '\(key)'")
        }
        luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
            return ScriptHost.describe(try dateRange(call).model)
        }
        runtime.register(luaClass)

        registerConstructor("DateRange", of: luaClass) { host, call throws(LuaCallError) in
            DateRangeObject(model: try ScriptHost.makeDateRange(call))
        }
    }

    private func dateRange(_ call: LuaCall) throws(LuaCallError) -> DateRangeObject {
        try call.object(1, of: ScriptHost.dateRangeClass)
    }

    /// A field's name as Lua writes it: `start` or `finish`.
    static func luaName(_ field: DateRangeField) -> String {
        field == .start ? "start" : "finish"
    }

    /// `DateRange: 2026-12-24T18:00:00Z to 2026-12-26T18:00:00Z, editing start`, with
    /// `, invalid` and `, saved` when they apply.
    static func describe(_ model: DateRangeEditor) -> String {
        var text = "DateRange: \(model.startISO8601) to \(model.endISO8601), editing \(luaName(model.selectedField))"
        if !model.isValid { text += ", invalid" }
        if model.isSaved { text += ", saved" }
        return text
    }

    /// A field name argument: `"start"`, `"finish"`, or `"end"` for the finish.
    private static func dateField(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> DateRangeField {
        let name = try call.string(index)
        switch name {
        case "start": return .start
        case "finish", "end": return .end
        default:
            throw call.argumentError(index, "unknown date field \"\(name)\"; valid names are start, finish (or end)")
        }
    }

    /// An ISO 8601 date argument (a date-time, or a date alone), in seconds since 1970.
    private static func isoDate(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Double {
        try call.iso8601Seconds(index, accepting: .dateTimeOrDate)
    }

    /// The end date of an options table, given as `finish` or `["end"]` (not both).
    private static func endField(_ options: LuaOptionsTable, _ call: LuaCall, argument: Int32) throws(LuaCallError) -> Double? {
        let finish = try options.field("finish") { call, index throws(LuaCallError) in try isoDate(call, index) }
        let end = try options.field("end") { call, index throws(LuaCallError) in try isoDate(call, index) }
        if finish != nil, end != nil {
            throw call.argumentError(argument, "give the end date as 'finish' or 'end', not both")
        }
        return finish ?? end
    }

    /// `DateRange.new{start = …, finish = …, min = …, max = …}`: start and finish (or `["end"]`)
    /// required, the bounds optional.
    private static func makeDateRange(_ call: LuaCall) throws(LuaCallError) -> DateRangeEditor {
        guard lua_type(call.state, 1) == LUA_TTABLE else { throw call.typeError(1, expected: "table") }
        let options = try LuaOptionsTable(call, argument: 1, allowed: ["start", "finish", "end", "min", "max"])
        let read: (LuaCall, Int32) throws(LuaCallError) -> Double = { call, index throws(LuaCallError) in
            try isoDate(call, index)
        }
        let start = try options.field("start", read)
        let end = try endField(options, call, argument: 1)
        let minimum = try options.field("min", read)
        let maximum = try options.field("max", read)
        guard let start else { throw call.argumentError(1, "field 'start' is missing") }
        guard let end else { throw call.argumentError(1, "field 'finish' is missing") }
        do {
            return try DateRangeEditor(start: start, end: end, minimum: minimum, maximum: maximum)
        } catch {
            throw call.argumentError(1, "\(error)")
        }
    }

    /// Applies `body` to a copy of the range's editor, stores it, and records the change of its
    /// dates (and the selection that goes with them) as one undo step named `name`; nothing is
    /// recorded when the dates did not change.
    /// A failing body leaves the range as it was.
    private func edit(
        _ object: DateRangeObject, named name: String,
        _ body: (inout DateRangeEditor) throws(DateRangeError) -> Void
    ) throws(LuaCallError) {
        var model = object.model
        let change: DateRangeChange
        do {
            change = try model.recordChange(named: name, body)
        } catch {
            throw LuaCallError("\(error)")
        }
        // Only a change of the dates is a step; the selection alone is navigation.
        if change.before.start != change.after.start || change.before.end != change.after.end {
            let id = object.id
            let command = hostCommand(name, apply: { host in
                host.changeDateRange(id) { change.apply(to: &$0) }
            }, revert: { host in
                host.changeDateRange(id) { change.revert(on: &$0) }
            })
            do {
                try history.push(command)
            } catch {
                throw LuaCallError("\(error)")
            }
        }
        object.model = model
    }

    /// Changes the live range `id` (undo, redo); nothing when the script dropped it.
    func changeDateRange(_ id: Int, _ body: (inout DateRangeEditor) -> Void) {
        updateControl(id, \DateRangeObject.model) { model, _ in body(&model) }
    }
}
