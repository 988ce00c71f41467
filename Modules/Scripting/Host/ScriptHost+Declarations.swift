extension ScriptHost {
    /// Registers the class `declaration` declares and its library (`Name.new`): the bindings
    /// are built here, once, from the declaration's bodies.
    func register<Object: ScriptControl>(_ declaration: ClassDeclaration<Object>) {
        let className = declaration.name
        var luaClass = LuaClass(name: className)
        luaClass.methods = declaration.methods.map { method in
            let body = method.body
            return LuaBinding(method.name) { [unowned(unsafe) self] call throws(LuaCallError) in
                let object: Object = try call.object(1, of: className)
                var binding = BindingCall(call, context: ControlContext(self))
                try body(object, &binding)
                return binding.resultCount
            }
        }
        luaClass.properties = declaration.properties.map(\.name)
        let readOnlyHint = declaration.readOnlyHint.map { " (\($0))" } ?? ""
        luaClass.propertyBindings = (
            getters: declaration.properties.map { property in
                let get = property.get
                return LuaBinding(property.name) { [unowned(unsafe) self] call throws(LuaCallError) in
                    let object: Object = try call.object(1, of: className)
                    var binding = BindingCall(call, context: ControlContext(self))
                    try get(object, &binding)
                    return binding.resultCount
                }
            },
            setters: declaration.properties.map { property in
                guard let set = property.set else {
                    let message = "\(className) field '\(property.name)' is read-only\(readOnlyHint)"
                    return LuaBinding(property.name) { call throws(LuaCallError) in
                        let _: Object = try call.object(1, of: className)
                        throw LuaCallError(message)
                    }
                }
                return LuaBinding(property.name) { [unowned(unsafe) self] call throws(LuaCallError) in
                    let object: Object = try call.object(1, of: className)
                    var binding = BindingCall(call, context: ControlContext(self))
                    try set(object, &binding)
                    return 0
                }
            }
        )
        if let describe = declaration.describe {
            luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
                let object: Object = try call.object(1, of: className)
                return describe(object, ControlContext(self))
            }
        }
        runtime.register(luaClass)

        let construct = declaration.construct
        registerConstructor(className, of: luaClass) { host, call throws(LuaCallError) in
            var binding = BindingCall(call, context: ControlContext(host))
            return try construct(&binding)
        }
    }
}
