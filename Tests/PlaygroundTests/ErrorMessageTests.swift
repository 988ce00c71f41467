import Foundation
import Testing

/// Errors a script gets from the bindings, and how an uncaught one is reported: phrased as
/// Lua's own libraries phrase them, with the script's position in front.
struct BindingErrorCase: Sendable, CustomTestStringConvertible {
    /// One line of Lua, run after `local c = Odometer.new(3)` (so it is line 2).
    var statement: String
    /// The message after "script.lua:2: ".
    var message: String
    var testDescription: String { statement }
}

private let bindingErrors: [BindingErrorCase] = [
    BindingErrorCase(
        statement: #"c:set("ten")"#,
        message: "bad argument #1 to 'set' (integer expected, got string)"),
    BindingErrorCase(
        statement: "c:set(2.5)",
        message: "bad argument #1 to 'set' (number has no integer representation)"),
    BindingErrorCase(
        statement: "Odometer.new(0)",
        message: "bad argument #1 to 'new' (an odometer has 1 to 18 digits, not 0)"),
    BindingErrorCase(
        statement: "Odometer.new(19)",
        message: "bad argument #1 to 'new' (an odometer has 1 to 18 digits, not 19)"),
    BindingErrorCase(
        statement: "Odometer.new{}",
        message: "bad argument #1 to 'new' (field 'digits' is missing)"),
    BindingErrorCase(
        statement: #"Odometer.new{digits = "three"}"#,
        message: "bad field 'digits' in argument #1 to 'new' (integer expected, got string)"),
    BindingErrorCase(
        statement: "c:set(-1)",
        message: "bad argument #1 to 'set' (value -1 is out of range 0...999 for 3 digits)"),
    BindingErrorCase(
        statement: "c:set(1000)",
        message: "bad argument #1 to 'set' (value 1000 is out of range 0...999 for 3 digits)"),
    // Assigning to a property: the script never called '__newindex' and has no argument #3, so
    // the message names the property, as 'duration' and 'curve' already do.
    BindingErrorCase(
        statement: "c.value = 1.5",
        message: "bad value for 'value' (number has no integer representation)"),
    BindingErrorCase(
        statement: "c.value = 1000",
        message: "bad value for 'value' (value 1000 is out of range 0...999 for 3 digits)"),
    BindingErrorCase(
        statement: "c.onroll = 3",
        message: "bad value for 'onroll' (function expected, got number)"),
    // Numbers appear as Lua prints them (-1, not -1.0), as in the script.
    BindingErrorCase(
        statement: "c.duration = -1",
        message: "bad value for 'duration' (roll duration must be a finite number of seconds ≥ 0, not -1)"),
    BindingErrorCase(
        statement: #"c.curve = "wobbly""#,
        message:
            #"bad value for 'curve' (unknown timing curve "wobbly"; valid names are linear, easeIn, easeOut, easeInEaseOut, easeInOut, default, ease, spring, or cubic-bezier(…), steps(…), linear(…), spring(…))"#
    ),
    BindingErrorCase(
        statement: "local x = c.nope",
        message: "Odometer has no member 'nope'"),
    BindingErrorCase(
        statement: "c.nope = 1",
        message: "Odometer has no member 'nope'"),
    BindingErrorCase(
        statement: "c.digits = 4",
        message: "Odometer field 'digits' is read-only"),
    BindingErrorCase(
        statement: "c.increment({})",
        message: "calling 'increment' on bad self (Odometer expected, got table)"),
    BindingErrorCase(
        statement: "local t = {increment = c.increment}; t:increment()",
        message: "calling 'increment' on bad self (Odometer expected, got table)"),
    BindingErrorCase(
        statement: "c:position(4)",
        message: "bad argument #1 to 'position' (digit 4 is out of range 1...3)"),
    // The script passed the integer 0; the message should show it as Lua prints it, not "0.0".
    BindingErrorCase(
        statement: "clock.every(0, function() end)",
        message: "bad argument #1 to 'every' (interval must be a positive number of seconds, got 0)"),
    BindingErrorCase(
        statement: "clock.every(1)",
        message: "bad argument #2 to 'every' (function expected, got no value)"),
    BindingErrorCase(
        statement: "clock.every(math.huge, print)",
        message: "bad argument #1 to 'every' (finite number expected, got inf)"),
    BindingErrorCase(
        statement: #"clock.at("not a date", function() end)"#,
        message:
            "bad argument #1 to 'at' (invalid ISO 8601 date-time 'not a date': expected a four-digit year, as in 2026-12-24T18:00:00Z, found 'not a date')"
    ),
    BindingErrorCase(
        statement: #"clock.cancel("x")"#,
        message: "bad argument #1 to 'cancel' (integer expected, got string)"),
]

@Test(arguments: bindingErrors)
func bindingErrorIsReportedWithTheScriptPosition(_ error: BindingErrorCase) throws {
    let source = "local c = Odometer.new(3)\n\(error.statement)\nprint('after')\n"
    let result = try ScriptFixture.run(source)
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.standardOutput.isEmpty, "\(result.summary)")
    #expect(result.errorMessage == "playground: script.lua:2: \(error.message)")
    #expect(result.standardError.contains("\nstack traceback:\n"))
}

@Test func bindingErrorsCanBeCaughtWithTheSameMessage() throws {
    let source = """
        local c = Odometer.new(3)
        print(pcall(c.set, c, "ten"))
        print(pcall(function() c:set(1000) end))
        print(c.value)

        """
    let result = try ScriptFixture.run(source)
    #expect(result.status == 0, "\(result.summary)")
    #expect(
        result.outputLines == [
            // Called directly by pcall, there is no Lua caller to name.
            "false\tbad argument #1 to 'set' (integer expected, got string)",
            "false\tscript.lua:3: bad argument #1 to 'set' (value 1000 is out of range 0...999 for 3 digits)",
            "0",
        ])
}

@Test func handlerErrorExitsWithOneAndAMessageAndATraceback() throws {
    let source = """
        print("start")
        clock.after(1, function()
          print("in handler")
          local reason = "handler failed"
          error(reason)
        end)
        clock.after(2, function() print("never") end)

        """
    let result = try ScriptFixture.run(source)
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.standardOutput == "start\nin handler\n")
    #expect(
        result.standardError == """
            playground: script.lua:5: handler failed
            stack traceback:
            \t[C]: in function 'error'
            \tscript.lua:5: in function <script.lua:2>

            """)
}

@Test func runtimeErrorInAnEveryHandlerNamesItsLine() throws {
    let source = """
        clock.every(1, function(t)
          if t >= 2 then
            local s = nil
            return s.x
          end
          print("tick", t)
        end)

        """
    let result = try ScriptFixture.run(source)
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.standardOutput == "tick\t1.0\n")
    #expect(result.errorMessage == "playground: script.lua:4: attempt to index a nil value (local 's')")
    #expect(result.standardError.contains("\tscript.lua:4: in function <script.lua:1>"))
}

@Test func errorWithANonStringValueIsDescribed() throws {
    let result = try ScriptFixture.run("error({code = 1})\n")
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.errorMessage == "playground: (error object is a table value)")
}

@Test func shebangLineIsSkippedAndLineNumbersStay() throws {
    let result = try ScriptFixture.run("#!/usr/bin/env playground run\nprint('ok')\nerror('on line 3')\n")
    #expect(result.status == 1, "\(result.summary)")
    #expect(result.standardOutput == "ok\n")
    #expect(result.errorMessage == "playground: script.lua:3: on line 3")
}
