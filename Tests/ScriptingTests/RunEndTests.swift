import Scripting
import Synchronization
import Testing

/// The run's end (``ScriptHost/runClock(until:)`` without a limit): when the script has
/// finished, nothing is scheduled and every control is at rest — and not before, whatever
/// keeps the motion going; when only endless motion is left, a fast run ends there and says
/// so, and a run paced to the wall clock goes on until a stop.
@Suite struct RunEndTests {
    /// A wall clock that never waits: a sleep to a finite deadline moves its monotonic time
    /// there, and a sleep with no deadline (the run waiting for a stop) counts as the user's
    /// Ctrl-C, which `interrupt` delivers.
    final class ManualWallClock: WallClock, @unchecked Sendable {
        private let monotonic = Mutex(0.0)
        private let idleSleeps = Mutex(0)
        let interrupt: Mutex<(@Sendable () -> Void)?> = Mutex(nil)

        func now() -> Double { 1_798_135_200 + monotonicNow() }
        func monotonicNow() -> Double { monotonic.withLock { $0 } }
        var idleSleepCount: Int { idleSleeps.withLock { $0 } }

        func sleep(untilMonotonic deadline: Double, isCancelled: () -> Bool) {
            if deadline.isFinite {
                monotonic.withLock { $0 = max($0, deadline) }
                return
            }
            idleSleeps.withLock { $0 += 1 }
            interrupt.withLock { $0 }?()
        }
    }

    private func makeHost(realtime: Bool = false, wallClock: ManualWallClock = ManualWallClock()) throws -> ScriptHost {
        try ScriptHost(options: .init(realtime: realtime, origin: 0, seed: 1), wallClock: wallClock)
    }

    /// Runs `source` and then the clock without a limit; returns the clock's time at the end.
    private func runToEnd(_ source: String, on host: ScriptHost) throws -> Double {
        try host.runtime.run(source, chunkName: "script")
        try host.runClock(until: nil)
        let now = host.clock.now
        #expect(host.ending == (now == VirtualClock.maximumTime ? .clockLimit(now) : .atRest(now)))
        return now
    }

    @Test(arguments: [
        // A spin's last crossing comes before its end: the run waits for the end.
        ("w = Wheel.new{sectors = 8}; w:spin(3, {duration = 2})", 2.0),
        ("m = Memory.new{pairs = 2, seed = 1}; m:flip(1)", 0.75),
        ("p = Puzzle.new(3, 3); p:tilt('right')", 0.2),
        ("o = Odometer.new{digits = 3, duration = 0.5}; o:set(42)", 0.5),
        ("v = View.new{}; v:animate({alpha = 0}, {duration = 1.5})", 1.5),
        ("f = Frames.new{pattern = 'f%d', count = 4, duration = 1, repeats = 2}; f:start()", 2.0),
        ("t = Timer.new{duration = 3, alarm = false}; t:start()", 3.0),
        // Nothing moves: the run ends where the script left the clock.
        ("w = Wheel.new{}; d = DateRange.new{start = '2026-12-24', finish = '2026-12-27'}", 0.0),
    ])
    func theRunEndsWhenEveryControlIsAtRest(source: String, end: Double) throws {
        let host = try makeHost()
        #expect(try runToEnd(source, on: host) == end, "\(source)")
    }

    @Test func aControlThatComesToRestInsideAnotherMotionIsWaitedForToo() throws {
        let host = try makeHost()
        let end = try runToEnd(
            """
            w = Wheel.new{sectors = 8}; w:spin(5, {duration = 4})
            m = Memory.new{pairs = 2, seed = 1}; m:flip(1)
            """, on: host)
        #expect(end == 4)
    }

    @Test func callbacksAtTheEndOfAMotionRunAndMayStartAnother() throws {
        let host = try makeHost()
        let end = try runToEnd(
            """
            v = View.new{}
            v:animate({alpha = 0}, {duration = 1, completion = function()
              v:animate({alpha = 1}, {duration = 2})
            end})
            """, on: host)
        #expect(end == 3)
    }

