import Foundation
import Geometry
import Models
import Rendering
import Scripting
import Synchronization

/// One live run behind `playground serve`: the script on the virtual clock paced to the wall
/// clock, on a thread of its own (a host is used from one thread), drawing the scene at the
/// frame rate for every page connected, and applying what people do on the page through the
/// same bindings a script calls, so their touches land in the history and run the script's
/// callbacks.
///
/// Inputs are queued from any thread and applied at the next frame, at the clock's time then:
/// a touch reaches the model at most one frame (1/fps s) after it arrives.
public final class StudioSession: Sendable {
    /// How the session runs.
    public struct Configuration: Sendable {
        /// The script, as the user named it.
        public var script: String
        /// How its host runs (`realtime` is set by the session).
        public var options: ScriptHost.Options
        /// Frames a second drawn for the page.
        public var fps: Double
        /// Where to keep what people did as a Lua script that replays it (`--save-touches`).
        public var touchesFile: String?

        public init(script: String, options: ScriptHost.Options = .init(), fps: Double = 30, touchesFile: String? = nil) {
            self.script = script
            self.options = options
            self.fps = fps
            self.touchesFile = touchesFile
        }
    }

    /// The most inputs waiting for the next frame; beyond it new ones are dropped (a page
    /// cannot send that many in 1/30 s unless it is misbehaving).
    public static let maximumQueuedInputs = 1_000
    /// How many of the latest console lines a page that connects later is sent.
    public static let keptConsoleLines = 500

    private struct Shared: Sendable {
        var inbox: [StudioInput] = []
        var transports: [StudioInput.Transport] = []
        var subscribers: [Int: Subscriber] = [:]
        /// The number of the latest frame, and its image read for the next one's changes.
        var sequence = 0
        var previousImage: TokenizedImage?
        var nextToken = 0
        /// The latest frame, sent to a page as soon as it connects.
        var lastFrame: String?
        /// The latest console lines, sent to a page that connects later.
        var console: [String] = []
        var stopHandle: StopHandle?
        var stopped = false
        var finished = false
    }

    private let shared = Mutex(Shared())
    private let configuration: Configuration

    /// `configuration` with a seed and a clock start of its own when it names none, so that
    /// what people do can be replayed into the same run.
    public init(_ configuration: Configuration) {
        var configuration = configuration
        if configuration.options.seed == nil { configuration.options.seed = Int64.random(in: 1 ... 999_999) }
        if configuration.options.origin == nil { configuration.options.origin = Date().timeIntervalSince1970.rounded(.down) }
        self.configuration = configuration
    }

    /// The command line that replays the touches saved so far, when they are saved.
    public var replayCommand: String? {
        guard let file = configuration.touchesFile else { return nil }
        return TouchRecording(
            scriptName: configuration.script, source: [], seed: configuration.options.seed ?? 0,
            origin: configuration.options.origin ?? 0
        ).replayCommand(path: file)
    }

    /// Starts the run on its own thread.
    public func start() {
        let thread = Thread { [self] in run() }
        // Lua's C stack: as deep as the main thread's.
        thread.stackSize = 16 << 20
        thread.name = "playground session"
        thread.start()
    }

    /// Ends the run (at the next instruction or handler) and lets the thread finish.
    public func stop() {
        shared.withLock { shared in
            shared.stopped = true
            shared.stopHandle?.stop(.interrupt)
        }
    }

