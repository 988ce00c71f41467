import Foundation
import Models

/// The virtual clock and everything on it: the timers scripts and controls schedule, the frame
/// watchers, and the loop that runs them in time order until the run ends.
///
/// The run ends when the script has finished, no timer remains and every control is at rest
/// (see ``run(until:on:for:)``), when the script calls `clock.stop()`, or at the configured
/// duration. Handlers due at the same instant run in the order they were scheduled. Virtual
/// time moves as fast as the machine goes, or paced to the wall clock in real-time mode; what
/// the script prints is the same either way.
///
/// The loop is given the host it runs for (timers' actions and frame watchers get it), rather
/// than holding it, so that it stands alone in the host's stored properties.
final class ClockLoop {
    // The clock loop touches `timers`, `stopRequested` and `frameWatches` on every tick. No
    // access to them can overlap another: every one is a plain read, or a mutation that runs no
    // Lua and calls nothing outside this module (timers' actions and frame watchers are copied
    // out before they are called), so no longjmp and no reentrant binding can happen inside
    // one. Their exclusivity checks stay on: `make bench` meets every row with them.
    //
    // The clock's time lives in the runtime (`LuaRuntime.clockTime`), where a burst of firings
    // made in C moves it (see fireAgain); so does a burst's count of its timer's firings until
    // the burst ends. Whatever reaches the timers or changes what a burst depends on (a stop,
    // frame watchers, pacing, the trace) ends the burst first (endBurst).

    /// The virtual clock.
    var clock: VirtualClock {
        VirtualClock(origin: runtime.clockOrigin, now: runtime.clockTime)
    }
    /// Every timer on the clock: scripts' handlers and controls' own events.
    private var timers = Scheduler<ScriptHost.TimerAction>()
    /// ``timers`` for everyone but the loop: reaching them ends a burst under way, whose timer's
    /// count of firings they take back first.
    var scheduler: Scheduler<ScriptHost.TimerAction> {
        _read {
            if runtime.hasBurst { endBurst() }
            yield timers
        }
        _modify {
            if runtime.hasBurst { endBurst() }
            yield &timers
        }
    }
    /// The timers scripts scheduled (the only ones `clock.cancel` and `clock.pending` see);
    /// controls' own timers, such as an odometer's roll end, are not the script's to cancel.
    var scriptTimers: Set<Scheduler<ScriptHost.TimerAction>.TimerID> = []
    /// Those of ``scriptTimers`` that repeat (`clock.every`).
    var repeatingScriptTimers: Set<Scheduler<ScriptHost.TimerAction>.TimerID> = []
    /// Set by `clock.stop()`: the loop ends.
    var stopRequested = false {
        didSet { endBurst() }
    }
    /// Who watches the controls at fixed steps of virtual time.
    private var frameWatches: [FrameWatch] = []
    private var nextFrameWatchID = 0
    /// Whether the run has said that only endless work is left (it says so once).
    private var noticedEndlessWork = false
    /// How the last run of the loop ended, once it has.
    private(set) var ending: ScriptHost.RunEnding?
    /// Hears a notice about the run that is not an error (see ``ScriptHost/onNotice``).
    var onNotice: ((String) -> Void)?
    /// Whether virtual time is paced to the wall clock (a live page turns it off to go forward
    /// fast, to an instant it was asked for).
    var realtime: Bool {
        didSet { endBurst() }
    }
    private let wallClock: any WallClock
    /// Pacing: virtual time `pacingAnchor` is the monotonic wall time `wallStart`, and virtual
    /// time runs at `pacingRate` times the wall clock from there.
    private var wallStart: Double = 0
    private var pacingAnchor: Double = 0
    private var pacingRate: Double = 1
    /// The runtime, for its stop reason and the limit on dispatches. Held strongly: the runtime
    /// holds the clock library's bindings, which reach the loop through the host they capture
    /// unowned, so there is no cycle, and the loop reads it on every tick.
    let runtime: LuaRuntime

    /// A clock starting at wall time `origin`, for `runtime`'s scripts.
    init(origin: Double, realtime: Bool, wallClock: any WallClock, runtime: LuaRuntime) {
        self.realtime = realtime
        self.wallClock = wallClock
        self.runtime = runtime
        runtime.clockOrigin = origin
        runtime.clockTime = 0
    }

