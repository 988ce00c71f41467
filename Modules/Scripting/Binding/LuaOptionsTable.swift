internal import CLua
internal import CLuaShim

/// A table of named options passed to a constructor (`Wheel.new{sectors = 8, zero = "top"}`):
/// typed reads of its fields with errors that name the field, and a refusal of unknown fields,
/// so a typo such as `valu = 5` is an error rather than silently ignored.
struct LuaOptionsTable {
    let call: LuaCall
    /// The argument the table is.
    let argument: Int32

    /// Checks that the table at `argument` has only string keys out of `allowed`.
    init(_ call: LuaCall, argument: Int32, allowed: Set<String>) throws(LuaCallError) {
        self.call = call
        self.argument = argument
        let state = call.state
        guard lua_checkstack(state, 3) != 0 else { return }
        // Written only for an error: a table read at every shape of every frame (a canvas
        // style) must not sort and join its names each time.
        func expected() -> String { "expected \(allowed.sorted().joined(separator: ", "))" }
        lua_pushnil(state)
        while lua_next(state, argument) != 0 {
            lua_settop(state, -2)
            guard lua_type(state, -1) == LUA_TSTRING else {
                let type = call.typeName(at: -1)
                lua_settop(state, -2)
                throw call.argumentError(argument, "unexpected \(type) key in the options table (\(expected()))")
            }
            // Every byte: a key "start\0" is not the field "start" (String(cString:) would cut it).
            let name = (try? call.string(-1)) ?? ""
            if allowed.contains(name) { continue }
            lua_settop(state, -2)
            throw call.argumentError(argument, "unknown field '\(name)' (\(expected()))")
        }
    }

    /// The field `name` read by `read` (given the call and the stack index of the value), or
    /// nil when the field is absent. A failed read reads
    /// "bad field 'name' in argument #1 to 'new' (integer expected, got string)".
    func field<Value>(
        _ name: String, _ read: (LuaCall, Int32) throws(LuaCallError) -> Value
    ) throws(LuaCallError) -> Value? {
        let state = call.state
        guard lua_checkstack(state, 2) != 0 else { return nil }
        lua_pushstring(state, name)
        guard lua_rawget(state, argument) != LUA_TNIL else {
            lua_settop(state, -2)
            return nil
        }
        let plain = call.plain
        do throws(LuaCallError) {
            let value = try read(plain, lua_gettop(state))
            lua_settop(state, -2)
            return value
        } catch {
            if case .valueOnStack = error.payload {
                // An error from a Lua function the read called (a names function): passed on
                // unchanged, with the field's value removed from under it.
                lua_rotate(state, -2, -1)
                lua_settop(state, -2)
                throw error
            }
            lua_settop(state, -2)
            throw LuaCallError(
                "bad field '\(name)' in argument #\(call.isMethod ? argument - 1 : argument) to '\(call.function)' (\(LuaOptionsTable.innerMessage(error)))"
            )
        }
    }

    /// What an error met reading an item of a list argument says, for the list's own error
    /// ("item 2: field 'duration': number expected, got string"); nil for an error a Lua
    /// function raised, which is passed on unchanged.
    static func itemMessage(_ error: LuaCallError) -> String? {
        guard case .message(let message) = error.payload else { return nil }
        let inner = innerMessage(error)
        let prefix = "bad field '"
        if message.hasPrefix(prefix), let end = message.dropFirst(prefix.count).firstIndex(of: "'") {
            return "field '\(message[message.index(message.startIndex, offsetBy: prefix.count) ..< end])': " + inner
        }
        return inner
    }

    /// The text inside "(...)" of an argument error.
    static func innerMessage(_ error: LuaCallError) -> String {
        guard case .message(let message) = error.payload else { return "error" }
        guard let open = message.firstIndex(of: "("), message.hasSuffix(")") else { return message }
        return String(message[message.index(after: open)..<message.index(before: message.endIndex)])
    }
}