    /// Ends the run and waits (up to `seconds`) for its thread to finish, its touches saved.
    public func stopAndWait(seconds: Double = 5) {
        stop()
        let deadline = Date().addingTimeInterval(seconds)
        while !isFinished, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    /// Whether the run's thread has finished.
    public var isFinished: Bool {
        shared.withLock { $0.finished }
    }

    /// Queues `input` for the next frame. Returns false when the queue is full.
    @discardableResult
    public func post(_ input: StudioInput) -> Bool {
        shared.withLock { shared in
            guard shared.inbox.count + shared.transports.count < Self.maximumQueuedInputs else { return false }
            if case .transport(let transport) = input {
                shared.transports.append(transport)
            } else {
                shared.inbox.append(input)
            }
            return true
        }
    }

    /// Calls `send` with every message for the page from now on (the latest frame first), from
    /// the session's thread; returns the token that ends it.
    ///
    /// With `changes`, a frame after the first comes as what changed since the frame before it
    /// (numbered: `seq`, and `base`, the frame it changes) whenever that is smaller; a page that
    /// misses one asks for the next whole (``StudioInput/resync``, ``latestFrame``).
    public func subscribe(changes: Bool = false, _ send: @escaping @Sendable (String) -> Void) -> Int {
        let (token, frame, console) = shared.withLock { shared in
            shared.nextToken += 1
            shared.subscribers[shared.nextToken] = Subscriber(wantsChanges: changes, send: send)
            return (shared.nextToken, shared.lastFrame, shared.console)
        }
        for line in console { send(line) }
        if let frame { send(frame) }
        return token
    }

    /// Stops sending to the subscriber `token` (its page closed).
    public func unsubscribe(_ token: Int) {
        _ = shared.withLock { $0.subscribers.removeValue(forKey: token) }
    }

    /// The latest frame, whole: what a page that missed one is sent.
    public var latestFrame: String? {
        shared.withLock { $0.lastFrame }
    }

    /// Sends `output` to every page: a frame whole, or as what changed to those who take it so.
    func publish(_ output: StudioOutput) {
        let (whole, change, subscribers) = shared.withLock { shared -> (String, String?, [Subscriber]) in
            let subscribers = Array(shared.subscribers.values)
            guard case let .frame(_, svg, _, _, _) = output else {
                let text = output.json
                shared.console.append(text)
                if shared.console.count > Self.keptConsoleLines { shared.console.removeFirst(shared.console.count - Self.keptConsoleLines) }
                return (text, nil, subscribers)
            }
            shared.sequence += 1
            let (image, tokens) = RecordedImage.encoding(svg, after: shared.previousImage)
            shared.previousImage = tokens
            let whole = output.json(sequence: shared.sequence)
            shared.lastFrame = whole
            return (whole, output.changeJSON(sequence: shared.sequence, image: image), subscribers)
        }
        for subscriber in subscribers { subscriber.send(subscriber.wantsChanges ? change ?? whole : whole) }
    }

    /// A page's connection, and whether it takes frames as their changes.
    struct Subscriber: Sendable {
        let wantsChanges: Bool
        let send: @Sendable (String) -> Void
    }

    private var isStopped: Bool {
        shared.withLock { $0.stopped }
    }

    func takeInputs() -> [StudioInput] {
        shared.withLock { shared in
            defer { shared.inbox.removeAll(keepingCapacity: true) }
            return shared.inbox
        }
    }

    private func takeTransports() -> [StudioInput.Transport] {
        shared.withLock { shared in
            defer { shared.transports.removeAll(keepingCapacity: true) }
            return shared.transports
        }
    }

    // MARK: - The session's thread

    private func run() {
        defer { shared.withLock { $0.finished = true } }
        let driver = StudioDriver(session: self, touchesFile: configuration.touchesFile)
        defer { driver.flush(now: true) }
        var sources = ScriptSources(script: configuration.script, ignoring: configuration.touchesFile)
        var current: ScriptHost?
        var needsLoad = true
        var nextSourceCheck = Date()
        while !isStopped {
            if needsLoad {
                needsLoad = false
                // The new run is loaded beside the old one, which keeps going (and stays on the
                // page) if the new one fails.
                let (host, error) = load(with: driver)
                if let error {
                    if case .stopped = error.kind, isStopped { return }
                    publish(.console(error.description, isError: true))
                }
                // A failed reload leaves the last good run on the page; a failed first run
                // still shows what its script made before the error, as `run` does.
                if let host, error == nil || current == nil {
                    if current != nil { publish(.console("reloaded \(configuration.script)", isError: false)) }
                    current = host
                    driver.begin(newRecording())
                    driver.draw(host)
                    host.startPacing()
                } else {
                    // Ctrl-C stops the run that goes on, not the one that failed.
                    adoptStopHandle(of: current)
                }
            }
            guard var host = current else {
                Thread.sleep(forTimeInterval: 0.1)
                if sources.changed() { needsLoad = true }
                continue
            }
            for transport in takeTransports() {
                host = travel(transport, host: host, driver: driver)
            }
            current = host
            if driver.playback.isPaused {
                driver.apply(takeInputs(), on: host, whilePaused: true)
                driver.draw(host)
                Thread.sleep(forTimeInterval: 0.02)
            } else {
                advance(host, until: host.clock.now + 0.25 * driver.playback.speed, driver: driver)
            }
            if Date() >= nextSourceCheck {
                nextSourceCheck = Date().addingTimeInterval(0.25)
                if sources.changed() { needsLoad = true }
            }
            driver.flush()
        }
    }

    /// Runs `host`'s clock up to `limit`, stopping at each instant where something was done
    /// while the session was paused (a replay of this branch applies it there).
    private func advance(_ host: ScriptHost, until limit: Double, driver: StudioDriver) {
        while !isStopped, host.clock.now < limit {
            let stop = min(limit, driver.nextPausedEntryTime ?? .infinity)
            do {
                try host.runClock(until: stop)
            } catch {
                if case .stopped = error.kind, isStopped { return }
                publish(.console(error.description, isError: true))
                if case .stopped = error.kind { host.runtime.resetStop() }
            }
            driver.replayPausedEntries(on: host)
            driver.reached(host.clock.now)
            // After `clock.stop()` the clock stands still for good: the session pauses there
            // rather than spinning (touches and the console still work, and a reload starts over).
            if case .stopped? = host.ending {
                if !driver.playback.isPaused {
                    driver.playback.isPaused = true
                    publish(.console("the script called clock.stop(): the session is paused at t = \(NumberText.plain(host.clock.now, places: 3)) s", isError: false))
                }
                return
            }
        }
    }

    /// Pauses, plays, steps or goes to an instant; returns the host that goes on (a new one,
    /// replayed to the instant, when going back).
    private func travel(_ transport: StudioInput.Transport, host: ScriptHost, driver: StudioDriver) -> ScriptHost {
        driver.isTravelling = true
        defer { driver.isTravelling = false }
        switch transport {
        case .pause:
            driver.playback.isPaused = true
        case .play(let speed):
            driver.playback.isPaused = false
            driver.playback.speed = speed
            host.startPacing(rate: speed)
        case .step:
            driver.playback.isPaused = true
            host.isPaced = false
            advance(host, until: host.clock.now + 1 / max(configuration.fps, 1), driver: driver)
            host.isPaced = true
        case .seek(let wanted):
            driver.playback.isPaused = true
            let time = min(wanted, driver.playback.furthest)
            if time >= host.clock.now {
                host.isPaced = false
                travel(host, to: time, driver: driver)
                host.isPaced = true
                driver.draw(host)
                return host
            } else {
                // Back in time: the same script and seed, and what was done up to then, again.
                // The models are functions of time and history, so this is a replay.
                let (replayed, error) = load(with: driver)
                guard let replayed, error == nil else {
                    if let error { publish(.console(error.description, isError: true)) }
                    adoptStopHandle(of: host)
                    return host
                }
                driver.rewind()
                replayed.isPaced = false
                travel(replayed, to: time, driver: driver)
                replayed.isPaced = true
                // The frame at the instant was drawn as playing draws it (only where nothing was
                // drawn there, an instant between frames, is it drawn now).
                driver.drawIfNothingShown(replayed)
                return replayed
            }
        }
        driver.draw(host)
        return host
    }

    /// Runs `host`'s clock fast to `time` without drawing on the way, then takes the frame due
    /// at `time` itself as a playing session takes it (before that instant's timers), so that
    /// going to an instant shows what playing through it showed.
    private func travel(_ host: ScriptHost, to time: Double, driver: StudioDriver) {
        advance(host, until: time.nextDown, driver: driver)
        driver.isTravelling = false
        advance(host, until: time, driver: driver)
    }

    private func adoptStopHandle(of host: ScriptHost?) {
        shared.withLock { $0.stopHandle = host?.runtime.stopHandle }
    }

    /// An empty recording of the current run: the script as it is now.
    private func newRecording() -> TouchRecording {
        let source = FileManager.default.contents(atPath: configuration.script).map { [UInt8]($0) } ?? []
        return TouchRecording(
            scriptName: configuration.script, source: source, seed: configuration.options.seed ?? 0,
            origin: configuration.options.origin ?? 0)
    }

    /// A new host with the script loaded (its main chunk run), frames drawn for the pages and
    /// what it prints sent to their consoles; the clock has not started. With the script's
    /// error, the host as the error left it (nil when it could not be made).
    private func load(with driver: StudioDriver) -> (ScriptHost?, LuaError?) {
        var options = configuration.options
        options.realtime = true
        let host: ScriptHost
        do {
            host = try ScriptHost(options: options)
        } catch {
            return (nil, error)
        }
        do throws(LuaError) {
            shared.withLock { shared in
                shared.stopHandle = host.runtime.stopHandle
                if shared.stopped { host.runtime.stopHandle.stop(.interrupt) }
            }
            try host.echoPrints { [self] line in publish(.console(line, isError: false)) }
            host.watchFrames(every: 1 / max(configuration.fps, 1)) { host, _ in
                driver.frame(host)
            }
            try host.load(scriptAtPath: configuration.script)
            return (host, nil)
        } catch {
            return (host, error)
        }
    }
}

/// The script and the Lua files beside it (the modules it may `require`), with when each was
/// last changed, to reload the session when one is saved.
struct ScriptSources {
    /// The most files watched: a script in a folder of thousands of files watches the first.
    static let maximumFiles = 2_000