    /// Starts pacing from now: virtual time `time` (0 by default) is the wall clock's now, and
    /// virtual time runs `rate` times as fast as the wall clock from there.
    func startPacing(at time: Double = 0, rate: Double = 1) {
        wallStart = wallClock.monotonicNow()
        pacingAnchor = time
        pacingRate = rate > 0 && rate.isFinite ? rate : 1
    }

    // MARK: - Running

    /// Runs the timers due up to `limit` on `thread` (a coroutine, when a script calls
    /// `clock.advance` from one), advancing the clock to each, and then the clock to `limit`.
    /// Returns the status of the first failing handler, with its error value left on top of
    /// that thread's stack. A stop (a limit, Ctrl-C) is a failure too, with the stop's message.
    ///
    /// Without a limit it runs until nothing is scheduled **and every control is at rest**:
    /// every spin, roll, flip, slide, transition, animation and frame sequence that ends by
    /// itself has ended (and its callbacks, which are scheduled, have run). A rest past the
    /// clock's limit is met at the limit. When nothing is scheduled and only motion that never
    /// ends by itself is left (an animation repeated forever, a wobble, frames playing until
    /// stopped), no Lua can run any more, so nothing can change: in fast mode the run ends
    /// there, and ``onNotice`` hears what was left; paced to the wall clock it goes on, frame
    /// watchers still called, until a stop (Ctrl-C, a limit).
    func run(until limit: Double?, on thread: LuaThread, for host: ScriptHost) -> LuaStatus {
        // At the top level a handler's error ends the run, with a traceback: the message
        // handler is pushed once, below everything the handlers push, not around every call
        // (and with room for a handler call, made once: every call leaves the stack as it
        // found it). Inside a binding (`clock.advance`) errors go back to the script unchanged.
        thread.withTopLevelMessageHandler { messageHandler in
            runTimers(
                until: limit, on: thread, for: host, messageHandler: messageHandler,
                waitsForRest: limit == nil && messageHandler != 0)
        }
    }

