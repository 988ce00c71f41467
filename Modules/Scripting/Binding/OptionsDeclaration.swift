import Geometry

/// One field of a constructor's options table: its name, its type and its default, declared
/// once and used both to read the table and to list the valid names.
struct OptionsField<Value>: OptionsFieldDescription {
    let name: String
    /// What the field is, after its type in the LuaCATS file ("seconds a roll takes (default
    /// 0.5)"): the doc it is declared with, and its default when that is a value a script
    /// could write (``LuaLiteral``), so that the docs show the default the table reads.
    let doc: String
    /// Whether a table must have it (the docs say so; ``OptionsTable/read(_:)`` refuses a
    /// missing field without a default).
    let isRequired: Bool
    /// The value when the field is absent; nil for a field that must be given.
    let defaultValue: Value?
    /// The type as the docs show it.
    let luaType: String
    /// Reads the field's value at a stack index of a call that counts it as a plain argument.
    let read: (LuaCall, Int32) throws(LuaCallError) -> Value

    /// A field read as `Value` reads an argument.
    init(_ name: String, doc: String, required: Bool = false, default defaultValue: Value? = nil)
    where Value: LuaArgument {
        self.init(name, doc: doc, required: required, luaType: Value.luaType, default: defaultValue) {
            call, index throws(LuaCallError) in
            try Value.read(call, at: index)
        }
    }

    /// A field with its own reading (a list or a function, a number or a name), shown as `luaType`.
    init(
        _ name: String, doc: String, required: Bool = false, luaType: String, default defaultValue: Value? = nil,
        read: @escaping (LuaCall, Int32) throws(LuaCallError) -> Value
    ) {
        self.name = name
        self.doc = Self.documenting(doc, default: defaultValue)
        isRequired = required
        self.luaType = luaType
        self.defaultValue = defaultValue
        self.read = read
    }

    /// `doc` followed by "(default 0.5)" when `value` is a value a script could write: a
    /// number, a boolean, a string, a curve or a model's name (`"shortest"`). A default said in
    /// words (`(default: rows)`) is the doc's own.
    private static func documenting(_ doc: String, default value: Value?) -> String {
        let literal =
            (value as? any LuaLiteral)?.luaLiteral ?? (value as? any RawRepresentable<String>)?.rawValue.luaLiteral
        guard let literal, !doc.contains("(default:") else { return doc }
        return doc.isEmpty ? "(default \(literal))" : "\(doc) (default \(literal))"
    }
}

/// A value as a script would write it in Lua, for the docs: `8`, `0.5`, `true`, `"left"`.
protocol LuaLiteral {
    var luaLiteral: String { get }
}

extension Int64: LuaLiteral {
    var luaLiteral: String { String(self) }
}

extension Int: LuaLiteral {
    var luaLiteral: String { String(self) }
}

extension FiniteNumber: LuaLiteral {
    var luaLiteral: String { value.luaLiteral }
}

extension ExactNumber: LuaLiteral {
    var luaLiteral: String {
        switch self {
        case .integer(let integer): String(integer)
        case .real(let real): real.luaLiteral
        }
    }
}

extension Double: LuaLiteral {
    /// Whole numbers without a fraction (`1`, not `1.0`), as the docs write seconds.
    var luaLiteral: String {
        if let whole = Int64(exactly: self) { return String(whole) }
        return "\(self)"
    }
}

extension Bool: LuaLiteral {
    var luaLiteral: String { self ? "true" : "false" }
}

extension String: LuaLiteral {
    var luaLiteral: String { "\"\(self)\"" }
}

extension NamedCurve: LuaLiteral {
    var luaLiteral: String { name.luaLiteral }
}

extension TimingCurve: LuaLiteral {
    /// The curve's name when it has one (`"easeInEaseOut"`), else its CSS form.
    var luaLiteral: String {
        (TimingCurve.names.first { (try? TimingCurve(named: $0)) == self } ?? "\(self)").luaLiteral
    }
}

