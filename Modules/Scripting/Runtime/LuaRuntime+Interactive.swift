internal import CLua
internal import CLuaShim
import Foundation

/// What evaluating one chunk of REPL input came to.
public enum ReplEvaluation: Sendable, Equatable {
    /// The chunk ran. `output` is the line the REPL prints for the values it returned: each
    /// value through `tostring`, separated by tabs, as `print` writes them; `nil` when it
    /// returned no value (a statement, or an expression with no values).
    case ran(output: String?)
    /// The chunk is not finished yet (its syntax error ends at `<eof>`, as `lua.c`'s
    /// `incomplete` checks): read another line, append it after a newline, and evaluate again.
    case incomplete
    /// The chunk did not compile, raised an error, or was stopped (Ctrl-C, a limit). The error
    /// carries its traceback; the state is usable afterwards (call ``LuaRuntime/resetStop()``
    /// after a stop).
    case failed(LuaError)
}

extension LuaRuntime {
    /// Evaluates interactive input the way `lua`'s interactive mode does: first as
    /// `return <source>` (so an expression's values come back), otherwise as a statement. A
    /// first line starting with `=` is read as `return`, as `lua` 5.4 still allows.
    ///
    /// - Parameters:
    ///   - source: the lines read so far, joined with `"\n"`.
    ///   - chunkName: the name messages use (`stdin:1: ...`).
    ///   - atEndOfInput: no more lines will come, so an unfinished chunk fails with its syntax
    ///     error instead of answering ``ReplEvaluation/incomplete``.
    /// - Returns: whether it ran (and what to print), needs more input, or failed.
    func evaluateInteractively(_ source: String, chunkName: String, atEndOfInput: Bool) -> ReplEvaluation {
        let state = self.state
        let base = lua_gettop(state)
        defer {
            lua_settop(state, base)
            control.pointee.overdrawn = 0
        }
        var text = source
        if text.hasPrefix("=") { text = "return " + text.dropFirst() }
        do {
            try load(LuaString("return " + text), rawChunkName: "=" + chunkName)
        } catch {
            do {
                try load(LuaString(text), rawChunkName: "=" + chunkName)
            } catch {
                if !atEndOfInput, error.kind == .syntax, error.message.hasSuffix("<eof>") { return .incomplete }
                return .failed(error)
            }
        }
        // The chunk is on top, at base + 1: run it, keeping its results on the stack so that
        // tables and controls reach `tostring` as themselves, not as Swift copies.
        let status = clua_pcall_from_binding(state, 0, LUA_MULTRET, 1)
        guard status == LUA_OK else { return .failed(popError(status: status)) }
        let count = lua_gettop(state) - base
        guard count > 0 else { return .ran(output: nil) }
        guard lua_checkstack(state, 2) != 0 else {
            return .failed(LuaError(kind: .memory, message: "not enough memory to print the results"))
        }
        // Formats the results in Lua, where a `__tostring` may raise safely.
        do {
            try load(LuaString(LuaRuntime.resultFormatter), rawChunkName: "=print")
        } catch {
            return .failed(error)
        }
        lua_rotate(state, base + 1, 1)
        let formatted = clua_pcall_from_binding(state, count, 1, 1)
        guard formatted == LUA_OK else { return .failed(popError(status: formatted)) }
        guard case .string(let line) = LuaRuntime.value(in: state, at: -1) else { return .ran(output: nil) }
        return .ran(output: String(losslessBytes: line.bytes))
    }

    /// The chunk that turns the values it is called with into the line `print` would write.
    static let resultFormatter = """
        local n = select('#', ...)
        local t = {...}
        for i = 1, n do t[i] = tostring(t[i]) end
        return table.concat(t, '\\t', 1, n)
        """

    /// The global `name`, read raw and shallow (a table comes back as a reference, never copied).
    func rawGlobal(_ name: String) -> LuaValue {
        let base = lua_gettop(state)
        defer { lua_settop(state, base) }
        guard lua_checkstack(state, 3) != 0 else { return .nil }
        lua_pushglobaltable(state)
        name.losslessBytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
        lua_rawget(state, -2)
        return LuaRuntime.value(in: state, at: -1)
    }

    /// What a name path (`clock`, `w`, `a.b`) leads to, read raw from the globals.
    struct PathKeys {
        /// The string keys of the table the path names.
        var keys: Set<String> = []
        /// The string keys of the `__index` table of its metatable (a control's methods).
        var indexKeys: Set<String> = []
        /// The `__name` of its metatable, when it is a userdata (a control's class).
        var userdataClass: String?
    }

