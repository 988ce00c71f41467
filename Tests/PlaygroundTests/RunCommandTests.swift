import Foundation
import Testing

@Test func runsTheDemoScript() throws {
    let result = try PlaygroundProcess.run(["run", "Scripts/hello.lua"])
    #expect(result.status == 0)
    #expect(
        result.standardOutput == """
            Hello from Lua 5.4 inside playground
            squares: 1 4 9 16 25
            integer division 7 // 2 =\t3\tfloat division 7 / 2 =\t3.5

            """)
    #expect(result.standardError.isEmpty)
}

@Test func scriptErrorExitsWithOneAndPrintsMessageAndTraceback() throws {
    let path = try PlaygroundProcess.temporaryScript("print('before')\nlocal x\nx()\n")
    let result = try PlaygroundProcess.run(["run", path])
    #expect(result.status == 1)
    #expect(result.standardOutput == "before\n")
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("playground: ") == true)
    #expect(lines.first?.hasSuffix("script.lua:3: attempt to call a nil value (local 'x')") == true)
    #expect(lines.dropFirst().first == "stack traceback:")
}

@Test func syntaxErrorExitsWithOne() throws {
    let path = try PlaygroundProcess.temporaryScript("x = = 1\n")
    let result = try PlaygroundProcess.run(["run", path])
    #expect(result.status == 1)
    #expect(result.standardError.hasSuffix("script.lua:1: unexpected symbol near '='\n"))
}

@Test func missingScriptIsAClearError() throws {
    let result = try PlaygroundProcess.run(["run", "no/such/script.lua"])
    #expect(result.status == 1)
    #expect(result.standardError == "playground: cannot open no/such/script.lua\n")
}

@Test func missingArgumentIsAUsageError() throws {
    let result = try PlaygroundProcess.run(["run"])
    #expect(result.status == 64)
    #expect(
        result.standardError.contains(
            "name a script to run ('-' reads it from standard input), or give -e CHUNK, -l MODULE or -i"))
}

@Test func unknownSubcommandIsAUsageError() throws {
    let result = try PlaygroundProcess.run(["frobnicate"])
    #expect(result.status == 64)
}

@Test func versionAndHelpExitWithZero() throws {
    let version = try PlaygroundProcess.run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput.split(separator: ".").count == 3)
    let help = try PlaygroundProcess.run(["run", "--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("USAGE: playground run [<options>] [<script>]"))
}
