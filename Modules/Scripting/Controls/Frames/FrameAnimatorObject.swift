import DequeModule
import Foundation
import Geometry
import Models
import Rendering

/// What a Lua `Frames` userdata holds: the model, where its frames are read from, and its
/// script-side state (callbacks, the contexts of its runs, the events waiting to be delivered),
/// and how Lua reaches them (``declaration``). Frame indices are 1-based in Lua.
///
/// Its events are polled, not listed (a run that repeats forever has no last event): one
/// delivery at a time is scheduled, at the next event, and only while `onframe` or `onstop`
/// listens.
final class FrameAnimatorObject: ControlObject<FrameAnimator>, ScriptControl {
    /// The folder frame names are relative to, itself relative to the script's folder ("" for
    /// the script's folder).
    let folder: String
    /// Reads the frames; `nil` when the run has no script folder (frames cannot be loaded).
    let loader: FileFrameLoader?
    /// Called with (animator, context) when a run starts.
    var onStart: LuaReference?
    /// Called with (animator, index, name, context) at every frame change.
    var onFrame: LuaReference?
    /// Called with (animator, reason, context) when a run ends.
    var onStop: LuaReference?
    /// The Lua values given to `start`, by the opaque id the model keeps for them.
    var contexts: [Int: LuaReference] = [:]
    var nextContext = 0
    /// Events due now that wait for delivery (a start, a requested stop, the events of the
    /// previous run at the instant a new one started), in order. A deque: delivering takes
    /// from the front, and a script can queue a start and a stop a million times in a row.
    var queue: Deque<FrameAnimatorEvent> = []
    /// Events up to this time have been delivered or queued (or passed unheard).
    var polledUntil: Double
    /// The delivery of the next events.
    let delivery = DeliveryTimer()
    /// The frame the last scene showed, by name: a frame on screen is read from its file once,
    /// when it comes on, not again at every frame drawn while it stays (reading it took longer
    /// than drawing the rest of a scene); and the scene content made of it, at the animator's
    /// revision, given again while both stay.
    private var shown: (name: String, content: FrameContent, made: (content: SceneContent, revision: UInt64)?)?

    init(model: FrameAnimator, folder: String, loader: FileFrameLoader?, now: Double) {
        self.folder = folder
        self.loader = loader
        polledUntil = now
        super.init(model: model)
    }

    var restTime: Double { model.restTime }
    var contentChangesWithTime: Bool { true }
    /// The frame shown, and so the content, changes only at the animator's events.
    func sceneContentSteadyUntil(after time: Double) -> Double { model.nextEventTime(after: time) ?? .infinity }
    var endlessMotion: String? { "a FrameAnimator playing until stopped (repeats = 0)" }

    /// The frame showing at `time`, its content read from the folder when it comes on screen
    /// (``shown``): the animator's cache and its counters are the script's business and stay
    /// untouched.
    func sceneContent(at time: Double) -> SceneContent? {
        let name = model.frameName(at: time)
        // Read in place: binding what was shown would copy it.
        let content: FrameContent
        if shown?.name == name, let current = shown?.content {
            if shown?.made?.revision == drawnRevision, let made = shown?.made?.content { return made }
            content = current
        } else {
            content = Self.content(ofFrame: name, from: loader)
        }
        let made = SceneContent.frames(model, current: content, area: frameArea(showing: content))
        shown = (name, content, (made, drawnRevision))
        return made
    }

    /// The area of the largest of the animator's frames, measured from their files once for
    /// each list of frames, so that the box keeps its size from frame to frame (a recording or
    /// a GIF does not jump): the first ``measuredFrames`` different names are read; a larger
    /// frame past them grows the area when it shows, and it stays grown.
    private var measured: (names: [String], area: Size)?
    /// How many different frames are read to measure the area.
    static let measuredFrames = 256

