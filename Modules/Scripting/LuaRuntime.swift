import Foundation
internal import CLua

/// The owner of one Lua state.
///
/// Every chunk runs under `lua_pcall` with a message handler that appends a traceback, as the
/// standalone `lua` interpreter does, so an error in a script becomes a thrown ``LuaError``
/// and never ends the process. A runtime is not thread-safe: use it from one thread.
public final class LuaRuntime {
    let state: OpaquePointer

    /// Creates a state with the libraries a sandboxed script may use: base, string, table,
    /// math, utf8 and coroutine.
    public init() throws(LuaError) {
        guard let state = luaL_newstate() else {
            throw LuaError(kind: .memory, message: "not enough memory to create a Lua state")
        }
        self.state = state
        let status = clua_cpcall(state, clua_opensafelibs, nil)
        if status != LUA_OK {
            let error = popError(status: status)
            lua_close(state)
            throw error
        }
    }

    deinit {
        lua_close(state)
    }

    /// Compiles and runs `source`, returning the values the chunk returns.
    ///
    /// - Parameters:
    ///   - source: Lua source text. Binary chunks are refused.
    ///   - chunkName: the name errors and tracebacks use, as in `"counter.lua:3: ..."`.
    @discardableResult
    public func execute(_ source: LuaString, chunkName: String) throws(LuaError) -> [LuaValue] {
        try run(source, rawChunkName: "=" + chunkName)
    }

    /// Loads `source` as a text chunk with Lua's raw chunk name (`=name` or `@path`) and calls
    /// it with the traceback handler.
    private func run(_ source: LuaString, rawChunkName: String) throws(LuaError) -> [LuaValue] {
        let base = lua_gettop(state)
        let status = source.bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { bytes in
                bytes.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    luaL_loadbufferx(state, $0, buffer.count, rawChunkName, "t")
                }
            } ?? luaL_loadbufferx(state, "", 0, rawChunkName, "t")
        }
        guard status == LUA_OK else { throw popError(status: status) }
        let callStatus = clua_pcall_traceback(state, 0, LUA_MULTRET)
        guard callStatus == LUA_OK else { throw popError(status: callStatus) }
        let results = (base + 1 ..< lua_gettop(state) + 1).map { value(at: $0) }
        lua_settop(state, base)
        return results
    }

    /// Compiles and runs `source`, returning the values the chunk returns.
    @discardableResult
    public func execute(_ source: String, chunkName: String) throws(LuaError) -> [LuaValue] {
        try execute(LuaString(source), chunkName: chunkName)
    }

    /// Reads and runs the script at `path`, named by its path in messages, as `lua` does.
    ///
    /// A first line starting with `#` (a shebang) is skipped, keeping line numbers.
    @discardableResult
    public func executeFile(atPath path: String) throws(LuaError) -> [LuaValue] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LuaError(kind: .file, message: "cannot open \(path)")
        }
        var bytes = [UInt8](data)
        if bytes.first == UInt8(ascii: "#") {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            bytes.removeSubrange(bytes.startIndex ..< end)
        }
        return try run(LuaString(bytes: bytes), rawChunkName: "@" + path)
    }

    /// Pops the error value a failed load or call left on top and converts it.
    private func popError(status: Int32) -> LuaError {
        let kind: LuaError.Kind =
            switch status {
            case LUA_ERRSYNTAX: .syntax
            case LUA_ERRMEM: .memory
            case LUA_ERRERR: .handler
            default: .runtime
            }
        let text = value(at: -1).description
        lua_settop(state, -2)
        return LuaError(kind: kind, handlerOutput: text)
    }

    /// Copies the value at `index` out of Lua without calling metamethods, so nothing raises.
    func value(at index: Int32) -> LuaValue {
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
