import Foundation
import Testing

/// The arguments after the script: in `arg` (arg[0] is the script) and in the chunk's `...`,
/// as `lua` passes them.

private let showArguments = """
    print("arg[0]", arg[0])
    print("#arg", #arg)
    for i = 1, #arg do print(("arg[%d]"):format(i), arg[i]) end
    print("...", select("#", ...), ...)

    """

@Test func scriptArgumentsAreInArgAndInTheChunksVarargs() throws {
    let result = try ScriptFixture.run(showArguments, arguments: ["one", "two words", ""])
    #expect(result.status == 0, "\(result.summary)")
    #expect(
        result.outputLines == [
            "arg[0]\tscript.lua",
            "#arg\t3",
            "arg[1]\tone",
            "arg[2]\ttwo words",
            "arg[3]\t",
            "...\t3\tone\ttwo words\t",
        ])
}

@Test func withoutArgumentsArgHoldsOnlyTheScript() throws {
    let result = try ScriptFixture.run(showArguments)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.outputLines == ["arg[0]\tscript.lua", "#arg\t0", "...\t0"])
}

@Test func everythingAfterADoubleDashBelongsToTheScript() throws {
    // `--timeout 3` after `--` is the script's, not playground's; so is an unknown option, and
    // a second `--`.
    let result = try ScriptFixture.run(
        showArguments, options: ["--seed", "1"], arguments: ["--", "--timeout", "3", "--frobnicate", "--"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(
        result.outputLines == [
            "arg[0]\tscript.lua",
            "#arg\t4",
            "arg[1]\t--timeout",
            "arg[2]\t3",
            "arg[3]\t--frobnicate",
            "arg[4]\t--",
            "...\t4\t--timeout\t3\t--frobnicate\t--",
        ])
}

@Test func argZeroIsThePathTheScriptWasGivenBy() throws {
    let fixture = try ScriptFixture("print(arg[0])\n", name: "nested/dir/script.lua")
    defer { fixture.remove() }
    let result = try fixture.run(arguments: ["x"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "nested/dir/script.lua\n")
}

@Test func argumentsReachTheDemoScripts() throws {
    // Scripts/odometer.lua takes digits, start and ticks.
    let result = try PlaygroundProcess.run(["run", "Scripts/odometer.lua", "4", "9998", "3"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.outputLines.first == "odometer with 4 digits, starting at 9998")
    #expect(result.outputLines.contains { $0.hasSuffix("rollover: 0000") })
    #expect(result.outputLines.last == "t= 3.5  rolled to 0001")
}

@Test func playgroundsOptionsAfterTheScriptArePlaygrounds() throws {
    let result = try ScriptFixture.run(showArguments, arguments: ["one", "--duration", "0", "two"])
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.outputLines == ["arg[0]\tscript.lua", "#arg\t2", "arg[1]\tone", "arg[2]\ttwo", "...\t2\tone\ttwo"])
}

@Test func anUnknownOptionAfterTheScriptIsAUsageError() throws {
    let result = try ScriptFixture.run(showArguments, arguments: ["--frobnicate"])
    #expect(result.status == 64, "\(result.summary)")
    #expect(result.standardError.contains("Unknown option '--frobnicate'"), "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
}

/// Lua strings are bytes, and so are a command line's: an argument or a script name that is not
/// UTF-8 reaches `arg` byte for byte (Swift's `CommandLine.arguments` would have replaced the
/// bytes with U+FFFD), and the file is opened by its own bytes. A shell passes the bytes, since
/// `Process` takes its arguments as text.
@Test func argumentsAndScriptNamesThatAreNotUTF8ReachTheScriptByteForByte() throws {
    let fixture = try ScriptFixture(
        """
        print(arg[0] == "s\\255.lua" and "path exact" or "path mangled", #arg[1], arg[1] == "\\255\\128" and "arg exact" or "arg mangled")

        """)
    defer { fixture.remove() }
    for options in [[], ["--seed", "1"]] {
        let command =
            #"cp script.lua "s$(printf '\377').lua" && exec "$0" run \#(options.joined(separator: " ")) "s$(printf '\377').lua" "$(printf '\377\200')""#
        let result = try PlaygroundProcess.run(
            ["-c", command, PlaygroundProcess.binary.path],
            executable: URL(fileURLWithPath: "/bin/sh"),
            currentDirectory: fixture.directory)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["path exact\t2\targ exact"], "options \(options)")
    }
}
