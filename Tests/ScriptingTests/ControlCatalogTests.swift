import Foundation
@testable import Scripting
import Testing

/// docs/lua-api.md against the declarations: every declared option, method and property of a
/// catalogued control is documented in its class's section, with the access it has.
@Suite struct ControlCatalogTests {
    static let luaAPI: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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

    @Test(arguments: ControlCatalog.entries.map(\.summary.name))
    func everyDeclaredMemberIsDocumented(name: String) throws {
        let summary = try #require(ControlCatalog.entries.map(\.summary).first { $0.name == name })
        let section = Self.section(name)
        #expect(!section.isEmpty, "docs/lua-api.md has no section '## \(name)'")
        for option in summary.options {
            #expect(section.contains("| `\(option)` |"), "option '\(option)' of \(name) is not in its table")
        }
        for method in summary.methods {
            let heading = section.components(separatedBy: "\n").contains {
                $0.hasPrefix("#### ") && ($0.contains(":\(method)(") || $0.contains(".\(method)("))
            }
            #expect(heading, "method '\(method)' of \(name) has no heading")
        }
        for property in summary.properties {
            let access = property.isWritable ? "read, write" : "read"
            let row = section.components(separatedBy: "\n").first { $0.hasPrefix("| `\(property.name)` |") && $0.contains("| \(access) |") }
            #expect(row != nil, "property '\(property.name)' of \(name) is not in its table as '\(access)'")
        }
    }

    @Test func theHostRegistersEveryCatalogedControl() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        for entry in ControlCatalog.entries {
            let values = try host.runtime.execute("return type(\(entry.summary.name)), type(\(entry.summary.name).new)", chunkName: "t")
            #expect(values == [.string("table"), .string("function")])
        }
    }
}
