import Foundation
import Testing

/// `playground run` with `lua`'s own options, end to end: `-` (the script from standard input),
/// `-e CHUNK`, `-l [GLOBAL=]MODULE` in the order given, and `-i` (the REPL after the run).
@Suite struct LuaOptionsTests {
    @Test func chunksAndModulesRunInTheOrderGivenBeforeTheScript() throws {
        let fixture = try ScriptFixture(
            "print('script', x, m.value, g == m)\n",
            files: ["m.lua": "return {value = x + 1}\n"])
        defer { fixture.remove() }
        // The module reads x, so it must load after the first chunk and before the second.
        let result = try PlaygroundProcess.run(
            ["run", "-e", "x = 41", "-l", "m", "-l", "g=m", "-e", "print('chunk', m.value)", fixture.scriptName],
            currentDirectory: fixture.directory)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["chunk\t42", "script\t41\t42\ttrue"], "\(result.summary)")
    }

    @Test func chunksAloneNeedNoScript() throws {
        let result = try PlaygroundProcess.run([
            "run", "-e", "print(#arg, arg[0])", "-e", "clock.after(1, function() print(clock.now()) end)",
        ])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["0\tnil", "1.0"], "the clock runs after the chunks too: \(result.summary)")
    }

    @Test func theScriptDashIsStandardInput() throws {
        let result = try PlaygroundProcess.run(["run", "-", "a", "b"], input: "print(arg[0], ...)\nerror('late')\n")
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.standardOutput == "-\ta\tb\n", "\(result.summary)")
        #expect(
            result.standardError.hasPrefix("playground: stdin:2: late\n"),
            "named stdin, as lua names it: \(result.summary)")
    }

    @Test func aScriptLargerThanTheMemoryLimitIsRefusedUnread() throws {
        // Reading stops at the limit, so an endless input ends the run instead of the machine.
        // (head may then complain of the closed pipe; that is head's, not ours.)
        let piped = try PlaygroundProcess.run(
            ["-c", "head -c 3000000 /dev/zero 2>/dev/null | \"$0\" run --memory 1 -", PlaygroundProcess.binary.path],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(piped.status == 1, "\(piped.summary)")
        #expect(
            piped.standardError == "playground: cannot read stdin: it is larger than the memory limit\n",
            "\(piped.summary)")
        let endless = try PlaygroundProcess.run(["run", "--memory", "1", "/dev/zero"])
        #expect(endless.status == 1, "\(endless.summary)")
        #expect(
            endless.standardError == "playground: cannot read /dev/zero: it is larger than the memory limit\n",
            "\(endless.summary)")
    }

    @Test func errorsInChunksAndModulesEndTheRunAsLuaReportsThem() throws {
        let syntax = try PlaygroundProcess.run(["run", "-e", "x = ", "-e", "print('not reached')"])
        #expect(syntax.status == 1, "\(syntax.summary)")
        #expect(syntax.standardOutput.isEmpty, "\(syntax.summary)")
        #expect(
            syntax.standardError == "playground: (command line):1: unexpected symbol near <eof>\n", "\(syntax.summary)")
        let missing = try PlaygroundProcess.run(["run", "-l", "nowhere", "-e", "print('not reached')"])
        #expect(missing.status == 1, "\(missing.summary)")
        #expect(missing.standardOutput.isEmpty, "\(missing.summary)")
        #expect(
            missing.standardError.hasPrefix("playground: module 'nowhere' not found:\n"),
            "no position, as lua -l: \(missing.summary)")
    }

    @Test(arguments: [
        (["run"], "name a script to run ('-' reads it from standard input), or give -e CHUNK, -l MODULE or -i"),
        (["run", "-l", "=m"], "-l '=m' names no module; write -l MODULE or -l GLOBAL=MODULE"),
        (["run", "-l", "g="], "-l 'g=' names no module"),
        (["repl", "-l", ""], "-l '' names no module"),
    ])
    func aMissingScriptOrModuleIsAUsageError(_ arguments: [String], _ message: String) throws {
        let result = try PlaygroundProcess.run(arguments)
        #expect(result.status == 64, "\(result.summary)")
        #expect(result.standardError.contains(message), "\(result.summary)")
    }

    @Test func interactiveContinuesInTheReplWhereTheRunEnded() throws {
        let fixture = try ScriptFixture(
            "w = Wheel.new{sectors = 4}\nw:spin(3)\nclock.after(0.5, function() print('timer at', clock.now()) end)\n")
        defer { fixture.remove() }
        let result = try PlaygroundProcess.run(
            ["run", "-i", fixture.scriptName],
            input:
                "w.selected, w.moving, clock.now()\nlocal id = clock.after(1, function() print('later') end)\nadvance(2)\n",
            currentDirectory: fixture.directory)
        #expect(result.status == 0, "\(result.summary)")
        // The run's own timer fired and the wheel came to rest before the first line was read;
        // piped input gets no banner and no prompt.
        #expect(result.outputLines == ["timer at\t0.5", "3\tfalse\t1.0", "later", "3.0"], "\(result.summary)")
    }

    @Test func interactiveDoesNotStartAfterAFailingRun() throws {
        let result = try PlaygroundProcess.run(
            ["run", "-i", "-e", "error('boom', 0)"], input: "print('the repl ran')\n")
        #expect(result.status == 1, "\(result.summary)")
        #expect(!result.standardOutput.contains("the repl ran"), "\(result.summary)")
        #expect(result.standardError.hasPrefix("playground: boom\n"), "\(result.summary)")
    }

    @Test func replTakesChunksAndModulesToo() throws {
        let result = try PlaygroundProcess.run(
            ["repl", "-e", "x = 6", "-l", "s=string"], input: "x * 7, s.rep('a', 2)\n")
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput == "42\taa\n", "\(result.summary)")
    }

    @Test func theTallyExampleReadsStandardInputThenTheReplSeesItsTotal() throws {
        let script = PlaygroundProcess.repositoryRoot.appendingPathComponent("Scripts/tally.lua").path
        let plain = try PlaygroundProcess.run(["run", script], input: "120\n30\nmany\n45\n")
        #expect(plain.status == 0, "\(plain.summary)")
        #expect(
            plain.outputLines == [
                "read 3 numbers",
                "t = 0.0 s  +120    00120", "rolled to 00120",
                "t = 1.0 s  +30     00150", "rolled to 00150",
                "t = 2.0 s  +45     00195", "rolled to 00195",
            ], "\(plain.summary)")
        #expect(
            plain.standardError == "tally: skipping \"many\", which is not a whole number ≥ 0\n", "\(plain.summary)")
        // With -i the script reads all of standard input, so the REPL finds it at its end.
        let interactive = try PlaygroundProcess.run(["run", "-i", script], input: "7\n")
        #expect(interactive.status == 0, "\(interactive.summary)")
        #expect(interactive.outputLines.last == "rolled to 00007", "\(interactive.summary)")
    }
}
