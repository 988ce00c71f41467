/// A parameter as the docs show it: its name, its Lua type (`integer`, `table?`, `Point`) and
/// what it is ("1 to `sectors`"), which the LuaCATS file writes after the type.
struct LuaParameter: Sendable {
    let name: String
    let luaType: String
    /// What the parameter is, beyond its type; empty when the type says it all.
    var doc: String = ""
    /// For an options table, its fields: the LuaCATS file writes its class from them.
    var options: OptionsClass?

    /// A parameter named `name` of the Lua type of `Value`.
    static func named<Value: LuaTyped>(_ name: String, _ type: Value.Type, _ doc: String = "") -> LuaParameter {
        LuaParameter(name: name, luaType: Value.luaType, doc: doc)
    }

    /// A parameter of the LuaCATS type `luaType` (`number|string`, `fun(t: number)`).
    static func typed(_ name: String, _ luaType: String, _ doc: String = "") -> LuaParameter {
        LuaParameter(name: name, luaType: luaType, doc: doc)
    }

    /// The options table `declaration` declares, nil allowed when `optional`.
    static func options(
        _ declaration: OptionsDeclaration, optional: Bool, name: String = "options", _ doc: String = ""
    ) -> LuaParameter {
        LuaParameter(
            name: name, luaType: declaration.luaType + (optional ? "?" : ""), doc: doc, options: declaration.luaClass)
    }
}

/// What a declaration binds, without its bodies, with the prose it declares: for the REPL's
/// help, the docs test and the LuaCATS file (``LuaCATSFile``).
struct DeclarationSummary: Sendable {
    /// A method or library function: its name, what it does, its parameters and its results
    /// as LuaCATS writes them (`number position`, `boolean`).
    struct Signature: Sendable {
        let name: String
        let doc: String
        let parameters: [LuaParameter]
        let results: [String]
    }

    struct Property: Sendable {
        let name: String
        let luaType: String
        let doc: String
        let isWritable: Bool
        /// A function the control calls (`onchange`): assigned, never computed.
        let isCallback: Bool
    }

    let name: String
    /// What one object is, as the LuaCATS file introduces the class.
    let doc: String
    /// The section of docs/lua-api.md that documents the class ("## View and Animation").
    let docsSection: String
    /// The global table of the library's functions.
    let libraryName: String
    /// What the library is, when it is more than the class's constructor.
    let libraryDoc: String
    /// `name.new`'s parameters; nil for a class without a constructor.
    let constructor: [LuaParameter]?
    /// What `name.new` does, and its other forms as LuaCATS `fun(…)` types.
    let constructorDoc: String
    let constructorOverloads: [String]
    /// The fields of the constructor's options table.
    let options: [LuaParameter]
    /// The constructor's options table, when it has one.
    let optionsClass: OptionsClass?
    let methods: [Signature]
    let functions: [Signature]
    let properties: [Property]
    /// The types the class's section defines (its records and aliases).
    let types: [LuaTypeDefinition]
    /// What a person can do to an object on the live page.
    var page = PageInput()
    /// Arguments listed out of the place their bodies read them from (none, in a good
    /// declaration).
    var misplacedArguments: [String] = []

    /// Whether `name.new` makes one.
    var hasConstructor: Bool { constructor != nil }
}
