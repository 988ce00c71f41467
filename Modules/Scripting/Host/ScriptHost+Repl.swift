import Foundation
import Models
internal import CLua
internal import CLuaShim

/// What evaluating one chunk of REPL input came to.
public enum ReplEvaluation: Sendable, Equatable {
    /// The chunk ran. `output` is the line the REPL prints for the values it returned: each
    /// value through `tostring`, separated by tabs, as `print` writes them; `nil` when it
    /// returned no value (a statement, or an expression with no values).
    case ran(output: String?)
    /// The chunk is not finished yet (its syntax error ends at `<eof>`, as `lua.c`'s
    /// `incomplete` checks): read another line, append it after a newline, and evaluate again.
    case incomplete
    /// The chunk did not compile, raised an error, or was stopped (Ctrl-C, a limit). The error
    /// carries its traceback; the state is usable afterwards (call ``LuaRuntime/resetStop()``
    /// after a stop).
    case failed(LuaError)
}

extension ScriptHost {
    /// Evaluates REPL input the way `lua`'s interactive mode does: first as `return <source>`
    /// (so an expression's values come back), otherwise as a statement. A first line starting
    /// with `=` is read as `return`, as `lua` 5.4 still allows.
    ///
    /// - Parameters:
    ///   - source: the lines read so far, joined with `"\n"`.
    ///   - chunkName: the name messages use (`stdin:1: ...`).
    ///   - atEndOfInput: no more lines will come, so an unfinished chunk fails with its syntax
    ///     error instead of answering ``ReplEvaluation/incomplete``.
    /// - Returns: whether it ran (and what to print), needs more input, or failed.
    public func evaluate(
        replInput source: String, chunkName: String = "stdin", atEndOfInput: Bool = false
    ) -> ReplEvaluation {
        let state = runtime.state
        let base = lua_gettop(state)
        defer {
            lua_settop(state, base)
            runtime.control.pointee.overdrawn = 0
        }
        var text = source
        if text.hasPrefix("=") { text = "return " + text.dropFirst() }
        do {
            try runtime.load(LuaString("return " + text), rawChunkName: "=" + chunkName)
        } catch {
            do {
                try runtime.load(LuaString(text), rawChunkName: "=" + chunkName)
            } catch {
                if !atEndOfInput, error.kind == .syntax, error.message.hasSuffix("<eof>") { return .incomplete }
                return .failed(error)
            }
        }
        // The chunk is on top, at base + 1: run it, keeping its results on the stack so that
        // tables and controls reach `tostring` as themselves, not as Swift copies.
        let status = clua_pcall_from_binding(state, 0, LUA_MULTRET, 1)
        guard status == LUA_OK else { return .failed(runtime.popError(status: status)) }
        let count = lua_gettop(state) - base
        guard count > 0 else { return .ran(output: nil) }
        guard lua_checkstack(state, 2) != 0 else {
            return .failed(LuaError(kind: .memory, message: "not enough memory to print the results"))
        }
        // Formats the results in Lua, where a `__tostring` may raise safely.
        do {
            try runtime.load(LuaString(ScriptHost.replFormatter), rawChunkName: "=print")
        } catch {
            return .failed(error)
        }
        lua_rotate(state, base + 1, 1)
        let formatted = clua_pcall_from_binding(state, count, 1, 1)
        guard formatted == LUA_OK else { return .failed(runtime.popError(status: formatted)) }
        guard case .string(let line) = LuaRuntime.value(in: state, at: -1) else { return .ran(output: nil) }
        return .ran(output: String(losslessBytes: line.bytes))
    }

    /// The chunk that turns the values it is called with into the line `print` would write.
    static let replFormatter = """
        local n = select('#', ...)
        local t = {...}
        for i = 1, n do t[i] = tostring(t[i]) end
        return table.concat(t, '\\t', 1, n)
        """