    private func runTimers(
        until limit: Double?, on thread: LuaThread, for host: ScriptHost, messageHandler: Int32, waitsForRest: Bool
    ) -> LuaStatus {
        // A handler's clock.advance runs the loop inside a burst: the timers are taken back.
        endBurst()
        ending = nil
        // Firings so far, for the check for endless work (countFirings).
        var firings = 0
        // What was left when the run ended with only endless motion, in fast mode.
        var endlessAtEnd: [String]?
        // Whether a control still moving comes to rest only past the clock's limit.
        var restsPastTheLimit = false
        // The payload of the timer being fired, when it has to be copied out (see popDue).
        var firedPayload: ScriptHost.TimerAction?
        let spinCheckStart = waitsForRest && !realtime ? wallClock.monotonicNow() : .infinity
        while !stopRequested {
            guard let due = timers.nextDueTime() else {
                guard waitsForRest else {
                    // Frames up to the limit; one whose watcher scheduled a timer (a live
                    // page's touch) brings the loop back to run it at its instant.
                    if let limit, takeFrames(through: limit, for: host) { continue }
                    break
                }
                // Nothing is scheduled: wait for the controls to come to rest.
                // A control the script no longer references still counts until Lua collects
                // it, as it is still drawn: the locals of a script's main chunk are out of
                // reach once it returns, and their motion is what the user came to see.
                let outlook = RestOutlook(of: host.registry)
                // A rest past the clock's limit (a vanish of 1e300 s) is met at the limit, where
                // the clock stops.
                let rest = min(outlook.settles, VirtualClock.maximumTime)
                if rest > clock.now {
                    if takeFrames(through: rest, for: host) { continue }
                    pace(to: rest)
                    if let reason = runtime.stopReason { return thread.raise(runtime.stopMessage(for: reason)) }
                    setClock(to: rest)
                    continue
                }
                restsPastTheLimit = outlook.settles > clock.now
                guard !outlook.endless.isEmpty else { break }
                guard realtime else {
                    // As fast as the machine goes, waiting would only hang the process: the
                    // run ends at the instant the work became endless, and says so.
                    endlessAtEnd = endlessSummary(outlook.endless)
                    noticeEndlessWork(outlook.endless, endsTheRun: true)
                    break
                }
                if let reason = waitWithEndlessMotion(for: host) {
                    return thread.raise(runtime.stopMessage(for: reason))
                }
                continue
            }
            if let limit, due > limit {
                if takeFrames(through: limit, for: host) { continue }
                break
            }
            // Frames first, each at its own wall time in real-time mode, so that a live view
            // is redrawn evenly while the clock waits for the next timer. (Most runs watch no
            // frames: the test is made here, on every tick, rather than in a call.)
            if !frameWatches.isEmpty, takeFrames(through: due, for: host) { continue }
            if realtime { pace(to: due) }
            if let reason = runtime.stopReason { return thread.raise(runtime.stopMessage(for: reason)) }
            // A script's handler carries its registry number as the timer's tag, so a repeating
            // one is fired without its payload being copied; anything else comes with it.
            // Nothing due by `due` any more: a frame's watcher (a live page's input) cancelled
            // or moved the timer that was; the loop looks again for the next one.
            guard let (time, id, isRepeating, handlerReference) = timers.popDue(notAfter: due, payload: &firedPayload)
            else { continue }
            if !isRepeating { scriptTimers.remove(id) }
            // The frames up to `due` (which `time` is) were taken above.
            setClock(to: time)
            if host.trace.isTracing, handlerReference != 0 { host.trace.timer(id, at: time, repeating: isRepeating) }
            // Handlers that are C functions run no Lua instruction; each dispatch is counted
            // (a handler's in C), so an instruction limit still ends a run made only of them.
            let status: LuaStatus
            if handlerReference != 0 {
                status = thread.callHandler(
                    handlerReference, time: time, handler: messageHandler, control: runtime.control)
            } else if case .action(let action) = firedPayload {
                runtime.countDispatch()
                status = action(host, thread, time)
            } else {
                status = .ok
            }
            // What a one-shot timer held (its handler's reference) lives until its call returned.
            if firedPayload != nil { firedPayload = nil }
            if !status.isOK { return status }
            countFirings(1, &firings, since: spinCheckStart, for: host)
            if isRepeating, handlerReference != 0,
                let status = fireAgain(
                    id, handlerReference, until: limit, on: thread, for: host, messageHandler: messageHandler,
                    firings: &firings, since: spinCheckStart)
            {
                return status
            }
        }
        if let reason = runtime.stopReason { return thread.raise(runtime.stopMessage(for: reason)) }
        if stopRequested {
            ending = .stopped(clock.now)
        } else if let limit {
            takeFrames(through: limit, for: host)
            setClock(to: limit)
            ending = .duration(limit)
        } else if let endlessAtEnd {
            ending = .endlessMotion(clock.now, endlessAtEnd)
        } else if restsPastTheLimit || clock.now >= VirtualClock.maximumTime {
            // What was due later (a rest, a completion of 1e308 s) was met here, not reached.
            ending = .clockLimit(clock.now)
        } else {
            ending = .atRest(clock.now)
        }
        return .ok
    }

    /// Fires the repeating script handler `reference`, timer `id`, just fired, again and
    /// again while it stays the earliest timer and nothing else needs the loop, in bursts made
    /// in C (`HandlerBurst`): while no timer is scheduled, cancelled or fired in between (the
    /// timers' root is `id`, and a handler that reaches them ends the burst), no frame is
    /// watched, time is not paced, nothing is traced, and no stop has come. Each firing is what
    /// the loop would do for it, in the same order (the clock set to its time, the dispatch
    /// counted, the handler called) without the loop's general steps: a tick handler is the
    /// busiest path from Swift into Lua. Returns the status of a failing call; nil hands back
    /// to the loop, which sees to anything that ended the bursts.
    private func fireAgain(
        _ id: Scheduler<ScriptHost.TimerAction>.TimerID, _ reference: Int32, until limit: Double?,
        on thread: LuaThread, for host: ScriptHost, messageHandler: Int32, firings: inout Int,
        since spinCheckStart: Double
    ) -> LuaStatus? {
        let last = limit ?? .infinity
        while !stopRequested, frameWatches.isEmpty, !realtime, !host.trace.isTracing,
            let root = timers.root(), root.id == id, let timer = root.repeating
        {
            // A burst ends at the next multiple of 4,096 firings at the latest, for the check
            // for endless work (countFirings).
            let most = 4096 - (firings & 4095)
            var burst = HandlerBurst(
                reference: reference, messageHandler: messageHandler, first: timer.first,
                interval: timer.interval, firings: timer.firings, before: timers.earliestDueAfterRoot(),
                last: last, most: most)
            let status = burst.fire(on: thread, control: runtime.control)
            if !burst.wasTakenBack { timers.setRootFirings(burst.firings) }
            if !status.isOK { return status }
            countFirings(burst.fired, &firings, since: spinCheckStart, for: host)
            // Ended by a tie, the next timer, the limit, a stop or a change: the loop's to see to.
            if burst.fired < most { return nil }
        }
        return nil
    }

