import Foundation
import Testing

/// What a sandboxed script cannot reach, and what `--allow-io` gives back.

private let removedByTheSandbox = [
    "io.open", "io.popen", "io.tmpfile", "io.input", "io.output", "io.close",
    "os.execute", "os.exit", "os.getenv", "os.remove", "package.loadlib",
    "package.searchpath", "debug.getinfo", "dofile", "loadfile",
    // The same libraries through package.loaded.
    "package.loaded.io.open", "package.loaded.os.execute", "package.loaded.debug.getinfo",
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
    #expect(
        result.outputLines == [
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
    #expect(
        result.outputLines == [
            "written by io.write",
            "from the environment\tfunction\tfunction\tfunction",
        ])
    #expect(result.standardError.isEmpty)
}

@Test func withoutAllowIOTheSameScriptFailsOnFiles() throws {
    let result = try ScriptFixture.run("io.write('x')\nio.open('script.lua')\n")
    #expect(result.status == 1)
    #expect(result.errorMessage == "playground: script.lua:2: attempt to call a nil value (field 'open')")
    #expect(result.standardOutput == "x", "the standard streams stay")
}

@Test func allowIOKeepsOSTimeOnTheVirtualClock() throws {
    let result = try ScriptFixture.run(
        "print(os.time(), os.date('!%Y-%m-%d %H:%M:%S'))\n",
        options: ["--allow-io", "--now", "2026-12-24T18:00:00Z"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "1798135200\t2026-12-24 18:00:00\n")
}

/// The sandbox's `io` is the standard streams: lines in, text out, nothing that names a file.
@Test func sandboxReadsAndWritesTheStandardStreams() throws {
    let source = """
        local names = {}
        for name in pairs(io) do names[#names + 1] = name end
        table.sort(names)
        print(table.concat(names, " "))
        print(require("io") == io, io.type(io.stdout))
        local first = io.read("l")
        io.write("first: ", first, "\\n")
        for line in io.lines() do io.stdout:write("then: ", line, "\\n") end
        print(io.read("l"), io.read("a"))
        io.stderr:write("to standard error\\n")
        print(pcall(io.lines, "script.lua"))
        print(io.stdout:close())

        """
    let fixture = try ScriptFixture(source)
    defer { fixture.remove() }
    let result = try PlaygroundProcess.run(
        ["run", fixture.scriptName], input: "one\ntwo\nthree\n", currentDirectory: fixture.directory)
    #expect(result.status == 0, "\(result.summary)")
    #expect(
        result.outputLines == [
            "flush lines read stderr stdin stdout type write",
            "true\tfile",
            "first: one",
            "then: two",
            "then: three",
            "nil\t",
            "false\tbad argument #1 to 'io.lines' (the sandbox opens no files: io.lines() reads standard input, --allow-io gives files)",
            "nil\tcannot close standard file",
        ], "\(result.summary)")
    #expect(result.standardError == "to standard error\n", "\(result.summary)")
}

/// A script that waits on standard input still ends at --timeout (the last resort ends a
/// read no stop reaches).
@Test func aScriptWaitingOnStandardInputEndsAtItsTimeout() throws {
    let fixture = try ScriptFixture("print(io.read('l'))\n")
    defer { fixture.remove() }
    let process = Process()
    process.executableURL = PlaygroundProcess.binary
    process.arguments = ["run", "--timeout", "0.2", fixture.scriptName]
    process.currentDirectoryURL = fixture.directory
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
    #expect(process.terminationStatus == 3)
}