    private let script: String
    /// A file the session writes itself (the saved touches), which is no source.
    private let ignored: String?
    private var stamps: [String: Date]

    init(script: String, ignoring ignored: String? = nil) {
        self.script = script
        self.ignored = ignored.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        stamps = [:]
        stamps = read()
    }

    /// Whether a file was changed, added or removed since the last call (or since creation).
    mutating func changed() -> Bool {
        let now = read()
        defer { stamps = now }
        return now != stamps
    }

    private func read() -> [String: Date] {
        let manager = FileManager.default
        let directory = URL(fileURLWithPath: script).deletingLastPathComponent()
        var files = [URL(fileURLWithPath: script)]
        if let walk = manager.enumerator(at: directory, includingPropertiesForKeys: [.contentModificationDateKey], options: [.skipsHiddenFiles]) {
            // Bounded both ways: a script beside a huge folder tree does not walk all of it.
            var visited = 0
            for case let url as URL in walk {
                visited += 1
                if visited > 10 * Self.maximumFiles || files.count >= Self.maximumFiles { break }
                if url.pathExtension == "lua" { files.append(url) }
            }
        }
        var stamps: [String: Date] = [:]
        for file in files.prefix(Self.maximumFiles) where file.standardizedFileURL.path != ignored {
            let date = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            stamps[file.standardizedFileURL.path] = date ?? .distantPast
        }
        return stamps
    }
}

/// What the session's thread keeps between frames: the scene last drawn (a pointer is mapped
/// on what the person saw), the wheel a finger holds, the puzzle the arrow keys tilt, where the
/// session's time stands, and the recording of what was done — which is also how going back in
/// time replays this branch: `cursor` is the next recorded entry the replay has not reached.
final class StudioDriver {
    private unowned let session: StudioSession
    private let touchesFile: String?
    private var scene = Scene(time: 0, items: [])
    private var lastFrame: (svg: String, playback: StudioPlayback)?
    private var heldWheel: Int?
    private var focusedPuzzle: Int?
    private var recording = TouchRecording(scriptName: "", source: [], seed: 0, origin: 0)
    private var cursor = 0
    /// Where the session's time stands.
    var playback = StudioPlayback()
    /// Set while the clock goes fast to an instant (a step, going back or forth): frames are
    /// not drawn on the way, only where it stops, so going back over a long session is quick.
    var isTravelling = false

