import Foundation
import Models

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
        runtime.evaluateInteractively(source, chunkName: chunkName, atEndOfInput: atEndOfInput)
    }

    /// The REPL's prompt: the global `_PROMPT` (or `_PROMPT2` for a continuation line) when it
    /// is a string or a number, read raw; otherwise `"> "` (`">> "`), as in `lua`.
    public func replPrompt(continuation: Bool) -> String {
        // A shallow read: a table in _PROMPT is never copied.
        let prompt = runtime.rawGlobal(continuation ? "_PROMPT2" : "_PROMPT")
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
        let summaries = catalog.summaries
        for summary in summaries {
            let text = LuaValue.string(LuaString(ReplHelp.text(for: summary)))
            classes[.string(LuaString(summary.libraryName))] = text
            classes[.string(LuaString(summary.name))] = text
        }
        try runtime.load(LuaString(Self.replGlobals), rawChunkName: "=repl")
        try runtime.callTop(
            arguments: [
                .string(LuaString(ReplHelp.overview(of: summaries))), .table(classes), .integer(Int64(ReplHelp.width)),
            ],
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
        -- Classes declared since (Control.declare) are looked up when asked for, through the
        -- scene library as it is now (read raw: a script's metatable runs nothing here).
        local sceneLibrary = rawget(_G, 'scene')
        local declared = type(sceneLibrary) == 'table' and rawget(sceneLibrary, 'classes')
        local function declaredHelp(matches)
          if type(declared) ~= 'function' then return nil end
          for _, class in ipairs(declared()) do
            if matches(class) then return class.help end
          end
        end
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
            local found = declaredHelp(function(class) return class.name == topic end)
            if found then return found end
            return "help: nothing here is called '" .. topic .. "'; help() lists the classes and libraries"
          elseif kind == 'table' then
            if byTable[topic] then return byTable[topic] end
            local found = declaredHelp(function(class) return rawequal(rawget(_G, class.library), topic) end)
            if found then return found end
            for name, functions in pairs(libraries) do
              if rawequal(functions, topic) then return library(name, functions) end
            end
          elseif kind == 'userdata' then
            local class = getmetatable(topic)
            if type(class) == 'string' and classes[class] then return classes[class] end
            local found = type(class) == 'string' and declaredHelp(function(c) return c.name == class end)
            if found then return found end
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
    /// Everything is read raw (``LuaRuntime/rawKeys(alongPath:keepingKeys:)``), so no
    /// metamethod and no script code runs; a control's methods come from its index table, its
    /// properties from its class's declaration (``ControlCatalog``), found by the `__name` of
    /// its metatable.
    public func replCompletions(for word: String) -> [String] {
        let separatorIndex = word.lastIndex(where: { $0 == "." || $0 == ":" })
        let head = separatorIndex.map { String(word[...$0]) } ?? ""
        let prefix = separatorIndex.map { String(word[word.index(after: $0)...]) } ?? word
        let path =
            separatorIndex.map { word[..<$0].split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
            ?? []
        guard path.allSatisfy(ScriptHost.isIdentifier) else { return [] }
        guard let found = runtime.rawKeys(alongPath: path, keepingKeys: ScriptHost.isIdentifier) else { return [] }
        var names = found.keys.union(found.indexKeys)
        // After `a:` only methods make sense; after `a.` a control's properties too.
        if let className = found.userdataClass, separatorIndex.map({ word[$0] == "." }) == true,
            let declared = classSummary(named: className)
        {
            names.formUnion(declared.properties.map(\.name).filter(ScriptHost.isIdentifier))
        }
        if path.isEmpty { names.formUnion(ScriptHost.luaKeywords) }
        // Metamethod names (`__index`) only when asked for with `__`.
        return names.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix("__") || !$0.hasPrefix("__")) }
            .map { head + $0 }
            .sorted()
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
    }

    static let luaKeywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
        "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]
}
