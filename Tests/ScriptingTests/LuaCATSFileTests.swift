import Foundation
@testable import Scripting
import Testing

/// docs/playground.d.lua (the LuaCATS annotations editors read) against the declarations:
/// every declared class, constructor, option, method, property and library function is
/// annotated in the file's section for its class, so the file cannot fall behind the bindings.
@Suite struct LuaCATSFileTests {
    static let file: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/playground.d.lua"), encoding: .utf8)) ?? ""
    }()

    /// The lines of the section headed `-- name` (between two rule lines) up to the next one.
    static func section(_ name: String) -> [String] {
        let lines = file.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "-- \(name)") else { return [] }
        let start = heading + 2
        let end = lines[start...].indices.first { lines[$0].hasPrefix("-- ----") && lines.indices.contains($0 + 1)
            && lines[$0 + 1].hasPrefix("-- ") && !lines[$0 + 1].hasPrefix("-- ----") } ?? lines.endIndex
        return lines[start..<max(start, end)].map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Whether `lines` annotate the field `name`, optional or not (`---@field value integer`,
    /// `---@field onroll? fun(…)`).
    static func annotates(_ lines: [String], field name: String) -> Bool {
        // A keyword (`end`) is annotated in brackets: `---@field ["end"] string`.
        ["\(name)", "[\"\(name)\"]"].contains { field in
            lines.contains { $0.hasPrefix("---@field \(field) ") || $0.hasPrefix("---@field \(field)? ") }
        }
    }

    @Test func theFileIsThere() {
        #expect(Self.file.hasPrefix("---@meta"))
    }

    @Test(arguments: ControlCatalog.entries.map(\.summary.name))
    func everyDeclaredMemberIsAnnotated(name: String) throws {
        let summary = try #require(ControlCatalog.entries.map(\.summary).first { $0.name == name })
        let section = Self.section(summary.docsSection)
        #expect(!section.isEmpty, "docs/playground.d.lua has no section '-- \(summary.docsSection)'")
        #expect(section.contains { $0.hasPrefix("---@class \(name)") }, "no ---@class \(name)")
        if summary.hasConstructor {
            #expect(section.contains { $0.hasPrefix("function \(name).new(") }, "no function \(name).new")
        }
        for option in summary.options.map(\.name) {
            #expect(Self.annotates(section, field: option), "option '\(option)' of \(name) is not annotated")
        }
        for method in summary.methods.map(\.name) {
            #expect(section.contains { $0.hasPrefix("function ") && $0.contains(":\(method)(") }, "method '\(method)' of \(name) is not annotated")
        }
        for function in summary.functions.map(\.name) {
            #expect(section.contains { $0.hasPrefix("function \(summary.libraryName).\(function)(") },
                    "function '\(summary.libraryName).\(function)' is not annotated")
        }
        for property in summary.properties.map(\.name) {
            #expect(Self.annotates(section, field: property), "property '\(property)' of \(name) is not annotated")
        }
    }
}