    private func frameArea(showing content: FrameContent) -> Size {
        // The same list, as a rule the very same array: compared by identity first.
        var area: Size
        if let measured, measured.names == model.frameNames {
            area = measured.area
        } else {
            area = .zero
            var seen = Set<String>()
            for name in model.frameNames {
                guard seen.count < Self.measuredFrames else { break }
                guard seen.insert(name).inserted else { continue }
                area = Self.larger(area, FramesDrawing.area(of: Self.content(ofFrame: name, from: loader)))
            }
        }
        area = Self.larger(area, FramesDrawing.area(of: content))
        measured = (model.frameNames, area)
        return area
    }

    private static func larger(_ a: Size, _ b: Size) -> Size {
        Size(width: max(a.width, b.width), height: max(a.height, b.height))
    }

    /// The content of the frame `name` as `loader` reads it, or why it cannot be shown.
    private static func content(ofFrame name: String, from loader: FileFrameLoader?) -> FrameContent {
        guard let loader else { return .unavailable("no script folder to load \(name) from") }
        do {
            return FrameContent(data: try loader.loadFrame(named: name))
        } catch {
            return .unavailable("\(error)")
        }
    }

    /// Whether anything listens to the events after a start: without `onframe` or `onstop`
    /// no timer runs, so an animation that plays forever does not keep a run going forever.
    var isListening: Bool {
        onFrame != nil || onStop != nil
    }

    // MARK: - Events

    /// Queues the events after the last poll up to now, when something listens (else they pass
    /// unheard), and moves the poll time to now.
    private func collectEvents(now: Double) {
        guard now > polledUntil else { return }
        guard isListening else {
            polledUntil = now
            return
        }
        let events = model.events(from: polledUntil, to: now)
        queue += events
        // A cut at the limit leaves the rest for the next poll, from the last event given.
        if events.count >= FrameAnimator.defaultEventLimit, let last = events.last?.time, last > polledUntil {
            polledUntil = last
        } else {
            polledUntil = now
        }
    }

    /// Schedules the one delivery of the next events: now, for queued events; else at the
    /// model's next event time, while `onframe` or `onstop` listens.
    private func reschedule(_ context: ControlContext) {
        context.cancelDelivery(of: self, through: \.delivery)
        let now = context.now
        let time: Double
        if !queue.isEmpty {
            time = now
        } else if isListening, let next = model.nextEventTime(after: polledUntil) {
            time = max(next, now)
        } else {
            return
        }
        context.scheduleDelivery(at: time, of: self, through: \.delivery) { animator, delivery in
            animator.deliver(delivery)
        }
    }

    /// Delivers the queued events and those due now, in order. A callback may start or stop
    /// the animator; what that does is queued behind and delivered here too.
    private func deliver(_ delivery: EventDelivery) {
        let context = delivery.context
        collectEvents(now: delivery.time)
        while let event = queue.popFirst() {
            // The rest keep a delivery while the callback runs, so a callback that advances the
            // clock itself still gets the next events at their instants.
            reschedule(context)
            if let call = call(for: event), !delivery.deliver(call) {
                // The rest are delivered at this instant still, after the error is handled.
                reschedule(context)
                return
            }
            collectEvents(now: max(delivery.time, context.now))
        }
        pruneContexts()
        reschedule(context)
    }

    /// The callback an event calls (nil when none is set), with its arguments.
    private func call(for event: FrameAnimatorEvent) -> EventCall? {
        let context = EventCall.Argument.reference(event.context.flatMap { contexts[$0] })
        switch event.kind {
        case .started:
            return EventCall("onstart", callback: onStart, passing: [context])
        case .frameChanged:
            return EventCall(
                "onframe", callback: onFrame,
                passing: [
                    .value(.integer(Int64(event.index + 1))), .value(.string(LuaString(event.frameName))), context,
                ])
        case .stopped(let reason):
            return EventCall(
                "onstop", callback: onStop, passing: [.value(.string(LuaString(reason.rawValue))), context])
        }
    }

    /// Keeps only the contexts still to be passed to a callback or read as `context`.
    private func pruneContexts() {
        var live = Set(queue.compactMap(\.context))
        if let current = model.context { live.insert(current) }
        contexts = contexts.filter { live.contains($0.key) }
    }

