internal import CLua
internal import CLuaShim

/// A Lua thread of the host's own, for calls it makes outside the script's flow: a control's
/// `draw` at a frame, which may come while the script is inside a binding (`scene.svg()`, a
/// frame taken inside `clock.advance`) or on a coroutine. Calling on a thread that no script
/// runs on leaves every other thread's stack alone; a `coroutine.yield` there is an error
/// ("attempt to yield across a C-call boundary"), never a switch into the script.
///
/// While a call runs, the thread is on the control's chain of running threads, so a stop
/// (`--timeout`, Ctrl-C, the instruction and memory limits) reaches it as it reaches a
/// coroutine.
final class LuaSideThread {
    /// The runtime's state while it is open: the host that holds the thread may let go of the
    /// runtime first (see ``LuaOpenState``).
    private let openState: LuaOpenState
    private let state: OpaquePointer
    /// The runtime's control block, read while a call runs (the runtime is alive then).
    private let control: UnsafeMutablePointer<clua_Control>
    /// The thread's registry reference, which keeps it from being collected.
    private let anchor: Int32

    /// A new thread of `runtime`'s state; nil when Lua has no memory for it.
    init?(runtime: LuaRuntime) {
        let main = runtime.state
        guard lua_checkstack(main, 2) != 0, let thread = lua_newthread(main) else { return nil }
        openState = runtime.openState
        control = runtime.control
        state = thread
        anchor = luaL_ref(main, LUA_REGISTRYINDEX)
    }

    deinit {
        if let main = openState.state { luaL_unref(main, LUA_REGISTRYINDEX, anchor) }
    }

    /// The thread, for pushing arguments.
    var thread: LuaThread { LuaThread(state: state) }

    /// Calls `function` with the arguments `pushArguments` pushes (it returns their count), with
    /// a traceback on failure; `read` gets the thread and the first result's index (up to
    /// `results` of them) and its answer is returned. The stack is empty before and after.
    func call<Result>(
        _ function: LuaReference, results: Int32, pushing pushArguments: (LuaThread) -> Int32,
        read: (LuaSideThread, Int32) -> Result
    ) -> Swift.Result<Result, LuaError> {
        lua_settop(state, 0)
        defer { lua_settop(state, 0) }
        guard lua_checkstack(state, 16) != 0 else {
            return .failure(LuaError(kind: .memory, message: "not enough memory"))
        }
        // On the chain of running threads, or not at all: a call the stop could not reach (the
        // chain is full of nested coroutines) is refused rather than run unstoppable.
        guard clua_chain_push(control, state) != 0 else {
            return .failure(LuaError(kind: .runtime, message: "too many nested coroutines to draw from here"))
        }
        function.push(onto: state)
        let count = pushArguments(thread)
        let status = clua_pcall_from_binding(state, count, results, 1)
        clua_chain_pop(control)
        guard status == LUA_OK else {
            let text = LuaRuntime.value(in: state, at: -1).description
            if let reason = StopReason(code: clua_control_reason(control)) {
                let error = LuaError(kind: .runtime, handlerOutput: text)
                return .failure(
                    LuaError(
                        kind: .stopped(reason), message: LuaRuntime.stopMessage(in: control, for: reason),
                        traceback: error.traceback))
            }
            return .failure(LuaError(kind: status == LUA_ERRMEM ? .memory : .runtime, handlerOutput: text))
        }
        return .success(read(self, lua_gettop(state) - results + 1))
    }

    /// The kind of the value at `index`.
    func kind(at index: Int32) -> LuaKind {
        LuaCall.kind(in: state, at: index)
    }

    /// The string at `index` (a number as Lua writes it), at most `limit` bytes of it; nil for
    /// any other value.
    func string(at index: Int32, limit: Int) -> String? {
        let type = lua_type(state, index)
        guard type == LUA_TSTRING || type == LUA_TNUMBER else { return nil }
        var length = 0
        // A number is converted in place, as tostring does; the value is the thread's own.
        guard let pointer = lua_tolstring(state, index, &length) else { return nil }
        return String(losslessBytes: UnsafeRawBufferPointer(start: pointer, count: min(length, limit)))
    }

    /// Item `position` of the table at `index`, by `read`, popped after; nil when the stack
    /// has no room for it.
    func item<Value>(_ position: Int, of index: Int32, _ read: (Int32) -> Value?) -> Value? {
        guard lua_checkstack(state, 2) != 0 else { return nil }
        _ = lua_rawgeti(state, index, Int64(position))
        defer { lua_settop(state, -2) }
        return read(lua_gettop(state))
    }

    /// The raw length of the table at `index`.
    func length(of index: Int32) -> Int {
        Int(clamping: lua_rawlen(state, index))
    }
}
