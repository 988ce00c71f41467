/// The classes declared with ``ClassDeclaration`` — every control, the animation plans and
/// transforms —
/// listed once: the host registers them from here and the docs test checks docs/lua-api.md
/// against them.
enum ControlCatalog {
    /// One declared control: how to register it and what it declares.
    struct Entry {
        /// What the declaration binds, for the docs; made only when asked (``summaries`` keeps
        /// them), not at every host's start.
        let summarize: () -> DeclarationSummary
        let register: (ScriptHost) -> Void

        init<Object: AnyObject>(_ declaration: ClassDeclaration<Object>) {
            summarize = { declaration.summary }
            register = { host in declaration.register(in: host) }
        }
    }

    /// The summary of the class named `name`, or nil for a name no declaration has.
    static func summary(named name: String) -> DeclarationSummary? {
        summaries.first { $0.name == name }
    }

    /// Every declared class's summary, in the catalog's order (built once).
    static let summaries: [DeclarationSummary] = entries.map { $0.summarize() }

    static var entries: [Entry] {
        [
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
        ]
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
}

extension ScriptHost {
    /// Every declared class, in the catalog's order.
    public static var declaredClasses: [DeclaredClass] {
        ControlCatalog.summaries.map { summary in
            DeclaredClass(
                name: summary.name, library: summary.libraryName, hasConstructor: summary.hasConstructor,
                options: summary.options.map(\.name), methods: summary.methods.map(\.name),
                properties: summary.properties.map(\.name), functions: summary.functions.map(\.name))
        }
    }
}
