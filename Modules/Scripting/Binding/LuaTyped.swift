/// A type the Lua API's documentation names: what declarations say about their arguments,
/// options, properties and results, for the docs and the LuaCATS file.
protocol LuaTyped {
    /// `integer`, `number`, `string`, `boolean`, `Curve`, `integer?` …
    static var luaType: String { get }
}

extension Optional: LuaTyped where Wrapped: LuaTyped {
    static var luaType: String { Wrapped.luaType + "?" }
}

extension Int: LuaTyped {
    static var luaType: String { "integer" }
}

extension Array: LuaTyped where Element: LuaTyped {
    static var luaType: String { Element.luaType + "[]" }
}
