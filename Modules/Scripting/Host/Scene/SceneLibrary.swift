/// The `scene` library: the live controls drawn now, as `playground run --svg` and the live view
/// draw them — `scene.text()` (the terminal view's lines, joined with newlines) and
/// `scene.svg()` (a standalone SVG document). The REPL's `show()` prints `scene.text()`.
enum SceneLibrary {
    /// The library's functions for `host`'s scripts.
    static func functions(for host: ScriptHost) -> [LuaBinding] {
        [
            LuaBinding("text", { [unowned(unsafe) host] call throws(LuaCallError) in
                call.push(host.scene().textLines().joined(separator: "\n"))
                return 1
            }),
            LuaBinding("svg", { [unowned(unsafe) host] call throws(LuaCallError) in
                call.push(host.scene().svg())
                return 1
            }),
        ]
    }
}
