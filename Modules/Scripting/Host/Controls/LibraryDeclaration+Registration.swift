extension LibraryDeclaration where Context == ControlContext {
    /// The library for `host`'s scripts, each function's body called with `owner`. Both are
    /// held `unowned`: the bindings are detached before the host goes (see ``ScriptHost``'s
    /// `deinit`), and the owner is the host or one of its parts.
    func library(owner: Owner, host: ScriptHost) -> LuaLibrary {
        LuaLibrary(
            name: name, doc: doc, types: types,
            functions: functions.map { function in
                let body = function.body
                return LuaBinding(
                    function.name, doc: function.doc, parameters: function.parameters, returns: function.results
                ) { [unowned owner, unowned host] call throws(LuaCallError) in
                    var binding = ControlCall(call, context: ControlContext(host))
                    try body(owner, &binding)
                    return binding.resultCount
                }
            })
    }
}
