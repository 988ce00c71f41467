import Foundation
import Scripting
import Testing

@Test func executeReturnsTheChunksValuesWithIntegersAndFloatsApart() throws {
    let runtime = try LuaRuntime()
    let values = try runtime.execute("return nil, true, 3, 3.0, 'a\\0b', 7 // 2, 7 / 2", chunkName: "t")
    #expect(
        values == [
            .nil, .boolean(true), .integer(3), .number(3.0),
            .string(LuaString(bytes: [0x61, 0x00, 0x62])), .integer(3), .number(3.5),
        ])
}

@Test func threadsComeBackAsReferences() throws {
    let runtime = try LuaRuntime()
    let values = try runtime.execute("return coroutine.create(print)", chunkName: "t")
    guard case .reference(let typeName, let description) = values.first else {
        Issue.record("expected a reference, got \(values)")
        return
    }
    #expect(typeName == "thread")
    #expect(description.hasPrefix("thread: "))
}

@Test func stateCarriesOverBetweenChunks() throws {
    let runtime = try LuaRuntime()
    try runtime.execute("counter = 41", chunkName: "first")
    #expect(try runtime.execute("counter = counter + 1; return counter", chunkName: "second") == [.integer(42)])
}

@Test func runtimeErrorsCarryChunkNameLineAndTraceback() throws {
    let runtime = try LuaRuntime()
    let source = "local t = {}\nlocal function f() return t.x.y end\nf()"
    let error = try #require(throws: LuaError.self) {
        try runtime.execute(source, chunkName: "odometer.lua")
    }
    #expect(error.kind == .runtime)
    #expect(error.message == "odometer.lua:2: attempt to index a nil value (field 'x')")
    #expect(error.traceback.hasPrefix("stack traceback:\n"))
    #expect(error.traceback.contains("odometer.lua:3: in main chunk"))
    #expect(error.description == error.message + "\n" + error.traceback)
}

@Test func syntaxErrorsAreReportedWithoutTraceback() throws {
    let runtime = try LuaRuntime()
    let error = try #require(throws: LuaError.self) {
        try runtime.execute("for", chunkName: "bad.lua")
    }
    #expect(error.kind == .syntax)
    #expect(error.message == "bad.lua:1: <name> expected near <eof>")
    #expect(error.traceback.isEmpty)
}

@Test func runtimeStaysUsableAfterAnError() throws {
    let runtime = try LuaRuntime()
    _ = try? runtime.execute("error('first')", chunkName: "t")
    #expect(try runtime.execute("return 1 + 1", chunkName: "t") == [.integer(2)])
}

@Test func errorObjectsThatAreNotStringsAreDescribed() throws {
    let runtime = try LuaRuntime()
    let error = try #require(throws: LuaError.self) {
        try runtime.execute("error({code = 1})", chunkName: "t")
    }
    #expect(error.message == "(error object is a table value)")
}

@Test func filesAreNamedByTheirPathAndMayStartWithAShebang() throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("playground-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("script.lua").path
    try "#!/usr/bin/env playground\nlocal x = 1\nerror('line three')\n".write(
        toFile: path, atomically: true, encoding: .utf8)
    let runtime = try LuaRuntime()
    let error = try #require(throws: LuaError.self) { try runtime.executeFile(atPath: path) }
    // Lua shortens long chunk names from the left (LUA_IDSIZE), as `lua` does.
    #expect(error.message.hasSuffix("/script.lua:3: line three"))
}

@Test func missingFilesAreAClearError() throws {
    let runtime = try LuaRuntime()
    let error = try #require(throws: LuaError.self) {
        try runtime.executeFile(atPath: "/nonexistent/script.lua")
    }
    #expect(error.kind == .file)
    #expect(error.message == "cannot open /nonexistent/script.lua")
}

@Test func sandboxHasNoFilesAndOnlyTheHarmlessPartsOfOsAndDebug() throws {
    let runtime = try LuaRuntime()
    let values = try runtime.execute(
        "return io.open, os.execute, os.exit, os.getenv, debug.getinfo, dofile, loadfile, type(os.time), type(debug.traceback)",
        chunkName: "t")
    #expect(values == [.nil, .nil, .nil, .nil, .nil, .nil, .nil, .string("function"), .string("function")])
}

@Test func allowingIOOpensIoAndAllOfOs() throws {
    let runtime = try LuaRuntime(configuration: .init(allowsIO: true))
    let values = try runtime.execute("return type(io.open), type(os.getenv), type(dofile)", chunkName: "t")
    #expect(values == [.string("function"), .string("function"), .string("function")])
}
