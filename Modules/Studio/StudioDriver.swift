import Foundation
import Geometry
import Models
import Rendering
import Scripting

/// What the session's thread keeps between frames: the scene last drawn (a pointer is mapped
/// on what the person saw), the control a finger holds, the control the arrow keys reach,
/// where the session's time stands, and the recording of what was done — which is also how going back in
/// time replays this branch: `cursor` is the next recorded entry the replay has not reached.
final class StudioDriver {
    private unowned let session: StudioSession
    private let touchesFile: String?
    /// The session's files: the touches are never written over one it reads.
    private let files: RunFiles
    private var scene = Scene(time: 0, items: [])
    private var lastFrame: (svg: String, playback: StudioPlayback)?
    /// The control holding the finger: its class tracks one (``PageInput/tracking``) and it
    /// answered `true` when the finger came down on it.
    private var heldControl: Int?
    /// The control last pressed whose class takes the arrow keys.
    private var keyControl: Int?
    private var recording = TouchRecording(scriptName: "", source: [], seed: 0, origin: 0)
    private var cursor = 0
    /// Where the session's time stands.
    var playback = StudioPlayback()
    /// Set while the clock goes fast to an instant (a step, going back or forth): frames are
    /// not drawn on the way, only where it stops, so going back over a long session is quick.
    var isTravelling = false

    init(session: StudioSession, touchesFile: String?, files: RunFiles) {
        self.session = session
        self.touchesFile = touchesFile
        self.files = files
    }

    /// Writes what the session leaves when it stops: the recording's last changes, or, when it
    /// stopped before its first run began (Ctrl-C while the script was loading), `recording`
    /// with no touches, so that the touches file the stop's message names exists.
    func finish(unbegun recording: @autoclosure () -> TouchRecording) {
        guard hasBegun else {
            self.recording = recording()
            save()
            return
        }
        flush(now: true)
    }

    /// Whether a run has begun (``begin(_:)``).
    private var hasBegun = false

