import Foundation
import Testing

@testable import Scripting

/// docs/lua-api.md against the declarations: every declared option, method and property of a
/// catalogued control is documented in its class's section, with the access it has.
@Suite struct ControlCatalogTests {
    static let luaAPI: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/lua-api.md"), encoding: .utf8)) ?? ""
    }()

    /// The text of `## name` up to the next second-level heading.
    static func section(_ name: String) -> String {
        let lines = luaAPI.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## \(name)") else { return "" }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    @Test func theDocsAreThere() {
        #expect(!Self.luaAPI.isEmpty)
    }

    @Test(arguments: ControlCatalog.summaries.map(\.name))
    func everyDeclaredMemberIsDocumented(name: String) throws {
        let summary = try #require(ControlCatalog.summaries.first { $0.name == name })
        let section = Self.section(summary.docsSection)
        #expect(!section.isEmpty, "docs/lua-api.md has no section '## \(summary.docsSection)'")
        for option in summary.options.map(\.name) {
            #expect(section.contains("| `\(option)` |"), "option '\(option)' of \(name) is not in its table")
        }
        let headings = section.components(separatedBy: "\n").filter { $0.hasPrefix("### ") || $0.hasPrefix("#### ") }
        for method in summary.methods.map(\.name) {
            let heading = headings.contains { $0.contains(":\(method)(") || $0.contains(".\(method)(") }
            #expect(heading, "method '\(method)' of \(name) has no heading")
        }
        for function in summary.functions.map(\.name) {
            let heading = headings.contains { $0.contains("\(summary.libraryName).\(function)") }
            #expect(heading, "function '\(summary.libraryName).\(function)' has no heading")
        }
        for property in summary.properties {
            let access = property.isWritable ? "read, write" : "read"
            let row = section.components(separatedBy: "\n").first {
                $0.hasPrefix("| `\(property.name)` |") && $0.contains("| \(access) |")
            }
            #expect(row != nil, "property '\(property.name)' of \(name) is not in its table as '\(access)'")
        }
    }

    /// The live page's buttons, gestures and keys come from the declarations: each names a
    /// method of its class, and the controls the page can reach are those that declare it.
    @Test func pageInputNamesDeclaredMethods() {
        for summary in ControlCatalog.summaries {
            let methods = Set(summary.methods.map(\.name))
            for method in summary.page.methods {
                #expect(methods.contains(method), "\(summary.name)'s page calls \(method), not one of its methods")
            }
        }
        let classes = ScriptHost.declaredClasses
        #expect(
            classes.filter { !$0.page.buttons.isEmpty }.map(\.name).sorted() == [
                "DateRange", "Frames", "Memory", "Puzzle", "Stepper", "Timer",
            ])
        #expect(classes.filter { $0.page.tracking != nil }.map(\.name) == ["Wheel"])
        #expect(classes.filter { $0.page.pressItem != nil }.map(\.name).sorted() == ["Memory", "Puzzle", "Stepper"])
        #expect(classes.filter { $0.page.arrowKeys != nil }.map(\.name) == ["Puzzle"])
        #expect(classes.filter { $0.page.dates != nil }.map(\.name) == ["DateRange"])
    }

    /// Every argument is listed in the place its body reads it from, in the controls and in
    /// the host's libraries: the docs and the LuaCATS file show the parameters a script must
    /// pass, in order.
    @Test func everyArgumentIsListedWhereItIsRead() {
        for summary in ControlCatalog.summaries {
            #expect(summary.misplacedArguments.isEmpty, "\(summary.name): \(summary.misplacedArguments)")
        }
        let libraries = [
            ClockLibrary.declaration.misplacedArguments, HistoryLibrary.declaration.misplacedArguments,
            SceneLibrary.declaration.misplacedArguments,
        ]
        #expect(libraries.allSatisfy { $0.isEmpty }, "\(libraries)")
    }

    /// An option's default is said once, by the field that holds it: a field with a default a
    /// script could write shows it from the value ("(default 8)"), and no doc says a second one.
    @Test func eachDefaultIsSaidOnceFromItsValue() {
        for summary in ControlCatalog.summaries {
            let tables =
                [summary.optionsClass].compactMap { $0 }
                + (summary.methods + summary.functions).flatMap { $0.parameters.compactMap(\.options) }
            for field in tables.flatMap(\.fields) {
                let said = field.doc.components(separatedBy: "(default").count - 1
                #expect(said <= 1, "\(summary.name).\(field.name): \(field.doc)")
            }
        }
        let pairs = OptionsField<Int64>("pairs", doc: "1 to 32", default: 8)
        #expect(pairs.doc == "1 to 32 (default 8)")
        let seed = OptionsField<Int64?>(
            "seed", doc: "the deal's seed (default: drawn from --seed)", default: .some(nil))
        #expect(seed.doc == "the deal's seed (default: drawn from --seed)")
        #expect(OptionsField<Double>("duration", doc: "seconds", default: 1).doc == "seconds (default 1)")
        #expect(
            OptionsField<NamedCurve>("curve", doc: "", default: NamedCurve(name: "linear", curve: .linear)).doc
                == #"(default "linear")"#)
    }

    /// A declaration that lists an argument out of its place says so.
    @Test func anArgumentListedOutOfPlaceIsNoted() {
        let (first, second) = (DeclaredArgument<Double>(1, "first"), DeclaredArgument<Double>(2, "second"))
        var declaration = ClassDeclaration<AnyObject, ControlContext>("Swapped")
        declaration.method("swap", doc: "Lists its arguments the wrong way round.", second, first) {
            _, _ throws(LuaCallError) in
        }
        #expect(
            declaration.misplacedArguments == [
                "swap: second is listed as argument #1 but read as #2",
                "swap: first is listed as argument #2 but read as #1",
            ])
    }

    @Test func theHostRegistersEveryCatalogedControl() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        for summary in ControlCatalog.summaries {
            let library = summary.libraryName
            if summary.hasConstructor {
                let constructor = try host.runtime.execute(
                    "return type(\(summary.name)), type(\(summary.name).new)", chunkName: "t")
                #expect(constructor == [.string("table"), .string("function")], "\(summary.name).new")
            }
            for function in summary.functions.map(\.name) {
                let type = try host.runtime.execute("return type(\(library).\(function))", chunkName: "t")
                #expect(type == [.string("function")], "\(library).\(function)")
            }
        }
    }
}
