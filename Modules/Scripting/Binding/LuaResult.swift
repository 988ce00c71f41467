import Foundation

/// A Swift value a declared binding hands back to Lua: the one way a result reaches the stack
/// (``BindingCall/push(_:)``).
protocol LuaResult: LuaTyped {
    /// Pushes the value as the call's next result.
    func push(onto call: LuaCall)
}

extension Int64: LuaResult {
    func push(onto call: LuaCall) { call.push(self) }
}

extension Int: LuaResult {
    func push(onto call: LuaCall) { call.push(self) }
}

extension Double: LuaResult {
    func push(onto call: LuaCall) { call.push(self) }
}

extension String: LuaResult {
    func push(onto call: LuaCall) { call.push(self) }
}

extension Bool: LuaResult {
    func push(onto call: LuaCall) { call.push(self) }
}

extension Optional: LuaResult where Wrapped: LuaResult {
    /// Nil, or the wrapped value.
    func push(onto call: LuaCall) {
        switch self {
        case .some(let value): value.push(onto: call)
        case .none: call.pushNil()
        }
    }
}

extension Data: LuaResult {
    /// A file's bytes, as a Lua string.
    static var luaType: String { "string" }
    func push(onto call: LuaCall) { withUnsafeBytes { call.push(bytes: $0) } }
}