    /// The REPL's prompt: the global `_PROMPT` (or `_PROMPT2` for a continuation line) when it
    /// is a string or a number, read raw; otherwise `"> "` (`">> "`), as in `lua`.
    public func replPrompt(continuation: Bool) -> String {
        let state = runtime.state
        let base = lua_gettop(state)
        defer { lua_settop(state, base) }
        guard lua_checkstack(state, 3) != 0 else { return continuation ? ">> " : "> " }
        lua_pushglobaltable(state)
        let name = continuation ? "_PROMPT2" : "_PROMPT"
        name.losslessBytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
        lua_rawget(state, -2)
        // A shallow read: a table in _PROMPT is never copied.
        let prompt = LuaRuntime.value(in: state, at: -1)
        switch prompt {
        case .string(let prompt): return String(decoding: prompt.bytes, as: UTF8.self)
        case .integer, .number: return prompt.description
        default: return continuation ? ">> " : "> "
        }
    }

    /// Runs the script at `path` with `arguments` (the global `arg` and the chunk's `...`) as
    /// `run(scriptAtPath:arguments:)` does, but leaves the clock where it is: nothing scheduled
    /// runs until the REPL advances time. The script's globals stay for the session.
    public func load(scriptAtPath path: String, arguments: [String] = []) throws(LuaError) {
        try load([], scriptAtPath: path, arguments: arguments)
    }

    /// Defines the REPL's shorthands as globals, unless the script already defined them:
    /// `advance(seconds)` (``clock.advance``), `undo()` and `redo()` (``history.undo``/``redo``),
    /// `show()`, which prints every live control as drawn now (``scene.text``), and `help`,
    /// which shows what the session offers (``ReplHelp``): `help` alone or `help()` the
    /// overview, `help(x)` a class, a control (its class), a library or a name.
    public func installReplGlobals() throws(LuaError) {
        var classes = LuaTable()
        for summary in ControlCatalog.summaries {
            let text = LuaValue.string(LuaString(ReplHelp.text(for: summary)))
            classes[.string(LuaString(summary.libraryName))] = text
            classes[.string(LuaString(summary.name))] = text
        }
        try runtime.load(LuaString(Self.replGlobals), rawChunkName: "=repl")
        try runtime.callTop(
            arguments: [.string(LuaString(ReplHelp.overview)), .table(classes), .integer(Int64(ReplHelp.width))],
            keepingResults: false)
    }

    private static let replGlobals = """
        if rawget(_G, 'advance') == nil then advance = clock.advance end
        if rawget(_G, 'undo') == nil then undo = history.undo end
        if rawget(_G, 'redo') == nil then redo = history.redo end
        if rawget(_G, 'show') == nil then show = function() print(scene.text()) end end
        if rawget(_G, 'help') ~= nil then return end
        local overview, classes, width = ...
        local libraries = {clock = clock, history = history, scene = scene}
        local byTable = {}
        for name, text in pairs(classes) do
          local class = rawget(_G, name)
          if type(class) == 'table' then byTable[class] = text end
        end
        local function library(name, functions)
          local names = {}
          for key, value in pairs(functions) do
            if type(value) == 'function' then names[#names + 1] = name .. '.' .. key .. '()' end
          end
          table.sort(names)
          local lines, line = {name .. ': docs/lua-api.md, section "' .. name .. '"'}, '  functions:'
          for index, item in ipairs(names) do
            item = item .. (index < #names and ',' or '')
            if #line > 12 and #line + 1 + #item > width then lines[#lines + 1] = line; line = '             ' end
            line = line .. (line:sub(-1) == ' ' and '' or ' ') .. item
          end
          lines[#lines + 1] = line
          return table.concat(lines, '\\n')
        end
        local function describe(...)
          if select('#', ...) == 0 then return overview end
          local topic = ...
          local kind = type(topic)
          if kind == 'string' then
            if classes[topic] then return classes[topic] end
            if libraries[topic] then return library(topic, libraries[topic]) end
            return "help: nothing here is called '" .. topic .. "'; help() lists the classes and libraries"
          elseif kind == 'table' then
            if byTable[topic] then return byTable[topic] end
            for name, functions in pairs(libraries) do
              if rawequal(functions, topic) then return library(name, functions) end
            end
          elseif kind == 'userdata' then
            local class = getmetatable(topic)
            if type(class) == 'string' and classes[class] then return classes[class] end
          end
          return 'help: no help for a ' .. kind .. '; help(Wheel), help(w) and help(clock) describe '
            .. 'a class, a control and a library'
        end
        help = setmetatable({}, {
          __call = function(_, ...) print(describe(...)) end,
          __tostring = function() return overview end,
          __name = 'help',
        })
        """
}

