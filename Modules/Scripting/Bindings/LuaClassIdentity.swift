/// A registered ``LuaClass`` as its own bindings see it: its name and the address of its
/// metatable.
///
/// The registry holds the metatable for as long as the state lives, so its address identifies
/// the class: checking `self` compares one pointer instead of looking the metatable up in the
/// registry by name, as `luaL_testudata` does, on every method call.
struct LuaClassIdentity {
    let name: String
    let metatable: UnsafeRawPointer
}
