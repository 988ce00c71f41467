/// What the REPL's `help` shows: an overview of the session, and each declared class's
/// constructor, options, methods and properties, read from its declaration so it cannot drift
/// from what the class binds.
enum ReplHelp {
    /// The widest line the lists are wrapped to.
    static let width = 96

    /// `help` and `help()`: what the session offers and where to look next.
    static var overview: String { overview(of: ControlCatalog.summaries) }

    /// The overview of a session whose classes are `summaries`.
    static func overview(of summaries: [DeclarationSummary]) -> String {
        let classes = summaries.map(\.libraryName)
        return """
            Lua 5.4 with the playground's controls, on a virtual clock that moves only when asked.
              advance(seconds)  move time on, running what falls due    show()   draw every control now
              undo(), redo()    walk the history                        help(x)  what a class, control or library offers
            \(wrapped(classes, label: "  classes:   "))
              libraries: clock, history, scene (and Lua's string, table, math, utf8, coroutine, os, io)
              Tab completes names (Wheel.<Tab>, w:<Tab>); every function, with examples: docs/lua-api.md
            """
    }

    /// `help(Wheel)`, `help(w)` or `help("Wheel")`: the class as its declaration binds it.
    static func text(for summary: DeclarationSummary) -> String {
        let variable = summary.libraryName.prefix(1).lowercased()
        var lines = ["\(summary.libraryName): docs/lua-api.md, section \"\(summary.docsSection)\""]
        if let constructor = summary.constructor {
            lines.append("  \(summary.libraryName).new(\(parameters(constructor)))")
            if !summary.options.isEmpty {
                lines.append(wrapped(summary.options.map(\.name), label: "  options:   "))
            }
        }
        let groups: [(String, [String])] = [
            ("methods:   ", summary.methods.map { "\(variable):\($0.name)(\(parameters($0.parameters)))" }),
            (
                "functions: ",
                summary.functions.map { "\(summary.libraryName).\($0.name)(\(parameters($0.parameters)))" }
            ),
            ("read-only: ", summary.properties.filter { !$0.isWritable }.map(\.name)),
            ("writable:  ", summary.properties.filter { $0.isWritable && !$0.isCallback }.map(\.name)),
            ("callbacks: ", summary.properties.filter(\.isCallback).map(\.name)),
        ]
        for (label, names) in groups where !names.isEmpty {
            lines.append(wrapped(names, label: "  " + label))
        }
        return lines.joined(separator: "\n")
    }

    /// `a, b?` for parameters `a` and an optional `b`.
    private static func parameters(_ parameters: [LuaParameter]) -> String {
        parameters.map { $0.luaType.hasSuffix("?") ? $0.name + "?" : $0.name }.joined(separator: ", ")
    }

    /// `names` after `label`, comma-separated, wrapped to ``width`` under the first name.
    private static func wrapped(_ names: [String], label: String) -> String {
        let items = names.enumerated().map { $0.element + ($0.offset < names.count - 1 ? "," : "") }
        return wordWrapped(items, first: label, rest: String(repeating: " ", count: label.count), width: width)
            .joined(separator: "\n")
    }
}
