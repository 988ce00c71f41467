/// The classes declared with ``ClassDeclaration`` — every control, and the animation plans —
/// listed once: the host registers them from here and the docs test checks docs/lua-api.md
/// against them.
enum ControlCatalog {
    /// One declared control: how to register it and what it declares.
    struct Entry {
        let summary: DeclarationSummary
        let register: (ScriptHost) -> Void

        init<Object: AnyObject>(_ declaration: ClassDeclaration<Object>) {
            summary = declaration.summary
            register = { host in host.register(declaration) }
        }
    }

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
        ]
    }
}
