import Foundation
import Testing

@testable import Scripting

/// The `Frames` binding, where Swift sees best: callbacks at the exact instants the model
/// gives, the order of events at one instant, undo through the host's history, contexts kept
/// and let go, timers, and frames read from a script folder.
struct FrameAnimatorBindingTests {
    /// A host whose script folder is a fresh temporary folder holding `files`.
    static func host(files: [String: String] = [:]) throws -> (ScriptHost, URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("frames-binding-\(UUID().uuidString)", isDirectory: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let host = try ScriptHost(options: .init(runtime: .init(moduleDirectory: folder.path), origin: 0, seed: 1))
        return (host, folder)
    }

    static func string(_ values: [LuaValue]) -> String {
        values.map(\.description).joined(separator: " ")
    }

    @Test func callbacksComeAtTheExactInstantsOfTheModel() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.runtime.execute(
            """
            times = {}
            anim = Frames.new{pattern = "f%d", count = 10, duration = 1, repeats = 2}
            anim.onstart = function() times[#times + 1] = clock.now() end
            anim.onframe = function(_, index) times[#times + 1] = clock.now() end
            anim.onstop = function() times[#times + 1] = clock.now() end
            clock.after(0.25, function() anim:start() end)
            """, chunkName: "times.lua")
        try host.advance(by: 10)
        let values = try host.runtime.execute("return table.unpack(times)", chunkName: "read")
        // The start, 19 frame changes (the run ends on the last frame of its second cycle), the end.
        var expected: [LuaValue] = [.number(0.25)]
        for k in 1...19 { expected.append(.number(0.25 + 1.0 * Double(k) / 10)) }
        expected.append(.number(0.25 + 2.0))
        #expect(values == expected)
        #expect(host.clock.now == 10)
    }

