import Foundation
import Models
import History

/// Runs a script on a virtual clock: the Lua runtime, the clock, the timers scripts schedule,
/// and the libraries that bind the controls.
///
/// The run ends when the script has finished, no timer remains and every control is at rest
/// (see ``runClock(until:)``), when the script calls `clock.stop()`, or at the configured
/// duration. Handlers due at the same instant run in the
/// order they were scheduled. Virtual time moves as fast as the machine goes, or paced to the
/// wall clock in real-time mode; what the script prints is the same either way.
public final class ScriptHost {
    /// How a run behaves.
    public struct Options: Sendable {
        /// What the Lua runtime allows.
        public var runtime: LuaRuntime.Configuration
        /// Virtual seconds after which the run ends; `nil` to run until nothing is scheduled.
        public var duration: Double?
        /// Pace virtual time to the wall clock.
        public var realtime: Bool
        /// The wall time (seconds since 1970) the run starts at; `nil` for the real now.
        public var origin: Double?
        /// The seed of every random choice; `nil` for a random seed.
        public var seed: Int64?

        public init(
            runtime: LuaRuntime.Configuration = .init(), duration: Double? = nil,
            realtime: Bool = false, origin: Double? = nil, seed: Int64? = nil
        ) {
            self.runtime = runtime
            self.duration = duration
            self.realtime = realtime
            self.origin = origin
            self.seed = seed
        }
    }

    /// Something scheduled on the clock, run on the given Lua thread (the main thread, or the
    /// coroutine that called `clock.advance`). It returns a Lua status; on failure the error
    /// value is on top of that thread's stack.
    typealias Action = (ScriptHost, LuaThread, Double) -> LuaStatus

    /// The Lua runtime.
    public let runtime: LuaRuntime
    // The clock loop touches `clock`, `scheduler`, `stopRequested` and `frameWatches` on every
    // tick, and a dynamic exclusivity check costs about as much as the rest of the loop's own
    // work. Their checks are off because no access to them can overlap another: every one is a
    // plain read, or a mutation that runs no Lua and calls nothing outside this module (timers'
    // actions and frame watchers are copied out before they are called), so no longjmp and no
    // reentrant binding can happen inside one. The other properties stay checked.

    /// The virtual clock.
    @exclusivity(unchecked) public private(set) var clock: VirtualClock
    /// The options the host was made with.
    public let options: Options
    /// Every timer on the clock: scripts' handlers and controls' own events.
    @exclusivity(unchecked) var scheduler = Scheduler<TimerAction>()
    /// The timers scripts scheduled (the only ones `clock.cancel` and `clock.pending` see);
    /// controls' own timers, such as an odometer's roll end, are not the script's to cancel.
    var scriptTimers: Set<Scheduler<TimerAction>.TimerID> = []
    /// Those of ``scriptTimers`` that repeat (`clock.every`).
    var repeatingScriptTimers: Set<Scheduler<TimerAction>.TimerID> = []
    /// Whether the run has said that only endless work is left (it says so once).
    var noticedEndlessWork = false
    /// How the last ``run(scriptAtPath:arguments:)`` or ``runClock(until:)`` ended, once it has.
    public internal(set) var ending: RunEnding?
    /// Called with a notice about the run that is not an error, such as "only work that never
    /// ends by itself is left" (`playground run` writes it to standard error).
    public var onNotice: ((String) -> Void)?
    /// Hears every event of the run as it happens, for `--trace` (see ``TraceEvent``); nil
    /// (the default) costs the clock loop one test per firing.
    public var onTrace: ((TraceEvent) -> Void)? {
        didSet { traceChanged() }
    }
    /// Whether ``onTrace`` is set, read on the clock loop's hot path.
    @exclusivity(unchecked) var isTracing = false
    /// The history observer that serves the trace, while one is set.
    var traceObserver: ObserverToken?
    /// Set by `clock.stop()`: the clock loop ends.
    @exclusivity(unchecked) var stopRequested = false
    /// Every change scripts make to controls, for undo and redo.
    let history = HistoryStack(limit: ScriptHost.historyLimit)
    /// `history.onchange`'s function, the history observer that serves it, and whether its call
    /// for the latest changes is scheduled.
    var historyOnChange: LuaReference?
    var historyObserver: ObserverToken?
    var historyChangePending = false
    /// Whether one of a script's recorded commands (`history.record`) is running its function:
    /// the changes it makes to controls are part of it, not steps of their own.
    var isRunningScriptCommand = false
    /// The Lua thread an undo, redo or jump replays script commands on, and whether one failed.
    var scriptCommandThread: LuaThread?
    var scriptCommandFailed = false
    /// The controls scripts created, by id.
    let registry: ControlRegistry
    /// Seeds for games that name none, drawn from --seed so games are reproducible with it.
    var gameSeeds: SplitMix64
    /// Who watches the controls at fixed steps of virtual time (see ScriptHost+Frames).
    @exclusivity(unchecked) var frameWatches: [FrameWatch] = []
    var nextFrameWatchID = 0
    private let wallClock: any WallClock
    private var wallStart: Double = 0

