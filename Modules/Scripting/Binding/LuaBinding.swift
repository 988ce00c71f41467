/// A named Swift function for Lua: a library function or a method of a ``LuaClass``.
///
/// A struct rather than a `(String, Body)` tuple: a closure stored in a tuple inside an array
/// is kept at the generic abstraction level, so each call went through two reabstraction
/// thunks; a struct's field keeps the closure as it was written.
struct LuaBinding {
    let name: String
    let body: LuaFunctionBox.Body
    /// What a library function declares for the docs (``LuaLibrary``); nil for the bindings
    /// built from a ``ClassDeclaration``, whose declaration says it.
    let signature: DeclarationSummary.Signature?

    init(_ name: String, _ body: @escaping LuaFunctionBox.Body) {
        self.name = name
        self.body = body
        signature = nil
    }

    /// A library function with what the LuaCATS file says of it: `doc`, its parameters and
    /// its results as LuaCATS writes them (`number seconds`).
    init(
        _ name: String, doc: String, parameters: [LuaParameter] = [], returns results: [String] = [],
        _ body: @escaping LuaFunctionBox.Body
    ) {
        self.name = name
        self.body = body
        signature = DeclarationSummary.Signature(name: name, doc: doc, parameters: parameters, results: results)
    }
}

/// A global table of functions the host gives every script (`clock`, `history`, `scene`), and
/// what it is, for the LuaCATS file.
struct LuaLibrary {
    let name: String
    let doc: String
    /// The types its functions name (`TimerID`).
    var types: [LuaTypeDefinition] = []
    let functions: [LuaBinding]
}
