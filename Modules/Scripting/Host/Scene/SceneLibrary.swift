/// The `scene` library: the live controls drawn now, as `playground run --svg` and the live view
/// draw them — `scene.text()` (the terminal view's lines, joined with newlines) and
/// `scene.svg()` (a standalone SVG document), and `scene.control(title)`, a live control by the
/// title its box shows (`"Wheel #1"`), and `scene.classes()`, what each class of control
/// declares. The REPL's `show()` prints `scene.text()`.
enum SceneLibrary {
    /// A class as `scene.classes()` lists it: the names its declaration binds.
    static let classType = LuaRecordType<DeclaredClass>(
        "SceneClass", doc: "A class of control or value as its declaration binds it (`scene.classes()`).",
        [
            .field("name", "the class's name, as `getmetatable` gives it (`Wheel`)") { $0.name },
            .field("library", "the global holding its functions (`Animation` for `AnimationPlan`)") { $0.library },
            .field("new", "whether `library.new` makes one") { $0.hasConstructor },
            .field("options", "the fields of `new`'s options table") { $0.options },
            .field("methods", "its methods, `object:name(…)`") { $0.methods },
            .field("properties", "its fields, read and perhaps written, callbacks included") { $0.properties },
            .field("functions", "its library's functions beside `new`") { $0.functions },
            .field("page", type: "ScenePageInput", "what a person can do to one on the live page") {
                pageType.record($0.page)
            },
            .field("help", "what `help(Name)` prints for it in the REPL") { $0.help },
        ])

    /// What a person can do to a control on the live page (`playground serve`).
    static let pageType = LuaRecordType<PageInput>(
        "ScenePageInput", doc: "What the live page's bar, pointer and keys call on a control of the class.",
        [
            .field("buttons", "methods shown as buttons in its bar, called without arguments") { $0.buttons },
            .field(
                "tracking", type: "{began: string, moved: string, ended: string, cancelled: string}?",
                "the methods a finger it tracks calls, with the point in its coordinates"
            ) { page in
                page.tracking.map { tracking in
                    LuaRecord([
                        "began": tracking.began, "moved": tracking.moved, "ended": tracking.ended,
                        "cancelled": tracking.cancelled,
                    ])
                }
            },
            .field("pressitem", "the method a press on an item (a card, a cell) calls with its index") {
                $0.pressItem
            },
            .field("arrowkeys", "the method the arrow keys call with `\"left\"`, `\"right\"`, `\"up\"` or `\"down\"`") {
                $0.arrowKeys
            },
            .field("dates", type: "{select: string, set: string}?", "the methods its date fields call") { page in
                page.dates.map { LuaRecord(["select": $0.select, "set": $0.set]) }
            },
        ])

    static var declaration: HostLibraryDeclaration {
        var scene = HostLibraryDeclaration(
            "scene",
            doc: """
                Every live control, drawn as it is now on the virtual clock: what `--svg` writes and \
                the live view of `--realtime` shows. Nothing changes when it is read.
                """)
        // Which live control argument 1 is, the body finds (``liveControl``).
        let only = DeclaredArgument<Bool>(
            1, "control", type: "userdata?", "only this control, drawn as the scene draws it"
        ) { _ in false }
        scene.function(
            "text",
            doc: """
                The text view: a header with the time, then a few lines per control, without escape \
                codes; with a control, only its lines.
                """,
            only, returns: "string"
        ) { host, call throws(LuaCallError) in
            let scene = try host.scene(only: liveControl(host, call, only))
            call.push(scene.textLines().joined(separator: "\n"))
        }
        scene.function(
            "svg", doc: "The whole scene as a standalone SVG 1.1 document; with a control, only it.", only,
            returns: "string"
        ) { host, call throws(LuaCallError) in
            let scene = try host.scene(only: liveControl(host, call, only))
            call.push(scene.svg())
        }
        let title = DeclaredArgument<String>(1, "title")
        scene.function(
            "control", doc: "The live control whose box is titled `title` (\"Wheel #1\"), or nil.",
            title, returns: "userdata?"
        ) { host, call throws(LuaCallError) in
            let title = try call[title]
            let id = host.registry.live.first(where: { $0.title == title })?.id
            call.push(id.map { RegisteredControl(registry: host.registry, id: $0) })
        }
        scene.function(
            "classes",
            doc: """
                Every class of control (and of value, such as `Transform`) this run declares, in the \
                catalog's order: the names it binds and what the live page does with it.
                """,
            returns: "SceneClass[]"
        ) { host, call throws(LuaCallError) in
            call.push(host.declaredClasses.map { classType.record($0) })
        }
        scene.types = [classType.definition, pageType.definition]
        return scene
    }

    /// The live control argument `only` names, nil when it is nil or missing; an error for
    /// anything else.
    private static func liveControl(
        _ host: ScriptHost, _ call: BindingCall<ControlContext>, _ only: DeclaredArgument<Bool>
    ) throws(LuaCallError) -> Int? {
        guard !call.isNoneOrNil(only) else { return nil }
        let live = host.registry.live.map(\.id)
        guard let id = call.which(only, among: live, push: { host.registry.push($0, onto: $1) }) else {
            throw call.typeError(only, expected: "a live control")
        }
        return id
    }
}
