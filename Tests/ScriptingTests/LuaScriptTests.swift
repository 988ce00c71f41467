import Foundation
import Scripting
import Testing

/// The hostile Lua-level checks: every `hostile_*_test.lua` beside this file runs as a plain
/// script in a fresh host, on a clock fixed at 2026-12-24T18:00:00Z, and must finish without an
/// error (within 10,000 virtual seconds, so that what misbehaves later on the clock runs too).
/// They stay scripts, not specs: the fuzzers' sweeps run them so, and one checks that a run's
/// `debug` has none of what a spec run's gives luassert. The other `*_test.lua` files are specs,
/// run by `playground test` (`TestCommandTests.theProjectsOwnLuaTestsPass`).
struct LuaScriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Lua")

    static let scripts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("hostile_") && $0.hasSuffix("_test.lua") }.sorted()
    }()

    @Test func thereAreLuaTests() {
        #expect(LuaScriptTests.scripts.count >= 4)
    }

    @Test(arguments: LuaScriptTests.scripts)
    func luaTestPasses(script: String) throws {
        let options = ScriptHost.Options(
            runtime: .init(moduleDirectory: LuaScriptTests.folder.path),
            duration: 10_000, origin: 1_798_135_200, seed: 1)
        let host = try ScriptHost(options: options)
        do {
            try host.run(scriptAtPath: LuaScriptTests.folder.appendingPathComponent(script).path)
        } catch {
            Issue.record("\(script) failed:\n\(error)")
        }
    }
}
