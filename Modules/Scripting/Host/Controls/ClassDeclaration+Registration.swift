extension ClassDeclaration where Context == ControlContext {
    /// Registers the class this declares, and its library (`Name.new`), with `host`: the
    /// bindings are built here, once, from the declaration's bodies.
    func register(in host: ScriptHost) {
        let declaration = self
        let runtime = host.runtime
        let className = declaration.name
        var luaClass = LuaClass(name: className)
        luaClass.methods = declaration.methods.map { Self.binding($0.name, of: className, host: host, $0.body) }
        luaClass.propertyBindings = (
            getters: declaration.properties.map { Self.binding($0.name, of: className, host: host, $0.get) },
            setters: declaration.properties.map { property in
                if let set = property.set { return Self.binding(property.name, of: className, host: host, set) }
                let hint = (property.readOnlyHint ?? declaration.readOnlyHint).map { " (\($0))" } ?? ""
                let message = "\(className) field '\(property.name)' is read-only\(hint)"
                return Self.binding(property.name, of: className, host: host) {
                    (_: Object, _: inout ControlCall) throws(LuaCallError) in
                    throw LuaCallError(message)
                }
            }
        )
        if let describe = declaration.describe {
            luaClass.toString = { [unowned host] call throws(LuaCallError) in
                let object: Object = try call.object(1, of: className)
                return describe(object, ControlContext(host))
            }
        }
        runtime.register(luaClass)

        declaration.registerConstructor?(host, luaClass)
        guard !declaration.functions.isEmpty else { return }
        runtime.registerLibrary(
            declaration.libraryName,
            functions: declaration.functions.map { function in
                let body = function.body
                return LuaBinding(function.name) { [unowned host] call throws(LuaCallError) in
                    var binding = ControlCall(call, context: ControlContext(host))
                    try body(&binding)
                    return binding.resultCount
                }
            })
    }

    /// The binding that checks `self` is an object of `className` and runs `body` on it; its
    /// results are what the body pushed. It holds the host unowned and unchecked, as
    /// ``ControlContext`` does and for the same row (`make bench`, "Lua → Swift calls"): every
    /// method and property of every control goes through here.
    private static func binding(
        _ name: String, of className: String, host: ScriptHost, _ body: @escaping Body
    ) -> LuaBinding {
        LuaBinding(name) { [unowned(unsafe) host] call throws(LuaCallError) in
            let object: Object = try call.object(1, of: className)
            var binding = ControlCall(call, context: ControlContext(host))
            try body(object, &binding)
            return binding.resultCount
        }
    }
}

extension ControlRegistry {
    /// Registers with `host` the library `name` with its constructor `new`, which `make`
    /// implements: the new control is registered here by id and pushed as a userdata of
    /// `luaClass`.
    func registerConstructor<Object: ScriptControl>(
        _ name: String, of luaClass: LuaClass, in host: ScriptHost,
        initialize: ((ScriptHost, Object, LuaCall) throws(LuaCallError) -> Void)? = nil,
        _ make: @escaping (ScriptHost, LuaCall) throws(LuaCallError) -> Object
    ) {
        host.runtime.registerLibrary(
            name,
            functions: [
                LuaBinding(
                    "new",
                    { [unowned self, unowned host] call throws(LuaCallError) in
                        // A frame shows the controls there are: a draw makes none.
                        try host.painter.refuseInsideDraw()
                        let object = try make(host, call)
                        object.id = register(object, kind: luaClass.name)
                        pushNew(object, id: object.id, of: luaClass, onto: call.thread)
                        // A control written in Lua finishes itself once it is one (its `init`);
                        // one whose `init` failed is no control: it is forgotten, not drawn.
                        do throws(LuaCallError) {
                            try initialize?(host, object, call)
                        } catch {
                            forget(object.id, on: call.thread)
                            throw error
                        }
                        return 1
                    })
            ])
    }
}
