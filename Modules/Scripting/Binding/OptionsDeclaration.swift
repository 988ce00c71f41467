/// One field of a constructor's options table: its name, its type and its default, declared
/// once and used both to read the table and to list the valid names.
struct OptionsField<Value: LuaArgument>: OptionsFieldDescription {
    let name: String
    /// The value when the field is absent; nil for a field that must be given.
    let defaultValue: Value?

    init(_ name: String, default defaultValue: Value? = nil) {
        self.name = name
        self.defaultValue = defaultValue
    }

    var luaType: String { Value.luaType }
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

    /// The field's value, or its default when absent; a wrong value reads
    /// "bad field 'value' in argument #1 to 'new' (integer expected, got string)", a missing
    /// field without a default "bad argument #1 to 'new' (field 'digits' is missing)".
    func read<Value>(_ field: OptionsField<Value>) throws(LuaCallError) -> Value {
        if let value = try table.field(field.name, { call, index throws(LuaCallError) in try Value.read(call, at: index) }) {
            return value
        }
        guard let defaultValue = field.defaultValue else {
            throw table.call.argumentError(table.argument, "field '\(field.name)' is missing")
        }
        return defaultValue
    }
}
