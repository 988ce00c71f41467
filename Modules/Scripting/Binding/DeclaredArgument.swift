/// One argument of a method, a library function or a constructor, declared once: where it
/// stands (1 is the first argument after `self`), its name, Lua type and meaning for the docs,
/// and how its value is read. The declaration lists it and the body reads it through it
/// (`try call[digit]`, `try call.index(digit, count: …, noun: "digit")`), so the docs cannot
/// promise a parameter the body reads elsewhere or as another type. A declaration that lists
/// one out of its place notes it (``ClassDeclaration/misplacedArguments``), and the catalog's
/// test fails.
struct DeclaredArgument<Value>: ArgumentDeclaration {
    /// An argument's number as messages give it: a method's first argument after `self` is 1.
    typealias Position = Int32

    let position: Position
    let parameter: LuaParameter
    /// Reads the value where the call has it.
    let read: (ArgumentSite) throws(LuaCallError) -> Value

    /// Argument `position`, of the Lua type `luaType` in the docs, read by `read`: a value whose
    /// reading is the control's own (a colour, a view's property list, a file name).
    init(
        _ position: Int32, _ name: String, type luaType: String, _ doc: String = "",
        read: @escaping (ArgumentSite) throws(LuaCallError) -> Value
    ) {
        self.position = position
        parameter = .typed(name, luaType, doc)
        self.read = read
    }

    /// Argument `position`, of the Lua type `luaType`, read by `reading` from the call at its
    /// stack index, as the controls' value readers read (``ViewValues/point(_:_:)``).
    init(
        _ position: Int32, _ name: String, type luaType: String, _ doc: String = "",
        reading: @escaping (LuaCall, LuaCall.Index) throws(LuaCallError) -> Value
    ) {
        self.init(position, name, type: luaType, doc) { site throws(LuaCallError) in
            try reading(site.lua, site.index)
        }
    }

    /// Argument `position`, documented by `parameter` (a type with an options table's class
    /// beside it), read by `read`.
    init(
        _ position: Int32, parameter: LuaParameter, read: @escaping (ArgumentSite) throws(LuaCallError) -> Value
    ) {
        self.position = position
        self.parameter = parameter
        self.read = read
    }
}

extension DeclaredArgument where Value: LuaArgument {
    /// Argument `position`, read as `Value` reads an argument ("bad argument #1 to 'set'
    /// (integer expected, got string)"), of its Lua type in the docs.
    init(_ position: Int32, _ name: String, _ doc: String = "") {
        self.init(position, name, type: Value.luaType, doc) { site throws(LuaCallError) in
            try Value.read(site.lua, at: site.index)
        }
    }
}

extension DeclaredArgument where Value: LuaArgument & LuaLiteral {
    /// An argument a call may leave out (or give as nil) for `defaultValue`, which the docs
    /// show after `doc`: "(default 1)".
    init(_ position: Int32, _ name: String, _ doc: String = "", default defaultValue: Value) {
        let shown = doc.isEmpty ? "default \(defaultValue.luaLiteral)" : "\(doc) (default \(defaultValue.luaLiteral))"
        self.init(position, name, type: Value.luaType + "?", shown) { site throws(LuaCallError) in
            site.lua.isNoneOrNil(site.index) ? defaultValue : try Value.read(site.lua, at: site.index)
        }
    }
}

extension DeclaredArgument where Value == Double {
    /// A finite number ("bad argument #1 to 'touch' (finite number expected, got inf)"),
    /// documented as `luaType` (`number?` for one a method may go without).
    static func finite(_ position: Int32, _ name: String, type luaType: String = "number", _ doc: String = "")
        -> DeclaredArgument
    {
        DeclaredArgument(position, name, type: luaType, doc) { site throws(LuaCallError) in
            try site.lua.finiteNumber(site.index)
        }
    }
}

extension DeclaredArgument where Value == LuaReference {
    /// A function argument, held until the reference is released; its LuaCATS type says what
    /// it is called with (`fun(progress: number)`).
    static func function(_ position: Int32, _ name: String, type luaType: String, _ doc: String = "")
        -> DeclaredArgument
    {
        DeclaredArgument(position, name, type: luaType, doc) { site throws(LuaCallError) in
            try site.lua.function(site.index, runtime: site.runtime)
        }
    }
}

