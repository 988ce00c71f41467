internal import CLua
internal import CLuaShim

/// A Lua thread the host runs work on: the main thread, or the coroutine whose `clock.advance`
/// or history call is running the clock. The few stack operations the host needs, so that no
/// file outside `Runtime/` and `Binding/` touches the C API.
struct LuaThread {
    let state: OpaquePointer

    /// Whether a script is running on the thread, so that the host was called from a binding:
    /// errors then go back to the script unchanged rather than ending the run.
    var isInsideScript: Bool {
        clua_is_running(state) != 0
    }

    /// Makes room for `slots` more values; false when the stack cannot grow.
    func reserve(_ slots: Int32) -> Bool {
        lua_checkstack(state, slots) != 0
    }

    /// Runs `body` with the traceback handler pushed below what it pushes, when no script is
    /// running (a top-level error then ends the run with its traceback); `body` gets the
    /// handler's stack index, 0 inside a script. The handler is taken out from under an error
    /// value `body` leaves.
    func withTopLevelMessageHandler(_ body: (Int32) -> LuaStatus) -> LuaStatus {
        guard reserve(3) else { return .memoryError }
        var handler: Int32 = 0
        if !isInsideScript {
            lua_pushcfunction(state, clua_msghandler)
            handler = lua_gettop(state)
        }
        let status = body(handler)
        if handler != 0 {
            lua_rotate(state, handler, -1)
            lua_settop(state, -2)
        }
        return status
    }

    /// Counts a dispatch against `control`'s instruction limit and calls the timer handler
    /// `reference` with `time`, under the message handler at index `handler` (0 for none); on
    /// failure the error value is left on top.
    func callHandler(
        _ reference: Int32, time: Double, handler: Int32, control: UnsafeMutablePointer<clua_Control>
    ) -> LuaStatus {
        LuaStatus(rawValue: clua_call_handler(state, control, reference, time, handler))
    }

    /// Calls the function `reference` holds with the arguments `pushArguments` pushes (it
    /// returns their count), dropping its results; with a traceback on failure when no script
    /// is running. On failure the error value is left on top.
    func call(_ reference: LuaReference, pushing pushArguments: (LuaThread) -> Int32) -> LuaStatus {
        guard reserve(8) else { return .memoryError }
        let base = lua_gettop(state)
        reference.push(onto: state)
        let count = pushArguments(self)
        let status = clua_pcall_from_binding(state, count, 0, isInsideScript ? 0 : 1)
        if status == LUA_OK { lua_settop(state, base) }
        return LuaStatus(rawValue: status)
    }

    /// Leaves `message` on top as an error value: the status of a run stopped with it.
    func raise(_ message: String) -> LuaStatus {
        Array(message.utf8).withCharacters { _ = lua_pushlstring(state, $0, $1) }
        return .runtimeError
    }

    /// Pops the value on top.
    func pop() {
        lua_settop(state, -2)
    }

    /// Pushes nil (an argument a callback gets for an absent value).
    func pushNil() {
        lua_pushnil(state)
    }
}
