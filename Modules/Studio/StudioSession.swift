import Export
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
    /// Which existing files `--save-touches` may replace: only an earlier file of touches.
    public static var touchesFileReplacing: OutputFile.Replacing { TouchRecording.replacing }

    public struct Configuration: Sendable {
        /// The script, as the user named it.
        public var script: String
        /// How its host runs (`realtime` is set by the session).
        public var options: ScriptHost.Options
        /// Frames a second drawn for the page.
        public var fps: Double
        /// Where to keep what people did as a Lua script that replays it (`--save-touches`).
        public var touchesFile: String?
        /// Seconds on a clock that only goes forward: when each frame was shown, for the record
        /// button (a test gives its own).
        public var wallClock: @Sendable () -> Double

        public init(
            script: String, options: ScriptHost.Options = .init(), fps: Double = 30, touchesFile: String? = nil,
            wallClock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
        ) {
            self.script = script
            self.options = options
            self.fps = fps
            self.touchesFile = touchesFile
            self.wallClock = wallClock
        }
    }

    /// The most inputs waiting for the next frame; beyond it new ones are dropped (a page
    /// cannot send that many in 1/30 s unless it is misbehaving).
    public static let maximumQueuedInputs = 1_000
    /// How many of the latest console lines a page that connects later is sent.
    public static let keptConsoleLines = 500
    /// The longest console line sent, in bytes (the rest is cut, and its size said).
    public static let longestConsoleLine = 16 * 1024

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
        /// The frames shown lately, for the record button.
        var screen = ScreenHistory()
        /// The latest console lines, sent to a page that connects later.
        var console: [String] = []
        var stopHandle: StopHandle?
        var stopped = false
        var finished = false
        /// Set while going back in time replays what was shown before: its console lines are
        /// not shown again.
        var replaying = false
    }

    private let shared = Mutex(Shared())
    /// The console line running now, for the page's Stop button.
    let consoleLineStop = ConsoleLineStop()
    private let configuration: Configuration
    /// What the server holds for the pages (their outboxes, their connections), which the
    /// script's memory limit does not count.
    public let pageMemory = UnchargedHeap()
    /// What the record button made, to be downloaded.
    public let recordings = PageRecordings()
    /// What the session itself holds for the record button (the frames shown lately, a
    /// recording being made), within ``pageMemory``: the rest of it is the connections'.
    private let recordingMemory = UnchargedHeap()

    /// The bytes of ``pageMemory`` the session holds for the record button rather than for a
    /// connection: the frames shown lately and a recording being made.
    public var heldForRecordings: Int { recordingMemory.bytes }

    /// Counts `bytes` more held for the record button (fewer when negative), as the pages'.
    private func holdForRecordings(_ bytes: Int) {
        recordingMemory.add(bytes)
        pageMemory.add(bytes)
    }

    /// `configuration` with a seed and a clock start of its own when it names none, so that
    /// what people do can be replayed into the same run.
    public init(_ configuration: Configuration) {
        var configuration = configuration
        if configuration.options.seed == nil { configuration.options.seed = Int64.random(in: 1...999_999) }
        if configuration.options.origin == nil {
            configuration.options.origin = Date().timeIntervalSince1970.rounded(.down)
        }
        configuration.options.runtime.uncharged = pageMemory
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

    /// Queues `input` for the next frame. Returns false when the queue is full. The console's
    /// Stop is not queued: the line it stops holds the session's thread, so it acts at once.
    @discardableResult
    public func post(_ input: StudioInput) -> Bool {
        if input == .stopConsoleLine {
            if !consoleLineStop.stopFromPage() {
                publish(.console("no console line is running", isError: false), always: true)
            }
            return true
        }
        return shared.withLock { shared in
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

    /// Sends `output` to the page `token` alone (an answer to what it asked).
    func send(_ output: StudioOutput, toPage token: Int) {
        let subscriber = shared.withLock { $0.subscribers[token] }
        subscriber?.send(output.json)
    }

    /// Sends `output` to every page: a frame whole, or as what changed to those who take it so.
    /// What is printed while going back in time is not sent (it was shown when it was printed);
    /// errors are, and so is what is `always` sent: an answer to what a page asked now.
    func publish(_ output: StudioOutput, always: Bool = false) {
        var output = output
        // A console line is kept and sent at most 16 KB long: a script that prints megabytes
        // must not make every tab, and the lines kept for later tabs, hold them.
        if case .console(let text, let isError) = output, text.utf8.count > Self.longestConsoleLine {
            let kept = text.utf8.prefix(Self.longestConsoleLine)
            let cut = String(decoding: kept, as: UTF8.self)
            output = .console(cut + " … (\(text.utf8.count - kept.count) more bytes)", isError: isError)
        }
        let (whole, change, subscribers) = shared.withLock { shared -> (String, String?, [Subscriber]) in
            if shared.replaying, !always, case .console(_, isError: false) = output { return ("", nil, []) }
            let subscribers = Array(shared.subscribers.values)
            guard case .frame(_, let svg, _, _, _, _, _) = output else {
                let text = output.json
                shared.console.append(text)
                if shared.console.count > Self.keptConsoleLines {
                    shared.console.removeFirst(shared.console.count - Self.keptConsoleLines)
                }
                return (text, nil, subscribers)
            }
            shared.sequence += 1
            holdForRecordings(shared.screen.record(svg, at: configuration.wallClock()))
            let (image, tokens) = RecordedImage.encoding(svg, after: shared.previousImage)
            shared.previousImage = tokens
            let whole = output.json(sequence: shared.sequence)
            shared.lastFrame = whole
            return (whole, output.changeJSON(sequence: shared.sequence, image: image), subscribers)
        }
        for subscriber in subscribers { subscriber.send(subscriber.wantsChanges ? change ?? whole : whole) }
    }

    /// What the pages showed in the last ``ScreenHistory/span`` seconds, one document every
    /// 1/``PageRecordings/fps`` seconds, for the record button.
    public func recentScreen() -> [String] {
        let now = configuration.wallClock()
        return shared.withLock { $0.screen.frames(endingAt: now, fps: PageRecordings.fps) }
    }

    /// Makes what the pages showed lately into a `format` file and tells the page `token`
    /// where to download it, or why it could not; on a thread of its own (librsvg and ffmpeg
    /// take a second or two, and the server's threads must not wait for them).
    public func record(_ format: VideoFormat, forPage token: Int) {
        do throws(ExportError) {
            try recordings.begin()
        } catch {
            send(.console("record: \(error.description)", isError: true), toPage: token)
            return
        }
        let documents = recentScreen()
        // What the recording holds while it is made is the pages', not the script's: its own
        // references to the documents (the history may let them go meanwhile) and its pictures.
        var documentBytes = 0
        var previous: String?
        for document in documents where document != previous {
            documentBytes += document.utf8.count
            previous = document
        }
        let held = documentBytes + PageRecordings.workingBytes
        holdForRecordings(held)
        let thread = Thread { [self] in
            defer { holdForRecordings(-held) }
            do throws(ExportError) {
                let recording = try recordings.finish(documents, format: format)
                send(.recording(recording), toPage: token)
            } catch {
                send(.console("record: \(error.description)", isError: true), toPage: token)
            }
        }
        thread.name = "playground recording"
        thread.start()
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
        defer {
            recordings.close()
            let held = shared.withLock { shared in
                shared.finished = true
                return shared.screen.clear()
            }
            holdForRecordings(held)
        }
        let driver = StudioDriver(
            session: self, touchesFile: configuration.touchesFile, files: configuration.options.runtime.files)
        defer { driver.finish(unbegun: newRecording()) }
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
                    publish(
                        .console(
                            "the script called clock.stop(): the session is paused at t = \(NumberText.plain(host.clock.now, places: 3)) s",
                            isError: false))
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
                // The models are functions of time and history, so this is a replay: what it
                // prints on the way was shown the first time, and is not shown again.
                shared.withLock { $0.replaying = true }
                defer { shared.withLock { $0.replaying = false } }
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
        let runtime = configuration.options.runtime
        let source =
            (try? InputFile.contents(
                at: configuration.script, limit: runtime.memoryLimit ?? .max, role: "the script",
                recordingIn: runtime.files
            )).map { [UInt8]($0) } ?? []
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
            // A control written in Lua whose draw fails keeps its last good drawing; the page
            // says why, once while it fails alike.
            host.onControlFailure = { [self] error in publish(.console(error.description, isError: true)) }
            host.watchFrames(every: 1 / max(configuration.fps, 1)) { host, _ in
                driver.frame(host)
            }
            try host.load(scriptAtPath: configuration.script)
            // The console is the REPL: its shorthands (advance, undo, redo, show, help), where
            // the script has not defined a global of that name. A script that forbids new
            // globals keeps its run, without them.
            do {
                try host.installReplGlobals()
            } catch {
                publish(
                    .console("the console has no REPL shorthands (help, show, …): \(error.description)", isError: true))
            }
            return (host, nil)
        } catch {
            return (host, error)
        }
    }
}
