import Foundation
import Testing

/// What a sandboxed script cannot reach, and what `--allow-io` gives back.

private let removedByTheSandbox = [
    "io", "os.execute", "os.exit", "os.getenv", "os.remove", "package.loadlib",
    "package.searchpath", "debug.getinfo", "dofile", "loadfile",
    // The same libraries through package.loaded.
    "package.loaded.io", "package.loaded.os.execute", "package.loaded.debug.getinfo",
]

@Test(arguments: removedByTheSandbox)
func sandboxRemoves(_ name: String) throws {
    let result = try ScriptFixture.run("print(type(\(name)))\n")
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "nil\n", "\(name) is reachable: \(result.summary)")
}

@Test func sandboxKeepsTheSafeLibraries() throws {
    let source = """
        local names = {}
        for _, name in ipairs{"string", "table", "math", "utf8", "coroutine", "os", "debug", "package"} do
          names[#names + 1] = name .. "=" .. type(_G[name])
        end
        print(table.concat(names, " "))
        local os_names = {}
        for name in pairs(os) do os_names[#os_names + 1] = name end
        table.sort(os_names)
        print(table.concat(os_names, " "))
        print(type(debug.traceback), type(require), type(load), type(pcall))

        """
    let result = try ScriptFixture.run(source)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.outputLines == [
        "string=table table=table math=table utf8=table coroutine=table os=table debug=table package=table",
        "clock date difftime time",
        "function\tfunction\tfunction\tfunction",
    ])
}

@Test func loadRefusesBinaryChunks() throws {
    let source = """
        local dumped = string.dump(function() return 1 end)
        print(load(dumped))
        print(load(dumped, "=dumped", "b"))
        print(load(dumped, "=dumped", "bt"))
        print(load("return 1 + 1")())

        """
    let result = try ScriptFixture.run(source)
    #expect(result.status == 0, "\(result.summary)")
    let refusal = "nil\tattempt to load a binary chunk (mode is 't')"
    #expect(result.outputLines == [refusal, refusal, refusal, "2"])
}

@Test func loadingABinaryChunkUncaughtIsAScriptError() throws {
    let result = try ScriptFixture.run(
        "local dumped = string.dump(function() end)\nassert(load(dumped))\nprint('after')\n")
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.errorMessage == "playground: script.lua:2: attempt to load a binary chunk (mode is 't')")
    #expect(result.standardOutput.isEmpty)
}

@Test func allowIOGivesIOAndAllOfOS() throws {
    let source = """
        io.write("written by io.write", "\\n")
        print(os.getenv("PLAYGROUND_E2E_VALUE"), type(os.execute), type(dofile), type(loadfile))

        """
    var environment = ProcessInfo.processInfo.environment
    environment["PLAYGROUND_E2E_VALUE"] = "from the environment"
    let result = try ScriptFixture.run(source, options: ["--allow-io"], environment: environment)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.outputLines == [
        "written by io.write",
        "from the environment\tfunction\tfunction\tfunction",
    ])
    #expect(result.standardError.isEmpty)
}

@Test func withoutAllowIOTheSameScriptFailsOnIO() throws {
    let result = try ScriptFixture.run("io.write('x')\n")
    #expect(result.status == 1)
    #expect(result.errorMessage == "playground: script.lua:1: attempt to index a nil value (global 'io')")
    #expect(result.standardOutput.isEmpty)
}

@Test func allowIOKeepsOSTimeOnTheVirtualClock() throws {
    let result = try ScriptFixture.run(
        "print(os.time(), os.date('!%Y-%m-%d %H:%M:%S'))\n",
        options: ["--allow-io", "--now", "2026-12-24T18:00:00Z"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "1798135200\t2026-12-24 18:00:00\n")
}