    init(session: StudioSession, touchesFile: String?) {
        self.session = session
        self.touchesFile = touchesFile
    }

    /// Starts a new run (the first, or a reload): nothing done yet, time at 0, playing.
    func begin(_ recording: TouchRecording) {
        self.recording = recording
        cursor = 0
        overflowed = false
        playback = StudioPlayback()
        forgetGestures()
        save()
    }

    /// Goes back to the start of this branch's recording, for a replay to an earlier instant.
    func rewind() {
        cursor = 0
        forgetGestures()
    }

    private func forgetGestures() {
        heldWheel = nil
        focusedPuzzle = nil
        lastFrame = nil
    }

    /// The session has reached `time`.
    func reached(_ time: Double) {
        playback.furthest = max(playback.furthest, time)
    }

    /// A frame of a playing session, at the clock's now: what was recorded for this instant
    /// (replaying), then what the pages sent, then the picture.
    func frame(_ host: ScriptHost) {
        let now = host.clock.now
        while cursor < recording.entries.count, !recording.entries[cursor].whilePaused, recording.entries[cursor].time <= now {
            perform(recording.entries[cursor], on: host)
            cursor += 1
        }
        // What the pages send waits while the clock goes to an instant: it is applied there.
        if !isTravelling { apply(session.takeInputs(), on: host, whilePaused: false) }
        reached(now)
        if !isTravelling { draw(host) }
    }