    /// A callback was set or cleared: events that passed while nothing listened stay unheard.
    private func setListener(_ body: () -> Void, _ call: ControlCall) {
        let wasListening = isListening
        body()
        if !wasListening, isListening {
            polledUntil = max(polledUntil, call.now)
        }
        reschedule(call.context)
    }

    // MARK: - Playing

    /// `anim:start([context])`: a new run now, keeping `context` for its callbacks; its start
    /// event is delivered once the caller has returned.
    private func start(context value: LuaReference?, _ call: ControlCall) throws(LuaCallError) {
        let now = call.now
        var probe = model
        try call.checkingState { () throws(FrameAnimatorError) in _ = try probe.start(at: now) }
        // What the previous run did up to now (its finish at this very instant) comes first.
        collectEvents(now: now)
        var context: Int?
        if let value {
            nextContext += 1
            contexts[nextContext] = value
            context = nextContext
        }
        var model = self.model
        let event = try call.checkingState { () throws(FrameAnimatorError) in try model.start(at: now, context: context)
        }
        self.model = model
        queue.append(event)
        // Contexts no event needs any more are pruned once the queue is delivered: pruning
        // here would walk the whole queue at every start.
        reschedule(call.context)
    }

    /// `anim:stop()`: ends the run now, leaving the frame showing; whether one was playing.
    private func stop(_ call: ControlCall) -> Bool {
        collectEvents(now: call.now)
        var model = self.model
        guard let event = try? model.stop(at: call.now) else { return false }
        self.model = model
        queue.append(event)
        reschedule(call.context)
        return true
    }

    // MARK: - Loading

    /// Loads every frame into the cache, all or nothing.
    private func precache(within remaining: Int) throws(LuaCallError) {
        guard let loader else {
            throw LuaCallError(Self.noFolderMessage(model.frameNames[0]))
        }
        var model = self.model
        do throws(FrameAnimatorError) {
            // Every frame is read whole before the cache's budget is checked: together they may
            // take no more than the memory the run has left.
            try model.precache(using: BudgetedFrameLoader(loader, bytes: remaining))
        } catch {
            throw LuaCallError(Self.loadMessage(error, folder: folder))
        }
        self.model = model
    }