    /// The keys `keepingKeys` accepts of what `path` names from the global table, read raw
    /// (`lua_rawget`, `lua_next`, `lua_getmetatable`), so that no metamethod and no script code
    /// runs; nil when the stack cannot grow. At most about 10,000 keys of each table are read.
    func rawKeys(alongPath path: [String], keepingKeys keep: (String) -> Bool) -> PathKeys? {
        let base = lua_gettop(state)
        defer { lua_settop(state, base) }
        guard lua_checkstack(state, 8) != 0 else { return nil }
        lua_pushglobaltable(state)
        for name in path {
            // One slot per component: a long path (`a.a.a.…` through a cycle) must not overrun
            // the stack.
            guard lua_type(state, -1) == LUA_TTABLE, lua_checkstack(state, 2) != 0 else { return nil }
            name.losslessBytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
            lua_rawget(state, -2)
        }
        var found = PathKeys()
        collectKeys(at: lua_gettop(state), into: &found.keys, keeping: keep)
        let isUserdata = lua_type(state, -1) == LUA_TUSERDATA
        if lua_getmetatable(state, -1) != 0 {
            let metatable = lua_gettop(state)
            if isUserdata {
                Array("__name".utf8).withCharacters { _ = lua_pushlstring(state, $0, $1) }
                if lua_rawget(state, metatable) == LUA_TSTRING,
                    case .string(let className) = LuaRuntime.value(in: state, at: -1)
                {
                    found.userdataClass = String(decoding: className.bytes, as: UTF8.self)
                }
                lua_settop(state, metatable)
            }
            Array("__index".utf8).withCharacters { _ = lua_pushlstring(state, $0, $1) }
            lua_rawget(state, metatable)
            // A control's __index is its index table: its methods (see LuaClass).
            collectKeys(at: lua_gettop(state), into: &found.indexKeys, keeping: keep)
        }
        return found
    }

    /// Adds the string keys `keep` accepts of the table at `index` (absolute) to `names`.
    private func collectKeys(at index: Int32, into names: inout Set<String>, keeping keep: (String) -> Bool) {
        guard lua_type(state, index) == LUA_TTABLE else { return }
        lua_pushnil(state)
        while lua_next(state, index) != 0 {
            if lua_type(state, -2) == LUA_TSTRING, case .string(let key) = LuaRuntime.value(in: state, at: -2) {
                let name = String(decoding: key.bytes, as: UTF8.self)
                if keep(name) { names.insert(name) }
            }
            lua_settop(state, -2)
            if names.count > 10_000 {
                lua_settop(state, -2)
                return
            }
        }
    }
}

extension LuaRuntime {
    /// Calls `object:method(arguments…)` as a script would write it, on the main thread, where
    /// `pushObject` pushes the object (and answers false when it is gone): the method is found
    /// through the object's metatable and runs protected, with a traceback on error, so a live
    /// page's touch goes through the very binding a script's call does.
    func callMethod(
        _ method: String, pushingObject pushObject: (LuaThread) -> Bool, arguments: [LuaValue]
    ) throws(LuaError) -> [LuaValue] {
        let base = lua_gettop(state)
        guard lua_checkstack(state, Int32(clamping: arguments.count) + 4) != 0 else {
            throw LuaError(kind: .memory, message: "not enough stack to call \(method)")
        }
        // Indexing runs in Lua (in the caller's protected call), where a metamethod's error is
        // caught, never in Swift.
        lua_pushcfunction(state, clua_method_caller)
        guard pushObject(mainThread), lua_type(state, -1) != LUA_TNIL else {
            lua_settop(state, base)
            throw LuaError(kind: .runtime, message: "the control is gone (the script no longer holds it)")
        }
        push(.string(LuaString(method)))
        for argument in arguments { push(argument) }
        defer { control.pointee.overdrawn = 0 }
        let status = clua_pcall_from_binding(state, Int32(clamping: arguments.count) + 2, LUA_MULTRET, 1)
        guard status == LUA_OK else { throw popError(status: status) }
        defer { lua_settop(state, base) }
        var results: [LuaValue] = []
        for index in base + 1..<lua_gettop(state) + 1 {
            results.append(LuaRuntime.value(in: state, at: index))
        }
        return results
    }
}
