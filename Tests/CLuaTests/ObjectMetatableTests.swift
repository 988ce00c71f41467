import CLua
import CLuaShim
import Testing

/// Objects with metatables of their own (clua_calls.h): the tag that tells classes apart, and the
/// tables a method and a property are found through.
@Suite struct ObjectMetatableTests {
    /// A plain state (no binding runs here) with a class template registered under `name`:
    /// `__name`, a methods table with `greet`, and a property metatable whose `__index` answers
    /// the key with the userdata's class name and its key.
    private func makeState(className name: String = "Thing") throws -> OpaquePointer {
        let state = try #require(luaL_newstate())
        luaL_openlibs(state)
        #expect(luaL_newmetatable(state, name) != 0)
        lua_createtable(state, 0, 1)
        #expect(luaL_dostring(state, "return function(self) return 'hello' end") == LUA_OK)
        lua_setfield(state, -2, "greet")
        lua_createtable(state, 0, 1)
        #expect(luaL_dostring(state, "return function(t, key) return t end") == LUA_OK)
        lua_setfield(state, -2, "__index")
        lua_setmetatable(state, -2)
        lua_setfield(state, -2, "__index")
        lua_settop(state, 0)
        return state
    }

    /// Pushes a new object of the class `name`.
    private func pushObject(_ state: OpaquePointer, className name: String = "Thing") {
        _ = lua_newuserdatauv(state, MemoryLayout<clua_ObjectBlock>.size, 0)
        _ = luaL_getmetatable(state, name)
        clua_setobjectmetatable(state, -2, -1)
        lua_settop(state, -2)
    }

    @Test func anObjectPassesOnlyItsOwnClassesTag() throws {
        let state = try makeState()
        defer { lua_close(state) }
        #expect(luaL_newmetatable(state, "Other") != 0)
        lua_settop(state, 0)
        pushObject(state)
        pushObject(state, className: "Other")
        _ = luaL_getmetatable(state, "Thing")
        let tag = lua_topointer(state, -1)
        lua_settop(state, 2)

        let block = try #require(clua_testobject(state, 1, tag))
        #expect(block == lua_touserdata(state, 1))
        #expect(clua_testobject(state, 2, tag) == nil)
        #expect(clua_testobject(state, 1, nil) == nil)
        #expect(clua_testobject_named(state, 1, "Thing") == block)
        #expect(clua_testobject_named(state, 2, "Thing") == nil)
        #expect(clua_testobject_named(state, 1, "No such class") == nil)
        #expect(lua_gettop(state) == 2)
    }

    @Test func otherValuesOfTheSameSizeAreNoObjects() throws {
        let state = try makeState()
        defer { lua_close(state) }
        _ = luaL_getmetatable(state, "Thing")
        let tag = lua_topointer(state, -1)
        // A userdata of the block's size whose second word is not the tag, one of another
        // size, a light userdata, a table.
        let other = try #require(lua_newuserdatauv(state, MemoryLayout<clua_ObjectBlock>.size, 0))
        other.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<clua_ObjectBlock>.size)
        _ = lua_newuserdatauv(state, 1, 0)
        lua_pushlightuserdata(state, UnsafeMutableRawPointer(mutating: tag))
        lua_createtable(state, 0, 0)
        for index in Int32(2)...5 {
            #expect(clua_testobject(state, index, tag) == nil, "index \(index)")
        }
    }

    @Test func eachObjectHasItsOwnMetatableAndIndexTable() throws {
        let state = try makeState()
        defer { lua_close(state) }
        pushObject(state)
        pushObject(state)
        #expect(lua_getmetatable(state, 1) != 0)
        #expect(lua_getmetatable(state, 2) != 0)
        #expect(lua_rawequal(state, 3, 4) == 0)
        // The template's fields are copied; __index is the object's own index table.
        #expect(lua_getfield(state, 3, "__name") == LUA_TSTRING)
        #expect(String(cString: lua_tolstring(state, -1, nil)) == "Thing")
        #expect(lua_getfield(state, 3, "__index") == LUA_TTABLE)
        #expect(lua_getfield(state, 4, "__index") == LUA_TTABLE)
        #expect(lua_rawequal(state, 6, 7) == 0)
        // The methods are the same closures for both.
        #expect(lua_getfield(state, 6, "greet") == LUA_TFUNCTION)
        #expect(lua_getfield(state, 7, "greet") == LUA_TFUNCTION)
        #expect(lua_rawequal(state, 8, 9) != 0)
    }

    @Test func aMethodIsATableLookupAndAnyOtherKeyReachesThePropertyIndex() throws {
        let state = try makeState()
        defer { lua_close(state) }
        pushObject(state)
        lua_setglobal(state, "thing")
        #expect(luaL_dostring(state, "return thing:greet(), type(thing.anything)") == LUA_OK)
        #expect(String(cString: lua_tolstring(state, -2, nil)) == "hello")
        // This property index answers with what it was called on: the object's index table
        // (clua_propertyindex, which the host's classes use, swaps the userdata in).
        #expect(String(cString: lua_tolstring(state, -1, nil)) == "table")
    }

    @Test func withoutATemplateTheObjectGetsNoMetatable() throws {
        let state = try makeState()
        defer { lua_close(state) }
        pushObject(state, className: "Never registered")
        #expect(lua_getmetatable(state, 1) == 0)
        #expect(clua_testobject_named(state, 1, "Never registered") == nil)
        #expect(lua_gettop(state) == 1)
    }
}
