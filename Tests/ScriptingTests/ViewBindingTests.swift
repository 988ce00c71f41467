import Testing

@testable import Scripting

/// The `View` binding seen from Swift: completion callbacks at the exact instants the model
/// gives, undo steps, and that a failed call leaves a view unchanged.
struct ViewBindingTests {
    private func host() throws -> ScriptHost {
        try ScriptHost(options: .init(origin: 0, seed: 1))
    }

    @Test func completionRunsAtTheExactEndTime() throws {
        let host = try host()
        try host.runtime.execute(
            """
            v = View.new()
            ended = {}
            v:animate({alpha = 0}, {duration = 0.3, delay = 0.2,
              completion = function(view, finished) ended[#ended + 1] = {clock.now(), finished, view == v} end})
            """, chunkName: "setup")
        try host.advance(by: 0.4999)
        #expect(try host.runtime.execute("return #ended", chunkName: "n") == [.integer(0)])
        try host.advance(by: 1)
        #expect(
            try host.runtime.execute("return #ended, ended[1][1], ended[1][2], ended[1][3]", chunkName: "n") == [
                .integer(1), .number(0.5), .boolean(true), .boolean(true),
            ])
    }

    @Test func cancelledCompletionRunsAtTheInstantOfTheCancel() throws {
        let host = try host()
        try host.runtime.execute(
            """
            v = View.new()
            v:animate({center = {10, 10}}, {duration = 1, completion = function(_, finished) result = {clock.now(), finished} end})
            """, chunkName: "setup")
        try host.advance(by: 0.25)
        try host.runtime.execute("v:cancel()", chunkName: "cancel")
        try host.advance(by: 0)
        #expect(
            try host.runtime.execute("return result[1], result[2], v.center.x", chunkName: "r") == [
                .number(0.25), .boolean(false), .number(10),
            ])
    }

    @Test func groupCompletionWaitsForTheLastPart() throws {
        let host = try host()
        try host.runtime.execute(
            """
            a, b = View.new(), View.new()
            Animation.group{ {a, {alpha = 0}, {duration = 0.5}}, {b, {alpha = 0}, {duration = 1.5}} }
              :start(function(finished) done = {clock.now(), finished} end)
            """, chunkName: "setup")
        try host.advance(by: 1)
        #expect(try host.runtime.execute("return done", chunkName: "r") == [.nil])
        try host.advance(by: 1)
        #expect(try host.runtime.execute("return done[1], done[2]", chunkName: "r") == [.number(1.5), .boolean(true)])
    }

    @Test func settingIsAnUndoStepAndAnimationsAreToo() throws {
        let host = try host()
        try host.runtime.execute(
            """
            v = View.new()
            v.alpha = 0.5
            v:animate({alpha = 0.25, rotation = 1}, {duration = 1})
            """, chunkName: "setup")
        #expect(host.history.stack.count == 2)
        #expect(host.history.stack.status.undoActionName == "Animate View")
        try host.advance(by: 0.5)
        #expect(
            try host.runtime.execute("history.undo() return v.alpha, v.rotation, v.animating", chunkName: "u") == [
                .number(0.5), .number(0), .boolean(false),
            ])
        #expect(try host.runtime.execute("history.undo() return v.alpha", chunkName: "u") == [.number(1)])
        #expect(
            try host.runtime.execute("history.redo() history.redo() return v.alpha, v.rotation", chunkName: "r") == [
                .number(0.25), .number(1),
            ])
    }

    @Test func effectsAndCancelAreNotUndoSteps() throws {
        let host = try host()
        try host.runtime.execute(
            "v = View.new() v:wobble() v:stopwobble() v:animate({alpha = 0}) v:cancel()", chunkName: "s")
        #expect(host.history.stack.count == 1)
    }

    @Test func failedCallsLeaveTheViewUnchanged() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            v = View.new{alpha = 0.5}
            local ok1 = pcall(v.animate, v, {alpha = 0, center = {1}}, {duration = 1})
            local ok2 = pcall(v.animate, v, {alpha = 0}, {duration = -1})
            local ok3 = pcall(v.transition, v, "spin")
            return ok1, ok2, ok3, v.alpha, v:model("alpha"), v.animating, history.count()
            """, chunkName: "bad")
        #expect(
            values == [
                .boolean(false), .boolean(false), .boolean(false), .number(0.5), .number(0.5), .boolean(false),
                .integer(0),
            ])
    }

    @Test func vanishHidesAtItsEndAndUndoShowsAgain() throws {
        let host = try host()
        try host.runtime.execute("v = View.new() v:vanish(0.5)", chunkName: "s")
        try host.advance(by: 0.4999)
        #expect(try host.runtime.execute("return v.hidden", chunkName: "h") == [.boolean(false)])
        try host.advance(by: 0.0001)
        #expect(
            try host.runtime.execute("return v.hidden, v.rotation, v.scale.x", chunkName: "h") == [
                .boolean(true), .number(0), .number(1),
            ])
        #expect(try host.runtime.execute("history.undo() return v.hidden", chunkName: "u") == [.boolean(false)])
    }

    @Test func errorInACompletionReachesTheScript() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            v = View.new()
            v:animate({alpha = 0}, {duration = 0.1, completion = function() error("boom") end})
            local ok, err = pcall(clock.advance, 1)
            return ok, err
            """, chunkName: "err.lua")
        #expect(values == [.boolean(false), .string("err.lua:2: boom")])
    }
}
