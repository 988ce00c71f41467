extension ScriptHost {
    /// The `scene` library: the live controls drawn now, as `playground run --svg` and the live
    /// view draw them — `scene.text()` (the terminal view's lines, joined with newlines) and
    /// `scene.svg()` (a standalone SVG document). The REPL's `show()` prints `scene.text()`.
    func registerSceneLibrary() {
        runtime.registerLibrary("scene", functions: [
            LuaBinding("text", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(scene().textLines().joined(separator: "\n"))
                return 1
            }),
            LuaBinding("svg", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(scene().svg())
                return 1
            }),
        ])
    }
}
