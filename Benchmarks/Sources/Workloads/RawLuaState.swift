import CLuaBaselines

/// A plain `luaL_newstate` state with the C baselines (see baselines.h) installed.
final class RawLuaState {
    let state: OpaquePointer

    init() throws(BenchmarkError) {
        guard let state = bench_raw_open() else { throw BenchmarkError("cannot create a Lua state") }
        self.state = state
    }

    deinit {
        bench_raw_close(state)
    }

    func run(_ source: String) throws(BenchmarkError) {
        try check(bench_raw_run(state, source))
    }

    /// Calls the global function `name` with `n`.
    func call(_ name: String, _ n: Int) throws(BenchmarkError) {
        try check(bench_raw_call(state, name, lua_Integer(n)))
    }

    /// Calls the global function `name` `n` times from C, as a tick handler.
    func dispatch(_ name: String, times n: Int) throws(BenchmarkError) {
        try check(bench_raw_dispatch(state, name, lua_Integer(n)))
    }

    private func check(_ status: Int32) throws(BenchmarkError) {
        guard status == LUA_OK else {
            let message = bench_raw_message(state).map { String(cString: $0) } ?? "error \(status)"
            throw BenchmarkError(message)
        }
    }
}
