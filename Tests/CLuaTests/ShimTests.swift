import CLua
import CLuaShim
import Testing

/// A fresh state with the sandboxed libraries, closed by the caller, and its control, which
/// outlives it (the allocator uses it until lua_close returns).
private func makeState() throws -> OpaquePointer {
    let control = UnsafeMutablePointer<clua_Control>.allocate(capacity: 1)
    clua_control_init(control, 0, 0)
    let state = try #require(clua_newstate(control))
    #expect(clua_cpcall(state, clua_opensafelibs, nil) == LUA_OK)
    return state
}

private func string(_ state: OpaquePointer, at index: Int32) -> String? {
    lua_tostring(state, index).map { String(cString: $0) }
}

@Test func pcallWithTracebackReturnsMessageAndTraceback() throws {
    let state = try makeState()
    defer { lua_close(state) }
    let source = "local function inner() error('boom') end\nlocal function outer() inner() end\nouter()"
    #expect(luaL_loadbufferx(state, source, source.utf8.count, "=chunk.lua", "t") == LUA_OK)
    #expect(clua_pcall_traceback(state, 0, 0) == LUA_ERRRUN)
    let message = try #require(string(state, at: -1))
    #expect(message.hasPrefix("chunk.lua:1: boom\nstack traceback:\n"))
    #expect(message.contains("in local 'inner'") || message.contains("in upvalue 'inner'"))
    #expect(message.contains("chunk.lua:3: in main chunk"))
    // The handler was removed again: only the message is left.
    #expect(lua_gettop(state) == 1)
}

@Test func messageHandlerDescribesNonStringErrors() throws {
    let state = try makeState()
    defer { lua_close(state) }
    #expect(luaL_dostring(state, "function f() error({}) end") == 0)
    lua_getglobal(state, "f")
    #expect(clua_pcall_traceback(state, 0, 0) == LUA_ERRRUN)
    let message = try #require(string(state, at: -1))
    #expect(message.hasPrefix("(error object is a table value)\nstack traceback:"))
}

@Test func messageHandlerUsesTostringMetamethod() throws {
    let state = try makeState()
    defer { lua_close(state) }
    let source = "error(setmetatable({}, {__tostring = function() return 'custom' end}))"
    #expect(luaL_loadstring(state, source) == LUA_OK)
    #expect(clua_pcall_traceback(state, 0, 0) == LUA_ERRRUN)
    #expect(string(state, at: -1) == "custom")
}

@Test func syntaxErrorIsReportedByLoad() throws {
    let state = try makeState()
    defer { lua_close(state) }
    let source = "x = = 1"
    #expect(luaL_loadbufferx(state, source, source.utf8.count, "=bad.lua", "t") == LUA_ERRSYNTAX)
    #expect(string(state, at: -1) == "bad.lua:1: unexpected symbol near '='")
}

@Test func binaryChunksAreRefusedInTextMode() throws {
    let state = try makeState()
    defer { lua_close(state) }
    let binary: [CChar] = [0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00]
    #expect(luaL_loadbufferx(state, binary, binary.count, "=bin", "t") == LUA_ERRSYNTAX)
    #expect(string(state, at: -1)?.contains("attempt to load a binary chunk") == true)
}

@Test func stackMacrosBehaveAsInLua() throws {
    let state = try makeState()
    defer { lua_close(state) }
    lua_pushinteger(state, 1)
    lua_pushinteger(state, 2)
    lua_pushinteger(state, 3)
    lua_insert(state, 1)  // 3 1 2
    #expect(lua_tointeger(state, 1) == 3)
    lua_remove(state, 2)  // 3 2
    #expect(lua_tointeger(state, 2) == 2)
    lua_pushnumber(state, 4.5)
    lua_replace(state, 1)  // 4.5 2
    #expect(lua_tonumber(state, 1) == 4.5)
    lua_pop(state, 2)
    #expect(lua_gettop(state) == 0)
    #expect(lua_isnone(state, 1) != 0)
    #expect(lua_isnoneornil(state, 1) != 0)
}

@Test func typePredicatesMatchLuaTypes() throws {
    let state = try makeState()
    defer { lua_close(state) }
    #expect(luaL_dostring(state, "return nil, true, {}, print, coroutine.create(print)") == 0)
    #expect(lua_isnil(state, 1) != 0)
    #expect(lua_isboolean(state, 2) != 0)
    #expect(lua_istable(state, 3) != 0)
    #expect(lua_isfunction(state, 4) != 0)
    #expect(lua_isthread(state, 5) != 0)
    #expect(String(cString: luaL_typename(state, 5)) == "thread")
    lua_pushlightuserdata(state, nil)
    #expect(lua_islightuserdata(state, -1) != 0)
}

