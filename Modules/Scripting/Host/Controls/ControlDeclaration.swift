/// The binding layer's declarations, as the host's controls and libraries use them: their
/// bodies get the host's ``ControlContext``.
typealias ControlDeclaration<Object: AnyObject> = ClassDeclaration<Object, ControlContext>
/// One call of a control's method, property or constructor, or of a host library's function.
typealias ControlCall = BindingCall<ControlContext>
/// A library of the host's (`clock`, `history`, `scene`), its functions' bodies called with
/// the host.
typealias HostLibraryDeclaration = LibraryDeclaration<ScriptHost, ControlContext>

extension ControlContext: BindingContext {}

extension ClassDeclaration where Context == ControlContext {
    /// A control's class: `Name.new(…)` makes one with `construct`, registered with the host;
    /// `initialize`, when given, then finishes it as the script sees it (a control written in
    /// Lua runs its class's `init`).
    init(
        _ name: String, constructor arguments: [any ArgumentDeclaration], options: OptionsDeclaration? = nil,
        initialize: ((Object, inout ControlCall) throws(LuaCallError) -> Void)? = nil,
        _ construct: @escaping Constructor
    ) where Object: ScriptControl {
        var finish: ((ScriptHost, Object, LuaCall) throws(LuaCallError) -> Void)?
        if let initialize {
            finish = { host, object, call throws(LuaCallError) in
                var binding = ControlCall(call, context: ControlContext(host))
                try initialize(object, &binding)
            }
        }
        self.init(name, constructor: arguments, options: options) { host, luaClass in
            host.registry.registerConstructor(name, of: luaClass, in: host, initialize: finish) {
                host, call throws(LuaCallError) in
                var binding = ControlCall(call, context: ControlContext(host))
                return try construct(&binding)
            }
        }
    }
}

extension BindingCall where Context == ControlContext {
    /// The virtual clock's current time.
    var now: Double { context.now }

    /// Calls a script's callback now with `object` and `call`'s arguments; an error it raises
    /// is passed on to the script as this call's error.
    func invoke<Object: ScriptControl>(_ call: EventCall, of object: Object) throws(LuaCallError) {
        try context.invoke(call, of: object, on: thread)
    }
}
