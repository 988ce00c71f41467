/// The `scene` library: the live controls drawn now, as `playground run --svg` and the live view
/// draw them — `scene.text()` (the terminal view's lines, joined with newlines) and
/// `scene.svg()` (a standalone SVG document), and `scene.control(title)`, a live control by the
/// title its box shows (`"Wheel #1"`). The REPL's `show()` prints `scene.text()`.
enum SceneLibrary {
    /// The library's functions for `host`'s scripts.
    static func library(for host: ScriptHost) -> LuaLibrary {
        LuaLibrary(
            name: "scene",
            doc: """
                Every live control, drawn as it is now on the virtual clock: what `--svg` writes and \
                the live view of `--realtime` shows. Nothing changes when it is read.
                """,
            functions: [
                LuaBinding(
                    "text",
                    doc: """
                        The text view: a header with the time, then a few lines per control, without \
                        escape codes.
                        """,
                    returns: ["string"]
                ) { [unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(host.scene().textLines().joined(separator: "\n"))
                    return 1
                },
                LuaBinding(
                    "svg", doc: "The whole scene as a standalone SVG 1.1 document.",
                    returns: ["string"]
                ) { [unowned(unsafe) host] call throws(LuaCallError) in
                    call.push(host.scene().svg())
                    return 1
                },
                LuaBinding(
                    "control", doc: "The live control whose box is titled `title` (\"Wheel #1\"), or nil.",
                    parameters: [.typed("title", "string")],
                    returns: ["userdata?"]
                ) { [unowned(unsafe) host] call throws(LuaCallError) in
                    let title = try call.string(1)
                    guard let id = host.registry.live.first(where: { $0.title == title })?.id else {
                        call.pushNil()
                        return 1
                    }
                    host.registry.push(id, onto: call.thread)
                    return 1
                },
            ])
    }
}