    /// Starts a new run (the first, or a reload): nothing done yet, time at 0, playing.
    func begin(_ recording: TouchRecording) {
        hasBegun = true
        self.recording = recording
        cursor = 0
        overflowed = false
        recordedBytes = 0
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
        heldControl = nil
        keyControl = nil
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
        while cursor < recording.entries.count, !recording.entries[cursor].whilePaused,
            recording.entries[cursor].time <= now
        {
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
        while cursor < recording.entries.count, recording.entries[cursor].whilePaused,
            recording.entries[cursor].time <= now
        {
            perform(recording.entries[cursor], on: host)
            cursor += 1
        }
    }

    /// Draws the scene unless a frame at the clock's now was drawn since the last rewind.
    func drawIfNothingShown(_ host: ScriptHost) {
        if lastFrame == nil || scene.time != host.clock.now { draw(host) }
    }

    /// What a person can do to `item` on the page, as its class declares it in `host`'s
    /// catalog: the only methods the page calls.
    private func pageInput(of item: SceneItem, on host: ScriptHost) -> PageInput {
        host.pageInput[item.content.kind] ?? PageInput()
    }

    /// Draws the scene and sends it when it, or where time stands, changed.
    func draw(_ host: ScriptHost) {
        scene = host.scene()
        let (svg, placements) = scene.rendered()
        if let lastFrame, lastFrame.svg == svg, lastFrame.playback == playback { return }
        lastFrame = (svg, playback)
        var dateRanges: [Int: StudioDateRange] = [:]
        var buttons: [Int: [String]] = [:]
        var accepts: [Int: [String]] = [:]
        for item in scene.items {
            let declared = pageInput(of: item, on: host)
            if !declared.buttons.isEmpty { buttons[item.id] = declared.buttons }
            let words = StudioOutput.accepted(by: declared)
            if !words.isEmpty { accepts[item.id] = words }
            // The date fields show the editor's own dates (what a script reads as `start`, …).
            guard declared.dates != nil, case .dateRange(let editor) = item.content else { continue }
            dateRanges[item.id] = StudioDateRange(
                start: editor.startISO8601, finish: editor.endISO8601, valid: editor.isValid,
                flagged: editor.isFlagged(.start) ? "start" : editor.isFlagged(.end) ? "finish" : nil)
        }
        session.publish(
            .frame(
                time: scene.time, svg: svg, controls: placements, playback: playback, buttons: buttons,
                dateRanges: dateRanges, accepts: accepts))
    }

    /// Applies each input now, in order; what one says back (an error, a console line's
    /// value) goes to the pages' consoles. What succeeded is recorded, and the recording saved.
    /// An input recorded before the furthest instant reached (after going back) starts a new
    /// branch: the recorded entries still ahead go, and the branch has reached only now, even
    /// when every entry lay before this instant (the old branch's later frames lack this input).
    /// An input that does nothing (a pointer moving over a wheel no finger holds, a tap beside
    /// every control, a refused call) leaves the branch ahead as it was, to replay.
    func apply(_ inputs: [StudioInput], on host: ScriptHost, whilePaused: Bool) {
        guard !inputs.isEmpty else { return }
        branchesAtRecord = cursor < recording.entries.count || host.clock.now < playback.furthest
        let recordedBefore = recordsMade
        for input in inputs {
            do {
                if let line = try apply(input, on: host, whilePaused: whilePaused) {
                    session.publish(.console(line, isError: false), always: true)
                }
            } catch {
                session.publish(.console(error.description, isError: true))
            }
        }
        // Still set: nothing was recorded, and the replay goes on where it was.
        guard !branchesAtRecord else {
            branchesAtRecord = false
            return
        }
        cursor = recording.entries.count
        if recordsMade != recordedBefore { save(soon: true) }
    }

    /// Set by ``apply(_:on:whilePaused:)`` when what it records starts a new branch (see there),
    /// until the first record does.
    private var branchesAtRecord = false
    /// How many entries have been recorded (or refused for the recording's size) in all.
    private var recordsMade = 0

    /// Does a recorded entry again (a replay): the same call, not recorded again.
    private func perform(_ entry: TouchRecording.Entry, on host: ScriptHost) {
        do throws(LuaError) {
            switch entry.method {
            case "undo", "redo":
                _ = try host.runtime.execute("return history.\(entry.method)()", chunkName: "=page")
            case "eval":
                guard case .string(let bytes)? = entry.arguments.first else { return }
                let outcome = host.evaluate(
                    replInput: String(decoding: bytes, as: UTF8.self), chunkName: "console", atEndOfInput: true)
                // The error of a line that raised on the page was reported then.
                if case .failed(let error) = outcome, !entry.raised { throw error }
            default:
                guard let title = entry.control, let item = host.scene().items.first(where: { $0.title == title })
                else { return }
                let results = try host.call(
                    control: item.id, method: entry.method, arguments: entry.arguments.map(\.luaValue))
                follow(entry.method, on: item, results: results, host: host)
            }
        } catch {
            session.publish(.console("replaying \(entry.method): \(error.description)", isError: true))
        }
    }

    /// Keeps what a gesture holds as a call that succeeded makes it, made now or done again by a
    /// replay: a replay that stops between a wheel's touch and its release (going back to the
    /// middle of a drag) leaves the wheel held by the finger, which the next pointer move goes
    /// on turning; a pressed puzzle has the keys.
    private func follow(_ method: String, on item: SceneItem, results: [LuaValue], host: ScriptHost) {
        let declared = pageInput(of: item, on: host)
        if let tracking = declared.tracking {
            if method == tracking.began {
                heldControl = results.first == .boolean(true) ? item.id : nil
            } else if method == tracking.ended || method == tracking.cancelled, heldControl == item.id {
                heldControl = nil
            }
        }
        if method == declared.pressItem, declared.arrowKeys != nil { keyControl = item.id }
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
            try OutputFile.write(
                Data(recording.script(path: touchesFile).utf8), to: touchesFile, purpose: "the touches",
                option: "--save-touches", files: files, replacing: TouchRecording.replacing)
        } catch {
            session.publish(.console(error.description, isError: true))
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
        follow(method, on: item, results: results, host: host)
        return results
    }

    /// The most completions a page is sent for one word.
    static let mostCompletions = 200

    /// Whether the inputs being applied came while the session was paused.
    private var applyingWhilePaused = false

    /// The most things done a session keeps (for going back in time and `--save-touches`).
    static let maximumEntries = 200_000
    /// The most bytes of console lines and dates a session keeps with them.
    static let maximumBytes = 64 << 20
    /// Whether the recording reached ``maximumEntries`` or ``maximumBytes`` (said once), and
    /// the bytes kept so far.
    private var overflowed = false
    private var recordedBytes = 0

    /// About how many bytes `entry` holds.
    private static func size(of entry: TouchRecording.Entry) -> Int {
        64
            + entry.arguments.reduce(0) { total, argument in
                if case .string(let text) = argument { return total + text.count }
                return total + 8
            }
    }

    private func record(_ entry: TouchRecording.Entry) {
        recordsMade += 1
        if branchesAtRecord {
            branchesAtRecord = false
            recording.truncate(from: cursor)
            recordedBytes = recording.entries.reduce(0) { $0 + Self.size(of: $1) }
            // The entry is stamped with the instant it was made at: the new branch's furthest.
            playback.furthest = entry.time
        }
        let bytes = Self.size(of: entry)
        guard recording.entries.count < Self.maximumEntries, recordedBytes + bytes <= Self.maximumBytes else {
            if !overflowed {
                overflowed = true
                session.publish(
                    .console(
                        "this session has kept \(recording.entries.count) touches (\(recordedBytes / 1024) KB), the most it keeps: what is done from now on is not kept, so going back in time and --save-touches stop here",
                        isError: true))
            }
            return
        }
        recordedBytes += bytes
        var entry = entry
        entry.whilePaused = applyingWhilePaused
        recording.add(entry)
    }

    private func apply(_ input: StudioInput, on host: ScriptHost, whilePaused: Bool) throws(LuaError) -> String? {
        applyingWhilePaused = whilePaused
        switch input {
        case .transport, .resync, .stopConsoleLine, .record:
            return nil
        case .complete(let word, let page):
            let items = host.replCompletions(for: word)
            session.send(
                .completions(
                    word: word, items: Array(items.prefix(Self.mostCompletions)),
                    truncated: items.count > Self.mostCompletions), toPage: page)
            return nil
        case .date(let control, let field, let date):
            guard let item = scene.items.first(where: { $0.id == control }),
                let fields = pageInput(of: item, on: host).dates
            else { throw LuaError(kind: .runtime, message: "that control has no dates") }
            try call(item, fields.select, [.string(Array(field.utf8))], on: host)
            try call(item, fields.set, [.string(Array(date.utf8))], on: host)
            return nil
        case .pointer(let phase, let control, let x, let y):
            return try pointer(phase, on: control, at: Point(x: x, y: y), host: host)
        case .key(let key):
            let target =
                keyControl.flatMap { id in scene.items.first { $0.id == id } }
                ?? scene.items.first { pageInput(of: $0, on: host).arrowKeys != nil }
            guard let target, let method = pageInput(of: target, on: host).arrowKeys else { return nil }
            try call(target, method, [.string(Array(key.rawValue.utf8))], on: host)
            return nil
        case .button(let control, let method):
            guard let item = scene.items.first(where: { $0.id == control }),
                pageInput(of: item, on: host).buttons.contains(method)
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
        case .evaluate(let line):
            let time = host.clock.now
            // `=expr` is the REPL's `return expr`; the saved file's `load` knows only the latter.
            let kept = Array((line.hasPrefix("=") ? "return " + line.dropFirst() : line).utf8)
            switch ConsoleLineLimit.evaluate(line, on: host, stop: session.consoleLineStop) {
            case .ran(let output):
                record(.init(time: time, control: nil, method: "eval", arguments: [.string(kept)]))
                return output
            case .incomplete: return nil
            case .failed(let error):
                // An error at run time may come after the line changed something (`x = 1;
                // error()`): the line is kept, so that a replay does that too. A line that did
                // not compile did nothing.
                if error.kind == .runtime {
                    record(.init(time: time, control: nil, method: "eval", arguments: [.string(kept)], raised: true))
                }
                throw error
            }
        }
    }

    /// A pointer on `control`, as its class declares it (``PageInput``): a finger it tracks, a
    /// press on one of its items; nothing on a control that takes neither. A finger the control
    /// holds goes on being tracked wherever it moves (the page captures the pointer), inside the
    /// control's box or not.
    private func pointer(_ phase: StudioInput.PointerPhase, on control: Int, at point: Point, host: ScriptHost)
        throws(LuaError) -> String?
    {
        guard let item = scene.items.first(where: { $0.id == control }) else { return nil }
        let declared = pageInput(of: item, on: host)
        if phase != .down {
            guard let tracking = declared.tracking, heldControl == control else { return nil }
            let touch = item.content.touchPoint(for: point, time: scene.time)
            let arguments: [TouchRecording.Argument] = [.number(touch.x), .number(touch.y)]
            switch phase {
            case .move:
                try call(item, tracking.moved, arguments, on: host)
            case .up:
                heldControl = nil
                try call(item, tracking.ended, arguments, on: host)
            case .cancel, .down:
                heldControl = nil
                try call(item, tracking.cancelled, on: host)
            }
            return nil
        }
        switch item.content.target(at: point, time: scene.time) {
        case .point(let touch)?:
            guard let tracking = declared.tracking else { return nil }
            if let held = heldControl, let holder = scene.items.first(where: { $0.id == held }),
                let cancelled = pageInput(of: holder, on: host).tracking?.cancelled
            {
                _ = try? call(holder, cancelled, on: host)
            }
            // The control holds the finger if it accepted it (follow).
            try call(item, tracking.began, [.number(touch.x), .number(touch.y)], on: host)
        case .item(let index)?:
            guard let method = declared.pressItem else { return nil }
            // A pressed control that takes the keys has them, even when the press is refused.
            if declared.arrowKeys != nil { keyControl = control }
            try call(item, method, [.integer(Int64(index + 1))], on: host)
        case nil:
            break
        }
        return nil
    }
}