    /// Ends the burst of firings under way, if any (see fireAgain), taking back its timer's
    /// count of firings: before anything reaches the timers, or changes what a burst depends on.
    func endBurst() {
        if let firings = runtime.takeBackBurst() { timers.setRootFirings(firings) }
    }

    /// Counts `count` firings; checking for endless work costs a pass over the controls, so a
    /// run whose timers keep firing checks at most every 4,096 firings, once it has gone on for
    /// a second of wall time.
    private func countFirings(_ count: Int, _ firings: inout Int, since spinCheckStart: Double, for host: ScriptHost) {
        let before = firings
        firings &+= count
        if before >> 12 != firings >> 12, !noticedEndlessWork, wallClock.monotonicNow() - spinCheckStart >= 1 {
            let outlook = RestOutlook(of: host.registry)
            if onlyEndlessWorkIsLeft(outlook) { noticeEndlessWork(outlook.endless) }
        }
    }

    /// Paced to the wall clock, with nothing scheduled and only endless motion left (a fast run
    /// ends there instead): moves the clock to the next frame a watcher wants, paced, or waits
    /// for a stop when no watcher wants one: no Lua can run any more, so only a stop (Ctrl-C, a
    /// limit) ends the run. Returns the stop's reason, if one came.
    private func waitWithEndlessMotion(for host: ScriptHost) -> StopReason? {
        let next = frameWatches.map(\.schedule.nextTime).min() ?? .infinity
        if next.isFinite {
            let time = max(next, clock.now)
            if !takeFrames(through: time, for: host) { setClock(to: time) }
        } else {
            let runtime = self.runtime
            wallClock.sleep(untilMonotonic: .infinity) { runtime.stopReason != nil }
        }
        return runtime.stopReason
    }

    /// Moves the clock to `time` (never back), and the runtime's idea of the wall time with it.
    private func setClock(to time: Double) {
        var clock = self.clock
        clock.advance(to: time)
        runtime.clockTime = clock.now
    }

    /// In real-time mode, waits until the wall clock catches up with virtual `time`.
    private func pace(to time: Double) {
        guard realtime else { return }
        let runtime = self.runtime
        wallClock.sleep(untilMonotonic: wallStart + (time - pacingAnchor) / pacingRate) { runtime.stopReason != nil }
    }

    // MARK: - Script timers

    /// Schedules a script's handler, called with the time it fires at; returns the timer id.
    func scheduleScriptTimer(at time: Double, every interval: Double? = nil, _ handler: LuaReference) -> Int {
        // The tag is the handler's registry number, which the loop calls it by (never 0: the
        // registry's references start at 1).
        let id = scheduler.schedule(at: time, every: interval, tag: handler.reference, .handler(handler))
        scriptTimers.insert(id)
        if interval != nil { repeatingScriptTimers.insert(id) }
        return id
    }

    /// Cancels the script's timer `id`; false when it is not one of the script's (a control's
    /// own timer is not the script's to cancel) or has already fired.
    func cancelScriptTimer(_ id: Int) -> Bool {
        guard scriptTimers.remove(id) != nil else { return false }
        repeatingScriptTimers.remove(id)
        return scheduler.cancel(id)
    }

    // MARK: - Frames

    /// ``ScriptHost/watchFrames(every:limit:_:)``.
    func watchFrames(every step: Double, limit: Int, _ watcher: @escaping ScriptHost.FrameWatcher) -> ScriptHost
        .FrameWatchID?
    {
        guard let schedule = FrameSchedule(step: step, from: clock.now, limit: limit) else { return nil }
        endBurst()
        nextFrameWatchID += 1
        let id = ScriptHost.FrameWatchID(value: nextFrameWatchID)
        frameWatches.append(FrameWatch(id: id, schedule: schedule, watcher: watcher))
        return id
    }

