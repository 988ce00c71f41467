import Foundation
import Testing

/// `require` finds Lua modules beside the script, and nowhere else.

private let greetModule = """
    local M = {}
    function M.hello(name) return "hello " .. name end
    return M

    """

@Test func requireLoadsAModuleBesideTheScript() throws {
    let source = """
        local greet = require "greet"
        print(greet.hello("lua"), require "greet" == greet)

        """
    let result = try ScriptFixture.run(source, files: ["greet.lua": greetModule])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "hello lua\ttrue\n")
}

@Test func requireLoadsModulesInSubfoldersByDottedName() throws {
    let source = """
        print((require "sub.mod"))
        print((require "pkg"))

        """
    let result = try ScriptFixture.run(
        source,
        files: [
            "sub/mod.lua": "return 'sub.mod loaded as ' .. select(1, ...)\n",
            "pkg/init.lua": "return 'pkg/init.lua loaded'\n",
        ])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.outputLines == ["sub.mod loaded as sub.mod", "pkg/init.lua loaded"])
}

@Test func requireSearchesTheScriptsFolderNotTheWorkingDirectory() throws {
    let fixture = try ScriptFixture(
        "print(require('greet').hello('from elsewhere'))\n", files: ["greet.lua": greetModule])
    defer { fixture.remove() }
    let elsewhere = FileManager.default.temporaryDirectory
    let script = fixture.directory.appendingPathComponent(fixture.scriptName).path
    let result = try PlaygroundProcess.run(["run", script], currentDirectory: elsewhere)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "hello from elsewhere\n")
}

@Test(arguments: ["../x", "/etc/passwd", "./greet"])
func requireRefusesNamesThatLeaveTheScriptsFolder(_ name: String) throws {
    // The script sits in inner/; ../x.lua exists, so only the refusal keeps it out.
    let fixture = try ScriptFixture(
        "require \"\(name)\"\n", name: "inner/script.lua",
        files: ["x.lua": "print('escaped the folder')\n", "inner/greet.lua": greetModule])
    defer { fixture.remove() }
    let result = try fixture.run()
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.standardOutput.isEmpty, "\(result.summary)")
    #expect(result.errorMessage == "playground: inner/script.lua:1: module '\(name)' not found:")
    #expect(
        result.standardError.contains(
            "module name '\(name)' is not allowed here (modules are found by name in the script's folder, then the PLAYGROUND_PATH folders; use dots for subfolders, as in 'lib.util')"
        ))
}

@Test func requireOfAMissingModuleListsWhereItLooked() throws {
    let fixture = try ScriptFixture("require 'nosuch'\n")
    defer { fixture.remove() }
    let result = try fixture.run()
    #expect(result.status == 1)
    #expect(result.errorMessage == "playground: script.lua:1: module 'nosuch' not found:")
    #expect(result.standardError.contains("/nosuch.lua'"))
    #expect(result.standardError.contains("/nosuch/init.lua'"))
}

@Test func requiredModulesAreSandboxedToo() throws {
    let result = try ScriptFixture.run(
        "print((require 'peek'))\n", files: ["peek.lua": "return type(io.open) .. ' ' .. type(os.execute)\n"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "nil nil\n")
}

@Test func requireRefusesBinaryModules() throws {
    // A file that starts with ESC "Lua" is a binary chunk to Lua, refused before it is parsed.
    let result = try ScriptFixture.run(
        "print(require 'compiled')\n", files: ["compiled.lua": "\u{1B}LuaT\u{00}not really bytecode"])
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorMessage.hasPrefix("playground: error loading module 'compiled' from file '"))
    #expect(result.standardError.contains("attempt to load a binary chunk (mode is 't')"))
}

/// PLAYGROUND_PATH names folders searched after the script's own, under the same rules: a
/// shared control module is found there, the script's own copy first, and a name that would
/// leave the folder is still refused.
@Test func requireSearchesThePlaygroundPathAfterTheScriptsFolder() throws {
    let shared = FileManager.default.temporaryDirectory.appendingPathComponent("playground-path-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
        at: shared.appendingPathComponent("controls"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: shared) }
    try "return 'shared knob'\n".write(
        to: shared.appendingPathComponent("controls/knob.lua"), atomically: true, encoding: .utf8)
    try "return 'shared dial'\n".write(
        to: shared.appendingPathComponent("controls/dial.lua"), atomically: true, encoding: .utf8)
    let source = """
        print((require "controls.knob"), (require "controls.dial"))
        print(pcall(require, "controls.missing"))

        """
    let result = try ScriptFixture.run(
        source, files: ["controls/dial.lua": "return 'own dial'\n"],
        environment: ["PLAYGROUND_PATH": "/nonexistent-folder:" + shared.path])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.outputLines.first == "shared knob\town dial")
    #expect(result.standardOutput.contains("no file '\(shared.path)/controls/missing.lua'"))
    let without = try ScriptFixture.run(source, files: ["controls/dial.lua": "return 'own dial'\n"])
    #expect(without.status == 1)
}

/// A name that would leave a folder is refused once, however many folders PLAYGROUND_PATH
/// names; a folder whose name a search template cannot hold is refused before anything runs.
@Test func aPlaygroundPathRefusesOnceAndNamesFoldersItCannotSearch() throws {
    let refused = try ScriptFixture.run(
        "require '../x'\n", environment: ["PLAYGROUND_PATH": "/nonexistent-a:/nonexistent-b"])
    #expect(refused.status == 1)
    #expect(refused.standardError.components(separatedBy: "is not allowed here").count == 2, "\(refused.summary)")
    let odd = try ScriptFixture.run("print 'ran'\n", environment: ["PLAYGROUND_PATH": "/tmp/a;b"])
    #expect(odd.status == 64)
    #expect(odd.standardOutput.isEmpty)
    #expect(
        odd.standardError.contains(
            "PLAYGROUND_PATH names the folder '/tmp/a;b', whose name holds ';' or '?', which a module search cannot hold"
        ),
        "\(odd.summary)")
}