    /// The message for a failed load, with the file named relative to the script's folder
    /// (never an absolute path, so messages are the same on every machine).
    private static func loadMessage(_ error: FrameAnimatorError, folder: String) -> String {
        guard case .frameLoadFailed(let failure) = error else { return "\(error)" }
        func file(_ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
        switch failure {
        case .notFound(let name, _):
            return "frame '\(name)' not found (no file \(file(name)) in the script's folder)"
        case .unreadable(let name, _, let reason):
            return "frame '\(name)' could not be read (\(file(name)): \(reason))"
        case .invalidName, .outsideFolder:
            return "\(failure)"
        }
    }

    private static func noFolderMessage(_ name: String) -> String {
        "frame '\(name)' cannot be loaded: this run has no script folder to load frames from"
    }

    /// Why `name` cannot name a frame file (absolute, `..`, empty), or nil.
    private static func frameNameProblem(_ name: String) -> String? {
        do throws(FrameLoaderError) {
            _ = try FileFrameLoader(directory: "/").path(forFrame: name)
            return nil
        } catch {
            return error.description
        }
    }

    /// A list of frame names (strings), each a valid relative path.
    private static func frameNames(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> [String] {
        try call.names(index, item: "frame", empty: "\(FrameAnimatorError.noFrames)", problem: frameNameProblem)
    }

    /// The cache's counters and contents, as `anim.cache` gives them.
    static let cacheType = LuaRecordType<FrameCache>(
        "FramesCache", doc: "The cache of an animator, as `anim.cache` gives it (a new table each time).",
        [
            .field("hits", "frames `load` found in the cache") { $0.hits },
            .field("misses", "frames `load` read from their files") { $0.misses },
            .field("bytes", "bytes held, never more than `budget`") { $0.bytes },
            .field("budget", "the most bytes the cache keeps") { $0.budget },
            .field("count", "frames held") { $0.count },
            .field("evictions", "frames dropped to make room") { $0.evictions },
            .field("loads", "files read, by `load` and `precache`") { $0.loads },
            .field("names", "the frames held, least recently used first") { $0.names },
        ])

    // MARK: - Settings (each one undo step)

    /// Records and applies a change of settings as one undo step. Settings apply to the next
    /// run (a run keeps the settings it started with), so no event changes.
    private func changeSetting<Value: Equatable & Sendable>(
        _ name: String, from before: Value, to after: Value, _ call: ControlCall,
        _ set: @escaping @Sendable (inout FrameAnimator, Value) -> Void
    ) throws(LuaCallError) {
        guard before != after else { return }
        try call.context.change(
            name, self, \.model, apply: { model, _ in set(&model, after) }, revert: { model, _ in set(&model, before) })
    }

    static var declaration: ControlDeclaration<FrameAnimatorObject> {
        let duration = OptionsField<Double>(
            "duration", doc: "seconds of one cycle, > 0 (default count × 1/30)", luaType: "number"
        ) { call, index throws(LuaCallError) in
            let duration = try call.number(index)
            guard duration.isFinite, duration > 0 else {
                throw call.argumentError(index, "\(FrameAnimatorError.invalidDuration(duration))")
            }
            return duration
        }
        let repeats = OptionsField<Int>(
            "repeats", doc: "cycles a run plays, 0 for forever", luaType: "integer", default: 0
        ) { call, index throws(LuaCallError) in
            let count = try call.integer(index)
            guard count >= 0 else {
                throw call.argumentError(index, "\(FrameAnimatorError.invalidRepeatCount(Int(clamping: count)))")
            }
            return Int(clamping: count)
        }
        let budget = OptionsField<Int>(
            "budget", doc: "the most bytes the cache keeps, > 0 (default: \(FrameCache.defaultBudget >> 20) MiB)",
            luaType: "integer",
            default: FrameCache.defaultBudget
        ) { call, index throws(LuaCallError) in
            let bytes = try call.integer(index)
            guard bytes > 0 else {
                throw call.argumentError(index, "\(FrameAnimatorError.invalidCacheBudget(Int(clamping: bytes)))")
            }
            return Int(clamping: bytes)
        }
        let frames = OptionsField<[String]>(
            "frames", doc: "file names in playing order, relative to `folder` (no absolute paths, no \"..\")",
            luaType: "string[]", read: frameNames
        )
        let folder = OptionsField<String>(
            "folder",
            doc: """
                the folder the names are relative to, inside the script's folder (default: the script's \
                folder)
                """, luaType: "string", default: ""
        ) { call, index throws(LuaCallError) in
            let folder = try call.string(index)
            if !folder.isEmpty, frameNameProblem(folder) != nil {
                throw call.argumentError(
                    index, "the folder must be a path inside the script's folder, without '..', not '\(folder)'")
            }
            return folder
        }
        let pattern = OptionsField<FramePattern>(
            "pattern",
            doc: """
                instead of `frames`: names made by putting each number into its one %d (%2d, %02d pad; \
                %% is a percent sign)
                """, luaType: "string"
        ) { call, index throws(LuaCallError) in
            let text = try call.string(index)
            guard let pattern = FramePattern(text) else {
                throw call.argumentError(
                    index, "a pattern needs exactly one %d, as in \"frame%02d.png\", not \"\(text)\"")
            }
            return pattern
        }
        let count = OptionsField<Int>(
            "count", doc: "with `pattern`: the number of frames, 1 to 100000", luaType: "integer"
        ) { call, index throws(LuaCallError) in
            let count = try call.integer(index)
            guard (1...Int64(FramePattern.maximumCount)).contains(count) else {
                throw call.argumentError(
                    index, "a pattern makes 1 to \(FramePattern.maximumCount) frames, not \(count)")
            }
            return Int(count)
        }
        let from = OptionsField<Int>(
            "from", doc: "with `pattern`: the first number", luaType: "integer", default: 1
        ) { call, index throws(LuaCallError) in
            let from = try call.integer(index)
            guard (0...Int64(FramePattern.maximumFirstNumber)).contains(from) else {
                throw call.argumentError(
                    index, "the first number must be 0 to \(FramePattern.maximumFirstNumber), not \(from)")
            }
            return Int(from)
        }
        let reverse = OptionsField<Bool>("reverse", doc: "play backwards", default: false)
        let startFrame = DependentOptionsField<Int>(
            "startframe", doc: "the frame runs start on, 1-based (default: the first)", luaType: "integer"
        )
        let precache = OptionsField<Bool>("precache", doc: "load every frame now", default: false)
        let options = OptionsDeclaration(
            frames, folder, pattern, from, count, duration, repeats, reverse, startFrame, budget, precache
        ).named(
            "FramesOptions",
            doc: """
                The options of `Frames.new`: `frames`, or `pattern` with `count`. Any other field is an \
                error.
                """)

        let optionsArgument = DeclaredArgument.options(1, options)
        var animator = ControlDeclaration<FrameAnimatorObject>(
            "Frames", constructor: [optionsArgument], options: options
        ) {
            call throws(LuaCallError) in
            guard call.isTable(optionsArgument) else { throw call.typeError(optionsArgument, expected: "table") }
            let table = try call[optionsArgument]
            let folderName = try table.read(folder)
            let list = try table.readIfPresent(frames)
            let framePattern = try table.readIfPresent(pattern)
            let frameCount = try table.readIfPresent(count)
            let first = try table.readIfPresent(from)
            let names: [String]
            switch (list, framePattern) {
            case (let list?, nil):
                guard frameCount == nil, first == nil else {
                    throw table.error("'count' and 'from' go with 'pattern'; a 'frames' list has its own count")
                }
                names = list
            case (nil, let framePattern?):
                guard let frameCount else {
                    throw table.error("field 'count' is missing (the number of frames the pattern makes)")
                }
                names = framePattern.names(count: frameCount, from: first ?? 1)
                // Each name is checked against the file system: up to 100,000 of them look at the
                // stop as a list does (LuaCall.forEachItem), every 1,024.
                for (position, name) in names.enumerated() {
                    if position & 1023 == 1023 { try call.lua.checkStop() }
                    if let problem = frameNameProblem(name) {
                        throw LuaCallError("bad field 'pattern' in argument #1 to 'new' (\(problem))")
                    }
                }
            case (.some, .some):
                throw table.error("give either 'frames' or 'pattern', not both")
            case (nil, nil):
                throw table.error("give the frames as a 'frames' list of file names, or as a 'pattern' and a 'count'")
            }
            let seconds = try table.readIfPresent(duration) ?? Double(names.count) / 30
            let repeatCount = try table.read(repeats)
            let reversed = try table.read(reverse)
            let start =
                try table.readIfPresent(
                    startFrame,
                    using: { call, index throws(LuaCallError) in
                        try call.index(index, count: names.count, noun: "frame")
                    }) ?? 0
            let bytes = try table.read(budget)
            let precaches = try table.read(precache)
            let model = try call.checking(optionsArgument) { () throws(FrameAnimatorError) in
                try FrameAnimator(
                    frames: names, duration: seconds, repeatCount: repeatCount, reversed: reversed, startIndex: start,
                    cacheBudget: bytes)
            }
            let configuration = call.context.runtime.configuration
            let loader = configuration.moduleDirectory.map { base in
                FileFrameLoader(
                    directory: folderName.isEmpty ? base : base + "/" + folderName, root: base,
                    byteLimit: configuration.memoryLimit ?? .max, files: configuration.files)
            }
            let object = FrameAnimatorObject(model: model, folder: folderName, loader: loader, now: call.now)
            if precaches {
                do throws(LuaCallError) {
                    try object.precache(within: call.lua.budget.remaining)
                } catch {
                    guard case .message(let message) = error.payload else { throw error }
                    throw call.argumentError(optionsArgument, "cannot precache: \(message)")
                }
            }
            return object
        }

        declareRuns(&animator)
        declareProperties(&animator, settings: (duration, repeats, budget))
        declareCallbacks(&animator)

        animator.describe = { object, context in
            let model = object.model
            let now = context.now
            let state = model.isAnimating(at: now) ? "playing" : "stopped"
            return "Frames: frame \(model.index(at: now) + 1) of \(model.count) (\(model.frameName(at: now))), \(state)"
        }
        animator.doc = """
            A frame animator (a userdata): frames named by files, played in cycles, loaded only when \
            shown through a cache with a byte budget. Frame indices are 1-based. `getmetatable` \
            gives "Frames".
            """
        animator.constructorDoc = "Creates a stopped animator; nothing is loaded unless `precache` is true."
        animator.types = [
            cacheType.definition,
            .alias("FramesStopReason", "\"finished\"|\"requested\"", doc: "Why a run ended."),
        ]
        animator.page.buttons = ["start", "stop"]
        return animator
    }

    /// `start`, `stop`, `load`, `precache` and `clearcache`: runs and the frame cache.
    private static func declareRuns(_ animator: inout ControlDeclaration<FrameAnimatorObject>) {
        let context = DeclaredArgument<LuaReference?>.anyValue(1, "context")
        animator.method(
            "start",
            doc: """
                Starts a run now from `startframe` with the current settings, keeping `context` (any \
                value) for its callbacks. An error while a run plays. Not an undo step.
                """, context
        ) { object, call throws(LuaCallError) in
            try object.start(context: try call[context], call)
        }
        animator.method(
            "stop", doc: "Ends the run now, leaving the frame showing. Not an undo step.",
            returns: "boolean stopped whether a run was playing"
        ) { object, call throws(LuaCallError) in
            call.push(object.stop(call))
        }
        animator.method(
            "load",
            doc: """
                The bytes of the frame showing now, through the cache (a hit, or a miss that reads the \
                file and keeps it). An error when the file is missing or unreadable; nothing changes \
                then.
                """, returns: "string bytes"
        ) { object, call throws(LuaCallError) in
            let now = call.now
            guard let loader = object.loader else {
                throw LuaCallError(noFolderMessage(object.model.frameName(at: now)))
            }
            var model = object.model
            let data: Data
            do throws(FrameAnimatorError) {
                data = try model.frame(at: now, using: loader)
            } catch {
                // A failed load changes nothing, not even the cache's counters.
                throw LuaCallError(loadMessage(error, folder: object.folder))
            }
            object.model = model
            call.push(data)
        }
        animator.method(
            "precache",
            doc: """
                Loads every frame not cached yet, all or nothing: an error when they do not fit in the \
                budget together or one cannot be read.
                """
        ) { object, call throws(LuaCallError) in
            try object.precache(within: call.lua.budget.remaining)
        }
        animator.method(
            "clearcache", doc: "Drops every cached frame; the counters keep counting."
        ) { object, _ throws(LuaCallError) in
            object.model.clearCache()
        }
    }

    /// The sequence and its run settings, each an undo step when assigned, and what it shows now.
    /// An assigned setting is read as the constructor's option of the same name reads it.
    private static func declareProperties(
        _ animator: inout ControlDeclaration<FrameAnimatorObject>,
        settings: (duration: OptionsField<Double>, repeats: OptionsField<Int>, budget: OptionsField<Int>)
    ) {
        let (duration, repeats, budget) = settings
        let playHint = "play with start and stop; set 'startframe' for the frame runs start on"
        animator.readOnly(
            "index", doc: "the frame showing now (after a run, the one it left showing)", hint: playHint
        ) { object, context in object.model.index(at: context.now) + 1 }
        animator.readOnly("count", doc: "the number of frames (for the next run)") { object, _ in object.model.count }
        animator.readOnly("frame", doc: "its name", hint: playHint) { object, context in
            object.model.frameName(at: context.now)
        }
        animator.writable(
            "frames",
            doc: """
                the frames' names (a new list each time); setting it is an undo step ("Set Animation \
                Frames")
                """, { object, _ in object.model.frameNames }
        ) { object, call throws(LuaCallError) in
            let names = try frameNames(call.lua, 3)
            let before = object.model.frameNames
            let startBefore = object.model.startIndex
            guard before != names else { return }
            try call.context.change(
                "Set Animation Frames", object, \.model,
                apply: { model, _ in
                    try? model.setFrames(names)
                },
                revert: { model, _ in
                    try? model.setFrames(before)
                    try? model.setStartIndex(startBefore)
                })
        }
        animator.readOnly(
            "animating", doc: "whether a run plays now", hint: playHint
        ) { object, context in object.model.isAnimating(at: context.now) }
        animator.writable(
            "duration",
            doc: """
                seconds of one cycle; an undo step ("Set Animation Duration"); applies from the next \
                start
                """, { object, _ in object.model.duration }
        ) { object, call throws(LuaCallError) in
            let seconds = try duration.read(call.lua, 3)
            try object.changeSetting("Set Animation Duration", from: object.model.duration, to: seconds, call) {
                model, value in
                try? model.setDuration(value)
            }
        }
        animator.writable(
            "repeats", doc: "cycles a run plays, 0 for forever; an undo step (\"Set Animation Repeats\")",
            { object, _ in object.model.repeatCount }
        ) { object, call throws(LuaCallError) in
            let count = try repeats.read(call.lua, 3)
            try object.changeSetting("Set Animation Repeats", from: object.model.repeatCount, to: count, call) {
                model, value in
                try? model.setRepeatCount(value)
            }
        }
        animator.writable(
            "reverse", doc: "play backwards; an undo step (\"Set Animation Direction\")",
            { object, _ in object.model.isReversed }
        ) { object, call throws(LuaCallError) in
            let reversed: Bool = try call.value()
            try object.changeSetting("Set Animation Direction", from: object.model.isReversed, to: reversed, call) {
                model, value in
                model.isReversed = value
            }
        }
        animator.writable(
            "startframe", doc: "the frame runs start on; an undo step (\"Set Animation Start Frame\")",
            { object, _ in object.model.startIndex + 1 }
        ) { object, call throws(LuaCallError) in
            let index = try call.lua.index(3, count: object.model.count, noun: "frame")
            try object.changeSetting("Set Animation Start Frame", from: object.model.startIndex, to: index, call) {
                model, value in
                try? model.setStartIndex(value)
            }
        }
        animator.writable(
            "budget",
            doc: """
                the cache's byte budget; an undo step ("Set Cache Budget"); a smaller one evicts at once
                """, { object, _ in object.model.cache.budget }
        ) { object, call throws(LuaCallError) in
            let bytes = try budget.read(call.lua, 3)
            try object.changeSetting("Set Cache Budget", from: object.model.cache.budget, to: bytes, call) {
                model, value in
                try? model.setCacheBudget(value)
            }
        }
        animator.readOnly("cache", doc: "the cache's counters and contents now", type: "FramesCache") { object, _ in
            cacheType.record(object.model.cache)
        }
        animator.readOnly(
            "folder", doc: "the folder the names are relative to (\"\" for the script's folder)"
        ) { object, _ in object.folder }
        animator.readOnly(
            "context", doc: "the context of the current or last run", type: "any"
        ) { (object: FrameAnimatorObject, _: ControlContext) -> LuaReference? in
            object.model.context.flatMap { object.contexts[$0] }
        }
    }

    /// `onstart`, `onframe` and `onstop`.
    private static func declareCallbacks(_ animator: inout ControlDeclaration<FrameAnimatorObject>) {
        animator.callback(
            "onstart", doc: "when a run starts", type: "fun(anim: Frames, context: any)",
            get: { $0.onStart }, store: { $0.onStart = $1 }
        )
        animator.callback(
            "onframe", doc: "at every frame change",
            type: "fun(anim: Frames, index: integer, name: string, context: any)",
            get: { $0.onFrame }
        ) {
            object, call throws(LuaCallError) in
            let callback = try call.callbackValue()
            object.setListener({ object.onFrame = callback }, call)
        }
        animator.callback(
            "onstop", doc: "when a run ends", type: "fun(anim: Frames, reason: FramesStopReason, context: any)",
            get: { $0.onStop }
        ) {
            object, call throws(LuaCallError) in
            let callback = try call.callbackValue()
            object.setListener({ object.onStop = callback }, call)
        }
    }
}
