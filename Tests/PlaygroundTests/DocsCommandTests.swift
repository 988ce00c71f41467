import Foundation
import Testing

/// `playground docs --lua-cats`, end to end: the binary prints the committed annotations and
/// writes them to a file with -o; without a format it is a usage error.
@Suite struct DocsCommandTests {
    static let committed =
        (try? String(
            contentsOf: PlaygroundProcess.repositoryRoot.appendingPathComponent("docs/playground.d.lua"),
            encoding: .utf8)) ?? ""

    @Test func printsTheCommittedAnnotations() throws {
        let result = try PlaygroundProcess.run(["docs", "--lua-cats"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(!Self.committed.isEmpty && result.standardOutput == Self.committed)
    }

    @Test func writesThemToAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "playground-\(UUID().uuidString).d.lua")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try PlaygroundProcess.run(["docs", "--lua-cats", "-o", file.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.committed)
    }

    /// Given a script, the classes it declares follow the built-in ones; its prints are dropped.
    @Test func aScriptsOwnControlsAreAnnotatedToo() throws {
        let result = try PlaygroundProcess.run(["docs", "--lua-cats", "Scripts/controls.lua"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput.hasPrefix(Self.committed.prefix(200)))
        for line in [
            "---@class Switch", "function Switch:toggle(...) end", "---@class RotaryWheel", "---@class Rating",
        ] {
            #expect(result.standardOutput.contains(line), "\(line)")
        }
        #expect(!result.standardOutput.contains("switch on"))
        // Nothing the script writes, in any way, reaches the annotations; it reads nothing.
        let writer = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString).lua")
        defer { try? FileManager.default.removeItem(at: writer) }
        try "io.stdout:write('junk'); io.write('junk'):write('junk'); print('junk'); io.read()\n".write(
            to: writer, atomically: true, encoding: .utf8)
        let quiet = try PlaygroundProcess.run(["docs", "--lua-cats", writer.path])
        #expect(quiet.status == 0, "\(quiet.summary)")
        #expect(quiet.standardOutput == Self.committed)
        let failing = try PlaygroundProcess.run(["docs", "--lua-cats", "-e"])
        #expect(failing.status == 64)
        let missing = try PlaygroundProcess.run(["docs", "--lua-cats", "no-such-script.lua"])
        #expect(missing.status == 1)
        #expect(missing.standardError.hasPrefix("playground docs: "), "\(missing.summary)")
    }

    @Test func aFileThatCannotBeWrittenFailsWithStatusOne() throws {
        let result = try PlaygroundProcess.run(["docs", "--lua-cats", "-o", "/nonexistent-folder/x.d.lua"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "playground docs: cannot write the LuaCATS annotations '/nonexistent-folder/x.d.lua': the folder '/nonexistent-folder' does not exist\n"
        )
    }

    @Test func withoutAFormatItIsAUsageError() throws {
        let result = try PlaygroundProcess.run(["docs"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("say which documentation to write: --lua-cats"))
    }
}