    @Test func aHeldStepperThatStopsAtItsBoundIsAtRestFromItsLastStep() throws {
        let host = try makeHost()
        let end = try runToEnd("s = Stepper.new{value = 97, max = 100}; s:press('plus')", on: host)
        // Steps at 0 (98), 0.5 (99) and 0.6 (100): UIKit's half-second delay, then every 0.1 s.
        #expect(end == 0.6)
        #expect(try host.runtime.execute("return s.value", chunkName: "read") == [.number(100)])
    }

    @Test func clockStopEndsTheRunWhateverStillMoves() throws {
        let host = try makeHost()
        try host.runtime.run("v = View.new{}; v:wobble(); clock.after(2, clock.stop)", chunkName: "script")
        try host.runClock(until: nil)
        #expect(host.ending == .stopped(2))
    }

    @Test func aDurationEndsTheRunWhateverStillMoves() throws {
        let host = try makeHost()
        try host.runtime.run("w = Wheel.new{}; w:spin(5, {duration = 30})", chunkName: "script")
        try host.runClock(until: 5)
        #expect(host.ending == .duration(5))
        #expect(host.clock.now == 5)
    }

    @Test func onlyEndlessMotionLeftEndsAFastRunThereAndSaysSo() throws {
        let wallClock = ManualWallClock()
        let host = try makeHost(wallClock: wallClock)
        let notices = Mutex<[String]>([])
        host.onNotice = { notice in notices.withLock { $0.append(notice) } }
        var frames: [Double] = []
        host.watchFrames(every: 1, limit: 3) { host, _ in frames.append(host.clock.now) }
        try host.runtime.run(
            "v = View.new{}; v:wobble(); w = Wheel.new{}; w:spin(5, {duration = 1.5})", chunkName: "script")
        try host.runClock(until: nil)
        // The wheel settled first; there the wobble was all that was left, and no Lua could run
        // any more: the run ended at that instant, without waiting for anything.
        #expect(host.clock.now == 1.5)
        #expect(frames == [0, 1])
        #expect(wallClock.idleSleepCount == 0)
        #expect(wallClock.monotonicNow() == 0)
        #expect(host.ending == .endlessMotion(1.5, [Self.wobbling]))
        let said = notices.withLock { $0 }
        #expect(said.count == 1, "\(said)")
        #expect(
            said.first?.contains(
                "at t = 1.5 s only work that never ends by itself is left: a View animating without end") == true)
        #expect(
            said.first?.contains("the run ends here") == true
                && said.first?.contains("--duration watches it longer") == true)
    }

    private static let wobbling = "a View animating without end (repeats = \"forever\", or a wobble)"

    @Test func endlessMotionLeftOnceTheScriptsTimersAreCancelledEndsTheRunToo() throws {
        let host = try makeHost()
        try host.runtime.run(
            """
            v = View.new{}; v:animate({alpha = 0}, {duration = 1, repeats = 'forever'})
            ticks = 0
            id = clock.every(1, function() ticks = ticks + 1; if ticks == 3 then clock.cancel(id) end end)
            """, chunkName: "script")
        try host.runClock(until: nil)
        #expect(host.ending == .endlessMotion(3, [Self.wobbling]))
    }

    @Test func aRunPacedToTheWallClockWaitsWithEndlessMotionUntilAStop() throws {
        let wallClock = ManualWallClock()
        let host = try makeHost(realtime: true, wallClock: wallClock)
        let stopHandle = host.runtime.stopHandle
        wallClock.interrupt.withLock { $0 = { stopHandle.stop(.interrupt) } }
        host.startPacing()
        var frames: [Double] = []
        host.watchFrames(every: 1, limit: 3) { host, _ in frames.append(host.clock.now) }
        try host.runtime.run(
            "v = View.new{}; v:wobble(); w = Wheel.new{}; w:spin(5, {duration = 1.5})", chunkName: "script")
        let error = try #require(throws: LuaError.self) { try host.runClock(until: nil) }
        #expect(error.message.contains("interrupted"))
        // The frames the watcher wanted were taken, and only then did the run wait for a stop.
        #expect(frames == [0, 1, 2])
        #expect(wallClock.idleSleepCount == 1)
    }

    /// The examples: finite inputs whose ends overflowed to +∞ and read as "forever".
    @Test(arguments: [
        ("View.new():animate({alpha = 0}, {repeats = 1e308, duration = 10})", VirtualClock.maximumTime),
        ("View.new():animate({alpha = 0}, {duration = 1e308, delay = 1e308})", VirtualClock.maximumTime),
        ("Frames.new{pattern = 'f%d', count = 4, duration = 1e-9, repeats = 2^62}:start()", 0x1p62 * 1e-9),
    ])
    func finiteTimesThatOverflowedEndTheRun(source: String, end: Double) throws {
        let host = try makeHost()
        #expect(try runToEnd(source, on: host) == end, "\(source)")
    }

    @Test func aHeldStepperWhoseLastStepIsPastTheClocksLimitEndsTheRunThere() throws {
        let host = try makeHost()
        try host.runtime.run("s = Stepper.new{step = 5e-324}; s:press('plus')", chunkName: "script")
        try host.runClock(until: nil)
        #expect(host.ending == .clockLimit(VirtualClock.maximumTime))
        #expect(host.ending?.description.contains("the clock's limit") == true)
    }

    @Test func aWheelFlickedWithADecelerationAHairBelowOneEndsWhereItStops() throws {
        let host = try makeHost()
        let end = try runToEnd(
            """
            w = Wheel.new{sectors = 8, deceleration = 0.999999999999}
            w:touch(-70, 0) clock.advance(0.01) w:move(0, -70) w:release()
            """, on: host)
        // About 180 years of coasting, met in closed form: nobody listens to its crossings.
        #expect(end > 5e9 && end < 6e9)
    }

    @Test func aRepeatingTimerThatSpinsForAWallSecondIsNoticedWithWhatRepeats() throws {
        let wallClock = ManualWallClock()
        let host = try makeHost(wallClock: wallClock)
        let notices = Mutex<[String]>([])
        host.onNotice = { notice in notices.withLock { $0.append(notice) } }
        // Each tick moves the wall clock on a millisecond, so a wall second passes in 1,000.
        try host.runtime.run(
            """
            ticks = 0
            clock.every(1, function() ticks = ticks + 1; if ticks == 20000 then clock.stop() end end)
            """, chunkName: "script")
        let ticking = Mutex(0)
        host.watchFrames(every: 1) { _, _ in
            ticking.withLock { $0 += 1 }
            wallClock.sleep(untilMonotonic: Double(ticking.withLock { $0 }) / 1000, isCancelled: { false })
        }
        try host.runClock(until: nil)
        #expect(host.ending == .stopped(20000))
        let said = notices.withLock { $0 }
        #expect(said.count == 1)
        #expect(said.first?.contains("only work that never ends by itself is left: 1 clock.every timer") == true)
    }

    @Test func aRunPacedToTheWallClockDoesNotNotice() throws {
        let wallClock = ManualWallClock()
        let host = try makeHost(realtime: true, wallClock: wallClock)
        let stopHandle = host.runtime.stopHandle
        wallClock.interrupt.withLock { $0 = { stopHandle.stop(.interrupt) } }
        var noticed = false
        host.onNotice = { _ in noticed = true }
        try host.runtime.run(
            "v = View.new{}; v:animate({alpha = 0}, {duration = 1, repeats = 'forever'})", chunkName: "script")
        _ = try #require(throws: LuaError.self) { try host.runClock(until: nil) }
        #expect(!noticed)
    }

    @Test func aRestPastTheClocksLimitIsMetAtTheLimit() throws {
        let host = try makeHost()
        let end = try runToEnd("v = View.new{}; v:animate({alpha = 0}, {duration = 1e300})", on: host)
        #expect(end == VirtualClock.maximumTime)
    }
}