    /// The first instant ahead where something was done while paused, to stop the clock there.
    var nextPausedEntryTime: Double? {
        recording.entries[cursor...].first { $0.whilePaused }?.time
    }

    /// Replays what was done while paused at the clock's now.
    func replayPausedEntries(on host: ScriptHost) {
        let now = host.clock.now
        while cursor < recording.entries.count, recording.entries[cursor].whilePaused, recording.entries[cursor].time <= now {
            perform(recording.entries[cursor], on: host)
            cursor += 1
        }
    }

    /// Draws the scene unless a frame at the clock's now was drawn since the last rewind.
    func drawIfNothingShown(_ host: ScriptHost) {
        if lastFrame == nil || scene.time != host.clock.now { draw(host) }
    }

    /// Draws the scene and sends it when it, or where time stands, changed.
    func draw(_ host: ScriptHost) {
        scene = host.scene()
        let (svg, placements) = scene.rendered()
        if let lastFrame, lastFrame.svg == svg, lastFrame.playback == playback { return }
        lastFrame = (svg, playback)
        var dateRanges: [Int: StudioDateRange] = [:]
        for item in scene.items {
            guard case .dateRange(let editor) = item.content else { continue }
            dateRanges[item.id] = StudioDateRange(
                start: editor.startISO8601, finish: editor.endISO8601, valid: editor.isValid,
                flagged: editor.isFlagged(.start) ? "start" : editor.isFlagged(.end) ? "finish" : nil)
        }
        session.publish(.frame(time: scene.time, svg: svg, controls: placements, playback: playback, dateRanges: dateRanges))
    }

