import Testing

@testable import Scripting

/// The proof that no longjmp crosses a Swift frame (docs/scripting.md): errors raised while a
/// Swift binding is on the stack reach the script as ordinary Lua errors, with no crash and no
/// leak. Run in a debug build, where Swift checks exclusive access dynamically, so a longjmp out
/// of a Swift access would trap.
struct LongjmpSafetyTests {
    @Test func testsRunInADebugBuildWithExclusivityChecking() {
        #expect(_isDebugAssertConfiguration())
    }

    @Test func errorFromACallbackABindingInvokedReachesTheScript() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        // clock.advance (Swift) runs the handler (Lua), which raises; the script catches it. A
        // failed advance leaves the clock at the failing handler's time.
        let values = try host.runtime.execute(
            """
            clock.after(0, function() error("from the handler") end)
            local ok, err = pcall(clock.advance, 1)
            clock.after(0, function() error({code = 7}) end)
            local ok2, err2 = pcall(clock.advance, 1)
            return ok, err, ok2, type(err2), err2.code, clock.now()
            """, chunkName: "proof.lua")
        #expect(
            values == [
                .boolean(false), .string("proof.lua:1: from the handler"),
                .boolean(false), .string("table"), .integer(7), .number(0),
            ])
    }

    @Test func errorFromACallbackEndsTheRunWhenUncaught() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let error = try #require(throws: LuaError.self) {
            try host.runtime.execute(
                """
                clock.after(0, function() error("uncaught") end)
                clock.advance(1)
                """, chunkName: "proof.lua")
        }
        #expect(error.kind == .runtime)
        #expect(error.message == "proof.lua:1: uncaught")
        #expect(error.traceback.contains("proof.lua:2: in main chunk"))
        // The state is still usable.
        #expect(try host.runtime.execute("return 1 + 1", chunkName: "after") == [.integer(2)])
    }

    @Test func outOfMemoryWhileABindingPushesResultsIsAnOrdinaryLuaError() throws {
        let host = try ScriptHost(options: .init(runtime: .init(memoryLimit: 2 * 1024 * 1024), origin: 0, seed: 1))
        let runtime = host.runtime
        // A binding that pushes far more than the limit: 500,000 strings in a table.
        runtime.registerLibrary(
            "probe",
            functions: [
                LuaBinding(
                    "flood",
                    { call throws(LuaCallError) in
                        var strings: [Double] = []
                        strings.reserveCapacity(500_000)
                        for index in 0..<500_000 { strings.append(Double(index)) }
                        call.push(strings)
                        return 1
                    })
            ])
        try runtime.execute("collectgarbage()", chunkName: "gc")
        let baseline = runtime.memoryInUse
        let error = try #require(throws: LuaError.self) {
            try runtime.execute("local t = probe.flood()\nreturn #t", chunkName: "flood.lua")
        }
        #expect(error.kind == .stopped(.memory))
        #expect(error.message.hasPrefix("not enough memory"))
        #expect(error.traceback.contains("flood.lua:1: in main chunk"))
        #expect(error.traceback.contains("flood"))

        // After the stop is cleared the runtime goes on, and the table the binding built is
        // garbage: collecting it brings memory back to where it was.
        runtime.resetStop()
        try runtime.execute("collectgarbage(); collectgarbage()", chunkName: "gc")
        #expect(runtime.memoryInUse <= baseline + 64 * 1024)
        #expect(try runtime.execute("return 40 + 2", chunkName: "after") == [.integer(42)])
    }

    @Test func outOfMemoryInsideACallbackABindingInvokedReachesTheScript() throws {
        let host = try ScriptHost(options: .init(runtime: .init(memoryLimit: 4 * 1024 * 1024), origin: 0, seed: 1))
        let error = try #require(throws: LuaError.self) {
            try host.runtime.execute(
                """
                clock.after(0, function()
                  local t = {}
                  for i = 1, 1e7 do t[i] = ("x"):rep(64) .. i end
                end)
                local ok, err = pcall(clock.advance, 1)
                return ok, err
                """, chunkName: "oom.lua")
        }
        #expect(error.kind == .stopped(.memory))
        #expect(host.runtime.stopReason == .memory)
    }

    @Test func droppedControlsAndTheirSwiftObjectsAreFreed() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        weak var weakObject: OdometerObject?
        try host.runtime.execute(
            """
            local c = Odometer.new(3)
            c:increment()
            c.onroll = function() end
            held = c
            """, chunkName: "drop.lua")
        let id = try #require(host.registry.live.last?.id)
        weakObject = host.registry.control(id)
        #expect(weakObject != nil)
        try host.runtime.execute("held = nil; collectgarbage(); collectgarbage()", chunkName: "drop.lua")
        #expect(weakObject == nil)
        // Undoing a change to a control that is gone does nothing, and does not crash.
        try host.runtime.execute("history.undo()", chunkName: "undo.lua")
    }
}
