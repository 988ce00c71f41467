import Foundation
import History
import Models
import Rendering

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
    /// The options the host was made with.
    public let options: Options
    /// The virtual clock, its timers and frame watchers, and the loop that runs them.
    let clockLoop: ClockLoop
    /// The controls scripts created, by id.
    let registry: ControlRegistry
    /// The drawings of controls at rest, kept from one frame to the next.
    private let drawingCache = SceneDrawingCache()
    /// Every change scripts make to controls, for undo and redo.
    let history: ScriptHistory
    /// The run's trace (`--trace`).
    let trace: RunTrace
    /// The one event pump of every control.
    let events: EventPump
    /// Seeds for games that name none, drawn from --seed so games are reproducible with it.
    var gameSeeds: SplitMix64
    /// The classes the host's scripts get.
    let catalog: ControlCatalog
    /// What a person can do to a control on the live page, by its class's name, as the catalog
    /// declares it (made once, when first asked).
    public private(set) lazy var pageInput: [String: PageInput] = Dictionary(
        catalog.summaries.map { ($0.name, $0.page) }, uniquingKeysWith: { first, _ in first })

    /// The classes scripts declared with `Control.declare`, in order, and what each binds.
    var scriptedClasses: [(controlClass: LuaControlClass, summary: DeclarationSummary)] = []
    /// Draws the controls written in Lua at each frame (made at the first).
    var painter: LuaControlPainter {
        if let madePainter { return madePainter }
        let painter = LuaControlPainter(host: self)
        madePainter = painter
        return painter
    }
    private var madePainter: LuaControlPainter?
    /// The error a control written in Lua failed with where no script could catch it (its
    /// `draw` at a frame): the run stopped for it (``StopReason/controlFailed``) and ends with
    /// it.
    public private(set) var controlFailure: LuaError?
    /// Hears a control's failure to draw instead of the run stopping for it (a live page shows
    /// it in its console, and the control keeps its last good drawing).
    public var onControlFailure: ((LuaError) -> Void)? {
        get { painter.onFailure }
        set { painter.onFailure = newValue }
    }

    /// The virtual clock.
    public var clock: VirtualClock { clockLoop.clock }
    /// How the last ``run(scriptAtPath:arguments:)`` or ``runClock(until:)`` ended, once it has.
    public var ending: RunEnding? { clockLoop.ending }
    /// Called with a notice about the run that is not an error, such as "only work that never
    /// ends by itself is left" (`playground run` writes it to standard error).
    public var onNotice: ((String) -> Void)? {
        get { clockLoop.onNotice }
        set { clockLoop.onNotice = newValue }
    }
    /// Hears every event of the run as it happens, for `--trace` (see ``TraceEvent``); nil
    /// (the default) costs the clock loop one test per firing.
    public var onTrace: ((TraceEvent) -> Void)? {
        get { trace.onTrace }
        set { trace.onTrace = newValue }
    }

    /// Creates a host and its runtime, with every library opened.
    public convenience init(options: Options = Options(), wallClock: any WallClock = SystemWallClock())
        throws(LuaError)
    {
        try self.init(options: options, wallClock: wallClock, catalog: .builtIn)
    }

    /// Creates a host whose scripts get the classes of `catalog` (a test's, with a control of
    /// its own).
    init(options: Options = Options(), wallClock: any WallClock = SystemWallClock(), catalog: ControlCatalog)
        throws(LuaError)
    {
        self.options = options
        self.catalog = catalog
        let runtime = try LuaRuntime(configuration: options.runtime)
        self.runtime = runtime
        gameSeeds = SplitMix64(seed: options.seed.map { UInt64(bitPattern: $0) } ?? UInt64.random(in: .min ... .max))
        clockLoop = ClockLoop(
            origin: options.origin ?? wallClock.now(), realtime: options.realtime, wallClock: wallClock,
            runtime: runtime)
        registry = ControlRegistry(runtime: runtime)
        history = ScriptHistory()
        trace = RunTrace(clockLoop: clockLoop, registry: registry, history: history)
        events = EventPump(clockLoop: clockLoop, registry: registry, runtime: runtime, trace: trace)
        for library in libraries { runtime.registerLibrary(library.name, functions: library.functions) }
        for entry in catalog.entries { entry.register(self) }
        if let seed = options.seed {
            try runtime.run("math.randomseed(\(seed))", chunkName: "seed")
        }
    }

    /// The libraries every script gets beside the controls' (`clock`, `history`, `scene`).
    var libraries: [LuaLibrary] {
        [
            ClockLibrary.declaration.library(owner: self, host: self),
            HistoryLibrary.declaration.library(owner: self, host: self),
            SceneLibrary.declaration.library(owner: self, host: self),
            ControlLibrary.declaration.library(owner: self, host: self),
        ]
    }

    deinit {
        madePainter?.closeHost()
        // The controls' bindings capture the host unowned and unchecked, to spare each call a
        // weak load (see LuaRuntime.detachBindings and ControlContext). The runtime is public and may outlive the host: from
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
        clockLoop.startPacing()
        try load(steps, scriptAtPath: path, arguments: arguments)
        try runClock(until: options.duration)
    }

    /// In real-time mode, paces the clock from now on: its current time is the wall clock's
    /// now. `run` does it before the script; a caller that ``load(_:scriptAtPath:arguments:)``s
    /// first and runs the clock later (a live page's reload) does it when the clock starts.
    public func startPacing(rate: Double = 1) {
        clockLoop.startPacing(at: clock.now, rate: rate)
    }

    /// Whether the clock is paced to the wall clock (``Options/realtime`` at first). Off, it
    /// runs as fast as the machine goes: a live page going forward to an instant.
    public var isPaced: Bool {
        get { clockLoop.realtime }
        set { clockLoop.realtime = newValue }
    }

    /// Runs `steps`, then the script at `path`, if any, with `arguments` (the global `arg` and the
    /// chunk's `...`), leaving the clock where it is: nothing scheduled runs until the clock
    /// runs. The REPL's way in; `run` goes on with the clock.
    public func load(_ steps: [CommandLineStep] = [], scriptAtPath path: String?, arguments: [String] = [])
        throws(LuaError)
    {
        setArgumentTable(script: path, arguments: arguments)
        do {
            for step in steps { try perform(step) }
            if let path {
                try runtime.runFile(atPath: path, arguments: arguments.map { .string(LuaString($0)) })
            }
        } catch {
            throw reported(error)
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
            let source =
                "local global, module = ... local ok, value = pcall(require, module) "
                + "if not ok then error(value, 0) end _ENV[global] = value"
            try runtime.load(LuaString(source), rawChunkName: "=(command line)")
            try runtime.callTop(
                arguments: [.string(LuaString(global)), .string(LuaString(module))], keepingResults: false)
        }
    }

    /// Runs the timers due up to `limit`, advancing the clock to each, and then the clock to
    /// `limit`. A stop (a limit, Ctrl-C) ends it with the stop's error.
    ///
    /// Without a limit it runs until nothing is scheduled **and every control is at rest**
    /// (see ``ClockLoop/run(until:on:for:)``).
    public func runClock(until limit: Double?) throws(LuaError) {
        let status = clockLoop.run(until: limit, on: runtime.mainThread, for: self)
        if !status.isOK { throw reported(runtime.popError(status: status)) }
    }

    /// Stops the run for `error`, met where no script can catch it (a control's `draw` at a
    /// frame): the run ends with it. The first failure is the one kept.
    func failControl(_ error: LuaError) {
        if controlFailure == nil { controlFailure = error }
        runtime.stopHandle.stop(.controlFailed)
    }

    /// `error`, or the control's failure it stands for: a run stopped because a control failed
    /// ends with that control's error, which names it, the file and the line.
    func reported(_ error: LuaError) -> LuaError {
        guard case .stopped(.controlFailed) = error.kind, let controlFailure else { return error }
        return controlFailure
    }

    /// Adds a class a script declared (`Control.declare`), already registered, to what the
    /// host lists: help, completion, the live page's input, `scene.classes()`.
    func addScriptedClass(_ controlClass: LuaControlClass, summary: DeclarationSummary) {
        scriptedClasses.append((controlClass, summary))
        pageInput[summary.name] = summary.page
    }

    /// Forgets a control's failure once the stop it made is over (the REPL's next input).
    public func clearControlFailure() {
        controlFailure = nil
    }

    /// Advances the clock by `seconds`, running the handlers due on the way (the REPL's and
    /// tests' way to move time).
    public func advance(by seconds: Double) throws(LuaError) {
        try runClock(until: clock.now + max(0, seconds))
    }

    // MARK: - Watching

    /// Every live control at the clock's current time, in creation order: what `playground`
    /// draws as SVG or in the terminal. Controls the script no longer holds are left out.
    public func scene() -> Scene {
        scene(only: nil)
    }

    /// The scene, or only the control `id` in it (`scene.svg(control)`).
    func scene(only id: Int?) -> Scene {
        let now = clock.now
        // A control's draw that asks for the scene (scene.svg() inside draw) would make the
        // frame inside the frame being made: it fails, and gets nothing.
        guard !painter.isPainting else {
            painter.refuseNestedScene()
            return Scene(time: now, items: [])
        }
        guard let id else { return Scene(time: now, items: registry.sceneItems(at: now), drawingCache: drawingCache) }
        return Scene(time: now, items: registry.sceneItems(at: now).filter { $0.id == id })
    }

    /// Calls `watcher` every `step` virtual seconds (at 0, step, 2·step, …, from the first of
    /// them not before now) while the clock moves. The clock stops at each frame's instant
    /// first, so the controls are seen exactly there, and in real-time mode the frame waits for
    /// the wall clock. A frame due at the same instant as a handler is taken before the handler
    /// runs; frames of several watchers due at one instant are taken in the order the watchers
    /// were added. Watchers are called while the clock moves, which may be inside a script's
    /// `clock.advance`: they should read the controls, not run Lua. After `limit` frames the
    /// watcher is not called again (``frameWatchIsExhausted(_:)`` tells), so a run that lasts
    /// far longer than expected does not write billions of frames. Returns nil, and watches
    /// nothing, unless `step` is a positive, finite number and `limit` is not negative.
    @discardableResult
    public func watchFrames(every step: Double, limit: Int = .max, _ watcher: @escaping FrameWatcher) -> FrameWatchID? {
        clockLoop.watchFrames(every: step, limit: limit, watcher)
    }

    /// Whether the watcher `id` has been given its limit of frames.
    public func frameWatchIsExhausted(_ id: FrameWatchID) -> Bool {
        clockLoop.frameWatchIsExhausted(id)
    }

    /// Stops calling the watcher `id`.
    public func stopWatchingFrames(_ id: FrameWatchID) {
        clockLoop.stopWatchingFrames(id)
    }

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

    /// Calls `method` of the live control `id` with `arguments`, now, as a script's
    /// `control:method(…)` would (`touch`, `flip`, `tilt`): through the same binding, into the
    /// history, its callbacks run. Returns what it returned; an error it raises (or a control
    /// the script has dropped) is thrown.
    public func call(control id: Int, method: String, arguments: [LuaValue] = []) throws(LuaError) -> [LuaValue] {
        try runtime.callMethod(
            method, pushingObject: { thread in registry.push(id, onto: thread) }, arguments: arguments)
    }

    /// Applies `body` to the live control `id` at the current time, then lets it settle.
    /// Does nothing when the script has dropped the control.
    func updateControl<Object: ScriptControl>(_ id: Int, _ body: (Object, Double) -> Void) {
        guard let object: Object = registry.control(id) else { return }
        body(object, clock.now)
        object.settle(in: ControlContext(self))
        // An undo or a redo is a change from outside: a control written in Lua with a frame
        // hook moves again from where it was put.
        (object as? LuaControlObject)?.wakeFrames(in: ControlContext(self))
    }
}