    /// Applies each input now, in order; what one says back (an error, a console line's
    /// value) goes to the pages' consoles. What succeeded is recorded, and the recording saved.
    /// An input while a replay has recorded entries still ahead starts a new branch: they go.
    func apply(_ inputs: [StudioInput], on host: ScriptHost, whilePaused: Bool) {
        guard !inputs.isEmpty else { return }
        if cursor < recording.entries.count {
            recording.truncate(from: cursor)
            playback.furthest = host.clock.now
        }
        let recorded = recording.entries.count
        for input in inputs {
            do {
                if let line = try apply(input, on: host, whilePaused: whilePaused) { session.publish(.console(line, isError: false)) }
            } catch {
                session.publish(.console(error.description, isError: true))
            }
        }
        cursor = recording.entries.count
        if recording.entries.count != recorded { save(soon: true) }
    }

    /// Does a recorded entry again (a replay): the same call, not recorded again.
    private func perform(_ entry: TouchRecording.Entry, on host: ScriptHost) {
        do throws(LuaError) {
            switch entry.method {
            case "undo", "redo":
                _ = try host.runtime.execute("return history.\(entry.method)()", chunkName: "=page")
            case "eval":
                guard case .string(let bytes)? = entry.arguments.first else { return }
                _ = host.evaluate(replInput: String(decoding: bytes, as: UTF8.self), chunkName: "console", atEndOfInput: true)
            default:
                guard let title = entry.control, let item = host.scene().items.first(where: { $0.title == title }) else { return }
                _ = try host.call(control: item.id, method: entry.method, arguments: entry.arguments.map(\.luaValue))
            }
        } catch {
            session.publish(.console("replaying \(entry.method): \(error.description)", isError: true))
        }
    }

    /// When the touches file was last written, and whether it lags behind the recording.
    private var lastSave = Date.distantPast
    private var unsaved = false

    /// Writes the recording to the touches file, replacing it: at once, or (`soon`) at most
    /// twice a second, so that a long session does not rewrite a large file at every frame.
    func save(soon: Bool = false) {
        guard let touchesFile else { return }
        if soon, Date().timeIntervalSince(lastSave) < 0.5 {
            unsaved = true
            return
        }
        unsaved = false
        lastSave = Date()
        do {
            try recording.script(path: touchesFile).write(toFile: touchesFile, atomically: true, encoding: .utf8)
        } catch {
            session.publish(.console("cannot save the touches to \(touchesFile): \(error.localizedDescription)", isError: true))
        }
    }

    /// Writes what the last ``save(soon:)`` left unwritten: when its half second is over, or
    /// at once with `now` (the session ends).
    func flush(now: Bool = false) {
        if unsaved { save(soon: !now) }
    }

    /// Calls `method` of `item`'s control as a script would, and records the call if it succeeds.
    @discardableResult
    private func call(
        _ item: SceneItem, _ method: String, _ arguments: [TouchRecording.Argument] = [], on host: ScriptHost
    ) throws(LuaError) -> [LuaValue] {
        // Stamped with the instant it was made, before the call (a callback may move the clock).
        let time = host.clock.now
        let results = try host.call(control: item.id, method: method, arguments: arguments.map(\.luaValue))
        record(.init(time: time, control: item.title, method: method, arguments: arguments))
        return results
    }

    /// Whether the inputs being applied came while the session was paused.
    private var applyingWhilePaused = false

    /// The most things done a session keeps (for going back in time and `--save-touches`).
    static let maximumEntries = 200_000
    /// Whether the recording reached ``maximumEntries`` (said once).
    private var overflowed = false

    private func record(_ entry: TouchRecording.Entry) {
        guard recording.entries.count < Self.maximumEntries else {
            if !overflowed {
                overflowed = true
                session.publish(.console(
                    "this session has kept \(Self.maximumEntries) touches, the most it keeps: what is done from now on is not kept, so going back in time and --save-touches stop here",
                    isError: true))
            }
            return
        }
        var entry = entry
        entry.whilePaused = applyingWhilePaused
        recording.add(entry)
    }

