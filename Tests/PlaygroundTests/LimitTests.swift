import Foundation
import Testing

/// `--timeout`, `--memory` and `--instructions`: a script that exceeds one is stopped wherever it
/// is (a loop, a pcall, a coroutine, a message handler, a clock handler), the run exits with 3,
/// and the message names the limit and the option that set it.
struct LimitCase: Sendable, CustomTestStringConvertible {
    var label: String
    var options: [String]
    var source: String
    /// The first line of standard error, after "playground: ".
    var message: String

    var testDescription: String { label }
}

/// Generous: a 0.5 s timeout, or a limit a loop reaches in milliseconds, must end the run well
/// before this. The helper kills a run that hangs past it, so a hang fails only its own test.
private let limitBound = 10.0

private let timeoutMessage = "timeout: the script ran longer than 0.5 s (--timeout)"
private let memoryMessage = "not enough memory: the script needs more than 16 MiB (--memory)"
private let instructionMessage =
    "instruction limit reached: the script ran 100000 instructions (--instructions)"

/// A Lua statement that allocates strings into the table `t` (with counter `i`) forever.
private let growForever = #"while true do i = i + 1; t[i] = ("x"):rep(64) .. i end"#

private let timeoutCases: [LimitCase] = [
    LimitCase(
        label: "plain infinite loop", options: ["--timeout", "0.5"],
        source: "while true do end\n", message: timeoutMessage),
    LimitCase(
        label: "infinite loop in pcall in a loop", options: ["--timeout", "0.5"],
        source: "while true do pcall(function() while true do end end) end\n",
        message: timeoutMessage),
    LimitCase(
        label: "coroutine created before the deadline, resumed in a loop",
        options: ["--timeout", "0.5"],
        source: """
            local co = coroutine.create(function() while true do end end)
            while true do coroutine.resume(co) end
            print("after")

            """,
        message: timeoutMessage),
    LimitCase(
        label: "yielding coroutine created before the deadline, resumed in a pcall loop",
        options: ["--timeout", "0.5"],
        source: """
            local co = coroutine.create(function()
              while true do
                for _ = 1, 1000 do end
                coroutine.yield()
              end
            end)
            while true do pcall(coroutine.resume, co) end

            """,
        message: timeoutMessage),
    LimitCase(
        label: "infinite loop in coroutine.wrap", options: ["--timeout", "0.5"],
        source: """
            local f = coroutine.wrap(function() while true do end end)
            while true do pcall(f) end

            """,
        message: timeoutMessage),
    LimitCase(
        label: "infinite loop in an xpcall message handler", options: ["--timeout", "0.5"],
        source: """
            while true do
              xpcall(function() error("boom") end, function(message) while true do end end)
            end

            """,
        message: timeoutMessage),
    LimitCase(
        label: "infinite loop in a clock handler", options: ["--timeout", "0.5"],
        source: "clock.every(1, function() while true do end end)\n",
        message: timeoutMessage),
]

private let memoryCases: [LimitCase] = [
    LimitCase(
        label: "table of strings growing forever", options: ["--memory", "16"],
        source: "local t, i = {}, 0\n\(growForever)\n", message: memoryMessage),
    LimitCase(
        label: "table of strings growing forever inside pcall, in a loop", options: ["--memory", "16"],
        source: """
            local t, i = {}, 0
            while true do pcall(function() \(growForever) end) end

            """,
        message: memoryMessage),
    LimitCase(
        label: "table of strings growing forever inside pcall, once", options: ["--memory", "16"],
        source: """
            local t, i = {}, 0
            print(pcall(function() \(growForever) end))
            print("after")

            """,
        message: memoryMessage),
    LimitCase(
        label: "table of strings growing forever inside a coroutine", options: ["--memory", "16"],
        source: """
            local t, i = {}, 0
            print(coroutine.resume(coroutine.create(function() \(growForever) end)))
            print("after")

            """,
        message: memoryMessage),
]

