import Models
import Rendering

/// What a Lua `DateRange` userdata holds: the date range editor, and how Lua reaches it
/// (``declaration``). Dates go in and out as ISO 8601 text. The end date is `finish` in Lua
/// (`end` is a keyword), though `"end"` is accepted wherever a field is named.
final class DateRangeObject: ControlObject<DateRangeEditor>, ScriptControl {

    // An editor has no motion of its own.
    var restTime: Double { -.infinity }

    func sceneContent(at time: Double) -> SceneContent? {
        .dateRange(model)
    }

    /// Applies `body` to a copy of the editor, stores it, and records the change of its dates
    /// (and the selection that goes with them) as one undo step named `name`; nothing is
    /// recorded when the dates did not change, and a failing body leaves the range as it was.
    private func edit(
        named name: String, _ call: ControlCall, _ body: (inout DateRangeEditor) throws(DateRangeError) -> Void
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
    static var declaration: ControlDeclaration<DateRangeObject> {
        let start = OptionsField<ISO8601Date>("start", doc: "the start date", required: true)
        let finish = OptionsField<ISO8601Date>("finish", doc: "the end date (or give it as `[\"end\"]`)")
        let end = OptionsField<ISO8601Date>("end", doc: "the end date, when not given as `finish`")
        let minimum = OptionsField<ISO8601Date?>(
            "min", doc: "the earliest date either field may take", default: .some(nil))
        let maximum = OptionsField<ISO8601Date?>(
            "max", doc: "the latest date either field may take", default: .some(nil))
        let options = OptionsDeclaration(start, finish, end, minimum, maximum).named(
            "DateRangeOptions",
            doc: """
                The options of `DateRange.new`. `start` and `finish` (or `["end"]`, not both) are \
                required. Any other field is an error.
                """)
        // The same field, not required here: a date left out keeps its value.
        let editStart = OptionsField<ISO8601Date>("start", doc: "the start date")
        let editOptions = OptionsDeclaration(editStart, finish, end)
            .named("DateRangeEditOptions", doc: "The dates `range:edit` loads; a date left out keeps its value.")

        /// The end date of an options table, given as `finish` or `["end"]` (not both).
        func endDate(_ table: OptionsTable) throws(LuaCallError) -> Double? {
            let finishDate = try table.readIfPresent(finish)
            let endDate = try table.readIfPresent(end)
            if finishDate != nil, endDate != nil {
                throw table.error("give the end date as 'finish' or 'end', not both")
            }
            return (finishDate ?? endDate)?.seconds
        }

        let optionsArgument = DeclaredArgument.options(1, options)
        var range = ControlDeclaration<DateRangeObject>(
            "DateRange", constructor: [optionsArgument], options: options
        ) {
            call throws(LuaCallError) in
            guard call.isTable(optionsArgument) else { throw call.typeError(optionsArgument, expected: "table") }
            let table = try call[optionsArgument]
            let startDate = try table.readIfPresent(start)
            let endDate = try endDate(table)
            let bounds = (try table.read(minimum), try table.read(maximum))
            guard let startDate else { throw table.error("field 'start' is missing") }
            guard let endDate else { throw table.error("field 'finish' is missing") }
            let model = try call.checking(optionsArgument) { () throws(DateRangeError) in
                try DateRangeEditor(
                    start: startDate.seconds, end: endDate, minimum: bounds.0?.seconds, maximum: bounds.1?.seconds)
            }
            return DateRangeObject(model: model)
        }

        let field = DeclaredArgument<DateRangeField>(1, "field")
        range.method(
            "select", doc: "Selects the date the picker edits. Not an undo step (selection is not an edit).", field
        ) { object, call throws(LuaCallError) in
            let field = try call[field]
            // Selecting is navigation, not an edit: no undo step (see docs/lua-api.md).
            object.model.select(field)
        }
        let date = DeclaredArgument<ISO8601Date>(1, "date")
        range.method(
            "set",
            doc: """
                Sets the selected date, clamped into min…max, and returns the date actually set. Either \
                date may pass the other (the range is then invalid, flagged on the start). One undo \
                step, "Set Start Date" or "Set End Date" (nothing when the date is unchanged); \
                consecutive sets do not merge.
                """,
            date, returns: "ISO8601Date set"
        ) { object, call throws(LuaCallError) in
            let date = try call[date].seconds
            let name = object.model.selectedField == .start ? "Set Start Date" : "Set End Date"
            var set = 0.0
            try object.edit(named: name, call) { model throws(DateRangeError) in set = try model.setSelectedDate(date) }
            call.push(DateRangeEditor.iso8601(set))
        }
        range.method(
            "save",
            doc: """
                Ends the session with Save: `saved` becomes true and `cancel` will return to these \
                dates. Raises "cannot save: the start … is after the end …; …" when the range is invalid \
                (nothing changes). Not an undo step (it changes no date).
                """
        ) { object, call throws(LuaCallError) in
            // Saving changes no date: it ends the session, so it is not an undo step.
            var model = object.model
            try call.checkingState { () throws(DateRangeError) in try model.save() }
            object.model = model
        }
        range.method(
            "cancel",
            doc: """
                Ends the session with Cancel: puts back the dates and selection from when it began and \
                clears `saved`. One undo step, "Cancel Editing", when it changes a date.
                """
        ) { object, call throws(LuaCallError) in
            try object.edit(named: "Cancel Editing", call) { model in model.cancel() }
        }
        range.method(
            "reset",
            doc: """
                Readies the editor for its next use: selects the start, clears `saved`, and begins a new \
                session from the current dates. Not an undo step (it changes no date).
                """
        ) { object, _ throws(LuaCallError) in
            // No date changes: a new session (and the start selected) is no undo step.
            object.model.reset()
        }
        let datesArgument = DeclaredArgument.optionalOptions(1, editOptions, name: "dates")
        range.method(
            "edit",
            doc: """
                Begins a new session with the dates given (each optional, clamped into the bounds), \
                selects the start and clears `saved`. One undo step, "Edit Dates", when it changes a \
                date.
                """, datesArgument
        ) { object, call throws(LuaCallError) in
            var dates = (start: Double?.none, end: Double?.none)
            if let table = try call[datesArgument] {
                dates = (try table.readIfPresent(editStart)?.seconds, try endDate(table))
            }
            let begin = object.model
            try object.edit(named: "Edit Dates", call) { model throws(DateRangeError) in
                try model.beginEditing(start: dates.start ?? begin.start, end: dates.end ?? begin.end)
            }
        }

        range.readOnly("start", doc: "the start date", type: "ISO8601Date") { object, _ in object.model.startISO8601 }
        range.readOnly(
            "finish", doc: "the end date (also readable as `range[\"end\"]`)", type: "ISO8601Date"
        ) { object, _ in object.model.endISO8601 }
        range.readOnly(
            "end", doc: "the end date, the same as `finish`", type: "ISO8601Date"
        ) { object, _ in object.model.endISO8601 }
        range.readOnly(
            "min", doc: "the earliest date allowed, or nil", type: "ISO8601Date|nil"
        ) { object, _ in object.model.minimum.map(DateRangeEditor.iso8601) }
        range.readOnly(
            "max", doc: "the latest date allowed, or nil", type: "ISO8601Date|nil"
        ) { object, _ in object.model.maximum.map(DateRangeEditor.iso8601) }
        range.readOnly(
            "date", doc: "the date the picker shows (the selected field's)", type: "ISO8601Date"
        ) { object, _ in DateRangeEditor.iso8601(object.model.selectedDate) }
        range.readOnly(
            "selected", doc: "the field the picker edits", type: #""start"|"finish""#
        ) { object, _ in object.model.selectedField.luaName }
        range.readOnly("valid", doc: "whether start ≤ finish") { object, _ in object.model.isValid }
        range.readOnly(
            "flagged", doc: "the field drawn as an error (\"start\" when invalid)", type: #""start"|nil"#
        ) { object, _ in
            DateRangeField.allCases.first { object.model.isFlagged($0) }?.luaName
        }
        range.readOnly(
            "saved", doc: "whether the last thing that happened was a successful save"
        ) { object, _ in object.model.isSaved }
        range.readOnly(
            "changed", doc: "whether the dates differ from the session's start"
        ) { object, _ in object.model.hasChanges }
        range.readOnlyHint = "choose a date with select and set it with set"
        range.describe = { object, _ in describe(object.model) }
        range.doc = """
            The date range editor (a userdata): a start and an end date, optional bounds, one field \
            selected for the picker, and an editing session that ends with save or cancel. \
            `tostring` gives "DateRange: <start> to <finish>, editing start" (plus ", invalid" and \
            ", saved" when they apply); `getmetatable` gives "DateRange". Every field is read-only.
            """
        range.constructorDoc = """
            Creates a date range editor, editing, with the start selected. Dates outside min…max are \
            clamped; an invalid range (start after finish) is allowed and flagged. Errors: a missing \
            date, text that is not an ISO 8601 date, min after max, an unknown field.
            """
        range.types = [
            .alias(
                "ISO8601Date", "string",
                doc: """
                    An ISO 8601 date: a date-time with a time zone ("2026-12-24T18:00:00Z", \
                    "2026-12-24T19:00:00+01:00", optionally with fractional seconds) or a date alone \
                    ("2026-12-24", midnight UTC). Output is always UTC: "2026-12-24T18:00:00Z", or with \
                    milliseconds when the date has a fraction ("2026-12-24T18:00:00.250Z").
                    """),
            .alias(
                "DateRangeField", "\"start\"|\"finish\"|\"end\"",
                doc: """
                    A field of a date range. `end` is a Lua keyword, so the end date is "finish"; "end" \
                    is accepted as an alias wherever a field is named by a string.
                    """),
        ]
        range.page.buttons = ["save", "cancel"]
        range.page.dates = .init(select: "select", set: "set")
        return range
    }
}

/// An ISO 8601 date argument (a date-time, or a date alone), in seconds since 1970, read by
/// the one strict reader.
struct ISO8601Date: LuaArgument {
    let seconds: Double

    static var luaType: String { "ISO8601Date" }

    static func read(_ call: LuaCall, at index: LuaCall.Index) throws(LuaCallError) -> ISO8601Date {
        ISO8601Date(seconds: try call.iso8601Seconds(index, accepting: .dateTimeOrDate))
    }
}

extension DateRangeField: LuaArgument {
    /// The field's name as Lua writes it: `start` or `finish`.
    var luaName: String { self == .start ? "start" : "finish" }

    static var luaType: String { "DateRangeField" }

    /// `"start"`, `"finish"`, or `"end"` for the finish.
    static func read(_ call: LuaCall, at index: LuaCall.Index) throws(LuaCallError) -> DateRangeField {
        let name = try call.string(index)
        switch name {
        case "start": return .start
        case "finish", "end": return .end
        default:
            throw call.argumentError(index, "unknown date field \"\(name)\"; valid names are start, finish (or end)")
        }
    }
}
