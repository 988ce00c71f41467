import Foundation
import Testing

@testable import Scripting

/// The REPL's `help`: the overview and each class's text come from the declarations, so every
/// name a class binds is there, and the lines fit the width.
@Suite struct ReplHelpTests {
    @Test(arguments: ControlCatalog.summaries.map(\.name))
    func aClassTextNamesEverythingItsDeclarationBinds(_ name: String) throws {
        let summary = try #require(ControlCatalog.summary(named: name))
        let text = ReplHelp.text(for: summary)
        #expect(text.hasPrefix("\(summary.libraryName): docs/lua-api.md, section \"\(summary.docsSection)\""))
        let names =
            summary.options.map(\.name) + summary.methods.map { ":\($0.name)(" }
            + summary.functions.map { ".\($0.name)(" } + summary.properties.map(\.name)
        for name in names {
            #expect(text.contains(name), "help(\(summary.libraryName)) leaves out \(name):\n\(text)")
        }
        #expect(summary.hasConstructor == text.contains("\(summary.libraryName).new("))
        for line in text.split(separator: "\n") {
            #expect(line.count <= ReplHelp.width, "too wide: \(line)")
        }
    }

    @Test func theOverviewNamesEveryClassAndTheShorthands() {
        let overview = ReplHelp.overview
        for summary in ControlCatalog.summaries {
            #expect(overview.contains(summary.libraryName), "\(summary.libraryName) is missing")
        }
        for shorthand in ["advance(seconds)", "undo(), redo()", "show()", "help(x)", "docs/lua-api.md"] {
            #expect(overview.contains(shorthand))
        }
        for line in overview.split(separator: "\n") {
            #expect(line.count <= 120, "too wide: \(line)")
        }
    }

    @Test func helpIsTheOverviewAsAValueAndAScriptsOwnHelpStays() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.installReplGlobals()
        #expect(
            host.evaluate(replInput: "type(help), type(getmetatable(help).__call)") == .ran(output: "table\tfunction"))
        #expect(host.evaluate(replInput: "help(1)") == .ran(output: nil), "help prints and answers nothing")
        let other = try ScriptHost(options: .init(origin: 0, seed: 1))
        try other.runtime.execute("help = 'mine'", chunkName: "script")
        try other.installReplGlobals()
        #expect(other.evaluate(replInput: "help") == .ran(output: "mine"))
    }

    @Test func theOverviewIsWhatHelpShows() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.installReplGlobals()
        #expect(host.evaluate(replInput: "help") == .ran(output: ReplHelp.overview))
    }
}