// MARK: - Completion

extension ScriptHost {
    /// What Tab completes `word` to in the REPL: global names, or, after `a.b.` or `a.b:`, the
    /// fields of the table the path names and the methods of a control or of a table (its
    /// metatable's `__index` table). Each candidate is the whole word (`"clock.after"`), sorted.
    ///
    /// Everything is read raw (`lua_rawget`, `lua_next`, `lua_getmetatable`), so no
    /// metamethod and no script code runs; a control's methods come from its index table, its
    /// properties from its class's declaration (``ControlCatalog``), found by the `__name` of
    /// its metatable.
    public func replCompletions(for word: String) -> [String] {
        let separatorIndex = word.lastIndex(where: { $0 == "." || $0 == ":" })
        let head = separatorIndex.map { String(word[...$0]) } ?? ""
        let prefix = separatorIndex.map { String(word[word.index(after: $0)...]) } ?? word
        let path = separatorIndex.map { word[..<$0].split(separator: ".", omittingEmptySubsequences: false).map(String.init) } ?? []
        guard path.allSatisfy(ScriptHost.isIdentifier) else { return [] }
        let state = runtime.state
        let base = lua_gettop(state)
        defer { lua_settop(state, base) }
        guard lua_checkstack(state, 8) != 0 else { return [] }
        lua_pushglobaltable(state)
        for name in path {
            // One slot per component: a long path (`a.a.a.…` through a cycle) must not overrun
            // the stack.
            guard lua_type(state, -1) == LUA_TTABLE, lua_checkstack(state, 2) != 0 else { return [] }
            name.losslessBytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
            lua_rawget(state, -2)
        }
        var names = Set<String>()
        collectKeys(at: lua_gettop(state), into: &names)
        // After `a:` only methods make sense; after `a.` a control's properties too.
        let isObject = lua_type(state, -1) == LUA_TUSERDATA && separatorIndex.map { word[$0] == "." } == true
        if lua_getmetatable(state, -1) != 0 {
            let metatable = lua_gettop(state)
            if isObject {
                Array("__name".utf8).withCharacters { _ = lua_pushlstring(state, $0, $1) }
                if lua_rawget(state, metatable) == LUA_TSTRING, case .string(let className) = LuaRuntime.value(in: state, at: -1),
                    let declared = ControlCatalog.summary(named: String(decoding: className.bytes, as: UTF8.self)) {
                    names.formUnion(declared.properties.map(\.name).filter(ScriptHost.isIdentifier))
                }
                lua_settop(state, metatable)
            }
            Array("__index".utf8).withCharacters { _ = lua_pushlstring(state, $0, $1) }
            lua_rawget(state, metatable)
            // A control's __index is its index table: its methods (see LuaClass).
            if lua_type(state, -1) == LUA_TTABLE {
                collectKeys(at: lua_gettop(state), into: &names)
            }
        }
        if path.isEmpty { names.formUnion(ScriptHost.luaKeywords) }
        // Metamethod names (`__index`) only when asked for with `__`.
        return names.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix("__") || !$0.hasPrefix("__")) }
            .map { head + $0 }
            .sorted()
    }

    /// Adds the identifier keys of the table at `index` (absolute) to `names`.
    private func collectKeys(at index: Int32, into names: inout Set<String>) {
        let state = runtime.state
        guard lua_type(state, index) == LUA_TTABLE else { return }
        lua_pushnil(state)
        while lua_next(state, index) != 0 {
            if lua_type(state, -2) == LUA_TSTRING, case .string(let key) = LuaRuntime.value(in: state, at: -2) {
                let name = String(decoding: key.bytes, as: UTF8.self)
                if ScriptHost.isIdentifier(name) { names.insert(name) }
            }
            lua_settop(state, -2)
            if names.count > 10_000 { lua_settop(state, -2); return }
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0" ... "9").contains($0))) }
    }

    static let luaKeywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
        "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]
}
