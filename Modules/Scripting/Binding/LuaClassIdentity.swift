/// A registered ``LuaClass`` as its own bindings see it: its name and its tag.
///
/// Every object has a metatable of its own (see `clua_setobjectmetatable`), which carries the
/// address of the class's template metatable as its tag. The registry holds the template for as
/// long as the state lives, so the address identifies the class: checking `self` compares one
/// pointer instead of looking the template up in the registry by name on every method call.
struct LuaClassIdentity {
    let name: String
    let tag: UnsafeRawPointer
}
