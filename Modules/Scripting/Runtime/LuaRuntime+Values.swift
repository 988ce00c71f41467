internal import CLua
internal import CLuaShim

extension LuaRuntime {
    /// Pushes `value`. Swift holds the thread, so the allocator does not refuse (see clua_control.h).
    func push(_ value: LuaValue) {
        push(value, onto: state)
    }

    /// Pushes `value` onto `thread`, a thread of this runtime.
    func push(_ value: LuaValue, onto thread: LuaThread) {
        push(value, onto: thread.state)
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
            // Every value Swift hands to Lua asks the budget first (MemoryBudget): refused, the
            // run is stopped for memory and the handler it was for never runs.
            guard MemoryBudget(state: state).admits(MemoryBudget.stringCost(string.bytes.count)) else {
                lua_pushnil(state)
                return
            }
            string.bytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
        case .function(let function):
            function.reference.push(onto: state)
        case .table(let table):
            guard MemoryBudget(state: state).admits(MemoryBudget.tableCost(items: 0, fields: table.entries.count))
            else {
                lua_pushnil(state)
                return
            }
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

    /// How deep tables may nest, in values or in keys, for a copy into Swift: Lua's own limit
    /// on nested C calls (LUAI_MAXCCALLS). The copy recurses, and so do the Swift values it makes
    /// when they are hashed, compared and freed, so the depth must be bounded, not the stack.
    public static let maximumTableDepth = 200

    /// Copies the value at `index` out of Lua without calling metamethods.
    ///
    /// - Throws: a runtime error "table nested too deeply (limit 200)" for deeper tables, and
    ///   the memory error when the copy would hold more bytes in Swift than the memory limit has
    ///   left: what a script makes Swift hold counts against `--memory` as its Lua heap does.
    func value(at index: Int32) throws(LuaError) -> LuaValue {
        var copy = ValueCopy(budget: copyBudget)
        return try value(at: lua_absindex(state, index), depth: 0, copy: &copy)
    }

    /// A copy in progress: the tables on the path (a table inside itself becomes a reference)
    /// and the bytes still allowed.
    private struct ValueCopy {
        var visiting: Set<UnsafeRawPointer> = []
        var budget: Int

        /// Counts `bytes` more; false once the budget is spent.
        mutating func spend(_ bytes: Int) -> Bool {
            budget -= bytes
            return budget >= 0
        }
    }

    /// The bytes a copy may hold: what the memory limit has left (no limit: no budget).
    private var copyBudget: Int {
        let limit = control.pointee.limit
        guard limit > 0 else { return .max }
        let used = control.pointee.used
        return used >= limit ? 0 : Int(clamping: limit - used)
    }

    private func value(at index: Int32, depth: Int, copy: inout ValueCopy) throws(LuaError) -> LuaValue {
        // A rough size of what the copy holds: a value's box, plus a string's bytes.
        let boxSize = MemoryLayout<LuaValue>.stride * 2
        switch lua_type(state, index) {
        case LUA_TFUNCTION:
            guard copy.spend(boxSize) else { throw copyTooLarge() }
            return .function(
                LuaFunction(reference: LuaReference(runtime: self, state: state, index: index), runtime: self))
        case LUA_TTABLE:
            guard let address = lua_topointer(state, index), !copy.visiting.contains(address) else {
                return LuaRuntime.value(in: state, at: index)
            }
            guard depth < Self.maximumTableDepth else {
                throw LuaError(kind: .runtime, message: "table nested too deeply (limit \(Self.maximumTableDepth))")
            }
            guard lua_checkstack(state, 4) != 0 else { throw copyTooLarge() }
            copy.visiting.insert(address)
            defer { copy.visiting.remove(address) }
            var table = LuaTable()
            let top = lua_gettop(state)
            lua_pushnil(state)
            while lua_next(state, index) != 0 {
                do throws(LuaError) {
                    guard copy.spend(boxSize * 2) else { throw copyTooLarge() }
                    let key = try value(at: lua_gettop(state) - 1, depth: depth + 1, copy: &copy)
                    let entry = try value(at: lua_gettop(state), depth: depth + 1, copy: &copy)
                    table.entries[key] = entry
                } catch {
                    lua_settop(state, top)
                    throw error
                }
                lua_settop(state, -2)
            }
            return .table(table)
        case LUA_TSTRING:
            var length = 0
            _ = lua_tolstring(state, index, &length)
            guard copy.spend(boxSize + length) else { throw copyTooLarge() }
            return LuaRuntime.value(in: state, at: index)
        default:
            return LuaRuntime.value(in: state, at: index)
        }
    }

    private func copyTooLarge() -> LuaError {
        LuaError(
            kind: .memory,
            message: "not enough memory: copying the value into Swift needs more than the memory limit leaves")
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

extension LuaRuntime {
    /// Sets the global `name` to a list of `items` from index 1, with `zeroth` at index 0 when
    /// given: `arg` as `lua` sets it (the script at 0, its arguments from 1).
    func setGlobalList(_ name: String, items: [LuaString], zeroth: LuaString?) {
        guard lua_checkstack(state, 3) != 0 else { return }
        lua_createtable(state, Int32(clamping: items.count), 1)
        if let zeroth {
            push(.string(zeroth))
            lua_rawseti(state, -2, 0)
        }
        for (offset, item) in items.enumerated() {
            push(.string(item))
            lua_rawseti(state, -2, Int64(offset + 1))
        }
        lua_setglobal(state, name)
    }
}
