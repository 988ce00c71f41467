extension ScriptHost {
    /// Registers the class `declaration` declares and its library (`Name.new`): the bindings
    /// are built here, once, from the declaration's bodies.
    func register<Object: AnyObject>(_ declaration: ClassDeclaration<Object>) {
        let className = declaration.name
        var luaClass = LuaClass(name: className)
        luaClass.methods = declaration.methods.map { binding($0.name, of: className, $0.body) }
        luaClass.propertyBindings = (
            getters: declaration.properties.map { binding($0.name, of: className, $0.get) },
            setters: declaration.properties.map { property in
                if let set = property.set { return binding(property.name, of: className, set) }
                let hint = (property.readOnlyHint ?? declaration.readOnlyHint).map { " (\($0))" } ?? ""
                let message = "\(className) field '\(property.name)' is read-only\(hint)"
                return binding(property.name, of: className) { (_: Object, _: inout BindingCall) throws(LuaCallError) in
                    throw LuaCallError(message)
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

        declaration.registerConstructor?(self, luaClass)
        guard !declaration.functions.isEmpty else { return }
        runtime.registerLibrary(declaration.libraryName, functions: declaration.functions.map { function in
            let body = function.body
            return LuaBinding(function.name) { [unowned(unsafe) self] call throws(LuaCallError) in
                var binding = BindingCall(call, context: ControlContext(self))
                try body(&binding)
                return binding.resultCount
            }
        })
    }

    /// The binding that checks `self` is an object of `className` and runs `body` on it; its
    /// results are what the body pushed.
    private func binding<Object: AnyObject>(
        _ name: String, of className: String, _ body: @escaping ClassDeclaration<Object>.Body
    ) -> LuaBinding {
        LuaBinding(name) { [unowned(unsafe) self] call throws(LuaCallError) in
            let object: Object = try call.object(1, of: className)
            var binding = BindingCall(call, context: ControlContext(self))
            try body(object, &binding)
            return binding.resultCount
        }
    }
}
