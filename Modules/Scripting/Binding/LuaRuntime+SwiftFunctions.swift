internal import CLua

extension LuaRuntime {
    /// A Swift function a program built on the runtime gives its own Lua code (the spec runner's
    /// process control): it gets copies of the arguments and returns the results.
    public typealias SwiftFunction = ([LuaValue]) throws(LuaError) -> [LuaValue]

    /// Puts `functions` in the global table `table` (made if missing), for Lua code the program
    /// itself runs; the table is a global like any other, so the program takes it out of reach
    /// of the scripts it runs (the spec runner keeps it in an upvalue and clears the global).
    ///
    /// A function called from a coroutine is refused: the functions may run Lua again (a
    /// guarded call), which only the main thread does.
    public func registerFunctions(_ table: String, _ functions: [(name: String, body: SwiftFunction)]) {
        let bindings = functions.map { function in
            LuaBinding(function.name) { [unowned self] call throws(LuaCallError) -> Int32 in
                guard call.state == state else {
                    throw LuaCallError("'\(function.name)' cannot be called from a coroutine")
                }
                var arguments: [LuaValue] = []
                do throws(LuaError) {
                    for index in 0..<call.count { arguments.append(try value(at: index + 1)) }
                    let results = try function.body(arguments)
                    guard lua_checkstack(state, Int32(clamping: results.count) + 1) != 0 else {
                        throw LuaError(kind: .runtime, message: "too many results")
                    }
                    for result in results { push(result) }
                    return Int32(clamping: results.count)
                } catch {
                    throw LuaCallError(error.message)
                }
            }
        }
        registerLibrary(table, functions: bindings)
    }
}