    /// Creates a host and its runtime, with every library opened.
    public init(options: Options = Options(), wallClock: any WallClock = SystemWallClock()) throws(LuaError) {
        self.options = options
        self.wallClock = wallClock
        runtime = try LuaRuntime(configuration: options.runtime)
        gameSeeds = SplitMix64(seed: options.seed.map { UInt64(bitPattern: $0) } ?? UInt64.random(in: .min ... .max))
        clock = VirtualClock(origin: options.origin ?? wallClock.now())
        runtime.now = clock.wallTime
        registry = ControlRegistry(runtime: runtime)
        registerClockLibrary()
        registerHistoryLibrary()
        for entry in ControlCatalog.entries { entry.register(self) }
        registerSceneLibrary()
        if let seed = options.seed {
            try runtime.run("math.randomseed(\(seed))", chunkName: "seed")
        }
    }

    deinit {
        // Every binding captures the host unowned(unsafe), to spare each call a weak load (see
        // LuaRuntime.detachBindings). The runtime is public and may outlive the host: from
        // here on, its bindings raise "the playground host has been closed".
        runtime.detachBindings(raising: .hostGone)
    }

    // MARK: - Running

    /// Runs the script at `path` with `arguments` (the global `arg` and the chunk's `...`), then
    /// the clock until the run ends. The path `-` is standard input.
    public func run(scriptAtPath path: String, arguments: [String] = []) throws(LuaError) {
        try run([], scriptAtPath: path, arguments: arguments)
    }

    /// Runs `steps` (`-e` chunks and `-l` modules, in order), then the script at `path`, if any,
    /// with `arguments`, then the clock until the run ends, as `lua`'s command line does.
    public func run(_ steps: [CommandLineStep], scriptAtPath path: String?, arguments: [String] = []) throws(LuaError) {
        wallStart = wallClock.monotonicNow()
        try load(steps, scriptAtPath: path, arguments: arguments)
        try runClock(until: options.duration)
    }

    /// Runs `steps`, then the script at `path`, if any, with `arguments` (the global `arg` and the
    /// chunk's `...`), leaving the clock where it is: nothing scheduled runs until the clock
    /// runs. The REPL's way in; `run` goes on with the clock.
    public func load(_ steps: [CommandLineStep] = [], scriptAtPath path: String?, arguments: [String] = []) throws(LuaError) {
        setArgumentTable(script: path, arguments: arguments)
        for step in steps { try perform(step) }
        if let path {
            try runtime.runFile(atPath: path, arguments: arguments.map { .string(LuaString($0)) })
        }
    }

