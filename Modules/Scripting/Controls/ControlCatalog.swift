/// The controls declared with ``ClassDeclaration``, listed once: the host registers them from
/// here and the docs test checks docs/lua-api.md against them. Controls not yet ported to a
/// declaration are still registered by hand in `ScriptHost.init`.
enum ControlCatalog {
    /// One declared control: how to register it and what it declares.
    struct Entry {
        let summary: DeclarationSummary
        let register: (ScriptHost) -> Void

        init<Object: ScriptControl>(_ declaration: ClassDeclaration<Object>) {
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
        ]
    }
}
