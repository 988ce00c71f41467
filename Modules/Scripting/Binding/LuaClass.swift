internal import CLua
internal import CLuaShim

/// A Swift type bound to Lua as userdata: its metatable's name, methods and properties.
///
/// The userdata holds one retained pointer to a Swift object; `__gc` releases it and clears the
/// pointer, so a resurrected userdata reports "already destroyed" instead of touching freed
/// memory. Each userdata gets a metatable of its own whose `__index` is a table of the class's
/// methods (see `clua_setobjectmetatable`), so Lua finds a method by table lookups alone, with
/// no C call before the method's own; a key that is not a method reaches the getter binding its
/// key names, found by Lua's own lookup too (see `clua_propertytable_from_bindings`).
struct LuaClass {
    /// The metatable's `__name`, which error messages use ("Odometer expected, got Wheel").
    let name: String
    var methods: [LuaBinding] = []
    /// One getter and one setter binding per property, named by it (a read-only property's
    /// setter raises); a setter reads the value as argument 3. Any other key is "no member".
    var propertyBindings: (getters: [LuaBinding], setters: [LuaBinding]) = ([], [])
    var toString: ((LuaCall) throws(LuaCallError) -> String)?
}

extension LuaClass {
    /// Argument checks of an assigned value (argument 3 of `__newindex`) read as an assignment:
    /// "bad value for 'value' (integer expected, got string)".
    static func assignmentError(_ error: LuaCallError, key: String) -> LuaCallError {
        let prefix = "bad argument #3 to '__newindex' ("
        if case .message(let message) = error.payload, message.hasPrefix(prefix) {
            return LuaCallError("bad value for '\(key)' (" + message.dropFirst(prefix.count))
        }
        return error
    }
}

extension LuaRuntime {
    /// Creates `luaClass`'s template metatable in the registry, from which each object's
    /// metatable is copied. Call once per class, at set-up.
    func register(_ luaClass: LuaClass) {
        guard luaL_newmetatable(state, luaClass.name) != 0 else {
            lua_settop(state, -2)
            return
        }
        let metatable = lua_gettop(state)
        guard let address = lua_topointer(state, metatable) else {
            lua_settop(state, metatable - 1)
            return
        }
        let identity = LuaClassIdentity(name: luaClass.name, tag: address)

        // The bindings that call the class's closures (which reach the host) are detachable;
        // the ones below that only touch the userdata are not, so `__gc` keeps releasing
        // objects after the host has gone.
        // The methods table, copied into each object's index table (see pushObject), and the
        // property metatable those index tables share: a key that is not a method reaches the
        // getter (or the "no member" error) with the object as self.
        lua_createtable(state, 0, Int32(luaClass.methods.count))
        for method in luaClass.methods {
            pushFunction(named: method.name, isMethod: true, selfClass: identity, isDetachable: true, method.body)
            lua_setfield(state, -2, method.name)
        }
        let className = luaClass.name
        let bindings = luaClass.propertyBindings
        lua_createtable(state, 0, 1)
        lua_createtable(state, 0, Int32(clamping: bindings.getters.count))
        for getter in bindings.getters {
            pushFunction(named: "__index", selfClass: identity, isDetachable: true, getter.body)
            lua_setfield(state, -2, getter.name)
        }
        pushNoMember(named: "__index", className: className)
        clua_propertytable_from_bindings(state, 0)
        lua_setfield(state, -2, "__index")
        lua_setmetatable(state, -2)
        lua_setfield(state, metatable, "__index")

        lua_createtable(state, 0, Int32(clamping: bindings.setters.count))
        for setter in bindings.setters {
            let body = setter.body
            pushFunction(named: "__newindex", selfClass: identity, isDetachable: true) { call throws(LuaCallError) in
                do throws(LuaCallError) {
                    return try body(call)
                } catch {
                    throw LuaClass.assignmentError(error, key: try call.key())
                }
            }
            lua_setfield(state, -2, setter.name)
        }
        pushNoMember(named: "__newindex", className: className)
        clua_propertytable_from_bindings(state, 1)
        lua_setfield(state, metatable, "__newindex")

        let toString = luaClass.toString
        pushFunction(named: "__tostring", selfClass: identity, isDetachable: toString != nil) {
            call throws(LuaCallError) in
            let text = try toString?(call) ?? className
            call.push(text)
            return 1
        }
        lua_setfield(state, metatable, "__tostring")

        // Userdata compare by identity unless they share a metatable and __eq says otherwise;
        // two handles on one object are the same control.
        pushFunction(named: "__eq") { call throws(LuaCallError) in
            // Either side may be another library's userdata (`io.stdout`, whose first word is
            // a FILE*): the words are compared, never read as objects.
            let left = lua_touserdata(call.state, 1).map(LuaObjectSlot.identity(in:))
            let right = lua_touserdata(call.state, 2).map(LuaObjectSlot.identity(in:))
            call.push(left != nil && left != 0 && left == right)
            return 1
        }
        lua_setfield(state, metatable, "__eq")

        pushFunction(named: "__gc") { call throws(LuaCallError) in
            // Clear the slot first, so a userdata resurrected by another finalizer reads as
            // destroyed rather than dangling.
            if let block = lua_touserdata(call.state, 1) { LuaObjectSlot.clear(block) }
            return 0
        }
        lua_setfield(state, metatable, "__gc")

        // getmetatable(object) gives the class name; the metatable itself stays out of reach.
        push(.string(LuaString(luaClass.name)))
        lua_setfield(state, metatable, "__metatable")
        lua_settop(state, metatable - 1)
    }

    /// Pushes the binding for a key that names no member: "Odometer has no member 'colour'".
    /// Detachable, as the other members are (they reach the host): after the host is closed,
    /// every member says so alike.
    private func pushNoMember(named name: String, className: String) {
        pushFunction(named: name, isDetachable: true) { call throws(LuaCallError) in
            let key = try call.key()
            throw LuaCallError("\(className) has no member '\(key)'")
        }
    }

    /// Pushes a new userdata of `luaClass` that holds `object` (retained until `__gc`) onto
    /// `thread`: the thread a binding was called on (a coroutine's), the main thread by default.
    /// Its metatable and index table are its own, allocated through Lua (so the memory limit
    /// counts them).
    func pushObject(_ object: AnyObject, of luaClass: LuaClass, onto thread: OpaquePointer? = nil) {
        LuaClass.pushObject(object, className: luaClass.name, onto: thread ?? state)
    }
}

extension LuaClass {
    /// Pushes a new userdata of the registered class `className` holding `object` (retained
    /// until `__gc`) onto `state`.
    static func pushObject(_ object: AnyObject, className: String, onto state: OpaquePointer) {
        if let block = lua_newuserdatauv(state, MemoryLayout<clua_ObjectBlock>.size, 0) {
            LuaObjectSlot.store(object, in: block)
        }
        _ = luaL_getmetatable(state, className)
        clua_setobjectmetatable(state, -2, -1)
        lua_settop(state, -2)
    }
}

extension LuaRuntime {
    /// A new userdata of the registered class `className` holding `object`, kept in the
    /// registry by the reference returned: an object the host hands to scripts again and again
    /// (the canvas every `draw` gets) is made once.
    func holdNewObject(_ object: AnyObject, className: String) -> LuaReference? {
        guard lua_checkstack(state, 4) != 0 else { return nil }
        LuaClass.pushObject(object, className: className, onto: state)
        defer { lua_settop(state, -2) }
        return LuaReference(runtime: self, state: state, index: -1)
    }
}
