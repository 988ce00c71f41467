internal import CLua

/// A Swift function callable from Lua: what the trampoline's context pointer points at.
final class LuaFunctionBox {
    typealias Body = (LuaCall) throws(LuaCallError) -> Int32

    let name: String
    let isMethod: Bool
    let body: Body

    init(name: String, isMethod: Bool, body: @escaping Body) {
        self.name = name
        self.isMethod = isMethod
        self.body = body
    }
}

/// The one C-convention entry point of every binding: it calls the box's body and turns a thrown
/// ``LuaCallError`` into a result the C trampoline raises once this frame has returned.
let luaBindingEntry: clua_Binding = { state, context in
    guard let state, let context else { return 0 }
    let box = Unmanaged<LuaFunctionBox>.fromOpaque(context).takeUnretainedValue()
    do throws(LuaCallError) {
        return try box.body(LuaCall(state: state, function: box.name, isMethod: box.isMethod))
    } catch {
        switch error.payload {
        case .message(let message):
            Array(message.utf8).withCharacters { _ = lua_pushlstring(state, $0, $1) }
            return CLUA_RAISE
        case .valueOnStack:
            return CLUA_RERAISE
        }
    }
}

extension LuaRuntime {
    /// Pushes a Lua function that runs `body`. The box lives as long as the runtime.
    func pushFunction(
        named name: String, isMethod: Bool = false, _ body: @escaping LuaFunctionBox.Body
    ) {
        let box = LuaFunctionBox(name: name, isMethod: isMethod, body: body)
        retainedBoxes.append(box)
        clua_pushbinding(state, luaBindingEntry, Unmanaged.passUnretained(box).toOpaque())
    }

    /// Creates a global table `name` holding `functions`, or adds them to the table if it
    /// exists.
    func registerLibrary(_ name: String, functions: [(String, LuaFunctionBox.Body)]) {
        if lua_getglobal(state, name) != LUA_TTABLE {
            lua_settop(state, -2)
            lua_createtable(state, 0, Int32(functions.count))
            lua_pushvalue(state, -1)
            lua_setglobal(state, name)
        }
        for (functionName, body) in functions {
            pushFunction(named: functionName, body)
            lua_setfield(state, -2, functionName)
        }
        lua_settop(state, -2)
    }
}
