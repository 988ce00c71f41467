/// docs/playground.d.lua, the LuaCATS annotations lua-language-server reads, written from the
/// declarations: every library, class, constructor, option, method, property and callback a
/// script reaches, with the prose its declaration gives it. `playground docs --lua-cats`
/// prints it; a test fails when the committed file differs.
struct LuaCATSFile {
    /// The host's libraries (`clock`, `history`, `scene`), in the order the file gives them.
    let libraries: [LuaLibrary]
    /// The declared classes, in the catalog's order; classes sharing a docs section share one.
    let classes: [DeclarationSummary]
    /// Types every section may name (timing curves).
    let sharedTypes: [LuaTypeDefinition]

    /// The widest line the prose is wrapped to, indentation and `---` included.
    static let width = 96

    static let rule = "-- " + String(repeating: "-", count: 93)

    /// The file's text, ending with a newline.
    var text: String {
        var lines = ["---@meta"] + Self.header.map { $0.isEmpty ? "--" : "-- " + $0 }
        for type in sharedTypes + libraries.flatMap(\.types) {
            lines += [""] + Self.definition(type)
        }
        for library in libraries {
            lines += Self.heading(library.name)
            lines += Self.optionTables(
                library.functions.compactMap(\.signature).flatMap(\.parameters).compactMap(\.options))
            lines += Self.prose(library.doc, indent: "") + ["---@class \(library.name)lib", "\(library.name) = {}"]
            for function in library.functions {
                guard let signature = function.signature else { continue }
                lines += [""] + Self.function(signature, prefix: "\(library.name).", indent: "")
            }
        }
        var sections: [String] = []
        for summary in classes where !sections.contains(summary.docsSection) {
            sections.append(summary.docsSection)
        }
        for section in sections {
            lines += Self.heading(section)
            for summary in classes where summary.docsSection == section {
                lines += Self.section(of: summary)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the file says of itself before any annotation.
    static let header = [
        "LuaCATS annotations of what `playground run` gives a script, for lua-language-server: the",
        "globals `clock`, `history` and `scene`, and every control's class and library.",
        "docs/lua-api.md documents the same API with examples.",
        "",
        "Written by `playground docs --lua-cats` from the declarations the bindings are built from;",
        "do not edit it, edit the declaration (a test fails when this file differs from them).",
        "",
        "This file is never run. To use it, point the language server at it, e.g. in .luarc.json:",
        "",
        "  {",
        "    \"runtime.version\": \"Lua 5.4\",",
        "    \"runtime.path\": [\"?.lua\", \"?/init.lua\"],",
        "    \"runtime.builtin\": {\"io\": \"disable\"},",
        "    \"workspace.library\": [\"docs/playground.d.lua\"]",
        "  }",
        "",
        "Scripts/lib/countdown.lua, written in Lua, carries its own annotations.",
        "",
        "The sandbox also removes dofile, loadfile, most of os (all but time, date, clock, difftime)",
        "and all of debug but traceback; `--allow-io` gives them back. `setmetatable` replaces a Lua",
        "function it finds as `__gc` by a C function that runs it in a coroutine of its own, so that",
        "--instructions reaches a finalizer that loops (`getmetatable(t).__gc` is then that wrapper).",
        "",
        "Every `string` below is a Lua string of bytes: names, faces and group names may hold NUL bytes",
        "and bytes that are not UTF-8, and come back exactly; a frame or image name is the file of those",
        "bytes (docs/lua-api.md, \"Strings are bytes\").",
        "`--memory` counts Lua's heap and what the controls and the history hold for the script.",
    ]

    private static func heading(_ title: String) -> [String] {
        ["", rule, "-- " + title, rule, ""]
    }

    /// The classes of the named options tables `tables` (each once), for a section.
    private static func optionTables(_ tables: [OptionsClass]) -> [String] {
        var written: [OptionsClass] = []
        for table in tables where table.luaType != "table" && !written.contains(where: { $0.luaType == table.luaType })
        {
            written.append(table)
        }
        var lines: [String] = []
        for table in written {
            lines += prose(table.doc, indent: "") + ["---@class \(table.luaType)"]
            lines += table.fields.flatMap { field in
                // An optional field's type needs no `?` of its own.
                let luaType =
                    !field.isRequired && field.luaType.hasSuffix("?") ? String(field.luaType.dropLast()) : field.luaType
                return annotation(
                    "@field \(fieldName(field.name))\(field.isRequired ? "" : "?") \(luaType)", field.doc, indent: "")
            }
            lines.append("")
        }
        return lines
    }

    /// One class's part of its section: its types and options tables, the class with its
    /// fields and methods, then its library.
    private static func section(of summary: DeclarationSummary) -> [String] {
        var lines: [String] = []
        for type in summary.types {
            lines += definition(type) + [""]
        }
        let parameters = (summary.constructor ?? []) + (summary.methods + summary.functions).flatMap(\.parameters)
        lines += optionTables([summary.optionsClass].compactMap({ $0 }) + parameters.compactMap(\.options))

        let indent = "    "
        lines += ["do"] + prose(summary.doc, indent: indent) + [indent + "---@class \(summary.name)"]
        for property in summary.properties {
            // A value that may be nil is an optional field, as a callback is.
            let mayBeNil = !property.isCallback && property.luaType.hasSuffix("?")
            let name = property.isCallback || mayBeNil ? property.name + "?" : property.name
            let luaType = mayBeNil ? String(property.luaType.dropLast()) : property.luaType
            let doc =
                property.isWritable ? property.doc : "read-only" + (property.doc.isEmpty ? "" : ": " + property.doc)
            lines += annotation("@field \(fieldName(name)) \(luaType)", doc, indent: indent)
        }
        lines.append(indent + "local \(summary.name) = {}")
        for method in summary.methods {
            lines += [""] + function(method, prefix: "\(summary.name):", indent: indent)
        }
        lines += ["end", ""]

        guard summary.hasConstructor || !summary.functions.isEmpty else { return lines }
        let library = summary.libraryName
        let libraryDoc = summary.libraryDoc.isEmpty ? "The `\(library)` library." : summary.libraryDoc
        lines += prose(libraryDoc, indent: "") + ["---@class \(library.lowercased())lib", "\(library) = {}"]
        if let constructor = summary.constructor {
            let new = DeclarationSummary.Signature(
                name: "new", doc: summary.constructorDoc, parameters: constructor, results: [summary.name])
            lines += [""] + function(new, prefix: "\(library).", indent: "")
            // The overloads go after @return, as LuaCATS reads them.
            let end = lines.removeLast()
            lines += summary.constructorOverloads.map { "---@overload \($0)" } + [end]
        }
        for function in summary.functions {
            lines += [""] + Self.function(function, prefix: "\(library).", indent: "")
        }
        lines.append("")
        return lines
    }

    /// `---` prose, its parameters and results, and `function prefix name(…) end`.
    private static func function(_ signature: DeclarationSummary.Signature, prefix: String, indent: String) -> [String]
    {
        var lines = prose(signature.doc, indent: indent)
        for parameter in signature.parameters {
            let optional = parameter.luaType.hasSuffix("?")
            let type = optional ? String(parameter.luaType.dropLast()) : parameter.luaType
            lines += annotation("@param \(parameter.name)\(optional ? "?" : "") \(type)", parameter.doc, indent: indent)
        }
        for result in signature.results {
            lines += annotation("@return \(result)", "", indent: indent)
        }
        let names = signature.parameters.map(\.name).joined(separator: ", ")
        return lines + [indent + "function \(prefix)\(signature.name)(\(names)) end"]
    }

    /// An alias or a table shape, introduced by its doc.
    private static func definition(_ type: LuaTypeDefinition) -> [String] {
        var lines = prose(type.doc, indent: "")
        switch type.shape {
        case .alias(let body):
            let parts = body.components(separatedBy: "\n")
            lines.append("---@alias \(type.name)" + (parts[0].isEmpty ? "" : " " + parts[0]))
            lines += parts.dropFirst().map { "---" + $0 }
        case .record(let fields, let parent):
            lines.append("---@class \(type.name)" + (parent.map { ": " + $0 } ?? ""))
            for field in fields {
                let optional = field.luaType.hasSuffix("?")
                let luaType = optional ? String(field.luaType.dropLast()) : field.luaType
                lines += annotation(
                    "@field \(fieldName(field.name))\(optional ? "?" : "") \(luaType)", field.doc, indent: "")
            }
        }
        return lines
    }

    /// A field named by a Lua keyword (`end`) is written in brackets, as a string; a number
    /// (a list's `[1]`) in brackets.
    private static func fieldName(_ name: String) -> String {
        let optional = name.hasSuffix("?")
        let bare = optional ? String(name.dropLast()) : name
        let suffix = optional ? "?" : ""
        if let first = bare.first, first.isNumber { return "[\(bare)]" + suffix }
        guard luaKeywords.contains(bare) else { return name }
        return "[\"\(bare)\"]" + suffix
    }

    private static let luaKeywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// `---@tag …` followed by `doc`, on one line: LuaCATS reads an annotation's description to
    /// the end of its line, so annotations are not wrapped.
    private static func annotation(_ tag: String, _ doc: String, indent: String) -> [String] {
        [indent + "---" + tag + (doc.isEmpty ? "" : " " + doc)]
    }

    /// `doc` as `---` lines wrapped to ``width``; a newline in it starts a new line.
    static func prose(_ doc: String, indent: String) -> [String] {
        guard !doc.isEmpty else { return [] }
        let prefix = indent + "---"
        return doc.components(separatedBy: "\n").flatMap { paragraph in
            wordWrapped(paragraph.components(separatedBy: " "), first: prefix, rest: prefix, width: width)
        }
    }
}

extension ScriptHost {
    /// docs/playground.d.lua's text: the libraries of a new host and every declared class, as
    /// ``LuaCATSFile`` writes them.
    public static func luaCATSAnnotations() throws(LuaError) -> String {
        try ScriptHost().luaCATSAnnotations
    }

    /// The annotations with the classes the script at `path` declares (`Control.declare`, in
    /// it or in the modules it requires) after the built-in ones: the script's main chunk is
    /// run, what it prints (`print`, `io.write`) dropped, and the clock is not started.
    public static func luaCATSAnnotations(declaredBy path: String, options: Options) throws(LuaError) -> String {
        let host = try ScriptHost(options: options)
        // What the script prints is not annotations, and it reads nothing.
        try host.runtime.run(
            """
            local sink = {}
            function sink.write(self) return self end
            function sink.flush(self) return self end
            function sink.read() return nil end
            function sink.lines() return function() return nil end end
            function sink.close() return true end
            print = function() end
            io = {write = function() return sink end, read = sink.read, lines = sink.lines, flush = function() end,
              stdout = sink, stderr = sink, stdin = sink, type = io and io.type}
            """, chunkName: "=docs")
        try host.load(scriptAtPath: path)
        return host.luaCATSAnnotations
    }

    /// The LuaCATS annotations of this host's libraries and of every class it declares: its
    /// catalog's, then its scripts' own.
    var luaCATSAnnotations: String {
        LuaCATSFile(libraries: libraries, classes: classSummaries, sharedTypes: NamedCurve.luaTypeDefinitions).text
    }
}