    /// Whether the watcher `id` has been given its limit of frames.
    func frameWatchIsExhausted(_ id: ScriptHost.FrameWatchID) -> Bool {
        frameWatches.first { $0.id == id }?.schedule.isExhausted ?? false
    }

    /// Stops calling the watcher `id`.
    func stopWatchingFrames(_ id: ScriptHost.FrameWatchID) {
        endBurst()
        frameWatches.removeAll { $0.id == id }
    }

    /// A frame watcher and where it has got to.
    private struct FrameWatch {
        let id: ScriptHost.FrameWatchID
        var schedule: FrameSchedule
        let watcher: ScriptHost.FrameWatcher
    }

    /// Takes the frames due up to `time` in time order, moving the clock to each one first.
    /// Returns true, with frames still to take, when a watcher scheduled a timer due by the
    /// frame it saw (a live page's touch, applied at a frame, schedules the control's events
    /// then): the loop runs it before the clock moves on, so nothing due is left behind.
    @discardableResult
    private func takeFrames(through time: Double, for host: ScriptHost) -> Bool {
        // The loop calls this on every tick, and most runs watch no frames.
        while !frameWatches.isEmpty, runtime.stopReason == nil {
            // The earliest due frame; the first-added watcher wins a tie.
            var earliest: Int?
            for (offset, watch) in frameWatches.enumerated() where watch.schedule.nextTime <= time {
                if let best = earliest, frameWatches[best].schedule.nextTime <= watch.schedule.nextTime { continue }
                earliest = offset
            }
            guard let offset = earliest else { return false }
            let watch = frameWatches[offset]
            let instant = watch.schedule.nextTime
            frameWatches[offset].schedule.advance()
            pace(to: instant)
            if runtime.stopReason != nil { return false }
            setClock(to: instant)
            watch.watcher(host, watch.schedule.taken)
            if let due = timers.nextDueTime(), due <= instant { return true }
        }
        return false
    }

    // MARK: - Rest

    /// Says once, in fast mode, that only work that never ends by itself is left, so a run
    /// that ends on it, or would go on for ever, is not silent about it. With only motion left
    /// (`endsTheRun`) nothing can change any more and the run ends; with repeating timers the
    /// next tick may still call `clock.stop()`, so it goes on.
    private func noticeEndlessWork(_ endless: [String], endsTheRun: Bool = false) {
        guard !realtime, !noticedEndlessWork || endsTheRun else { return }
        noticedEndlessWork = true
        let what =
            "at t = \(NumberText.plain(clock.now, places: 6)) s only work that never ends by itself is left: "
            + endlessSummary(endless).joined(separator: ", ")
        if endsTheRun {
            onNotice?(
                what + "; nothing can change it any more, so the run ends here (--duration watches it longer, "
                    + "--realtime until Ctrl-C)")
        } else {
            onNotice?(
                what
                    + "; the run goes on until --duration ends it or the script calls clock.stop() (Ctrl-C stops it now)"
            )
        }
    }

    /// The endless work, one phrase per kind (with a count when several controls share it), the
    /// script's repeating timers first.
    private func endlessSummary(_ endless: [String]) -> [String] {
        let repeating = repeatingScriptTimers.count
        var parts: [String] = []
        if repeating > 0 { parts.append("\(repeating) clock.every timer\(repeating == 1 ? "" : "s")") }
        var counts: [String: Int] = [:]
        for phrase in endless { counts[phrase, default: 0] += 1 }
        for phrase in endless where counts[phrase] != nil {
            let count = counts.removeValue(forKey: phrase) ?? 1
            parts.append(count == 1 ? phrase : "\(phrase) (×\(count))")
        }
        return parts
    }

    /// Whether nothing but endless work is left while timers still fire: no one-shot timer of
    /// the script's, every control that settles has settled, and something repeats.
    private func onlyEndlessWorkIsLeft(_ outlook: RestOutlook) -> Bool {
        scriptTimers.count == repeatingScriptTimers.count
            && outlook.settles <= clock.now
            && (!repeatingScriptTimers.isEmpty || !outlook.endless.isEmpty)
    }
}
