internal import CLua

extension LuaRuntime {
    /// Pushes `value`. Swift holds the thread, so the allocator does not refuse (see control.h).
    func push(_ value: LuaValue) {
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
            pushBytes(string.bytes)
        }
    }

    func pushBytes(_ bytes: [UInt8]) {
        bytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
    }

    /// Copies the value at `index` out of Lua without calling metamethods, so nothing raises.
    func value(at index: Int32) -> LuaValue {
        LuaRuntime.value(in: state, at: index)
    }

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
