import Scripting
import Testing

/// The host's lifetime against its runtime's, and its clock loop dispatching script handlers.
@Suite struct ScriptHostTests {
    private func makeHost() throws -> ScriptHost {
        try ScriptHost(options: .init(origin: 0, seed: 1))
    }

    @Test func aRuntimeThatOutlivesItsHostRaisesInsteadOfReachingIt() throws {
        var host: ScriptHost? = try makeHost()
        let runtime = try #require(host?.runtime)
        try runtime.execute("puzzle = Puzzle.new(3, 3)\nwheel = Wheel.new{sectors = 4}", chunkName: "setup")
        #expect(try runtime.execute("return puzzle:tile(1)", chunkName: "alive") == [.integer(1)])
        host = nil

        for source in [
            "return clock.now()", "return puzzle:tile(1)", "return puzzle.rows", "puzzle.onmove = print",
            "return Puzzle.new(3, 3)", "return tostring(puzzle)",
        ] {
            let error = try #require(throws: LuaError.self) { try runtime.execute(source, chunkName: "gone") }
            #expect(error.message.contains("the playground host has been closed"), "\(source): \(error.message)")
        }
        // What only touches the userdata still works: identity, and releasing the objects.
        #expect(
            try runtime.execute("return puzzle == puzzle, puzzle == wheel", chunkName: "eq") == [
                .boolean(true), .boolean(false),
            ])
        let error = try #require(throws: LuaError.self) {
            try runtime.execute("return puzzle.nothing", chunkName: "gone")
        }
        #expect(error.message.contains("the playground host has been closed"))
        try runtime.execute("puzzle, wheel = nil, nil\ncollectgarbage()\ncollectgarbage()", chunkName: "collect")
        #expect(try runtime.execute("return 1 + 1", chunkName: "after") == [.integer(2)])
    }

    /// `call(control:method:arguments:)`, how a live page's touch reaches a control: the same
    /// binding a script's call goes through, its results back, its errors as errors.
    @Test func theHostCallsAControlsMethodAsAScriptWould() throws {
        let host = try makeHost()
        try host.runtime.execute("puzzle = Puzzle.new(3, 3)\nother = Puzzle.new(3, 3)", chunkName: "setup")
        let id = try #require(host.scene().items.first?.id)
        #expect(try host.call(control: id, method: "tile", arguments: [.integer(2)]) == [.integer(2)])
        // What the script's own call on a twin gives, and the same move made.
        let tilted = try host.call(control: id, method: "tilt", arguments: [.string("down")])
        #expect(tilted == (try host.runtime.execute("return other:tilt('down')", chunkName: "twin")))
        #expect(
            try host.runtime.execute("return puzzle.moves, other.moves", chunkName: "moves") == [
                .integer(1), .integer(1),
            ])
        let unknown = try #require(throws: LuaError.self) { try host.call(control: id, method: "fly") }
        #expect(unknown.message.contains("no member 'fly'"), "\(unknown.message)")
        let bad = try #require(throws: LuaError.self) {
            try host.call(control: id, method: "tile", arguments: [.string("x")])
        }
        #expect(bad.message.contains("bad argument #1 to 'tile'"), "\(bad.message)")
        let gone = try #require(throws: LuaError.self) { try host.call(control: id + 100, method: "tile") }
        #expect(gone.message.contains("the control is gone"), "\(gone.message)")
    }

    @Test func repeatingHandlersFireInOrderWithTheirTimes() throws {
        let host = try makeHost()
        try host.runtime.execute(
            """
            seen = {}
            clock.every(0.5, function(t) seen[#seen + 1] = ("a%g"):format(t) end)
            clock.every(0.25, function(t) seen[#seen + 1] = ("b%g"):format(t) end)
            clock.after(0.5, function(t) seen[#seen + 1] = ("c%g"):format(t) end)
            """, chunkName: "timers")
        try host.advance(by: 1)
        let seen = try host.runtime.execute("return table.concat(seen, ' ')", chunkName: "seen")
        #expect(seen == [.string("b0.25 a0.5 b0.5 c0.5 b0.75 a1 b1")])
    }

    @Test func aFailingHandlerEndsTheRunWithATracebackAndLeavesTheStateUsable() throws {
        let host = try makeHost()
        try host.runtime.execute(
            """
            count = 0
            clock.every(1, function() count = count + 1; if count == 3 then error("third tick") end end)
            """, chunkName: "ticks.lua")
        let error = try #require(throws: LuaError.self) { try host.advance(by: 10) }
        #expect(error.message.contains("ticks.lua:2: third tick"))
        #expect(error.traceback.contains("stack traceback"))
        #expect(host.clock.now == 3)
        // The message handler the clock loop pushed is gone with the error: calls made from the
        // top level still balance, run after run.
        for _ in 0..<100 {
            #expect(try host.runtime.execute("return select('#', ...)", chunkName: "top") == [.integer(0)])
        }
        try host.advance(by: 2)
        #expect(try host.runtime.execute("return count", chunkName: "count") == [.integer(5)])
    }

    @Test func handlersInsideClockAdvancePassTheirErrorsToTheScript() throws {
        let host = try makeHost()
        let results = try host.runtime.execute(
            """
            clock.after(1, function() error({code = 7}) end)
            local ok, err = pcall(clock.advance, 2)
            return ok, type(err), err.code, clock.now()
            """, chunkName: "advance")
        #expect(results == [.boolean(false), .string("table"), .integer(7), .number(1)])
    }
}