    @Test func aStartAtTheInstantTheLastRunFinishedComesAfterThatRunsStop() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let values = try host.runtime.execute(
            """
            local log = {}
            local anim = Frames.new{pattern = "f%d", count = 2, duration = 1, repeats = 1}
            anim.onstart = function(_, ctx) log[#log + 1] = clock.now() .. " start " .. ctx end
            anim.onstop = function(_, reason, ctx) log[#log + 1] = clock.now() .. " stop " .. reason .. " " .. ctx end
            -- This timer was made before the animator's, so at 1.0 it runs first.
            clock.after(1, function() anim:start("second") end)
            anim:start("first")
            clock.advance(3)
            return table.concat(log, "; ")
            """, chunkName: "order.lua")
        #expect(
            Self.string(values)
                == "0.0 start first; 1.0 stop finished first; 1.0 start second; 2.0 stop finished second")
    }

    @Test func aFrameChangeAtTheInstantOfAStopComesFirst() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let values = try host.runtime.execute(
            """
            local log = {}
            local anim = Frames.new{pattern = "f%d", count = 4, duration = 1}
            anim.onframe = function(_, index) log[#log + 1] = clock.now() .. " frame " .. index end
            anim.onstop = function(_, reason) log[#log + 1] = clock.now() .. " stop " .. reason end
            clock.after(0.5, function() anim:stop() end)
            anim:start()
            clock.advance(2)
            return table.concat(log, "; ")
            """, chunkName: "stop.lua")
        #expect(Self.string(values) == "0.25 frame 2; 0.5 frame 3; 0.5 stop requested")
    }

    @Test func settingsAreUndoStepsAndPlayingIsNot() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.runtime.execute(
            """
            anim = Frames.new{pattern = "f%d", count = 3, duration = 1}
            anim.duration = 2
            anim.repeats = 4
            anim.reverse = true
            anim.startframe = 3
            anim.frames = {"a", "b"}
            anim.budget = 10
            anim:start("ctx")
            anim:stop()
            """, chunkName: "undo.lua")
        let undone = try host.runtime.execute(
            """
            local names = {}
            while history.canundo() do names[#names + 1] = history.undo() end
            return history.count(), table.concat(names, ", ")
            """, chunkName: "undo")
        #expect(
            Self.string(undone) == "6 Set Cache Budget, Set Animation Frames, Set Animation Start Frame, "
                + "Set Animation Direction, Set Animation Repeats, Set Animation Duration")
        let values = try host.runtime.execute(
            "return anim.duration, anim.repeats, anim.reverse, anim.startframe, anim.count, anim.budget",
            chunkName: "read")
        #expect(
            values == [.number(1), .integer(0), .boolean(false), .integer(1), .integer(3), .integer(32 * 1024 * 1024)])
        // Redo replays them all; the frames are set after the start frame, which they clamp.
        let redone = try host.runtime.execute(
            """
            while history.canredo() do history.redo() end
            return anim.startframe, anim.count, anim.reverse
            """, chunkName: "redo")
        #expect(redone == [.integer(2), .integer(2), .boolean(true)])
    }

    @Test func undoingAChangeToADroppedAnimatorDoesNothing() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let values = try host.runtime.execute(
            """
            local anim = Frames.new{pattern = "f%d", count = 3}
            anim.duration = 2
            anim = nil
            collectgarbage(); collectgarbage()
            return history.undo(), history.redo()
            """, chunkName: "drop.lua")
        #expect(values == [.string("Set Animation Duration"), .string("Set Animation Duration")])
    }

    @Test func theContextIsHeldForItsRunAndLetGoAfter() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let values = try host.runtime.execute(
            """
            local weak = setmetatable({}, {__mode = "v"})
            local anim = Frames.new{pattern = "f%d", count = 2, duration = 1, repeats = 1}
            local seen
            anim.onstop = function(_, _, ctx) seen = ctx.name end
            do
              local context = {name = "first"}
              weak[1] = context
              anim:start(context)
            end
            collectgarbage(); collectgarbage()
            local held = weak[1] ~= nil and anim.context == weak[1]
            clock.advance(2)
            anim:start("second")
            clock.advance(0)
            collectgarbage(); collectgarbage()
            return held, seen, weak[1] == nil, anim.context
            """, chunkName: "context.lua")
        #expect(values == [.boolean(true), .string("first"), .boolean(true), .string("second")])
    }

    @Test func aForeverRunWithoutListenersKeepsNoTimer() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.runtime.execute(
            """
            anim = Frames.new{pattern = "f%d", count = 5, duration = 1}
            anim.onstart = function() started = true end
            anim:start()
            """, chunkName: "forever.lua")
        // The start is delivered at once; nothing else is scheduled (the run goes on only
        // because the animator plays forever: see RunEndTests).
        try host.runClock(until: 5)
        #expect(host.clockLoop.scheduler.count == 0)
        #expect(
            try host.runtime.execute("return started, anim.animating", chunkName: "read") == [
                .boolean(true), .boolean(true),
            ])
        // Listening schedules the next frame change; letting go cancels it.
        try host.runtime.execute("anim.onframe = function() end", chunkName: "listen")
        #expect(host.clockLoop.scheduler.count == 1)
        try host.runtime.execute("anim.onframe = nil", chunkName: "unlisten")
        #expect(host.clockLoop.scheduler.count == 0)
    }

    @Test func aDroppedAnimatorsTimerEndsQuietly() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.runtime.execute(
            """
            local anim = Frames.new{pattern = "f%d", count = 5, duration = 1}
            anim.onframe = function() error("never") end
            anim:start()
            anim = nil
            collectgarbage(); collectgarbage()
            """, chunkName: "dropped.lua")
        try host.advance(by: 3)
        #expect(host.clockLoop.scheduler.count == 0)
    }

    @Test func absurdlyShortDurationsNeitherHangNorTrap() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let values = try host.runtime.execute(
            """
            local n = 0
            local anim = Frames.new{pattern = "f%d", count = 10, duration = 1e-300}
            anim.onframe = function() n = n + 1 end
            clock.advance(5)
            anim:start()
            clock.advance(1)
            anim:stop()
            clock.advance(1)
            return n <= 10000, anim.animating
            """, chunkName: "short.lua")
        #expect(values == [.boolean(true), .boolean(false)])
    }

    @Test func framesAreReadFromTheScriptsFolderOnly() throws {
        let (host, folder) = try Self.host(files: ["walk/1.txt": "one", "walk/2.txt": "two!", "secret.txt": "no"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let values = try host.runtime.execute(
            """
            local anim = Frames.new{folder = "walk", pattern = "%d.txt", count = 2, duration = 2, repeats = 1}
            local shown = {}
            anim.onstart = function(a) shown[#shown + 1] = a:load() end
            anim.onframe = function(a) shown[#shown + 1] = a:load() end
            anim:start()
            clock.advance(3)
            local c = anim.cache
            return table.concat(shown, " "), c.misses, c.bytes, anim.folder
            """, chunkName: "walk.lua")
        #expect(values == [.string("one two!"), .integer(2), .integer(7), .string("walk")])
        let escape = try #require(throws: LuaError.self) {
            try host.runtime.execute("Frames.new{folder = 'walk/..', frames = {'secret.txt'}}", chunkName: "escape.lua")
        }
        #expect(
            escape.message
                == "escape.lua:1: bad field 'folder' in argument #1 to 'new' (the folder must be a path inside the script's folder, without '..', not 'walk/..')"
        )
    }

    @Test func withoutAScriptFolderFramesCannotBeLoaded() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let values = try host.runtime.execute(
            """
            local anim = Frames.new{frames = {"a.png"}}
            local ok1, load = pcall(anim.load, anim)
            local ok2, precache = pcall(anim.precache, anim)
            local ok3, new = pcall(Frames.new, {frames = {"a.png"}, precache = true})
            return load, precache, new, anim.cache.misses
            """, chunkName: "nofolder.lua")
        #expect(
            values == [
                .string("frame 'a.png' cannot be loaded: this run has no script folder to load frames from"),
                .string("frame 'a.png' cannot be loaded: this run has no script folder to load frames from"),
                .string(
                    "bad argument #1 to 'new' (cannot precache: frame 'a.png' cannot be loaded: this run has no script folder to load frames from)"
                ),
                .integer(0),
            ])
    }

    @Test func loadReturnsTheBytesUnchanged() throws {
        let (host, folder) = try Self.host()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes: [UInt8] = [0, 255, 10, 13, 0x89, 0x50, 0x4E, 0x47]
        try Data(bytes).write(to: folder.appendingPathComponent("f.png"))
        let values = try host.runtime.execute(
            """
            local anim = Frames.new{frames = {"f.png"}}
            return anim:load()
            """, chunkName: "bytes.lua")
        #expect(values == [.string(LuaString(bytes: bytes))])
    }
}

extension FrameAnimatorBindingTests {
    @Test func aCallbackThatAdvancesTheClockStillGetsTheNextEventsOnTime() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let values = try host.runtime.execute(
            """
            local log = {}
            local anim = Frames.new{pattern = "f%d", count = 4, duration = 1, repeats = 1}
            anim.onframe = function(_, index)
              log[#log + 1] = clock.now() .. ":" .. index
              if index == 2 then clock.advance(0.6) end
            end
            anim.onstop = function() log[#log + 1] = clock.now() .. ":stop" end
            anim:start()
            clock.advance(2)
            return table.concat(log, " ")
            """, chunkName: "nested.lua")
        #expect(Self.string(values) == "0.25:2 0.5:3 0.75:4 1.0:stop")
    }
}