// One request larger than the whole limit is the same limit as many small ones.
private let oneBigAllocation = "local s = (\"x\"):rep(32 * 1024 * 1024)\nprint(#s)\nprint(\"after\")\n"

private let bigAllocationCases: [LimitCase] = [
    LimitCase(
        label: "one string larger than the limit", options: ["--memory", "16"],
        source: oneBigAllocation, message: memoryMessage),
    LimitCase(
        label: "one string larger than the limit, inside pcall", options: ["--memory", "16"],
        source: """
            print(pcall(string.rep, "x", 32 * 1024 * 1024))
            print("after")

            """,
        message: memoryMessage),
]

private let instructionCases: [LimitCase] = [
    LimitCase(
        label: "plain infinite loop", options: ["--instructions", "100000"],
        source: "while true do end\n", message: instructionMessage),
    LimitCase(
        label: "infinite loop in pcall", options: ["--instructions", "100000"],
        source: """
            print(pcall(function() while true do end end))
            print("after")

            """,
        message: instructionMessage),
    LimitCase(
        label: "infinite loop in a coroutine resumed in a loop", options: ["--instructions", "100000"],
        source: """
            local co = coroutine.create(function() while true do end end)
            while true do coroutine.resume(co) end

            """,
        message: instructionMessage),
    LimitCase(
        label: "infinite loop in a coroutine resumed once", options: ["--instructions", "100000"],
        source: """
            local co = coroutine.create(function() while true do end end)
            print(coroutine.resume(co))
            print("after")

            """,
        message: instructionMessage),
    LimitCase(
        label: "infinite loop in coroutine.wrap called once", options: ["--instructions", "100000"],
        source: """
            local f = coroutine.wrap(function() while true do end end)
            print(pcall(f))
            print("after")

            """,
        message: instructionMessage),
    LimitCase(
        label: "infinite loop in an xpcall message handler", options: ["--instructions", "100000"],
        source: """
            print(xpcall(function() error("boom") end, function(message) while true do end end))
            print("after")

            """,
        message: instructionMessage),
]

private func expectStoppedByLimit(_ limit: LimitCase) throws {
    let result = try ScriptFixture.run(limit.source, options: limit.options, killAfter: limitBound)
    #expect(!result.wasKilled, "the run hung until the test killed it\n\(result.summary)")
    #expect(result.status == 3, "\(result.summary)")
    #expect(result.errorMessage == "playground: \(limit.message)", "\(result.summary)")
    #expect(result.duration < limitBound, "\(result.summary)")
    // Once stopped, a script that caught the error must not go on.
    #expect(!result.standardOutput.contains("after"), "\(result.summary)")
}

@Test(arguments: timeoutCases)
func timeoutStopsTheScript(_ limit: LimitCase) throws {
    try expectStoppedByLimit(limit)
}

@Test(arguments: memoryCases)
func memoryLimitStopsTheScript(_ limit: LimitCase) throws {
    try expectStoppedByLimit(limit)
}

@Test(arguments: bigAllocationCases)
func memoryLimitStopsASingleAllocationLargerThanTheLimit(_ limit: LimitCase) throws {
    try expectStoppedByLimit(limit)
}

@Test(arguments: instructionCases)
func instructionLimitStopsTheScript(_ limit: LimitCase) throws {
    try expectStoppedByLimit(limit)
}

/// A finalizer that never returns: Lua runs finalizers with hooks disabled.
private let loopingFinalizer = """
    print("before")
    setmetatable({}, {__gc = function() while true do end end})
    collectgarbage()
    print("after")

    """

@Test func timeoutEndsALoopingFinalizer() throws {
    let result = try ScriptFixture.run(loopingFinalizer, options: ["--timeout", "0.5"], killAfter: limitBound)
    #expect(!result.wasKilled, "the run hung until the test killed it\n\(result.summary)")
    #expect(result.status == 3, "\(result.summary)")
    #expect(result.errorMessage.hasPrefix("playground: \(timeoutMessage)"), "\(result.summary)")
    #expect(result.standardOutput == "before\n", "\(result.summary)")
    #expect(result.duration < limitBound)
}