extension DeclaredArgument where Value == LuaReference? {
    /// A function argument or nil (then the call goes without it); `luaType` is the function's
    /// type, which the docs mark optional (a type that already allows nil, `…|nil`, as it is).
    static func optionalFunction(_ position: Int32, _ name: String, type luaType: String, _ doc: String = "")
        -> DeclaredArgument
    {
        DeclaredArgument(position, name, type: luaType.hasSuffix("|nil") ? luaType : luaType + "?", doc) {
            site throws(LuaCallError) in
            try site.lua.optionalFunction(site.index, runtime: site.runtime)
        }
    }

    /// Any value, held until the reference is released; nil when it is nil or absent (a run's
    /// context).
    static func anyValue(_ position: Int32, _ name: String, _ doc: String = "") -> DeclaredArgument {
        DeclaredArgument(position, name, type: "any?", doc) { site in
            site.lua.isNoneOrNil(site.index)
                ? nil : LuaReference(runtime: site.runtime, state: site.lua.state, index: site.index)
        }
    }
}

extension DeclaredArgument where Value == OptionsTable {
    /// An options table of `declaration`: unknown fields are an error that lists the valid names.
    static func options(
        _ position: Int32, _ declaration: OptionsDeclaration, name: String = "options", _ doc: String = ""
    )
        -> DeclaredArgument
    {
        DeclaredArgument(position, parameter: .options(declaration, optional: false, name: name, doc)) {
            site throws(LuaCallError) in
            guard site.lua.isTable(site.index) else { throw site.lua.typeError(site.index, expected: "table") }
            return OptionsTable(
                try LuaOptionsTable(site.lua, argument: site.index, allowed: declaration.names), argument: site.position
            )
        }
    }
}

extension DeclaredArgument where Value == OptionsTable? {
    /// An options table of `declaration`, or nil when it is nil or absent; "bad argument #2 to
    /// 'spin' (table expected, got number)" when it is neither.
    static func optionalOptions(
        _ position: Int32, _ declaration: OptionsDeclaration, name: String = "options", _ doc: String = ""
    ) -> DeclaredArgument {
        DeclaredArgument(position, parameter: .options(declaration, optional: true, name: name, doc)) {
            site throws(LuaCallError) in
            if site.lua.isNoneOrNil(site.index) { return nil }
            guard site.lua.isTable(site.index) else { throw site.lua.typeError(site.index, expected: "table") }
            return OptionsTable(
                try LuaOptionsTable(site.lua, argument: site.index, allowed: declaration.names), argument: site.position
            )
        }
    }
}

/// Where a declared argument is read: the call, the argument's stack index and its number in
/// messages, and the runtime a function argument is held in.
struct ArgumentSite {
    let lua: LuaCall
    let index: LuaCall.Index
    let position: Int32
    let runtime: LuaRuntime
}

/// What a declaration lists as a parameter: what the docs show, and where a body reads it.
protocol ArgumentDeclaration {
    var parameter: LuaParameter { get }
    var position: Int32 { get }
}

/// The check that a declaration lists each argument in the place its body reads it from.
enum ArgumentPlaces {
    /// What is wrong with the places of `arguments`, listed in this order by `function`.
    static func misplaced(_ arguments: [any ArgumentDeclaration], of function: String) -> [String] {
        arguments.enumerated().compactMap { offset, argument in
            argument.position == Int32(offset + 1)
                ? nil
                : "\(function): \(argument.parameter.name) is listed as argument #\(offset + 1) but read as #\(argument.position)"
        }
    }
}

extension DeclaredArgument {
    /// The same argument read as `Other` reads an argument: for a value whose reading depends
    /// on the object's state (an odometer without decimals takes only integers).
    func read<Other: LuaArgument>(as other: Other.Type) -> DeclaredArgument<Other> {
        DeclaredArgument<Other>(position, parameter.name, type: parameter.luaType, parameter.doc) {
            site throws(LuaCallError) in
            try Other.read(site.lua, at: site.index)
        }
    }
}
