internal import CLua
internal import CLuaShim

/// Userdata found again by a number without being kept alive: a weak-valued table in the Lua
/// registry, under a reference of its own (`luaL_ref`). The host names controls by id (history
/// commands, scheduled events) and needs the userdata back to pass to a callback, but must not
/// stop Lua from collecting a control the script dropped.
final class LuaWeakObjects {
    /// The runtime whose registry holds the table; whoever owns this object owns the runtime.
    private unowned let runtime: LuaRuntime
    /// Where the registry holds the table.
    private let table: Int32

    /// Creates the table in `runtime`'s registry.
    init(runtime: LuaRuntime) {
        self.runtime = runtime
        let state = runtime.state
        lua_createtable(state, 0, 0)
        lua_createtable(state, 0, 1)
        runtime.push(.string("v"))
        lua_setfield(state, -2, "__mode")
        lua_setmetatable(state, -2)
        table = luaL_ref(state, LUA_REGISTRYINDEX)
    }

    /// Pushes the userdata stored under `id`, or nil when Lua has collected it. Returns whether
    /// it was found.
    @discardableResult
    func push(_ id: Int, onto thread: LuaThread) -> Bool {
        let state = thread.state
        _ = lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(table))
        _ = lua_rawgeti(state, -1, Int64(id))
        lua_rotate(state, -2, -1)
        lua_settop(state, -2)
        return lua_type(state, -1) == LUA_TUSERDATA
    }

    /// Clears the userdata kept under `id`, leaving `thread`'s stack as it was.
    func remove(_ id: Int, on thread: LuaThread) {
        let state = thread.state
        guard lua_checkstack(state, 2) != 0 else { return }
        _ = lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(table))
        lua_pushnil(state)
        lua_rawseti(state, -2, Int64(id))
        lua_settop(state, -2)
    }

    /// Pushes a new userdata of `luaClass` holding `object` onto `thread` (the thread the
    /// constructor was called on), and stores it under `id`.
    func pushNew(_ object: AnyObject, id: Int, of luaClass: LuaClass, onto thread: LuaThread) {
        let state = thread.state
        runtime.pushObject(object, of: luaClass, onto: state)
        _ = lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(table))
        lua_pushvalue(state, -2)
        lua_rawseti(state, -2, Int64(id))
        lua_settop(state, -2)
    }
}
