import Foundation
import Models
internal import CLua
internal import CLuaShim

extension ScriptHost {
    static let framesClass = "Frames"
    /// The most frames a `pattern` makes (a list is limited only by memory).
    static let maximumPatternFrames = 100_000

    /// Registers the `Frames` Lua library (the seed's `UIImageViewAnimator`):
    /// `Frames.new{frames = {...} | pattern = …, count = …, folder = …, duration = …,
    /// repeats = …, reverse = …, startframe = …, budget = …, precache = …}`, and an animator's
    /// playing, loading through its cache, and callbacks. Frame indices are 1-based in Lua.
    func registerFrameAnimatorLibrary() {
        var luaClass = LuaClass(name: ScriptHost.framesClass)
        luaClass.methods = [
            LuaBinding("start", { [unowned(unsafe) self] call throws(LuaCallError) in
                try startFrames(try frames(call), call: call)
                return 0
            }),
            LuaBinding("stop", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(stopFrames(try frames(call)))
                return 1
            }),
            LuaBinding("load", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try frames(call)
                let now = clock.now
                guard let loader = object.loader else {
                    throw LuaCallError(ScriptHost.noFolderMessage(object.model.frameName(at: now)))
                }
                var model = object.model
                let data: Data
                do throws(FrameAnimatorError) {
                    data = try model.frame(at: now, using: loader)
                } catch {
                    // A failed load changes nothing, not even the cache's counters.
                    throw LuaCallError(ScriptHost.loadMessage(error, folder: object.folder))
                }
                object.model = model
                data.withUnsafeBytes { raw in
                    _ = lua_pushlstring(call.state, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count)
                }
                return 1
            }),
            LuaBinding("precache", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try frames(call)
                try ScriptHost.precache(object)
                return 0
            }),
            LuaBinding("clearcache", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try frames(call)
                var model = object.model
                model.clearCache()
                object.model = model
                return 0
            }),
        ]
        luaClass.properties = [
            "index", "count", "frame", "frames", "animating", "duration", "repeats", "reverse", "startframe",
            "budget", "cache", "folder", "context", "onstart", "onframe", "onstop",
        ]
        luaClass.getter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try frames(call)
            let model = object.model
            let now = clock.now
            switch key {
            case "index": call.push(model.index(at: now) + 1)
            case "count": call.push(model.count)
            case "frame": call.push(model.frameName(at: now))
            case "frames": ScriptHost.pushList(model.frameNames, call)
            case "animating": call.push(model.isAnimating(at: now))
            case "duration": call.push(model.duration)
            case "repeats": call.push(model.repeatCount)
            case "reverse": call.push(model.isReversed)
            case "startframe": call.push(model.startIndex + 1)
            case "budget": call.push(model.cache.budget)
            case "cache": ScriptHost.pushCache(model.cache, call)
            case "folder": call.push(object.folder)
            case "context":
                if let id = model.context, let value = object.contexts[id] { value.push(onto: call.state) } else { call.pushNil() }
            case "onstart": if let f = object.onStart { f.push(onto: call.state) } else { call.pushNil() }
            case "onframe": if let f = object.onFrame { f.push(onto: call.state) } else { call.pushNil() }
            case "onstop": if let f = object.onStop { f.push(onto: call.state) } else { call.pushNil() }
            default: throw LuaCallError("Frames has no member '\(key)'")
            }
            return 1
        }
        luaClass.setter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try frames(call)
            switch key {
            case "duration": try setDuration(object, call)
            case "repeats": try setRepeats(object, call)
            case "reverse": try setReverse(object, call)
            case "startframe": try setStartFrame(object, call)
            case "frames": try setFrameNames(object, call)
            case "budget": try setBudget(object, call)
            case "onstart":
                object.onStart = try call.optionalFunction(3, runtime: runtime)
            case "onframe":
                let listening = object.isListening
                object.onFrame = try call.optionalFunction(3, runtime: runtime)
                listeningChanged(object, wasListening: listening)
            case "onstop":
                let listening = object.isListening
                object.onStop = try call.optionalFunction(3, runtime: runtime)
                listeningChanged(object, wasListening: listening)
            case "index", "frame", "animating":
                throw LuaCallError("Frames field '\(key)' is read-only (play with start and stop; set 'startframe' for the frame runs start on)")
            case "count", "cache", "folder", "context":
                throw LuaCallError("Frames field '\(key)' is read-only")
            default:
                throw LuaCallError("Frames has no member '\(key)'")
            }
        }
        luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
            let model = try frames(call).model
            let now = clock.now
            let state = model.isAnimating(at: now) ? "playing" : "stopped"
            return "Frames: frame \(model.index(at: now) + 1) of \(model.count) (\(model.frameName(at: now))), \(state)"
        }
        runtime.register(luaClass)

        registerConstructor("Frames", of: luaClass) { host, call throws(LuaCallError) in
            try host.makeFrames(call)
        }
    }

    private func frames(_ call: LuaCall) throws(LuaCallError) -> FrameAnimatorObject {
        try call.object(1, of: ScriptHost.framesClass)
    }

    // MARK: - Creating

    /// `Frames.new{...}`: the frames as a `frames` list or a `pattern` with a `count`.
    private func makeFrames(_ call: LuaCall) throws(LuaCallError) -> FrameAnimatorObject {
        guard lua_type(call.state, 1) == LUA_TTABLE else { throw call.typeError(1, expected: "table") }
        let options = try LuaOptionsTable(call, argument: 1, allowed: [
            "frames", "folder", "pattern", "from", "count", "duration", "repeats", "reverse", "startframe",
            "budget", "precache",
        ])
        let folder = try options.field("folder") { call, index throws(LuaCallError) -> String in
            let folder = try call.string(index)
            if let problem = ScriptHost.folderProblem(folder) { throw call.argumentError(index, problem) }
            return folder
        } ?? ""
        let list = try options.field("frames") { call, index throws(LuaCallError) in
            try ScriptHost.frameNames(call, index)
        }
        let pattern = try options.field("pattern") { call, index throws(LuaCallError) -> FramePattern in
            let text = try call.string(index)
            guard let pattern = FramePattern(text) else {
                throw call.argumentError(index, "a pattern needs exactly one %d, as in \"frame%02d.png\", not \"\(text)\"")
            }
            return pattern
        }
        let count = try options.field("count") { call, index throws(LuaCallError) -> Int in
            let count = try call.integer(index)
            guard (1 ... Int64(ScriptHost.maximumPatternFrames)).contains(count) else {
                throw call.argumentError(index, "a pattern makes 1 to \(ScriptHost.maximumPatternFrames) frames, not \(count)")
            }
            return Int(count)
        }
        let from = try options.field("from") { call, index throws(LuaCallError) -> Int in
            let from = try call.integer(index)
            guard (0 ... 1_000_000_000).contains(from) else {
                throw call.argumentError(index, "the first number must be 0 to 1000000000, not \(from)")
            }
            return Int(from)
        }
        let names: [String]
        switch (list, pattern) {
        case (let list?, nil):
            guard count == nil, from == nil else {
                throw call.argumentError(1, "'count' and 'from' go with 'pattern'; a 'frames' list has its own count")
            }
            names = list
        case (nil, let pattern?):
            guard let count else { throw call.argumentError(1, "field 'count' is missing (the number of frames the pattern makes)") }
            names = (0 ..< count).map { pattern.name(($0 + (from ?? 1))) }
            if let problem = names.lazy.compactMap(ScriptHost.frameNameProblem).first {
                throw LuaCallError("bad field 'pattern' in argument #1 to 'new' (\(problem))")
            }
        case (.some, .some):
            throw call.argumentError(1, "give either 'frames' or 'pattern', not both")
        case (nil, nil):
            throw call.argumentError(1, "give the frames as a 'frames' list of file names, or as a 'pattern' and a 'count'")
        }
        let duration = try options.field("duration") { call, index throws(LuaCallError) -> Double in
            let duration = try call.number(index)
            guard duration.isFinite, duration > 0 else {
                throw call.argumentError(index, "\(FrameAnimatorError.invalidDuration(duration))")
            }
            return duration
        } ?? Double(names.count) / 30
        let repeats = try options.field("repeats") { call, index throws(LuaCallError) -> Int in
            try ScriptHost.repeatCount(call, index)
        } ?? 0
        let reverse = try options.field("reverse") { call, index throws(LuaCallError) in try call.boolean(index) } ?? false
        let start = try options.field("startframe") { call, index throws(LuaCallError) -> Int in
            try ScriptHost.frameIndex(call, index, count: names.count)
        } ?? 0
        let budget = try options.field("budget") { call, index throws(LuaCallError) -> Int in
            try ScriptHost.budget(call, index)
        } ?? FrameCache.defaultBudget
        let precache = try options.field("precache") { call, index throws(LuaCallError) in try call.boolean(index) } ?? false
        let model: FrameAnimator
        do {
            model = try FrameAnimator(
                frames: names, duration: duration, repeatCount: repeats, reversed: reverse, startIndex: start,
                cacheBudget: budget)
        } catch {
            throw call.argumentError(1, "\(error)")
        }
        let loader = runtime.configuration.moduleDirectory.map { base in
            FileFrameLoader(directory: folder.isEmpty ? base : base + "/" + folder, root: base)
        }
        let object = FrameAnimatorObject(model: model, folder: folder, loader: loader, now: clock.now)
        if precache {
            do {
                try ScriptHost.precache(object)
            } catch {
                guard case .message(let message) = error.payload else { throw error }
                throw call.argumentError(1, "cannot precache: \(message)")
            }
        }
        return object
    }

    /// Loads every frame of `object` into its cache, all or nothing.
    private static func precache(_ object: FrameAnimatorObject) throws(LuaCallError) {
        guard let loader = object.loader else {
            throw LuaCallError(noFolderMessage(object.model.frameNames[0]))
        }
        var model = object.model
        do throws(FrameAnimatorError) {
            try model.precache(using: loader)
        } catch {
            throw LuaCallError(loadMessage(error, folder: object.folder))
        }
        object.model = model
    }

    /// A list of frame names (strings), each a valid relative path.
    private static func frameNames(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> [String] {
        let state = call.state
        guard lua_type(state, index) == LUA_TTABLE else { throw call.typeError(index, expected: "table") }
        let length = Int(clamping: lua_rawlen(state, index))
        guard length > 0 else { throw call.argumentError(index, "\(FrameAnimatorError.noFrames)") }
        var names: [String] = []
        names.reserveCapacity(length)
        for position in 1 ... length {
            lua_rawgeti(state, index, Int64(position))
            defer { lua_settop(state, -2) }
            guard lua_type(state, -1) == LUA_TSTRING else {
                throw call.argumentError(index, "frame \(position) is \(call.typeName(at: -1)), not a string")
            }
            var size = 0
            let pointer = lua_tolstring(state, -1, &size)
            let name = SharedStrings.string(UnsafeRawBufferPointer(start: pointer, count: size))
            if let problem = frameNameProblem(name) { throw call.argumentError(index, problem) }
            names.append(name)
        }
        return names
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

    /// Why `folder` cannot hold the frames, or nil.
    private static func folderProblem(_ folder: String) -> String? {
        guard !folder.isEmpty, frameNameProblem(folder) != nil else { return nil }
        return "the folder must be a path inside the script's folder, without '..', not '\(folder)'"
    }

    private static func repeatCount(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Int {
        let count = try call.integer(index)
        guard count >= 0 else { throw call.argumentError(index, "\(FrameAnimatorError.invalidRepeatCount(Int(count)))") }
        return Int(count)
    }

    /// A 1-based frame index, returned 0-based.
    private static func frameIndex(_ call: LuaCall, _ index: Int32, count: Int) throws(LuaCallError) -> Int {
        try call.index(index, count: count, noun: "frame")
    }

    private static func budget(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Int {
        let bytes = try call.integer(index)
        guard bytes > 0 else { throw call.argumentError(index, "\(FrameAnimatorError.invalidCacheBudget(Int(bytes)))") }
        return Int(bytes)
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

    private static func pushList(_ names: [String], _ call: LuaCall) {
        lua_createtable(call.state, Int32(clamping: names.count), 0)
        for (offset, name) in names.enumerated() {
            call.push(name)
            lua_rawseti(call.state, -2, Int64(offset + 1))
        }
    }

    private static func pushCache(_ cache: FrameCache, _ call: LuaCall) {
        let state = call.state
        lua_createtable(state, 0, 8)
        for (key, value) in [
            ("hits", cache.hits), ("misses", cache.misses), ("bytes", cache.bytes), ("budget", cache.budget),
            ("count", cache.count), ("evictions", cache.evictions), ("loads", cache.loads),
        ] {
            call.push(value)
            lua_setfield(state, -2, key)
        }
        pushList(cache.names, call)
        lua_setfield(state, -2, "names")
    }

    // MARK: - Settings (each one undo step)

    private func setDuration(_ object: FrameAnimatorObject, _ call: LuaCall) throws(LuaCallError) {
        let duration = try call.number(3)
        guard duration.isFinite, duration > 0 else {
            throw call.argumentError(3, "\(FrameAnimatorError.invalidDuration(duration))")
        }
        let before = object.model.duration
        guard before != duration else { return }
        try changeSetting(object, "Set Animation Duration",
            apply: { try? $0.setDuration(duration) }, revert: { try? $0.setDuration(before) })
    }

    private func setRepeats(_ object: FrameAnimatorObject, _ call: LuaCall) throws(LuaCallError) {
        let count = try ScriptHost.repeatCount(call, 3)
        let before = object.model.repeatCount
        guard before != count else { return }
        try changeSetting(object, "Set Animation Repeats",
            apply: { try? $0.setRepeatCount(count) }, revert: { try? $0.setRepeatCount(before) })
    }

    private func setReverse(_ object: FrameAnimatorObject, _ call: LuaCall) throws(LuaCallError) {
        let reverse = try call.boolean(3)
        let before = object.model.isReversed
        guard before != reverse else { return }
        try changeSetting(object, "Set Animation Direction",
            apply: { $0.isReversed = reverse }, revert: { $0.isReversed = before })
    }

    private func setStartFrame(_ object: FrameAnimatorObject, _ call: LuaCall) throws(LuaCallError) {
        let index = try ScriptHost.frameIndex(call, 3, count: object.model.count)
        let before = object.model.startIndex
        guard before != index else { return }
        try changeSetting(object, "Set Animation Start Frame",
            apply: { try? $0.setStartIndex(index) }, revert: { try? $0.setStartIndex(before) })
    }

    private func setFrameNames(_ object: FrameAnimatorObject, _ call: LuaCall) throws(LuaCallError) {
        let names = try ScriptHost.frameNames(call, 3)
        let before = object.model.frameNames
        let startBefore = object.model.startIndex
        guard before != names else { return }
        try changeSetting(object, "Set Animation Frames",
            apply: { try? $0.setFrames(names) },
            revert: { model in
                try? model.setFrames(before)
                try? model.setStartIndex(startBefore)
            })
    }

    private func setBudget(_ object: FrameAnimatorObject, _ call: LuaCall) throws(LuaCallError) {
        let bytes = try ScriptHost.budget(call, 3)
        let before = object.model.cache.budget
        guard before != bytes else { return }
        try changeSetting(object, "Set Cache Budget",
            apply: { try? $0.setCacheBudget(bytes) }, revert: { try? $0.setCacheBudget(before) })
    }

    /// Records and applies a change of settings as one undo step. Settings apply to the next
    /// run (a run keeps the settings it started with), so no event changes.
    private func changeSetting(
        _ object: FrameAnimatorObject, _ name: String,
        apply: @escaping @Sendable (inout FrameAnimator) -> Void,
        revert: @escaping @Sendable (inout FrameAnimator) -> Void
    ) throws(LuaCallError) {
        let id = object.id
        try perform(name,
            apply: { host in host.changeFrameAnimator(id, apply) },
            revert: { host in host.changeFrameAnimator(id, revert) })
    }

    /// Changes the settings of the live animator `id` (undo, redo); nothing when the script
    /// dropped it.
    func changeFrameAnimator(_ id: Int, _ body: (inout FrameAnimator) -> Void) {
        updateControl(id, \FrameAnimatorObject.model) { model, _ in body(&model) }
    }

    // MARK: - Playing

    /// `anim:start([context])`: a new run now; its start event is delivered once the caller has
    /// returned.
    private func startFrames(_ object: FrameAnimatorObject, call: LuaCall) throws(LuaCallError) {
        let now = clock.now
        var probe = object.model
        do {
            try probe.start(at: now)
        } catch {
            throw LuaCallError("\(error)")
        }
        // What the previous run did up to now (its finish at this very instant) comes first.
        collectFrameEvents(object)
        var context: Int?
        if !call.isNoneOrNil(2) {
            object.nextContext += 1
            object.contexts[object.nextContext] = LuaReference(runtime: runtime, state: call.state, index: 2)
            context = object.nextContext
        }
        var model = object.model
        let event: FrameAnimatorEvent
        do {
            event = try model.start(at: now, context: context)
        } catch {
            throw LuaCallError("\(error)")
        }
        object.model = model
        object.queue.append(event)
        // Contexts no event needs any more are pruned once the queue is delivered: pruning
        // here would walk the whole queue at every start.
        rescheduleFrameEvents(object)
    }

    /// `anim:stop()`: ends the run now, leaving the frame showing; whether one was playing.
    private func stopFrames(_ object: FrameAnimatorObject) -> Bool {
        collectFrameEvents(object)
        var model = object.model
        guard let event = try? model.stop(at: clock.now) else { return false }
        object.model = model
        object.queue.append(event)
        rescheduleFrameEvents(object)
        return true
    }

    /// Queues the events after the last poll up to now, when something listens (else they pass
    /// unheard), and moves the poll time to now.
    private func collectFrameEvents(_ object: FrameAnimatorObject) {
        let now = clock.now
        guard now > object.polledUntil else { return }
        guard object.isListening else {
            object.polledUntil = now
            return
        }
        let events = object.model.events(from: object.polledUntil, to: now)
        object.queue += events
        // A cut at the limit leaves the rest for the next poll, from the last event given.
        if events.count >= FrameAnimator.defaultEventLimit, let last = events.last?.time, last > object.polledUntil {
            object.polledUntil = last
        } else {
            object.polledUntil = now
        }
    }

    /// A callback was set or cleared: events that passed while nothing listened stay unheard.
    private func listeningChanged(_ object: FrameAnimatorObject, wasListening: Bool) {
        if !wasListening, object.isListening {
            object.polledUntil = max(object.polledUntil, clock.now)
        }
        rescheduleFrameEvents(object)
    }

    /// Schedules the one timer that delivers the animator's next events: now, for queued
    /// events; else at the model's next event time, while `onframe` or `onstop` listens.
    private func rescheduleFrameEvents(_ object: FrameAnimatorObject) {
        if let timer = object.eventTimer { scheduler.cancel(timer) }
        object.eventTimer = nil
        let now = clock.now
        let time: Double
        if !object.queue.isEmpty {
            time = now
        } else if object.isListening, let next = object.model.nextEventTime(after: object.polledUntil) {
            time = max(next, now)
        } else {
            return
        }
        let id = object.id
        object.eventTimer = scheduler.schedule(at: time) { host, state, _ in
            host.deliverFrameEvents(id, on: state)
        }
    }

    /// Keeps only the contexts still to be passed to a callback or read as `context`.
    private func pruneFrameContexts(_ object: FrameAnimatorObject) {
        var live = Set(object.queue.compactMap(\.context))
        if let current = object.model.context { live.insert(current) }
        object.contexts = object.contexts.filter { live.contains($0.key) }
    }

    /// The timer's action: delivers the queued events and those due now, in order. A callback
    /// may start or stop the animator; what that does is queued behind and delivered here too.
    private func deliverFrameEvents(_ id: Int, on state: OpaquePointer) -> Int32 {
        guard let object: FrameAnimatorObject = control(id) else { return LUA_OK }
        object.eventTimer = nil
        collectFrameEvents(object)
        while !object.queue.isEmpty {
            let event = object.queue.removeFirst()
            // The rest keep a timer while the callback runs, so a callback that advances the
            // clock itself still gets the next events at their instants.
            rescheduleFrameEvents(object)
            let status = deliverFrameEvent(event, object, on: state)
            if status != LUA_OK {
                // The rest are delivered at this instant still, after the error is handled.
                rescheduleFrameEvents(object)
                return status
            }
            collectFrameEvents(object)
        }
        pruneFrameContexts(object)
        rescheduleFrameEvents(object)
        return LUA_OK
    }

    private func deliverFrameEvent(_ event: FrameAnimatorEvent, _ object: FrameAnimatorObject, on state: OpaquePointer) -> Int32 {
        let id = object.id
        let context = event.context.flatMap { object.contexts[$0] }
        func pushContext(_ state: OpaquePointer) {
            if let context { context.push(onto: state) } else { lua_pushnil(state) }
        }
        switch event.kind {
        case .started:
            guard let onStart = object.onStart else { return LUA_OK }
            return invoke(onStart, on: state) { state in
                pushControl(id, onto: state)
                pushContext(state)
                return 2
            }
        case .frameChanged:
            guard let onFrame = object.onFrame else { return LUA_OK }
            return invoke(onFrame, on: state) { state in
                pushControl(id, onto: state)
                lua_pushinteger(state, Int64(event.index + 1))
                runtime.push(.string(LuaString(event.frameName)), onto: state)
                pushContext(state)
                return 4
            }
        case .stopped(let reason):
            guard let onStop = object.onStop else { return LUA_OK }
            return invoke(onStop, on: state) { state in
                pushControl(id, onto: state)
                runtime.push(.string(LuaString(reason.rawValue)), onto: state)
                pushContext(state)
                return 3
            }
        }
    }
}

/// A `pattern` of `Frames.new`: text with one `%d`, `%Nd` or `%0Nd` (N up to 2 digits) that the
/// frame number replaces, as Lua's `string.format` would; `%%` is a percent sign.
struct FramePattern {
    var prefix: String
    var suffix: String
    var width: Int
    var zeroPadded: Bool

    init?(_ text: String) {
        var prefix = ""
        var suffix = ""
        var directive: (width: Int, zero: Bool)?
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                if directive == nil { prefix.append(character) } else { suffix.append(character) }
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                if directive == nil { prefix.append("%") } else { suffix.append("%") }
                continue
            }
            guard directive == nil else { return nil }
            let zero = characters.first == "0"
            if zero { characters.removeFirst() }
            var digits = ""
            while let digit = characters.first, digit.isASCII, digit.isNumber, digits.count < 2 {
                digits.append(digit)
                characters.removeFirst()
            }
            guard characters.popFirst() == "d" else { return nil }
            directive = (Int(digits) ?? 0, zero)
        }
        guard let directive else { return nil }
        self.prefix = prefix
        self.suffix = suffix
        width = directive.width
        zeroPadded = directive.zero
    }

    /// The name of frame `number`.
    func name(_ number: Int) -> String {
        let digits = String(number)
        let padding = String(repeating: zeroPadded ? "0" : " ", count: max(0, width - digits.count))
        return prefix + padding + digits + suffix
    }
}
