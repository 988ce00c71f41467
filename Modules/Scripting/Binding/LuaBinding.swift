/// A named Swift function for Lua: a library function or a method of a ``LuaClass``.
///
/// A struct rather than a `(String, Body)` tuple: a closure stored in a tuple inside an array
/// is kept at the generic abstraction level, so each call went through two reabstraction
/// thunks; a struct's field keeps the closure as it was written.
struct LuaBinding {
    let name: String
    let body: LuaFunctionBox.Body

    init(_ name: String, _ body: @escaping LuaFunctionBox.Body) {
        self.name = name
        self.body = body
    }
}
