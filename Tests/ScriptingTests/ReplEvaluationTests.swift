import Foundation
import Scripting
import Testing

/// `ScriptHost.evaluate(replInput:)`, the REPL's evaluation, from Swift: expressions first, then
/// statements, unfinished chunks, errors that leave the state usable, and the REPL's globals.
@Suite struct ReplEvaluationTests {
    private func makeHost() throws -> ScriptHost {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.installReplGlobals()
        return host
    }

    @Test func anExpressionAnswersItsValuesAsPrintWritesThem() throws {
        let host = try makeHost()
        #expect(host.evaluate(replInput: "1 + 1") == .ran(output: "2"))
        #expect(host.evaluate(replInput: "1, 'two', nil, 3.0, true") == .ran(output: "1\ttwo\tnil\t3.0\ttrue"))
        #expect(host.evaluate(replInput: "= 6 * 7") == .ran(output: "42"))
    }

    @Test func aStatementAnswersNothingAndKeepsItsGlobals() throws {
        let host = try makeHost()
        #expect(host.evaluate(replInput: "x = 41") == .ran(output: nil))
        #expect(host.evaluate(replInput: "x + 1") == .ran(output: "42"))
        // A call with no results prints nothing, as in lua.
        #expect(host.evaluate(replInput: "(function() end)()") == .ran(output: nil))
    }

    @Test func valuesGoThroughTostringWithTheirMetatables() throws {
        let host = try makeHost()
        _ = host.evaluate(replInput: "p = setmetatable({}, {__tostring = function() return 'point' end})")
        #expect(host.evaluate(replInput: "p") == .ran(output: "point"))
        #expect(host.evaluate(replInput: "Odometer.new(4, 12)") == .ran(output: "0012"))
    }

