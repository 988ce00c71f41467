/// A live control as a result: the userdata the script holds for it, or nil once Lua has
/// collected it.
struct RegisteredControl: LuaResult {
    static var luaType: String { "userdata" }
    let registry: ControlRegistry
    let id: Int

    func push(onto call: LuaCall) {
        registry.push(id, onto: call.thread)
    }
}