    /// Runs one `-e` chunk, or requires one `-l` module into its global.
    private func perform(_ step: CommandLineStep) throws(LuaError) {
        switch step {
        case .chunk(let source):
            try runtime.run(source, chunkName: "(command line)")
        case .module:
            guard let (global, module) = step.globalAndModule else { return }
            // `_ENV[...]` is the global table even after a chunk replaced `_G`, and is set as
            // a plain global assignment does (a metatable's __newindex runs), as `lua -l` does.
            // require's own error is reported as `lua -l` reports it: without a position.
            let source = "local global, module = ... local ok, value = pcall(require, module) "
                + "if not ok then error(value, 0) end _ENV[global] = value"
            try runtime.load(LuaString(source), rawChunkName: "=(command line)")
            try runtime.callTop(arguments: [.string(LuaString(global)), .string(LuaString(module))], keepingResults: false)
        }
    }

    /// Runs the timers due up to `limit`, advancing the clock to each, and then the clock to
    /// `limit`. A stop (a limit, Ctrl-C) ends it with the stop's error.
    ///
    /// Without a limit it runs until nothing is scheduled **and every control is at rest**:
    /// every spin, roll, flip, slide, transition, animation and frame sequence that ends by
    /// itself has ended (and its callbacks, which are scheduled, have run). Motion that never
    /// ends by itself (an animation repeated forever, a wobble, frames playing until stopped)
    /// keeps it going, frame watchers still called, until `clock.stop()` or a stop; in fast
    /// mode ``onNotice`` hears once that only such work is left.
    public func runClock(until limit: Double?) throws(LuaError) {
        let status = runClockStatus(until: limit, on: runtime.mainThread)
        if !status.isOK { throw runtime.popError(status: status) }
    }

    /// Advances the clock by `seconds`, running the handlers due on the way (the REPL's and
    /// tests' way to move time).
    public func advance(by seconds: Double) throws(LuaError) {
        try runClock(until: clock.now + max(0, seconds))
    }

    /// `runClock` on `thread` (a coroutine, when a script calls `clock.advance` from one):
    /// returns the status of the first failing handler, with its error value left on top of
    /// that thread's stack. A stop is a failure too, with the stop's message.
    func runClockStatus(until limit: Double?, on thread: LuaThread) -> LuaStatus {
        // At the top level a handler's error ends the run, with a traceback: the message
        // handler is pushed once, below everything the handlers push, not around every call
        // (and with room for a handler call, made once: every call leaves the stack as it
        // found it). Inside a binding (`clock.advance`) errors go back to the script unchanged.
        thread.withTopLevelMessageHandler { messageHandler in
            runTimers(until: limit, on: thread, messageHandler: messageHandler, waitsForRest: limit == nil && messageHandler != 0)
        }
    }

