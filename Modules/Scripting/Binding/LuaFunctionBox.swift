internal import CLua
internal import CLuaShim
import Models

/// A Swift function callable from Lua: what the trampoline's context pointer points at.
final class LuaFunctionBox {
    typealias Body = (LuaCall) throws(LuaCallError) -> Int32

    let name: String
    let isMethod: Bool
    /// The class a method, property accessor or metamethod belongs to: `self` is checked
    /// against its tag by address.
    let selfClass: LuaClassIdentity?
    /// Whether the body reaches its owner (the host) through an unowned reference, and must
    /// be detached when the owner goes (see ``LuaRuntime/detachBindings(raising:)``).
    let isDetachable: Bool
    private(set) var body: Body

    init(name: String, isMethod: Bool, selfClass: LuaClassIdentity?, isDetachable: Bool, body: @escaping Body) {
        self.name = name
        self.isMethod = isMethod
        self.selfClass = selfClass
        self.isDetachable = isDetachable
        self.body = body
    }

    /// The tag of the binding's own class if `className` names it, else nil. A method of the
    /// box, so the name is compared where it is stored, without a copy (a retain and release)
    /// on every call that checks `self`.
    func ownClassTag(named className: String) -> UnsafeRawPointer? {
        switch selfClass {
        case .some(let identity) where identity.name == className: identity.tag
        default: nil
        }
    }

    /// Replaces the body with one that raises `error`, letting go of what the body captured.
    func detach(raising error: LuaCallError) {
        body = { _ throws(LuaCallError) in throw error }
    }
}

/// The one C-convention entry point of every binding: it calls the box's body and turns a thrown
/// ``LuaCallError`` into a result the C trampoline raises once this frame has returned.
let luaBindingEntry: clua_Binding = { state, context in
    guard let state, let context else { return 0 }
    // The runtime keeps every box alive as long as its state (retainedBoxes), so the box is
    // borrowed, without a retain and a release on every call (`make bench`, row "Lua → Swift
    // calls", whose whole margin is a few such counts).
    return Unmanaged<LuaFunctionBox>.fromOpaque(context)._withUnsafeGuaranteedRef { box in
        callBinding(box, on: state)
    }
}

private func callBinding(_ box: LuaFunctionBox, on state: OpaquePointer) -> Int32 {
    do throws(LuaCallError) {
        return try box.body(LuaCall(state: state, box: box))
    } catch {
        switch error.payload {
        case .message(let message):
            message.losslessBytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
            return CLUA_RAISE
        case .valueOnStack:
            return CLUA_RERAISE
        }
    }
}

extension LuaRuntime {
    /// Pushes a Lua function that runs `body`. The box lives as long as the runtime; a
    /// detachable one until ``detachBindings(raising:)``.
    func pushFunction(
        named name: String, isMethod: Bool = false, selfClass: LuaClassIdentity? = nil,
        isDetachable: Bool = false, _ body: @escaping LuaFunctionBox.Body
    ) {
        let box = LuaFunctionBox(
            name: name, isMethod: isMethod, selfClass: selfClass, isDetachable: isDetachable, body: body)
        retainedBoxes.append(box)
        // Lua holds the box only as the C closure's pointer, unretained: the runtime keeps it
        // (retainedBoxes), so a call borrows it (luaBindingEntry; `make bench`, row "Lua → Swift
        // calls").
        clua_pushbinding(state, luaBindingEntry, Unmanaged.passUnretained(box).toOpaque())
    }

    /// Makes every detachable binding raise `error` from now on, releasing what it captured.
    ///
    /// The host's bindings capture it unowned (the controls' methods unowned and unchecked),
    /// because a weak reference costs a side-table load and release on every call (`make
    /// bench`, row "Lua → Swift calls"). That is sound because the host calls this
    /// from its `deinit`, before any of its storage is freed: the only way Lua reaches a
    /// binding is through its box, so a runtime that outlives its host (it is public) raises
    /// the error instead of touching freed memory.
    func detachBindings(raising error: LuaCallError) {
        for box in retainedBoxes where box.isDetachable {
            box.detach(raising: error)
        }
    }

    /// Creates a global table `name` holding `functions` (detachable: they belong to the
    /// host), or adds them to the table if it exists.
    func registerLibrary(_ name: String, functions: [LuaBinding]) {
        // The globals are read and written raw: a script may have given _G a metatable (a
        // class declared at run time, `Control.declare`), whose metamethods must not run here.
        guard lua_checkstack(state, 4) != 0 else { return }
        lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(LUA_RIDX_GLOBALS))
        if rawField(name) != LUA_TTABLE {
            lua_settop(state, -2)
            lua_createtable(state, 0, Int32(functions.count))
            lua_pushstring(state, name)
            lua_pushvalue(state, -2)
            lua_rawset(state, -4)
        }
        lua_rotate(state, -2, 1)
        lua_settop(state, -2)
        for function in functions {
            pushFunction(named: function.name, isDetachable: true, function.body)
            lua_setfield(state, -2, function.name)
        }
        lua_settop(state, -2)
    }

    /// Pushes field `name` of the table on top, read raw; returns its type.
    private func rawField(_ name: String) -> Int32 {
        lua_pushstring(state, name)
        return lua_rawget(state, -2)
    }
}