/// A field whose reading depends on fields read before it (a wheel's `names`, whose count is
/// `sectors`): declared with its name and type, read with
/// ``OptionsTable/readIfPresent(_:using:)``.
struct DependentOptionsField<Value>: OptionsFieldDescription {
    let name: String
    let doc: String
    let luaType: String
    var isRequired: Bool { false }

    init(_ name: String, doc: String, luaType: String) {
        self.name = name
        self.doc = doc
        self.luaType = luaType
    }
}

/// What an options table's fields are, for checking a table and for the docs.
protocol OptionsFieldDescription {
    var name: String { get }
    var doc: String { get }
    var luaType: String { get }
    var isRequired: Bool { get }
}

/// The fields an options table may have (`Odometer.new{digits = 3, value = 42}`), and the
/// LuaCATS class that documents it (`OdometerOptions`).
struct OptionsDeclaration {
    let fields: [any OptionsFieldDescription]
    let names: Set<String>
    /// The LuaCATS class of the table (`WheelSpinOptions`), or `table` for one not named.
    private(set) var luaType = "table"
    /// What the table is for, as the LuaCATS file introduces its class.
    private(set) var doc = ""

    init(_ fields: any OptionsFieldDescription...) {
        self.init(fields: fields)
    }

    /// The fields of a table whose fields are not known until a script declares them (a
    /// control written in Lua).
    init(fields: [any OptionsFieldDescription]) {
        self.fields = fields
        names = Set(fields.map(\.name))
    }

    /// What the LuaCATS file writes of the table.
    var luaClass: OptionsClass {
        OptionsClass(
            luaType: luaType, doc: doc,
            fields: fields.map { .init(name: $0.name, luaType: $0.luaType, doc: $0.doc, isRequired: $0.isRequired) })
    }

    /// These fields as the LuaCATS class `name`, introduced by `doc`.
    func named(_ name: String, doc: String) -> OptionsDeclaration {
        var named = self
        named.luaType = name
        named.doc = doc
        return named
    }
}

/// An options table as the LuaCATS file writes it: its class's name and doc, and its fields.
struct OptionsClass: Sendable {
    struct Field: Sendable {
        let name: String
        let luaType: String
        let doc: String
        let isRequired: Bool
    }

    let luaType: String
    let doc: String
    let fields: [Field]
}

/// An options table being read, its unknown fields already refused.
struct OptionsTable {
    private let table: LuaOptionsTable
    /// The argument the table is, numbered as messages number it.
    let argument: Int32

    init(_ table: LuaOptionsTable, argument: Int32) {
        self.table = table
        self.argument = argument
    }

    /// The table at stack index `index` of `call` (an entry of a list, not an argument) as an
    /// options table of `declaration`.
    init(_ call: LuaCall, at index: Int32, _ declaration: OptionsDeclaration) throws(LuaCallError) {
        self.init(try LuaOptionsTable(call, argument: index, allowed: declaration.names), argument: index)
    }

    /// The field's value, or its default when absent; a wrong value reads
    /// "bad field 'value' in argument #1 to 'new' (integer expected, got string)", a missing
    /// field without a default "bad argument #1 to 'new' (field 'digits' is missing)".
    func read<Value>(_ field: OptionsField<Value>) throws(LuaCallError) -> Value {
        if let value = try readIfPresent(field) {
            return value
        }
        guard let defaultValue = field.defaultValue else {
            throw table.call.argumentError(table.argument, "field '\(field.name)' is missing")
        }
        return defaultValue
    }

    /// The field's value, or nil when it is absent (whatever its default).
    func readIfPresent<Value>(_ field: OptionsField<Value>) throws(LuaCallError) -> Value? {
        try table.field(field.name, field.read)
    }

    /// The dependent field's value as `read` reads it, or nil when it is absent.
    func readIfPresent<Value>(
        _ field: DependentOptionsField<Value>, using read: (LuaCall, Int32) throws(LuaCallError) -> Value
    ) throws(LuaCallError) -> Value? {
        try table.field(field.name, read)
    }

    /// "bad argument #n to 'f' (message)" against the table itself.
    func error(_ message: String) -> LuaCallError {
        table.call.argumentError(table.argument, message)
    }
}
