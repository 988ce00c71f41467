/// How Lua reaches one kind of control: its constructor, methods, properties and callbacks,
/// declared once. Registration (``register(in:)``) builds the bindings from it, the
/// docs and the LuaCATS file read it, and nothing else names a member.
///
/// A body gets the object (already checked to be of this class) and the ``BindingCall``, whose
/// context is `Context` (the host's, for the controls); it never sees the Lua stack. The closures are built once, at registration: a call finds its
/// method, and a property its getter or setter, by Lua's own table lookup of the key (see
/// ``LuaClass``).
struct ClassDeclaration<Object: AnyObject, Context: BindingContext> {
    typealias Call = BindingCall<Context>
    typealias Body = (Object, inout Call) throws(LuaCallError) -> Void
    typealias Constructor = (inout Call) throws(LuaCallError) -> Object

    typealias Parameter = LuaParameter

    struct Method {
        let name: String
        let doc: String
        let parameters: [Parameter]
        let results: [String]
        let body: Body
    }

    /// A function of the class's library (`Puzzle.issolvable(…)`), not of an object.
    struct Function {
        let name: String
        let doc: String
        let parameters: [Parameter]
        let results: [String]
        let body: (inout Call) throws(LuaCallError) -> Void
    }

    struct Property {
        enum Access { case readOnly, writable, callback }
        let name: String
        let luaType: String
        let doc: String
        let access: Access
        /// Said after "field 'x' is read-only" when it differs from the class's ``readOnlyHint``.
        var readOnlyHint: String?
        let get: Body
        /// Reads the assigned value (``BindingCall/value(as:)``) and applies it; nil when read-only.
        let set: Body?
    }

    /// The class's name, as `__name` and error messages give it ("Odometer expected, got Wheel").
    let name: String
    /// The arguments a method, function or constructor lists out of the place its body reads
    /// them from ("swap: first is listed as argument #2 but read as #1"); the catalog's test
    /// requires none.
    private(set) var misplacedArguments: [String] = []
    /// The library's constructor, `Name.new(…)`, and its parameters (positional or options).
    let constructorParameters: [Parameter]
    let options: OptionsDeclaration?
    /// Registers `Name.new` from the constructor; nil for a class a script gets only from a
    /// library function (an `AnimationPlan` from `Animation.sequence`).
    let registerConstructor: ((Context.Host, LuaClass) -> Void)?
    private(set) var methods: [Method] = []
    private(set) var functions: [Function] = []
    private(set) var properties: [Property] = []
    /// The global table the library's functions go in: the class's name, unless the functions
    /// belong to another library (`Animation.sequence` makes an `AnimationPlan`).
    var libraryName: String
    /// The section of docs/lua-api.md documenting the class, when it is not the class's name.
    var docsSection: String?
    /// What `tostring(object)` gives.
    var describe: ((Object, Context) -> String)?
    /// Added to "field 'x' is read-only" to say how the value does change.
    var readOnlyHint: String?
    /// What a person can do to an object on the live page: the methods shown as buttons in
    /// its bar (each a method a script may call without arguments), and the methods the
    /// pointer and the keys call. The page may call these and nothing else.
    var page = PageInput()

    /// What one object is, as the LuaCATS file introduces the class.
    var doc = ""
    /// What the library is, when more than the class's constructor (`Animation`'s plans).
    var libraryDoc = ""
    /// What `Name.new` does.
    var constructorDoc = ""
    /// `Name.new`'s other forms, as LuaCATS `fun(…)` types (the options table of `Odometer.new`).
    var constructorOverloads: [String] = []
    /// The aliases and table shapes the class's members name (`WheelSector`).
    var types: [LuaTypeDefinition] = []

    /// A class whose `Name.new(…)` the host registers with `registerConstructor` (the host's
    /// own initializer, which makes the object with a constructor body, is in `Host/`).
    init(
        _ name: String, constructor arguments: [any ArgumentDeclaration], options: OptionsDeclaration? = nil,
        registerConstructor: @escaping (Context.Host, LuaClass) -> Void
    ) {
        self.name = name
        libraryName = name
        constructorParameters = arguments.map(\.parameter)
        misplacedArguments = ArgumentPlaces.misplaced(arguments, of: "new")
        self.options = options
        self.registerConstructor = registerConstructor
    }

    /// A class without a constructor: its objects come from the library's functions.
    init(_ name: String) {
        self.name = name
        libraryName = name
        constructorParameters = []
        options = nil
        registerConstructor = nil
    }

