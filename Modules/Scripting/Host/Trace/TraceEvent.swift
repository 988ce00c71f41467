import Rendering

/// One line of a run's trace (`playground run --trace FILE.jsonl`): something that happened, at
/// its exact virtual time — a control's event (named by the callback property it calls, whether
/// or not the script set one), a script timer firing, a change of the history.
///
/// The trace is made for diffing two runs and for tests that assert on behaviour: its lines
/// depend only on the script, its arguments, `--seed` and `--now`, never on the wall clock, so a
/// fast run and a `--realtime` run write the same bytes.
public struct TraceEvent: Equatable {
    /// Virtual seconds since the run began.
    public let time: Double
    /// `"oncross"`, `"onroll"`, `"completion"`, …, `"timer"`, `"history"`.
    public let event: String
    /// The control the event is of (`"Wheel #1"`), nil for a timer or the history.
    public let control: String?
    /// What else the event says, in order: `args` (the callback's arguments after the control),
    /// `callback` (whether a script function was called), a timer's `id`, a history change's
    /// `change`, `name`, `index` and `count`.
    public let fields: [Field]

    public struct Field: Equatable {
        public let name: String
        public let value: LuaValue

        public init(_ name: String, _ value: LuaValue) {
            self.name = name
            self.value = value
        }
    }

    public init(time: Double, event: String, control: String? = nil, fields: [Field] = []) {
        self.time = time
        self.event = event
        self.control = control
        self.fields = fields
    }

    /// The event as one line of JSON, without the newline: `{"t":1.25,"event":"oncross",
    /// "control":"Wheel #1","args":[1,2],"callback":true}`. Numbers are written as the shortest
    /// text that reads back as the same `Double`; Lua strings as JSON strings (bytes that are
    /// not UTF-8 become U+FFFD); a table whose keys are 1…n as an array, any other as an
    /// object with its keys as text, sorted; what JSON cannot hold (NaN, infinities, functions)
    /// as a string naming it.
    public var jsonLine: String {
        var line = "{\"t\":" + Self.json(.number(time)) + ",\"event\":" + JSONText.string(event)
        if let control { line += ",\"control\":" + JSONText.string(control) }
        for field in fields {
            line += "," + JSONText.string(field.name) + ":" + Self.json(field.value)
        }
        return line + "}"
    }

    /// `value` as JSON, nested tables to a depth of 16 (deeper ones are written as a string).
    static func json(_ value: LuaValue, depth: Int = 0) -> String {
        switch value {
        case .nil: return "null"
        case .boolean(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .number(let number):
            guard number.isFinite else { return JSONText.string(number.isNaN ? "nan" : number > 0 ? "inf" : "-inf") }
            return "\(number)"
        case .string(let text): return JSONText.string(String(decoding: text.bytes, as: UTF8.self))
        case .table(let table):
            guard depth < 16 else { return JSONText.string("table") }
            let count = table.entries.count
            if (1...max(count, 1)).allSatisfy({ table.entries[.integer(Int64($0))] != nil }) || count == 0 {
                return "["
                    + (0..<count).map { json(table[.integer(Int64($0 + 1))], depth: depth + 1) }.joined(separator: ",")
                    + "]"
            }
            let members = table.entries.map { key, value in (key: keyText(key), value: value) }
                .sorted { $0.key < $1.key }
                .map { JSONText.string($0.key) + ":" + json($0.value, depth: depth + 1) }
            return "{" + members.joined(separator: ",") + "}"
        case .function: return JSONText.string("function")
        case .reference(let typeName, _): return JSONText.string(typeName)
        }
    }

    private static func keyText(_ key: LuaValue) -> String {
        switch key {
        case .string(let text): String(decoding: text.bytes, as: UTF8.self)
        case .integer(let number): String(number)
        case .number(let number): "\(number)"
        case .boolean(let flag): flag ? "true" : "false"
        default: "\(key)"
        }
    }
}
