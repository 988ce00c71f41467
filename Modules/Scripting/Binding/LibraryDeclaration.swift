/// A library of functions every script gets (`scene.svg()`), declared the way a class's library
/// functions are (``ClassDeclaration/function(_:doc:_:returns:body:)``): each function's name,
/// doc, parameters and results once, and a body that gets the library's owner and a
/// ``BindingCall``, never the Lua stack. Its results are what the body pushed, and its errors
/// go through the same bridge as a control's. Registration builds the bindings from it, and the
/// LuaCATS file and `help` read the same declaration.
struct LibraryDeclaration<Owner: AnyObject, Context: BindingContext> {
    typealias Body = (Owner, inout BindingCall<Context>) throws(LuaCallError) -> Void

    /// A struct of its own, as ``ClassDeclaration``'s are, rather than one generic over the
    /// body: a closure kept in a field of generic type is called through reabstraction thunks
    /// (see ``LuaBinding``).
    struct Function {
        let name: String
        let doc: String
        let parameters: [LuaParameter]
        let results: [String]
        let body: Body
    }

    /// The global table the functions go in.
    let name: String
    /// What the library is, as the LuaCATS file introduces it.
    let doc: String
    /// The types its functions name (`TimerID`).
    var types: [LuaTypeDefinition] = []
    private(set) var functions: [Function] = []
    /// Arguments listed out of the place their bodies read them from (see
    /// ``ClassDeclaration/misplacedArguments``).
    private(set) var misplacedArguments: [String] = []

    init(_ name: String, doc: String) {
        self.name = name
        self.doc = doc
    }

    /// A function, `library.name(…)`, which does what `doc` says; `results` are what it returns,
    /// as LuaCATS writes them (`string`).
    mutating func function(
        _ name: String, doc: String, _ arguments: any ArgumentDeclaration..., returns results: String...,
        body: @escaping Body
    ) {
        misplacedArguments += ArgumentPlaces.misplaced(arguments, of: name)
        functions.append(
            Function(name: name, doc: doc, parameters: arguments.map(\.parameter), results: results, body: body))
    }
}