    private func runTimers(until limit: Double?, on thread: LuaThread, messageHandler: Int32, waitsForRest: Bool) -> LuaStatus {
        ending = nil
        // Checking for endless work costs a pass over the controls, so a run whose timers keep
        // firing checks now and then: at most every 4,096 firings, once it has gone on for a
        // second of wall time.
        var firings = 0
        let spinCheckStart = waitsForRest && !options.realtime ? wallClock.monotonicNow() : .infinity
        while !stopRequested {
            guard let due = scheduler.nextDueTime() else {
                guard waitsForRest else { break }
                // Nothing is scheduled: wait for the controls to come to rest.
                // A control the script no longer references still counts until Lua collects
                // it, as it is still drawn: the locals of a script's main chunk are out of
                // reach once it returns, and their motion is what the user came to see.
                let outlook = restOutlook()
                // A rest past the clock's limit (a vanish of 1e300 s) is met at the limit, where
                // the clock stops.
                let rest = min(outlook.settles, VirtualClock.maximumTime)
                if rest > clock.now {
                    takeFrames(through: rest)
                    pace(to: rest)
                    if let reason = runtime.stopReason { return pushStop(reason, on: thread) }
                    setClock(to: rest)
                    continue
                }
                guard !outlook.endless.isEmpty else { break }
                noticeEndlessWork(outlook.endless)
                if let reason = waitWithEndlessMotion() { return pushStop(reason, on: thread) }
                continue
            }
            if let limit, due > limit { break }
            // Frames first, each at its own wall time in real-time mode, so that a live view
            // is redrawn evenly while the clock waits for the next timer.
            takeFrames(through: due)
            pace(to: due)
            if let reason = runtime.stopReason { return pushStop(reason, on: thread) }
            guard let (payload, time, id, isRepeating) = scheduler.popDuePayload(notAfter: due) else { break }
            if !isRepeating { scriptTimers.remove(id) }
            // The frames up to `due` (which `time` is) were taken above.
            setClock(to: time)
            // Handlers that are C functions run no Lua instruction; count each dispatch, so an
            // instruction limit still ends a run made only of them.
            runtime.countDispatch()
            if isTracing, case .handler = payload { traceTimer(id, at: time, repeating: isRepeating) }
            let status =
                switch payload {
                case .handler(let handler):
                    thread.callHandler(handler.reference, time: time, handler: messageHandler)
                case .action(let action):
                    action(self, thread, time)
                }
            if !status.isOK { return status }
            firings &+= 1
            if firings & 4095 == 0, !noticedEndlessWork, wallClock.monotonicNow() - spinCheckStart >= 1 {
                let outlook = restOutlook()
                if onlyEndlessWorkIsLeft(outlook) { noticeEndlessWork(outlook.endless) }
            }
        }
        if let reason = runtime.stopReason { return pushStop(reason, on: thread) }
        if stopRequested {
            ending = .stopped(clock.now)
        } else if let limit {
            moveClock(to: limit)
            ending = .duration(limit)
        } else {
            ending = .atRest(clock.now)
        }
        return .ok
    }

    /// With nothing scheduled and only endless motion left, moves the clock to the next frame
    /// a watcher wants (paced in real-time mode), or waits for a stop when no watcher wants
    /// one: no Lua can run any more, so only a stop (Ctrl-C, a limit) ends the run. Returns
    /// the stop's reason, if one came.
    private func waitWithEndlessMotion() -> StopReason? {
        let next = frameWatches.map(\.schedule.nextTime).min() ?? .infinity
        if next.isFinite {
            moveClock(to: max(next, clock.now))
        } else {
            let runtime = self.runtime
            wallClock.sleep(untilMonotonic: .infinity) { runtime.stopReason != nil }
        }
        return runtime.stopReason
    }

    /// Leaves the stop's message on `thread` as a failure's error value.
    private func pushStop(_ reason: StopReason, on thread: LuaThread) -> LuaStatus {
        thread.raise(runtime.stopMessage(for: reason))
    }

    private func moveClock(to time: Double) {
        takeFrames(through: time)
        setClock(to: time)
    }

    func setClock(to time: Double) {
        clock.advance(to: time)
        runtime.now = clock.wallTime
    }

    /// In real-time mode, waits until the wall clock catches up with virtual `time`.
    func pace(to time: Double) {
        guard options.realtime else { return }
        let runtime = self.runtime
        wallClock.sleep(untilMonotonic: wallStart + time) { runtime.stopReason != nil }
    }

    /// `arg` as `lua` sets it: arg[0] is the script, arg[1...] its arguments.
    /// Sets the global `arg`: the script's path at 0 (absent without a script), its arguments
    /// from 1.
    private func setArgumentTable(script: String?, arguments: [String]) {
        runtime.setGlobalList("arg", items: arguments.map { LuaString($0) }, zeroth: script.map { LuaString($0) })
    }

    // MARK: - Calling Lua

    /// Calls the function `reference` holds with `arguments` on `thread`. Returns the status;
    /// on failure the error value is left on top of that thread's stack: with a traceback when
    /// the host called from its top level (the error ends the run), unchanged when a binding
    /// called it (the binding passes the error on to the script, which may catch it).
    func invoke(_ reference: LuaReference, on thread: LuaThread, arguments: [LuaValue]) -> LuaStatus {
        thread.call(reference) { thread in
            for argument in arguments { runtime.push(argument, onto: thread) }
            return Int32(arguments.count)
        }
    }
}