    @Test func anUnfinishedChunkAsksForMoreAndRunsOnceComplete() throws {
        let host = try makeHost()
        #expect(host.evaluate(replInput: "for i = 1, 3 do") == .incomplete)
        #expect(host.evaluate(replInput: "for i = 1, 3 do\n  total = (total or 0) + i") == .incomplete)
        #expect(host.evaluate(replInput: "for i = 1, 3 do\n  total = (total or 0) + i\nend") == .ran(output: nil))
        #expect(host.evaluate(replInput: "total") == .ran(output: "6"))
        // As in lua: a string open at the end of the line waits for more, then fails.
        #expect(host.evaluate(replInput: "'unfinished") == .incomplete)
        #expect(
            host.evaluate(replInput: "'unfinished\nmore'")
                == .failed(
                    LuaError(kind: .syntax, message: "stdin:1: unfinished string near ''unfinished'")))
        #expect(
            host.evaluate(replInput: "x = = 1")
                == .failed(
                    LuaError(kind: .syntax, message: "stdin:1: unexpected symbol near '='")))
    }

    @Test func atTheEndOfInputAnUnfinishedChunkIsASyntaxError() throws {
        let host = try makeHost()
        guard case .failed(let error) = host.evaluate(replInput: "if true then", atEndOfInput: true) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.kind == .syntax)
        #expect(error.message == "stdin:1: 'end' expected near <eof>")
    }

    @Test func anErrorHasItsTracebackAndTheStateGoesOn() throws {
        let host = try makeHost()
        guard case .failed(let error) = host.evaluate(replInput: "y = 1 error('boom')") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.kind == .runtime)
        #expect(error.message == "stdin:1: boom")
        #expect(error.traceback.hasPrefix("stack traceback:"))
        #expect(error.traceback.contains("stdin:1: in main chunk"))
        #expect(host.evaluate(replInput: "y") == .ran(output: "1"))
    }

    @Test func anErrorInTostringIsReported() throws {
        let host = try makeHost()
        let outcome = host.evaluate(
            replInput: "setmetatable({}, {__tostring = function() error('no text') end})")
        guard case .failed(let error) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(error.message.contains("no text"))
        #expect(host.evaluate(replInput: "1") == .ran(output: "1"))
    }

    @Test func aStopFailsTheChunkAndResetLetsTheSessionGoOn() throws {
        let host = try makeHost()
        host.runtime.stopHandle.stop(.interrupt)
        guard case .failed(let error) = host.evaluate(replInput: "while true do end") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.kind == .stopped(.interrupt))
        #expect(error.message == "interrupted!")
        host.runtime.resetStop()
        #expect(host.evaluate(replInput: "'again'") == .ran(output: "again"))
    }

    @Test func timeMovesOnlyWhenAdvanced() throws {
        let host = try makeHost()
        _ = host.evaluate(replInput: "fired = {} clock.after(1, function(t) fired[#fired + 1] = t end)")
        #expect(host.evaluate(replInput: "#fired, clock.now()") == .ran(output: "0\t0.0"))
        #expect(host.evaluate(replInput: "advance(0.5)") == .ran(output: "0.5"))
        #expect(host.evaluate(replInput: "#fired") == .ran(output: "0"))
        #expect(host.evaluate(replInput: "advance(0.5)") == .ran(output: "1.0"))
        #expect(host.evaluate(replInput: "#fired, fired[1]") == .ran(output: "1\t1.0"))
    }

    @Test func undoAndRedoAreTheHistorys() throws {
        let host = try makeHost()
        _ = host.evaluate(replInput: "o = Odometer.new(4)")
        _ = host.evaluate(replInput: "o:set(42)")
        _ = host.evaluate(replInput: "advance(10)")
        #expect(host.evaluate(replInput: "o.value") == .ran(output: "42"))
        #expect(host.evaluate(replInput: "undo() ~= nil") == .ran(output: "true"))
        #expect(host.evaluate(replInput: "o.value") == .ran(output: "0"))
        #expect(host.evaluate(replInput: "redo() ~= nil") == .ran(output: "true"))
        #expect(host.evaluate(replInput: "o.value") == .ran(output: "42"))
    }

    @Test func theScriptsOwnGlobalsWinOverTheShorthands() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        _ = try host.runtime.execute("function advance() return 'mine' end", chunkName: "script")
        try host.installReplGlobals()
        #expect(host.evaluate(replInput: "advance(1)") == .ran(output: "mine"))
        #expect(host.evaluate(replInput: "undo == history.undo") == .ran(output: "true"))
    }

    @Test func loadingAScriptKeepsItsStateAndLeavesTheClock() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pg-repl-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("setup.lua").path
        try "count = select('#', ...) ran = false clock.after(1, function() ran = true end)\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let host = try makeHost()
        try host.load(scriptAtPath: path, arguments: ["a", "b"])
        #expect(host.evaluate(replInput: "count, arg[2], ran, clock.now()") == .ran(output: "2\tb\tfalse\t0.0"))
        _ = host.evaluate(replInput: "advance(1)")
        #expect(host.evaluate(replInput: "ran") == .ran(output: "true"))
    }

    @Test func thePromptsComeFromTheGlobals() throws {
        let host = try makeHost()
        #expect(host.replPrompt(continuation: false) == "> ")
        #expect(host.replPrompt(continuation: true) == ">> ")
        _ = host.evaluate(replInput: "_PROMPT = 'lua> ' _PROMPT2 = 2")
        #expect(host.replPrompt(continuation: false) == "lua> ")
        #expect(host.replPrompt(continuation: true) == "2")
        _ = host.evaluate(replInput: "_PROMPT = {}")
        #expect(host.replPrompt(continuation: false) == "> ")
    }

    @Test func completionOffersGlobalsFieldsAndMethods() throws {
        let host = try makeHost()
        _ = host.evaluate(replInput: "counter = Odometer.new(3) settings = {speed = 1, spin = 2, [3] = 'x'}")
        #expect(host.replCompletions(for: "clo") == ["clock"])
        #expect(host.replCompletions(for: "clock.af") == ["clock.after"])
        #expect(host.replCompletions(for: "settings.sp") == ["settings.speed", "settings.spin"])
        #expect(host.replCompletions(for: "counter:incr") == ["counter:increment"])
        #expect(host.replCompletions(for: "whi") == ["while"])
        #expect(host.replCompletions(for: "nosuch.x") == [])
        #expect(host.replCompletions(for: "settings.speed.x") == [])
        #expect(!host.replCompletions(for: "").contains { $0.hasPrefix("__") })
    }

    @Test func completionOffersAControlsPropertiesFromItsDeclaration() throws {
        let host = try makeHost()
        _ = host.evaluate(
            replInput: "counter = Odometer.new(3) w = Wheel.new() fake = setmetatable({}, {__name = 'Odometer'})")
        #expect(host.replCompletions(for: "counter.ro") == ["counter.rolling"])
        #expect(host.replCompletions(for: "counter.on") == ["counter.onroll"])
        #expect(
            host.replCompletions(for: "counter.d") == [
                "counter.decimals", "counter.decrement", "counter.digits", "counter.direction", "counter.duration",
            ])
        #expect(host.replCompletions(for: "w.onch") == ["w.onchange"])
        #expect(host.replCompletions(for: "counter:ro") == [])
        // Only a control's userdata is looked up by its metatable's name.
        #expect(host.replCompletions(for: "fake.ro") == [])
    }

    @Test func completionRunsNoScriptCode() throws {
        let host = try makeHost()
        _ = host.evaluate(
            replInput: """
                touched = false
                trap = setmetatable({}, {__index = function() touched = true end, __pairs = function() touched = true end})
                """)
        _ = host.replCompletions(for: "trap.a")
        _ = host.replCompletions(for: "trap.a.b")
        #expect(host.evaluate(replInput: "touched") == .ran(output: "false"))
    }
}
