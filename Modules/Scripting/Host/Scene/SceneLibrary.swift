/// The `scene` library: the live controls drawn now, as `playground run --svg` and the live view
/// draw them — `scene.text()` (the terminal view's lines, joined with newlines) and
/// `scene.svg()` (a standalone SVG document), and `scene.control(title)`, a live control by the
/// title its box shows (`"Wheel #1"`). The REPL's `show()` prints `scene.text()`.
enum SceneLibrary {
    static var declaration: HostLibraryDeclaration {
        var scene = HostLibraryDeclaration(
            "scene",
            doc: """
                Every live control, drawn as it is now on the virtual clock: what `--svg` writes and \
                the live view of `--realtime` shows. Nothing changes when it is read.
                """)
        scene.function(
            "text",
            doc: """
                The text view: a header with the time, then a few lines per control, without escape \
                codes.
                """,
            returns: "string"
        ) { host, call throws(LuaCallError) in
            call.push(host.scene().textLines().joined(separator: "\n"))
        }
        scene.function("svg", doc: "The whole scene as a standalone SVG 1.1 document.", returns: "string") {
            host, call throws(LuaCallError) in
            call.push(host.scene().svg())
        }
        scene.function(
            "control", doc: "The live control whose box is titled `title` (\"Wheel #1\"), or nil.",
            .typed("title", "string"), returns: "userdata?"
        ) { host, call throws(LuaCallError) in
            let title: String = try call.argument(1)
            let id = host.registry.live.first(where: { $0.title == title })?.id
            call.push(id.map { RegisteredControl(registry: host.registry, id: $0) })
        }
        return scene
    }
}
