internal import CLua
internal import CLuaShim

/// Reading a table of named fields whose names are the script's (a control's declared fields),
/// and handing a call on to a Lua function.
extension LuaCall {
    /// Runs `body` with each field of the table at `index` whose key is a string: its name and
    /// the stack index of its value (popped after), in Lua's order, at most `limit` of them.
    /// A key that is not a string, or more fields than `limit`, is an error `describe` phrases.
    func forEachField(
        of index: Int32, limit: Int, describe: (String) -> LuaCallError,
        _ body: (String, Int32) throws(LuaCallError) -> Void
    ) throws(LuaCallError) {
        let table = lua_absindex(state, index)
        guard lua_checkstack(state, 4) != 0 else { throw LuaCallError("stack overflow") }
        let base = lua_gettop(state)
        var count = 0
        lua_pushnil(state)
        while lua_next(state, table) != 0 {
            count += 1
            if count & 1023 == 0 { try checkStop() }
            guard lua_type(state, -2) == LUA_TSTRING else {
                let type = typeName(at: -2)
                lua_settop(state, base)
                throw describe("a \(type) key, where only names are allowed")
            }
            guard count <= limit else {
                lua_settop(state, base)
                throw describe("more than \(limit) fields")
            }
            let value = lua_gettop(state)
            do throws(LuaCallError) {
                let name = try string(value - 1)
                try body(name, value)
            } catch {
                lua_settop(state, base)
                throw error
            }
            lua_settop(state, value - 1)
        }
    }

    /// Calls the function `reference` holds with every value of this call (`self` first, for a
    /// method), and leaves all its results on top as this call's results; returns how many.
    /// An error it raises is passed on unchanged (``LuaCallError/valueOnStack``).
    func forward(to reference: LuaReference) throws(LuaCallError) -> Int32 {
        let count = lua_gettop(state)
        guard lua_checkstack(state, count + 2) != 0 else { throw LuaCallError("stack overflow") }
        reference.push(onto: state)
        for index in stride(from: 1, through: count, by: 1) { lua_pushvalue(state, index) }
        let status = clua_pcall_from_binding(state, count, LUA_MULTRET, 0)
        guard status == LUA_OK else {
            explainYield("a control's method runs to its end: yield from the code that calls it, not inside it")
            throw .valueOnStack
        }
        return lua_gettop(state) - count
    }

    /// Lua's message for a yield where none can be, on top of the stack, made one a script's
    /// author can act on.
    private func explainYield(_ advice: String) {
        guard lua_type(state, -1) == LUA_TSTRING, let message = lua_tolstring(state, -1, nil),
            String(cString: message) == Self.yieldAcrossC
        else { return }
        lua_settop(state, -2)
        let explained = "\(Self.yieldAcrossC) (\(advice))"
        lua_pushstring(state, explained)
    }

    /// What Lua says when a coroutine yields through a call made from C.
    static let yieldAcrossC = "attempt to yield across a C-call boundary"

    /// Calls the function `reference` holds with the value at `index` of this call, dropping
    /// its results (a group's body, given the canvas). An error it raises is passed on
    /// unchanged (``LuaCallError/valueOnStack``).
    func call(_ reference: LuaReference, passing index: Int32) throws(LuaCallError) {
        guard lua_checkstack(state, 3) != 0 else { throw LuaCallError("stack overflow") }
        let top = lua_gettop(state)
        reference.push(onto: state)
        lua_pushvalue(state, index)
        let status = clua_pcall_from_binding(state, 1, 0, 0)
        guard status == LUA_OK else {
            explainYield("a group's drawing runs to its end within a frame: it cannot yield")
            throw .valueOnStack
        }
        lua_settop(state, top)
    }

    /// Where the function that called the binding is, as `luaL_where` gives it
    /// ("slider.lua:12"), or "?" when it is not a Lua function.
    func callerPosition() -> String {
        luaL_where(state, 1)
        defer { lua_settop(state, -2) }
        var length = 0
        guard let pointer = lua_tolstring(state, -1, &length), length > 0 else { return "?" }
        var text = String(losslessBytes: UnsafeRawBufferPointer(start: pointer, count: length))
        while text.hasSuffix(" ") || text.hasSuffix(":") { text.removeLast() }
        return text
    }

    /// Whether the global `name` is set (to anything but nil), read raw.
    func hasGlobal(_ name: String) -> Bool {
        guard lua_checkstack(state, 2) != 0 else { return true }
        lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(LUA_RIDX_GLOBALS))
        lua_pushstring(state, name)
        let type = lua_rawget(state, -2)
        lua_settop(state, -3)
        return type != LUA_TNIL
    }

    /// Whether Lua's registry has a value under `name` (a class's metatable, a library's).
    func registryHas(_ name: String) -> Bool {
        guard lua_checkstack(state, 1) != 0 else { return true }
        let type = lua_getfield(state, LUA_REGISTRYINDEX, name)
        lua_settop(state, -2)
        return type != LUA_TNIL
    }

    /// Forwards the call as ``forward(to:)`` does, then drops the results and answers whether
    /// the first was anything but `false`: a `began` that returns nothing accepts the finger.
    func forwardForAnswer(to reference: LuaReference) throws(LuaCallError) -> Bool {
        let results = try forward(to: reference)
        let accepted = results == 0 || lua_type(state, -results) != LUA_TBOOLEAN || lua_toboolean(state, -results) != 0
        lua_settop(state, -results - 1)
        return accepted
    }
}

/// A global's value as a call's result (the class table `Control.declare` made).
struct LuaGlobal: LuaResult {
    static var luaType: String { "table" }
    let name: String

    func push(onto call: LuaCall) {
        // Raw, as the class was set: a metatable on _G runs nothing here.
        guard lua_checkstack(call.state, 3) != 0 else { return }
        lua_rawgeti(call.state, LUA_REGISTRYINDEX, lua_Integer(LUA_RIDX_GLOBALS))
        lua_pushstring(call.state, name)
        lua_rawget(call.state, -2)
        lua_rotate(call.state, -2, 1)
        lua_settop(call.state, -2)
    }
}
