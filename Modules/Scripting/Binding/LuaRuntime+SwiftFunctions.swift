internal import CLua

extension LuaRuntime {
    /// A Swift function a program built on the runtime gives its own Lua code (the spec runner's
    /// process control): it gets copies of the arguments and returns the results.
    public typealias SwiftFunction = ([LuaValue]) throws(LuaError) -> [LuaValue]

    /// Puts `functions` in the global table `table` (made if missing), for Lua code the program
    /// itself runs; the table is a global like any other, so the program takes it out of reach
    /// of the scripts it runs (the spec runner keeps it in an upvalue and clears the global).
    ///
    /// Those named in `mainThreadOnly` are refused when called from a coroutine: they may run
    /// Lua again (a guarded call), which only the main thread does here.
    public func registerFunctions(
        _ table: String, _ functions: [(name: String, body: SwiftFunction)], mainThreadOnly: Set<String> = []
    ) {
        let bindings = functions.map { function in
            let checksThread = mainThreadOnly.contains(function.name)
            return LuaBinding(function.name) { [unowned self] call throws(LuaCallError) -> Int32 in
                guard !checksThread || call.state == state else {
                    throw LuaCallError("'\(function.name)' cannot be called from a coroutine")
                }
                var arguments: [LuaValue] = []
                do throws(LuaError) {
                    for index in 0..<call.count {
                        // From a coroutine, scalars and strings; a table or a function comes as
                        // a reference (the copies of tables are made on the main thread).
                        arguments.append(
                            call.state == state
                                ? try value(at: index + 1) : LuaRuntime.value(in: call.state, at: index + 1))
                    }
                    let results = try function.body(arguments)
                    guard lua_checkstack(call.state, Int32(clamping: results.count) + 1) != 0 else {
                        throw LuaError(kind: .runtime, message: "too many results")
                    }
                    for result in results { push(result, onto: call.state) }
                    return Int32(clamping: results.count)
                } catch {
                    throw LuaCallError(error.message)
                }
            }
        }
        registerLibrary(table, functions: bindings)
    }
}
