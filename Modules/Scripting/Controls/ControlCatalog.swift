/// The classes declared with ``ClassDeclaration`` — every control, the animation plans and
/// transforms — listed once. Everything that lists controls reads a catalog: the host registers
/// its classes from it, the REPL's help and completion, the LuaCATS file and the live page's
/// buttons read its summaries, the fuzz generator its declared classes, and the docs test
/// checks docs/lua-api.md against them. A host holds the built-in catalog unless it is given
/// another (a test's, with a control of its own).
struct ControlCatalog {
    /// One declared control: how to register it and what it declares.
    struct Entry {
        /// What the declaration binds, for the docs; made only when asked, not at every host's
        /// start.
        let summarize: () -> DeclarationSummary
        let register: (ScriptHost) -> Void

        init<Object: AnyObject>(_ declaration: ControlDeclaration<Object>) {
            summarize = { declaration.summary }
            register = { host in declaration.register(in: host) }
        }
    }

    let entries: [Entry]

    /// Whether ``summaries`` may be the built-in ones, made once.
    private let isBuiltIn: Bool

    init(_ entries: [Entry]) {
        self.entries = entries
        isBuiltIn = false
    }

    private init(builtIn entries: [Entry]) {
        self.entries = entries
        isBuiltIn = true
    }

    /// The catalog with `entries` after this one's.
    func adding(_ entries: Entry...) -> ControlCatalog {
        ControlCatalog(self.entries + entries)
    }

    /// Every declared class's summary, in the catalog's order.
    var summaries: [DeclarationSummary] {
        isBuiltIn ? Self.builtInSummaries : entries.map { $0.summarize() }
    }

    /// The summary of the class named `name`, or nil for a name no declaration has.
    func summary(named name: String) -> DeclarationSummary? {
        summaries.first { $0.name == name }
    }

    /// Every declared class, as tools outside the module read them.
    var declaredClasses: [DeclaredClass] {
        summaries.map(DeclaredClass.init)
    }

    /// The built-in summaries, made once.
    private static let builtInSummaries: [DeclarationSummary] = builtIn.entries.map { $0.summarize() }

    /// The summaries of the built-in classes (``builtIn``'s).
    static var summaries: [DeclarationSummary] { builtInSummaries }

    /// The summary of the built-in class named `name`.
    static func summary(named name: String) -> DeclarationSummary? {
        builtInSummaries.first { $0.name == name }
    }

    /// The controls playground ships.
    static var builtIn: ControlCatalog {
        ControlCatalog(builtIn: [
            Entry(OdometerObject.declaration),
            Entry(WheelObject.declaration),
            Entry(MemoryObject.declaration),
            Entry(TimerObject.declaration),
            Entry(PuzzleObject.declaration),
            Entry(DateRangeObject.declaration),
            Entry(FrameAnimatorObject.declaration),
            Entry(ViewObject.declaration),
            Entry(ViewPlanObject.declaration),
            Entry(StepperObject.declaration),
            Entry(TransformObject.declaration),
            Entry(CanvasObject.declaration),
        ])
    }
}

/// The names a declared class binds: for tools that drive the Lua API from outside (the fuzz
/// harness's generator takes its lists of methods, fields and library functions from here).
public struct DeclaredClass: Sendable, Hashable {
    /// The class's name (`Wheel`), its library's global (`Animation` for `AnimationPlan`).
    public let name: String
    public let library: String
    /// Whether `name.new` makes one.
    public let hasConstructor: Bool
    public let options: [String]
    public let methods: [String]
    public let properties: [String]
    public let functions: [String]
    /// What a person can do to an object on the live page: its buttons, gestures and keys.
    public let page: PageInput
    /// What the REPL's `help(Name)` prints for the class.
    public let help: String
}

extension DeclaredClass {
    init(_ summary: DeclarationSummary) {
        self.init(
            name: summary.name, library: summary.libraryName, hasConstructor: summary.hasConstructor,
            options: summary.options.map(\.name), methods: summary.methods.map(\.name),
            properties: summary.properties.map(\.name), functions: summary.functions.map(\.name),
            page: summary.page, help: ReplHelp.text(for: summary))
    }
}

extension ScriptHost {
    /// Every built-in declared class, in the catalog's order.
    public static var declaredClasses: [DeclaredClass] {
        ControlCatalog.summaries.map(DeclaredClass.init)
    }

    /// Every class this host declares, in its catalog's order, then those its scripts
    /// declared (`Control.declare`), in theirs.
    public var declaredClasses: [DeclaredClass] {
        classSummaries.map(DeclaredClass.init)
    }

    /// What every class the host's scripts get binds: the catalog's, then the scripts' own.
    var classSummaries: [DeclarationSummary] {
        catalog.summaries + scriptedClasses.map(\.summary)
    }

    /// The summary of the class named `name`, built in or declared by a script.
    func classSummary(named name: String) -> DeclarationSummary? {
        catalog.summary(named: name) ?? scriptedClasses.first { $0.summary.name == name }?.summary
    }
}
