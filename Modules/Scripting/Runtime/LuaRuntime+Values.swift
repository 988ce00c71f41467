internal import CLua

extension LuaRuntime {
    /// Pushes `value`. Swift holds the thread, so the allocator does not refuse (see control.h).
    func push(_ value: LuaValue) {
        push(value, onto: state)
    }

    /// Pushes `value` onto the Lua thread `state` of this runtime (a coroutine, in a binding).
    func push(_ value: LuaValue, onto state: OpaquePointer) {
        guard lua_checkstack(state, 3) != 0 else { return }
        switch value {
        case .nil, .reference:
            lua_pushnil(state)
        case .boolean(let flag):
            lua_pushboolean(state, flag ? 1 : 0)
        case .integer(let integer):
            lua_pushinteger(state, integer)
        case .number(let number):
            lua_pushnumber(state, number)
        case .string(let string):
            string.bytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
        case .function(let function):
            function.reference.push(onto: state)
        case .table(let table):
            lua_createtable(state, 0, Int32(clamping: table.entries.count))
            for (key, entry) in table.entries where LuaRuntime.canBeKey(key) && entry != .nil {
                push(key, onto: state)
                push(entry, onto: state)
                // A raw set never runs metamethods, and nil and NaN keys were left out above.
                lua_rawset(state, -3)
            }
        }
    }

    /// Whether Lua accepts `key` as a table key (lua_rawset raises for nil and NaN).
    private static func canBeKey(_ key: LuaValue) -> Bool {
        switch key {
        case .nil, .reference: false
        case .number(let number): !number.isNaN
        default: true
        }
    }

    /// Copies the value at `index` out of Lua without calling metamethods, so nothing raises.
    func value(at index: Int32) -> LuaValue {
        var visiting: Set<UnsafeRawPointer> = []
        return value(at: lua_absindex(state, index), visiting: &visiting)
    }

    private func value(at index: Int32, visiting: inout Set<UnsafeRawPointer>) -> LuaValue {
        switch lua_type(state, index) {
        case LUA_TFUNCTION:
            return .function(LuaFunction(reference: LuaReference(runtime: self, state: state, index: index), runtime: self))
        case LUA_TTABLE:
            guard let address = lua_topointer(state, index), !visiting.contains(address),
                lua_checkstack(state, 4) != 0
            else {
                return LuaRuntime.value(in: state, at: index)
            }
            visiting.insert(address)
            defer { visiting.remove(address) }
            var table = LuaTable()
            lua_pushnil(state)
            while lua_next(state, index) != 0 {
                let key = value(at: lua_gettop(state) - 1, visiting: &visiting)
                let entry = value(at: lua_gettop(state), visiting: &visiting)
                table.entries[key] = entry
                lua_settop(state, -2)
            }
            return .table(table)
        default:
            return LuaRuntime.value(in: state, at: index)
        }
    }

    /// The value at `index` as far as it can be copied without the runtime: tables and
    /// functions become references.
    static func value(in state: OpaquePointer, at index: Int32) -> LuaValue {
        switch lua_type(state, index) {
        case LUA_TNIL, LUA_TNONE:
            return .nil
        case LUA_TBOOLEAN:
            return .boolean(lua_toboolean(state, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(state, index) != 0 {
                return .integer(lua_tointegerx(state, index, nil))
            }
            return .number(lua_tonumberx(state, index, nil))
        case LUA_TSTRING:
            var length = 0
            guard let pointer = lua_tolstring(state, index, &length) else { return .nil }
            let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
            return .string(LuaString(bytes: Array(bytes)))
        default:
            let type = lua_type(state, index)
            let typeName = String(cString: lua_typename(state, type))
            let address = lua_topointer(state, index).map { String(describing: $0) } ?? "?"
            return .reference(typeName: typeName, description: "\(typeName): \(address)")
        }
    }
}
