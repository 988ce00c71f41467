extension ScriptHost {
    /// Hands every line the script prints (`print`, after `tostring` of each value, tab-separated,
    /// as `print` writes it) to `handler` as well as writing it to standard output, for a live
    /// page's console. The values are converted once, so a `__tostring` runs once per print.
    /// A script may still replace `print`; its own function is then what runs.
    public func echoPrints(to handler: @escaping (String) -> Void) throws(LuaError) {
        let library = "__playground_echo"
        runtime.registerLibrary(
            library,
            functions: [
                LuaBinding(
                    "emit",
                    { call throws(LuaCallError) in
                        handler(try call.string(1))
                        return 0
                    })
            ])
        try runtime.run(
            """
            local emit = \(library).emit
            \(library) = nil
            local write, tostring, select, concat = io.write, tostring, select, table.concat
            print = function(...)
              local n = select('#', ...)
              local parts = {...}
              for i = 1, n do parts[i] = tostring(parts[i]) end
              local line = concat(parts, '\\t', 1, n)
              write(line, '\\n')
              emit(line)
            end
            """, chunkName: "=print")
    }
}
