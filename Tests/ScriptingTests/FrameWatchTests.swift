import Scripting
import Testing

/// The host's frame watcher: called at every step of virtual time the clock passes, with the
/// clock stopped at the frame's instant, before handlers due at the same instant.
@Suite struct FrameWatchTests {
    private func makeHost() throws -> ScriptHost {
        try ScriptHost(options: .init(origin: 0, seed: 1))
    }

    @Test func theWatcherSeesEveryFrameInstantWithTheClockStoppedThere() throws {
        let host = try makeHost()
        var seen: [(index: Int, now: Double)] = []
        #expect(host.watchFrames(every: 0.5) { host, index in seen.append((index, host.clock.now)) } != nil)
        try host.advance(by: 1.7)
        #expect(seen.map(\.index) == [0, 1, 2, 3])
        #expect(seen.map(\.now) == [0, 0.5, 1, 1.5])
        #expect(host.clock.now == 1.7)
    }

    @Test func aFrameAtAHandlersInstantIsTakenBeforeTheHandlerRuns() throws {
        let host = try makeHost()
        _ = try host.runtime.execute("value = 0; clock.after(1, function() value = 1 end)", chunkName: "setup")
        var values: [LuaValue] = []
        host.watchFrames(every: 1) { host, _ in
            // Called from Swift's own advance, not from inside a script, so reading a global is safe.
            values.append((try? host.runtime.execute("return value", chunkName: "peek").first) ?? .nil)
        }
        try host.advance(by: 2)
        #expect(values == [.integer(0), .integer(0), .integer(1)])
    }

    @Test func framesAreTakenWhileAScriptAdvancesTheClockItself() throws {
        let host = try makeHost()
        var instants: [Double] = []
        host.watchFrames(every: 0.25) { host, _ in instants.append(host.clock.now) }
        _ = try host.runtime.execute("clock.advance(0.6)", chunkName: "advance")
        #expect(instants == [0, 0.25, 0.5])
    }

    @Test func aWatcherInstalledLateStartsAtTheNextGridPoint() throws {
        let host = try makeHost()
        try host.advance(by: 1.1)
        var instants: [Double] = []
        host.watchFrames(every: 0.5) { host, _ in instants.append(host.clock.now) }
        try host.advance(by: 1)
        #expect(instants == [1.5, 2])
    }

    @Test func stoppingTheWatchEndsTheFrames() throws {
        let host = try makeHost()
        var count = 0
        let id = try #require(host.watchFrames(every: 0.1) { _, _ in count += 1 })
        try host.advance(by: 0.35)
        host.stopWatchingFrames(id)
        try host.advance(by: 1)
        #expect(count == 4)
    }

    @Test(arguments: [0.0, -0.5, .nan, .infinity])
    func anInvalidStepIsRefused(step: Double) throws {
        let host = try makeHost()
        #expect(host.watchFrames(every: step) { _, _ in } == nil)
    }

    @Test func watchersWithDifferentStepsSeeTheirFramesInTimeOrder() throws {
        let host = try makeHost()
        var log: [String] = []
        var onTheirGrid = true
        host.watchFrames(every: 0.5) { host, index in
            log.append("a\(index)")
            onTheirGrid = onTheirGrid && host.clock.now == Double(index) * 0.5
        }
        host.watchFrames(every: 0.3) { host, index in
            log.append("b\(index)")
            onTheirGrid = onTheirGrid && host.clock.now == Double(index) * 0.3
        }
        try host.advance(by: 1)
        #expect(log == ["a0", "b0", "b1", "a1", "b2", "b3", "a2"])
        #expect(onTheirGrid)
    }
}