    /// A method, `object:name(…)`, which does what `doc` says, taking `arguments` in order (its
    /// body reads each through its declaration); `results` are what it returns, as LuaCATS
    /// writes them (`number position`).
    mutating func method(
        _ name: String, doc: String, _ arguments: any ArgumentDeclaration..., returns results: String...,
        body: @escaping Body
    ) {
        note(arguments, of: name)
        methods.append(
            Method(name: name, doc: doc, parameters: arguments.map(\.parameter), results: results, body: body))
    }

    /// A function of the library, `Name.name(…)`, beside `new`.
    mutating func function(
        _ name: String, doc: String, _ arguments: any ArgumentDeclaration..., returns results: String...,
        body: @escaping (inout Call) throws(LuaCallError) -> Void
    ) {
        note(arguments, of: name)
        functions.append(
            Function(name: name, doc: doc, parameters: arguments.map(\.parameter), results: results, body: body))
    }

    /// Notes each of `arguments` listed out of the place its body reads it from.
    private mutating func note(_ arguments: [any ArgumentDeclaration], of function: String) {
        misplacedArguments += ArgumentPlaces.misplaced(arguments, of: function)
    }

    /// A property a script reads and never assigns, which `doc` describes; `type` is its
    /// LuaCATS type when more precise than its value's (`{x: number, y: number}` for a table);
    /// `hint` says how it does change, when the class's ``readOnlyHint`` does not fit it.
    mutating func readOnly<Value: LuaResult>(
        _ name: String, doc: String, type: String? = nil, hint: String? = nil,
        _ get: @escaping (Object, Context) -> Value
    ) {
        properties.append(
            Property(
                name: name, luaType: type ?? Value.luaType, doc: doc, access: .readOnly, readOnlyHint: hint,
                get: { object, call throws(LuaCallError) in call.push(get(object, call.context)) },
                set: nil))
    }

    /// A property a script reads and assigns: `set` reads the value (``BindingCall/value(as:)``)
    /// and applies it.
    mutating func writable<Value: LuaResult>(
        _ name: String, doc: String, type: String? = nil,
        _ get: @escaping (Object, Context) -> Value, set: @escaping Body
    ) {
        properties.append(
            Property(
                name: name, luaType: type ?? Value.luaType, doc: doc, access: .writable,
                get: { object, call throws(LuaCallError) in call.push(get(object, call.context)) },
                set: set))
    }

    /// A callback property (`onroll`): a function or nil, held until replaced, called by the
    /// control's events (scheduled through the host's context) with the arguments
    /// `type` says (`fun(odometer: Odometer)`). `get` reads where the object holds it, `store`
    /// replaces it. (Closures rather than a key path: every host declares every class when it
    /// starts, and making a key path at run time cost about 100,000 instructions each, a tenth
    /// of a short run's start.)
    mutating func callback(
        _ name: String, doc: String, type: String, get: @escaping (Object) -> LuaReference?,
        store: @escaping (Object, LuaReference?) -> Void
    ) {
        properties.append(
            Property(
                name: name, luaType: type, doc: doc, access: .callback,
                get: { object, call throws(LuaCallError) in call.push(get(object)) },
                set: { object, call throws(LuaCallError) in store(object, try call.callbackValue()) }))
    }

    /// A callback property whose assignment does more than hold the function (`set` reads it
    /// with ``BindingCall/callbackValue()``): a frame animator's `onframe` changes what its
    /// runs schedule.
    mutating func callback(
        _ name: String, doc: String, type: String, get: @escaping (Object) -> LuaReference?, set: @escaping Body
    ) {
        properties.append(
            Property(
                name: name, luaType: type, doc: doc, access: .callback,
                get: { object, call throws(LuaCallError) in call.push(get(object)) },
                set: set))
    }
}

extension ClassDeclaration {
    var summary: DeclarationSummary {
        var summary = DeclarationSummary(
            name: name,
            doc: doc,
            docsSection: docsSection ?? name,
            libraryName: libraryName,
            libraryDoc: libraryDoc,
            constructor: registerConstructor == nil ? nil : constructorParameters,
            constructorDoc: constructorDoc,
            constructorOverloads: constructorOverloads,
            options: options?.fields.map { LuaParameter(name: $0.name, luaType: $0.luaType, doc: $0.doc) } ?? [],
            optionsClass: options?.luaClass,
            methods: methods.map { .init(name: $0.name, doc: $0.doc, parameters: $0.parameters, results: $0.results) },
            functions: functions.map {
                .init(name: $0.name, doc: $0.doc, parameters: $0.parameters, results: $0.results)
            },
            properties: properties.map {
                .init(
                    name: $0.name, luaType: $0.luaType, doc: $0.doc, isWritable: $0.set != nil,
                    isCallback: $0.access == .callback)
            },
            types: types)
        summary.page = page
        summary.misplacedArguments = misplacedArguments
        return summary
    }
}
