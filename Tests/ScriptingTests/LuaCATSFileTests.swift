import Foundation
import Testing

@testable import Scripting

/// docs/playground.d.lua (the LuaCATS annotations editors read) is written from the
/// declarations by ``LuaCATSFile``: the committed file must be what they write today, and the
/// writing must keep every declared member.
@Suite struct LuaCATSFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let committed =
        (try? String(contentsOf: root.appendingPathComponent("docs/playground.d.lua"), encoding: .utf8)) ?? ""

    static let generated = (try? ScriptHost.luaCATSAnnotations()) ?? ""

    @Test func theCommittedFileIsTheGeneratedOne() throws {
        try #require(!Self.generated.isEmpty)
        guard Self.committed != Self.generated else { return }
        let committed = Self.committed.components(separatedBy: "\n")
        let generated = Self.generated.components(separatedBy: "\n")
        let line =
            zip(committed, generated).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(committed.count, generated.count)
        Issue.record(
            """
            docs/playground.d.lua differs from the declarations at line \(line + 1); \
            run `swift run playground docs --lua-cats -o docs/playground.d.lua`:
            committed: \(committed.indices.contains(line) ? committed[line] : "(end of file)")
            generated: \(generated.indices.contains(line) ? generated[line] : "(end of file)")
            """)
    }

    @Test(arguments: ControlCatalog.summaries.map(\.name))
    func everyDeclaredMemberIsAnnotated(name: String) throws {
        let summary = try #require(ControlCatalog.summary(named: name))
        let lines = Self.generated.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("---@class \(name)"))
        if summary.hasConstructor {
            #expect(lines.contains { $0.hasPrefix("function \(summary.libraryName).new(") })
        }
        for method in summary.methods {
            #expect(lines.contains { $0.hasPrefix("function \(name):\(method.name)(") }, "method '\(method.name)'")
        }
        for function in summary.functions {
            #expect(
                lines.contains { $0.hasPrefix("function \(summary.libraryName).\(function.name)(") },
                "function '\(function.name)'")
        }
        for property in summary.properties {
            #expect(
                lines.contains {
                    $0.hasPrefix("---@field \(property.name) ") || $0.hasPrefix("---@field \(property.name)? ")
                        || $0.hasPrefix("---@field [\"\(property.name)\"]")
                }, "property '\(property.name)'")
        }
        for option in summary.options {
            #expect(
                lines.contains {
                    $0.hasPrefix("---@field \(option.name)") || $0.hasPrefix("---@field [\"\(option.name)\"]")
                },
                "option '\(option.name)'")
        }
    }

    /// Each method, library function and class says what it does: a declaration without prose
    /// would leave an editor's hover empty.
    @Test(arguments: ControlCatalog.summaries.map(\.name))
    func everyDeclaredFunctionHasProse(name: String) throws {
        let summary = try #require(ControlCatalog.summary(named: name))
        #expect(!summary.doc.isEmpty, "class \(name)")
        for signature in summary.methods + summary.functions {
            #expect(!signature.doc.isEmpty, "\(name).\(signature.name) has no doc")
        }
        if summary.hasConstructor {
            #expect(!summary.constructorDoc.isEmpty, "\(name).new has no doc")
        }
    }

    @Test func everyLibraryFunctionIsDeclaredWithProse() throws {
        let host = try ScriptHost()
        for library in host.libraries {
            #expect(!library.doc.isEmpty, "\(library.name)")
            for function in library.functions {
                let signature = try #require(function.signature, "\(library.name).\(function.name) has no declaration")
                #expect(!signature.doc.isEmpty, "\(library.name).\(function.name) has no doc")
                #expect(Self.generated.contains("function \(library.name).\(function.name)("))
            }
        }
    }

    /// The host's libraries are in the API reference too, each function under a heading of its
    /// own or with its siblings (`### history.canundo(), history.canredo()`), or as a row of
    /// its library's table (`scene`).
    @Test func everyLibraryFunctionIsInTheAPIReference() throws {
        let reference = try String(contentsOf: Self.root.appendingPathComponent("docs/lua-api.md"), encoding: .utf8)
        let headings = reference.components(separatedBy: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("| `") }
        let host = try ScriptHost()
        for library in host.libraries {
            for function in library.functions {
                #expect(
                    headings.contains { $0.contains("\(library.name).\(function.name)(") },
                    "docs/lua-api.md has no heading for \(library.name).\(function.name)")
            }
        }
    }

    @Test func optionsTablesAreClassesOfTheirOwn() {
        #expect(Self.generated.contains("---@class WheelSpinOptions\n---@field turns? integer"))
        #expect(Self.generated.contains("---@param options? WheelSpinOptions\n"))
        // A required field has no `?`; a keyword is written in brackets.
        #expect(Self.generated.contains("---@field digits integer the number of wheels"))
        #expect(Self.generated.contains("---@field [\"end\"]? ISO8601Date"))
    }

    @Test func proseIsWrappedAndAnnotationsAreNot() {
        let prose = LuaCATSFile.prose(
            String(repeating: "word ", count: 40).trimmingCharacters(in: .whitespaces), indent: "    ")
        #expect(prose.count > 1)
        #expect(prose.allSatisfy { $0.count <= LuaCATSFile.width && $0.hasPrefix("    ---") })
        #expect(
            prose.joined(separator: " ").replacingOccurrences(of: "    ---", with: "").split(separator: " ").count == 40
        )
    }
}
