/// One field of a constructor's options table: its name, its type and its default, declared
/// once and used both to read the table and to list the valid names.
struct OptionsField<Value>: OptionsFieldDescription {
    let name: String
    /// The value when the field is absent; nil for a field that must be given.
    let defaultValue: Value?
    /// The type as the docs show it.
    let luaType: String
    /// Reads the field's value at a stack index of a call that counts it as a plain argument.
    let read: (LuaCall, Int32) throws(LuaCallError) -> Value

    /// A field read as `Value` reads an argument.
    init(_ name: String, default defaultValue: Value? = nil) where Value: LuaArgument {
        self.init(name, luaType: Value.luaType, default: defaultValue) { call, index throws(LuaCallError) in
            try Value.read(call, at: index)
        }
    }

    /// A field with its own reading (a list or a function, a number or a name), shown as `luaType`.
    init(
        _ name: String, luaType: String, default defaultValue: Value? = nil,
        read: @escaping (LuaCall, Int32) throws(LuaCallError) -> Value
    ) {
        self.name = name
        self.luaType = luaType
        self.defaultValue = defaultValue
        self.read = read
    }
}

/// A field whose reading depends on fields read before it (a wheel's `names`, whose count is
/// `sectors`): declared with its name and type, read with
/// ``OptionsTable/readIfPresent(_:using:)``.
struct DependentOptionsField<Value>: OptionsFieldDescription {
    let name: String
    let luaType: String

    init(_ name: String, luaType: String) {
        self.name = name
        self.luaType = luaType
    }
}

/// What an options table's fields are, for checking a table and for the docs.
protocol OptionsFieldDescription {
    var name: String { get }
    var luaType: String { get }
}

/// The fields an options table may have (`Odometer.new{digits = 3, value = 42}`).
struct OptionsDeclaration {
    let fields: [any OptionsFieldDescription]
    let names: Set<String>

    init(_ fields: any OptionsFieldDescription...) {
        self.fields = fields
        names = Set(fields.map(\.name))
    }
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