@Test func registryAndGlobalTableAreReachable() throws {
    let state = try makeState()
    defer { lua_close(state) }
    lua_pushinteger(state, 42)
    lua_setfield(state, LUA_REGISTRYINDEX, "answer")
    #expect(lua_getfield(state, LUA_REGISTRYINDEX, "answer") == LUA_TNUMBER)
    #expect(lua_tointeger(state, -1) == 42)
    lua_pushglobaltable(state)
    #expect(lua_getfield(state, -1, "math") == LUA_TTABLE)
    #expect(luaL_getmetatable(state, "no such type") == LUA_TNIL)
}

@Test(arguments: [
    "io.open", "io.popen", "dofile", "loadfile", "os.execute", "os.exit", "os.getenv", "os.remove", "os.rename",
    "os.tmpname", "os.setlocale", "package.loadlib", "package.searchpath", "debug.getinfo",
    "debug.sethook", "debug.getregistry", "debug.setmetatable", "package.loaded.io.open",
    "package.loaded.os.execute", "package.loaded.debug.getinfo", "package.loaded._G.dofile",
])
func sandboxLeavesOut(name: String) throws {
    let state = try makeState()
    defer { lua_close(state) }
    #expect(luaL_dostring(state, "return \(name)") == LUA_OK)
    #expect(lua_isnil(state, -1) != 0, "\(name) should not be reachable")
}

@Test(arguments: [
    "string.format", "table.concat", "math.floor", "utf8.char", "coroutine.wrap", "os.time",
    "os.clock", "os.date", "os.difftime", "debug.traceback", "require", "load", "pcall",
])
func sandboxKeeps(name: String) throws {
    let state = try makeState()
    defer { lua_close(state) }
    #expect(luaL_dostring(state, "return \(name)") == LUA_OK)
    #expect(lua_isfunction(state, -1) != 0, "\(name) should be a function")
}

@Test func loadTakesTextButRefusesBinaryChunks() throws {
    let state = try makeState()
    defer { lua_close(state) }
    let source = """
        local f = assert(load("return 1 + 1"))
        local env = {}
        local g = assert(load("x = 5", "chunk", "bt", env))
        g()
        local bytecode = string.dump(function() return 1 end)
        local h, message = load(bytecode, "dumped", "b")
        return f(), env.x, x, h, message
        """
    #expect(luaL_dostring(state, source) == 0)
    #expect(lua_tointeger(state, 1) == 2)
    #expect(lua_tointeger(state, 2) == 5)
    #expect(lua_isnil(state, 3) != 0)
    #expect(lua_isnil(state, 4) != 0)
    #expect(string(state, at: 5) == "attempt to load a binary chunk (mode is 't')")
}

@Test func gcStandInReportsMemoryInUse() throws {
    let state = try makeState()
    defer { lua_close(state) }
    let kilobytes = clua_gc(state, LUA_GCCOUNT, 0, 0, 0)
    #expect(kilobytes > 0)
    #expect(clua_gc(state, LUA_GCISRUNNING, 0, 0, 0) == 1)
}

/// A binding that adds its two integer arguments, or reports an error through the trampoline.
private let addBinding: clua_Binding = { state, _ in
    guard let state else { return CLUA_RAISE }
    guard lua_isinteger(state, 1) != 0, lua_isinteger(state, 2) != 0 else {
        lua_pushstring(state, "add expects two integers")
        return CLUA_RAISE
    }
    lua_pushinteger(state, lua_tointeger(state, 1) + lua_tointeger(state, 2))
    return 1
}

@Test func trampolineReturnsResultsAndRaisesReportedErrors() throws {
    let state = try makeState()
    defer { lua_close(state) }
    clua_pushbinding(state, addBinding, nil)
    lua_setglobal(state, "add")
    #expect(luaL_dostring(state, "return add(40, 2)") == 0)
    #expect(lua_tointeger(state, -1) == 42)
    lua_settop(state, 0)
    let source = "local ok, message = pcall(add, 1, 'x'); return ok, message"
    #expect(luaL_dostring(state, source) == 0)
    #expect(lua_toboolean(state, 1) == 0)
    #expect(string(state, at: 2) == "add expects two integers")
}
