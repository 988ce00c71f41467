/// A parameter as the docs show it: its name and its Lua type (`integer`, `table?`, `Point`).
struct LuaParameter {
    let name: String
    let luaType: String

    /// A parameter named `name` of the Lua type of `Value`.
    static func named<Value: LuaTyped>(_ name: String, _ type: Value.Type) -> LuaParameter {
        LuaParameter(name: name, luaType: Value.luaType)
    }

    /// An options table (``OptionsDeclaration``), nil allowed when `optional`.
    static func options(optional: Bool) -> LuaParameter {
        LuaParameter(name: "options", luaType: optional ? "table?" : "table")
    }
}

/// What a declaration binds, without its bodies: for the docs test and the LuaCATS file.
struct DeclarationSummary {
    /// A method or library function: its name, parameters and the types of its results.
    struct Signature {
        let name: String
        let parameters: [LuaParameter]
        let results: [String]
    }

    struct Property {
        let name: String
        let luaType: String
        let isWritable: Bool
        /// A function the control calls (`onchange`): assigned, never computed.
        let isCallback: Bool
    }

    let name: String
    /// The section of docs/lua-api.md that documents the class ("## View and Animation").
    let docsSection: String
    /// The global table of the library's functions.
    let libraryName: String
    /// `name.new`'s parameters; nil for a class without a constructor.
    let constructor: [LuaParameter]?
    /// The fields of the constructor's options table.
    let options: [LuaParameter]
    let methods: [Signature]
    let functions: [Signature]
    let properties: [Property]

    /// Whether `name.new` makes one.
    var hasConstructor: Bool { constructor != nil }
}
