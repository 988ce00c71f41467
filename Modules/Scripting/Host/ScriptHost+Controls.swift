internal import CLua
internal import CLuaShim

extension ScriptHost {
    /// A control the host knows by identity: commands in the history name controls by id, so
    /// undoing a change to a control the script has dropped does nothing instead of keeping
    /// it alive.
    ///
    /// Not a Swift `weak` reference: an object's first weak reference gives it a side table for
    /// good, and from then on every retain and release of it takes the runtime's slow path —
    /// a retain and a release on every method a script calls on the control. The control holds
    /// the entry's ``Tether`` instead, which clears the entry as the control is freed.
    final class WeakControl {
        /// The control while it is alive. Its tether clears this as the control is freed, so the
        /// unowned(unsafe) reference is never read after the object is gone.
        private(set) unowned(unsafe) var object: AnyObject?

        init(_ object: AnyObject) { self.object = object }

        /// What a control holds (and nothing else does) to clear its entry when it is freed.
        final class Tether {
            private let entry: WeakControl
            init(_ entry: WeakControl) { self.entry = entry }
            deinit { entry.object = nil }
        }
    }

    /// Registers a new control and returns its id.
    func registerControl(_ object: some ScriptControl) -> Int {
        nextControlID += 1
        let entry = WeakControl(object)
        object.tether = WeakControl.Tether(entry)
        controls[nextControlID] = entry
        return nextControlID
    }

    /// The live control with `id`, if the script still holds it.
    func control<Object: AnyObject>(_ id: Int, as type: Object.Type = Object.self) -> Object? {
        guard let object = controls[id]?.object else {
            controls[id] = nil
            return nil
        }
        return object as? Object
    }

    /// Pushes the userdata of control `id` (from a weak-valued registry table), or nil when
    /// Lua has collected it. Returns whether it was found.
    @discardableResult
    func pushControl(_ id: Int, onto state: OpaquePointer) -> Bool {
        lua_pushlightuserdata(state, controlsKey)
        _ = lua_rawget(state, LUA_REGISTRYINDEX)
        _ = lua_rawgeti(state, -1, Int64(id))
        lua_rotate(state, -2, -1)
        lua_settop(state, -2)
        return lua_type(state, -1) == LUA_TUSERDATA
    }

    /// Pushes a new userdata for a control onto `state` (the thread the constructor was called
    /// on) and remembers it (weakly) under its id.
    func pushNewControl(_ object: AnyObject, id: Int, of luaClass: LuaClass, onto state: OpaquePointer) {
        runtime.pushObject(object, of: luaClass, onto: state)
        lua_pushlightuserdata(state, controlsKey)
        _ = lua_rawget(state, LUA_REGISTRYINDEX)
        lua_pushvalue(state, -2)
        lua_rawseti(state, -2, Int64(id))
        lua_settop(state, -2)
    }

    /// Creates the weak-valued table of control userdata, keyed in the registry by the host.
    func createControlsTable() {
        let state = runtime.state
        lua_pushlightuserdata(state, controlsKey)
        lua_createtable(state, 0, 0)
        lua_createtable(state, 0, 1)
        runtime.push(.string("v"))
        lua_setfield(state, -2, "__mode")
        lua_setmetatable(state, -2)
        lua_rawset(state, LUA_REGISTRYINDEX)
    }

    /// A unique light-userdata key for the controls table: the host's own address.
    private var controlsKey: UnsafeMutableRawPointer {
        Unmanaged.passUnretained(self).toOpaque()
    }
}