    private func apply(_ input: StudioInput, on host: ScriptHost, whilePaused: Bool) throws(LuaError) -> String? {
        applyingWhilePaused = whilePaused
        switch input {
        case .transport, .resync:
            return nil
        case let .date(control, field, date):
            guard let item = scene.items.first(where: { $0.id == control }), item.content.kind == "DateRange" else {
                throw LuaError(kind: .runtime, message: "that control has no dates")
            }
            try call(item, "select", [.string(Array(field.utf8))], on: host)
            try call(item, "set", [.string(Array(date.utf8))], on: host)
            return nil
        case let .pointer(phase, control, x, y):
            return try pointer(phase, on: control, at: Point(x: x, y: y), host: host)
        case let .key(key):
            let puzzle = focusedPuzzle.flatMap { id in scene.items.first { $0.id == id } }
                ?? scene.items.first { $0.content.kind == "Puzzle" }
            guard let puzzle else { return nil }
            try call(puzzle, "tilt", [.string(Array(key.rawValue.utf8))], on: host)
            return nil
        case let .button(control, method):
            guard let item = scene.items.first(where: { $0.id == control }),
                StudioOutput.buttons(forKind: item.content.kind).contains(method)
            else { throw LuaError(kind: .runtime, message: "no button '\(method)' on that control") }
            let results = try call(item, method, on: host)
            return method == "hint" ? "hint: " + results.map(\.description).joined(separator: " ") : nil
        case .undo, .redo:
            let name = input == .undo ? "undo" : "redo"
            let time = host.clock.now
            let results = try host.runtime.execute("return history.\(name)()", chunkName: "=page")
            record(.init(time: time, control: nil, method: name, arguments: []))
            guard case .string(let step)? = results.first else { return "nothing to \(name)" }
            return (name == "undo" ? "Undo " : "Redo ") + String(decoding: step.bytes, as: UTF8.self)
        case let .evaluate(line):
            let time = host.clock.now
            switch host.evaluate(replInput: line, chunkName: "console", atEndOfInput: true) {
            case let .ran(output):
                // `=expr` is the REPL's `return expr`; the saved file's `load` knows only the latter.
                let kept = line.hasPrefix("=") ? "return " + line.dropFirst() : line
                record(.init(time: time, control: nil, method: "eval", arguments: [.string(Array(kept.utf8))]))
                return output
            case .incomplete: return nil
            case let .failed(error): throw error
            }
        }
    }

    private func pointer(_ phase: StudioInput.PointerPhase, on control: Int, at point: Point, host: ScriptHost) throws(LuaError) -> String? {
        guard let item = scene.items.first(where: { $0.id == control }) else { return nil }
        switch (item.content.target(at: point, time: scene.time), item.content.kind) {
        case let (.point(touch)?, "Wheel"):
            let arguments: [TouchRecording.Argument] = [.number(touch.x), .number(touch.y)]
            switch phase {
            case .down:
                if let held = heldWheel, let wheel = scene.items.first(where: { $0.id == held }) {
                    _ = try? call(wheel, "cancel", on: host)
                }
                let accepted = try call(item, "touch", arguments, on: host)
                heldWheel = accepted.first == .boolean(true) ? control : nil
            case .move:
                guard heldWheel == control else { return nil }
                try call(item, "move", arguments, on: host)
            case .up:
                guard heldWheel == control else { return nil }
                heldWheel = nil
                try call(item, "release", arguments, on: host)
            case .cancel:
                guard heldWheel == control else { return nil }
                heldWheel = nil
                try call(item, "cancel", on: host)
            }
        case let (.item(index)?, "Memory") where phase == .down:
            try call(item, "flip", [.integer(Int64(index + 1))], on: host)
        case let (.item(index)?, "Puzzle") where phase == .down:
            focusedPuzzle = control
            try call(item, "tap", [.integer(Int64(index + 1))], on: host)
        default:
            break
        }
        return nil
    }
}
