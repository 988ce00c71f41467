internal import CLua

/// How a call into Lua ended, as the C API reports it: fine, or with an error whose value is
/// left on top of the thread's stack. The host's clock loop passes these along rather than
/// throwing, so that a handler's error reaches the script (or ends the run) as Lua raised it.
struct LuaStatus: Equatable {
    let rawValue: Int32

    /// The call ended normally.
    static let ok = LuaStatus(rawValue: LUA_OK)
    /// A runtime error (or a stop, which is raised as one).
    static let runtimeError = LuaStatus(rawValue: LUA_ERRRUN)
    /// Lua ran out of memory (or of stack).
    static let memoryError = LuaStatus(rawValue: LUA_ERRMEM)

    /// Whether the call ended normally.
    var isOK: Bool { rawValue == LUA_OK }
}
