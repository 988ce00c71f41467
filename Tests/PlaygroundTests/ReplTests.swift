import Foundation
import Testing

/// `playground repl` end to end, with piped standard input: no prompts, the values of
/// expressions, errors on standard error while the session goes on, time moving only when asked.
@Suite struct ReplTests {
    private func repl(_ input: String, _ arguments: [String] = [], in directory: URL? = nil) throws
        -> PlaygroundProcess.Result
    {
        let result = try PlaygroundProcess.run(
            ["repl", "--now", "2026-01-01T00:00:00Z", "--seed", "1"] + arguments,
            input: input, currentDirectory: directory, killAfter: 20)
        #expect(!result.wasKilled, "the session hung\n\(result.summary)")
        return result
    }

    /// A line longer than a quarter of --memory is dropped as it is read, not held (a 1.2 GB
    /// line aborted the process); the session goes on, and a carriage return ends a line.
    /// A pattern that backtracks for ever holds Lua inside `string.find`, where no stop reaches:
    /// after Ctrl-C the REPL says why the line goes on and what ends it, and the second Ctrl-C
    /// ends the session with 130, saying so.
    @Test func ctrlCDuringAPatternThatBacktracksSaysWhatHappens() throws {
        let result = try PlaygroundProcess.run(
            ["repl"], input: "print(('a'):rep(3000):find(('a-'):rep(12) .. 'b'))\n",
            interruptAfter: 0.5, interruptAgainAfter: 4, killAfter: 20)
        #expect(result.status == 130, "\(result.summary)")
        #expect(!result.wasKilled)
        #expect(
            result.standardError.contains(
                "playground: the line is still running, inside C code that a stop does not reach (a string pattern that backtracks, say); press Ctrl-C again to end the session\n"
            ))
        #expect(result.standardError.hasSuffix("playground: interrupted again: the session ends (exit 130)\n"))
    }

    @Test func aLineLargerThanTheSessionMayHoldIsDroppedAndTheSessionGoesOn() throws {
        let huge = "y = '" + String(repeating: "a", count: 5 << 20) + "'"
        let result = try repl("x = 41\r\n" + huge + "\nprint(x + 1, y)\n", ["--memory", "16"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput == "42\tnil\n")
        #expect(
            result.standardError
                == "playground: a line of 5.0 MiB is longer than the 4.0 MiB a line may hold (a quarter of --memory); it was not run\n"
        )
    }

    @Test func pipedInputPrintsExactlyWhatTheLinePrints() throws {
        let result = try PlaygroundProcess.run(["repl"], input: "print(1+1)\n", killAfter: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput == "2\n")
        #expect(result.standardError == "")
    }

    @Test func expressionsPrintTheirValuesAndStatementsNothing() throws {
        let result = try repl(
            """
            1 + 1
            x = 10
            x, "text", nil, 2.5
            local unused = 3
            = x * 2
            print()

            """)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["2", "10\ttext\tnil\t2.5", "20", ""])
    }

    @Test func aMultiLineForLoopRunsOnceComplete() throws {
        let result = try repl(
            """
            for i = 1, 3 do
              print(i * i)
            end
            print("done")

            """)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["1", "4", "9", "done"])
    }

    @Test func errorsArePrintedAndTheSessionGoesOn() throws {
        let result = try repl(
            """
            error("boom")
            nosuch.field = 1
            x = = 1
            print("still here")

            """)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["still here"])
        let errors = result.standardError
        #expect(errors.contains("stdin:1: boom\nstack traceback:\n"), "\(result.summary)")
        #expect(errors.contains("stdin:1: attempt to index a nil value (global 'nosuch')"), "\(result.summary)")
        #expect(errors.contains("stdin:1: unexpected symbol near '='"), "\(result.summary)")
        #expect(!errors.contains("playground:"), "\(result.summary)")
    }

    @Test func anUnfinishedChunkAtTheEndOfInputIsReported() throws {
        let result = try repl("print('before')\nif true then\n")
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["before"])
        #expect(result.standardError.hasPrefix("stdin:1: 'end' expected near <eof>"), "\(result.summary)")
    }

    @Test func advanceRunsTheHandlersDue() throws {
        let result = try repl(
            """
            clock.after(1, function(t) print("fired at", t) end)
            print("now", clock.now())
            advance(0.5)
            advance(1)

            """)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["1", "now\t0.0", "0.5", "fired at\t1.0", "1.5"])
    }

    @Test func anOdometerIsSetAdvancedAndUndone() throws {
        let result = try repl(
            """
            counter = Odometer.new(4)
            counter:set(1234)
            counter, counter.rolling
            advance(10)
            counter, counter.rolling
            undo()
            counter
            advance(10)
            counter.value, counter.rolling
            redo()
            counter

            """)
        #expect(result.status == 0, "\(result.summary)")
        #expect(
            result.outputLines == [
                // Right after set, the wheels roll only once time moves.
                "1234\ttrue",
                "10.0",
                "1234\tfalse",
                "Set Odometer",
                "0000",
                "20.0",
                "0\tfalse",
                "Set Odometer",
                "1234",
            ], "\(result.summary)")
    }

    @Test func aScriptLoadedFirstKeepsItsGlobalsAndItsTimers() throws {
        let fixture = try ScriptFixture(
            """
            greeting = "hello " .. (... or "?")
            clock.after(2, function() print("two seconds") end)
            print("loaded")

            """)
        defer { fixture.remove() }
        let result = try repl(
            "greeting\nclock.now()\nadvance(2)\narg[0]\n", ["script.lua", "you"], in: fixture.directory)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["loaded", "hello you", "0.0", "two seconds", "2.0", "script.lua"])
    }

    @Test func aScriptThatFailsEndsTheSessionAsRunWould() throws {
        let fixture = try ScriptFixture("error('setup failed')\n")
        defer { fixture.remove() }
        let result = try repl("print('never')\n", ["script.lua"], in: fixture.directory)
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.errorMessage == "playground: script.lua:1: setup failed")
        #expect(result.standardOutput == "")
    }

    @Test func theEndOfInputExitsWithZero() throws {
        let empty = try repl("")
        #expect(empty.status == 0, "\(empty.summary)")
        #expect(empty.standardOutput == "")
        let afterAnError = try repl("error('x')\n")
        #expect(afterAnError.status == 0, "\(afterAnError.summary)")
    }

    /// The session closes its Lua state when it ends, as `lua` does: the finalizers still
    /// pending run, and whatever the state held (here a timer's handler, still scheduled) is let
    /// go. A session that kept its host alive to the end of the process never closed it.
    @Test func theEndOfInputClosesTheStateAndRunsItsFinalizers() throws {
        let result = try repl(
            """
            clock.after(5, function() print("never fired") end)
            keep = setmetatable({}, {__gc = function() print("closed") end})
            clock.pending()

            """)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["1", "1", "closed"], "\(result.summary)")
    }

    @Test func aFailingScriptStillClosesTheState() throws {
        let fixture = try ScriptFixture(
            """
            keep = setmetatable({}, {__gc = function() print("closed") end})
            clock.after(1, function() end)
            error("setup failed")

            """)
        defer { fixture.remove() }
        let result = try repl("print('never')\n", ["script.lua"], in: fixture.directory)
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.outputLines == ["closed"], "\(result.summary)")
    }

    @Test func aLastLineWithoutANewlineIsEvaluated() throws {
        let result = try repl("1 + 2")
        #expect(result.outputLines == ["3"])
    }

    /// A line that runs out of memory says how much the session holds and how to free it; once
    /// freed, the next line runs.
    @Test func aLineOutOfMemorySaysWhatTheSessionHoldsAndHowToFreeIt() throws {
        let result = try repl(
            "t = {} for i = 1, 1e8 do t[i] = i end\nt = nil collectgarbage() print('freed')\n",
            ["--memory", "16"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["freed"], "\(result.summary)")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("not enough memory") == true, "\(result.summary)")
        #expect(
            lines.contains {
                $0.hasPrefix("playground: the session holds ") && $0.contains("MiB of its 16.0 MiB (--memory)")
                    && $0.contains("history.clear()")
            }, "\(result.summary)")
    }

    @Test func usageErrors() throws {
        let result = try PlaygroundProcess.run(["repl", "--memory", "0"], input: "", killAfter: 20)
        #expect(result.status == 64, "\(result.summary)")
        #expect(result.standardError.contains("--memory must be a number of MiB"))
    }
}

/// `help` in a session: a class, a control, a library and a name, and a value it cannot help with.
@Test func helpDescribesClassesControlsAndLibraries() throws {
    let result = try PlaygroundProcess.run(
        ["repl"], input: "t = Timer.new{duration = 5}\nhelp(t)\nhelp(history)\nhelp'Timer' == nil\nhelp(print)\n",
        killAfter: 20)
    #expect(result.status == 0, "\(result.summary)")
    let lines = result.outputLines
    #expect(lines.first == "Timer: docs/lua-api.md, section \"Timer\"", "\(result.summary)")
    #expect(lines.contains { $0.hasPrefix("  methods:   t:start(") }, "\(result.summary)")
    #expect(lines.contains("history: docs/lua-api.md, section \"history\""), "\(result.summary)")
    #expect(lines.contains { $0.contains("history.record(),") }, "\(result.summary)")
    #expect(
        lines.filter { $0 == "Timer: docs/lua-api.md, section \"Timer\"" }.count == 2, "by name too: \(result.summary)")
    #expect(lines.contains("true"), "help answers nothing: \(result.summary)")
    #expect(
        lines.last
            == "help: no help for a function; help(Wheel), help(w) and help(clock) describe a class, a control and a library",
        "\(result.summary)")
}