@Test func instructionLimitEndsALoopingFinalizer() throws {
    let result = try ScriptFixture.run(
        loopingFinalizer, options: ["--instructions", "100000"], killAfter: limitBound)
    #expect(!result.wasKilled, "the run hung until the test killed it\n\(result.summary)")
    #expect(result.status == 3, "\(result.summary)")
    #expect(result.errorMessage.hasPrefix("playground: \(instructionMessage)"), "\(result.summary)")
    #expect(result.standardOutput == "before\n", "\(result.summary)")
    #expect(result.duration < limitBound)
}

@Test func timeoutStopsARealtimeRunWaitingForItsNextHandler() throws {
    // Nothing runs in Lua while the run waits for virtual time 100: the wait must end too.
    let result = try ScriptFixture.run(
        "print('start')\nclock.after(100, function() print('late') end)\n",
        options: ["--realtime", "--timeout", "0.5"], killAfter: limitBound)
    #expect(!result.wasKilled, "the run hung until the test killed it\n\(result.summary)")
    #expect(result.status == 3, "\(result.summary)")
    #expect(result.errorMessage == "playground: \(timeoutMessage)", "\(result.summary)")
    #expect(result.standardOutput == "start\n")
    #expect(result.duration < limitBound)
}

@Test func timeoutMessageShowsWholeSecondsWithoutAFraction() throws {
    // A whole number of seconds reads "1 s", not "1.0 s".
    let result = try ScriptFixture.run("while true do end\n", options: ["--timeout", "1"], killAfter: limitBound)
    #expect(result.status == 3)
    #expect(result.errorMessage == "playground: timeout: the script ran longer than 1 s (--timeout)")
    #expect(result.duration < limitBound)
}

@Test(arguments: ["1.5", "2.7", "16"])
func memoryMessageRepeatsTheLimitAsTyped(_ mebibytes: String) throws {
    let result = try ScriptFixture.run(
        "local t, i = {}, 0\n\(growForever)\n", options: ["--memory", mebibytes], killAfter: limitBound)
    #expect(result.status == 3, "\(result.summary)")
    #expect(
        result.errorMessage
            == "playground: not enough memory: the script needs more than \(mebibytes) MiB (--memory)")
    #expect(result.duration < limitBound)
}

@Test func timeoutStopReportsATracebackToTheLoop() throws {
    let result = try ScriptFixture.run(
        "print('start')\nlocal n = 0\nwhile true do n = n + 1 end\n",
        options: ["--timeout", "0.5"], killAfter: limitBound)
    #expect(result.status == 3)
    #expect(result.standardOutput == "start\n")
    #expect(
        result.standardError == """
            playground: \(timeoutMessage)
            stack traceback:
            \tscript.lua:3: in main chunk

            """)
}

@Test func scriptWithinItsLimitsSucceeds() throws {
    let source = """
        local t = {}
        for i = 1, 1000 do t[i] = ("x"):rep(10) .. i end
        local ok, message = pcall(error, "caught")
        local co = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i) end end)
        local sum = 0
        for _ = 1, 3 do sum = sum + co() end
        clock.every(0.5, function(time)
          print(("tick %.1f"):format(time))
          if time >= 1 then clock.stop() end
        end)
        print(#t, ok, message, sum)

        """
    let result = try ScriptFixture.run(
        source,
        options: ["--timeout", "5", "--memory", "64", "--instructions", "10000000"],
        killAfter: limitBound)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardOutput == "1000\tfalse\tcaught\t6\ntick 0.5\ntick 1.0\n")
    #expect(result.standardError.isEmpty)
    #expect(result.duration < limitBound)
}
