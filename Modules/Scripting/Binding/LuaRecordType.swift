/// The shape of a table the API hands a script (`wheel:sector(i)` gives a `WheelSector`),
/// declared once: each field's name, its Lua type, what it means and how it is read from the
/// Swift value the table describes. The documentation's type (``definition``, in the LuaCATS
/// file and the docs) and every table pushed (``record(_:items:)``) are made from that one
/// list, so a table cannot lack a field its type names, carry one it does not, or hold a value
/// of another type.
struct LuaRecordType<Source>: Sendable {
    /// One field: its declaration, and its value in a source.
    struct Field: Sendable {
        let parameter: LuaParameter
        /// Where a field of the sequence part stands (1, 2, …); nil for a named field.
        var position: Int? = nil
        let read: @Sendable (Source) -> any LuaResult

        /// A field whose Lua type is its Swift value's (`integer`, `number`, `string?`, …).
        static func field<Value: LuaResult>(
            _ name: String, _ doc: String = "", _ read: @escaping @Sendable (Source) -> Value
        ) -> Field {
            Field(parameter: .named(name, Value.self, doc), read: read)
        }

        /// A field whose Lua type says more than its Swift value's: a string from a set
        /// (`"front"|"back"`), another record type.
        static func field<Value: LuaResult>(
            _ name: String, type luaType: String, _ doc: String = "", _ read: @escaping @Sendable (Source) -> Value
        ) -> Field {
            Field(parameter: .typed(name, luaType, doc), read: read)
        }

        /// Item `position` of the table's sequence part (`[1]`), of Lua type `luaType`.
        static func item<Value: LuaResult>(
            _ position: Int, type luaType: String, _ doc: String = "", _ read: @escaping @Sendable (Source) -> Value
        ) -> Field {
            Field(parameter: .typed(String(position), luaType, doc), position: position, read: read)
        }
    }

    let name: String
    let doc: String
    /// A type the table also is (`TiltDirection[]` for a solution that is a list of moves).
    let parent: String?
    let fields: [Field]

    init(_ name: String, parent: String? = nil, doc: String = "", _ fields: [Field]) {
        self.name = name
        self.parent = parent
        self.doc = doc
        self.fields = fields
    }

    /// The type as the docs define it.
    var definition: LuaTypeDefinition {
        .record(name, parent: parent, doc: doc, fields.map(\.parameter))
    }

    /// The table describing `source`, its fields in the declared order; its sequence part is
    /// its declared items in order, then `items` (a list whose length varies, the type's
    /// `parent`).
    func record(_ source: Source, items: [any LuaResult] = []) -> LuaRecord {
        let declaredItems = fields.filter { $0.position != nil }.sorted { ($0.position ?? 0) < ($1.position ?? 0) }
        return LuaRecord(
            items: declaredItems.map { $0.read(source) } + items,
            fields: fields.filter { $0.position == nil }.map { ($0.parameter.name, $0.read(source)) })
    }
}

extension LuaRecordType {
    /// The table describing `source` as a value, for a callback's argument: its fields that are
    /// numbers, strings or booleans (``LuaPlainResult``); a field of another kind is left out.
    func table(_ source: Source) -> LuaTable {
        var table = LuaTable()
        for field in fields {
            guard let value = field.read(source) as? any LuaPlainResult else { continue }
            table[.string(LuaString(field.parameter.name))] = value.luaValue
        }
        return table
    }
}

/// A result that is also a plain Lua value: what a record's ``LuaRecordType/table(_:)`` holds.
protocol LuaPlainResult: LuaResult {
    var luaValue: LuaValue { get }
}

extension Int: LuaPlainResult {
    var luaValue: LuaValue { .integer(Int64(self)) }
}

extension Int64: LuaPlainResult {
    var luaValue: LuaValue { .integer(self) }
}

extension Double: LuaPlainResult {
    var luaValue: LuaValue { .number(self) }
}

extension Bool: LuaPlainResult {
    var luaValue: LuaValue { .boolean(self) }
}

extension String: LuaPlainResult {
    var luaValue: LuaValue { .string(LuaString(self)) }
}
