internal import CLua
internal import CLuaShim

/// A Lua value held in the registry, so Swift can keep it past the call that passed it (a
/// callback, a handler). Released when the last Swift reference goes, unless the state is
/// already closed.
final class LuaReference {
    /// The runtime's state while it is open (not the runtime itself: see ``LuaOpenState``).
    private let openState: LuaOpenState
    let reference: Int32
    /// The value's address in Lua (`lua_topointer`), its identity while it is alive.
    let identity: UnsafeRawPointer?

    /// Holds the value at `index` of `state`.
    init(runtime: LuaRuntime, state: OpaquePointer, index: Int32) {
        openState = runtime.openState
        identity = lua_topointer(state, index)
        lua_pushvalue(state, index)
        reference = luaL_ref(state, LUA_REGISTRYINDEX)
    }

    /// Pushes the value onto `state`.
    func push(onto state: OpaquePointer) {
        _ = lua_rawgeti(state, LUA_REGISTRYINDEX, Int64(reference))
    }

    deinit {
        if let state = openState.state { luaL_unref(state, LUA_REGISTRYINDEX, reference) }
    }
}

extension LuaReference: LuaResult {
    static var luaType: String { "function" }
    func push(onto call: LuaCall) { push(onto: call.state) }
}
