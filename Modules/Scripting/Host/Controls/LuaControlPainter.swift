import Foundation
import Geometry
import Models
import Rendering

/// Draws the controls written in Lua at a frame: calls the class's `draw` with the control and
/// the canvas, and its `text`, on a Lua thread of their own (``LuaSideThread``), under the
/// run's limits. A frame may be made while the script is inside a binding (`scene.svg()`,
/// `clock.advance`), so nothing here runs on the script's own threads.
///
/// A `draw` or `text` that raises, returns junk or draws too much fails the control where no
/// script can catch it: the run stops (``StopReason/controlFailed``) with the error, which
/// names the control, the file and the line (``ScriptHost/controlFailure``). A live page sets
/// ``onFailure`` instead: the error goes to its console and the control keeps its last good
/// drawing.
final class LuaControlPainter {
    private unowned let host: ScriptHost
    private let canvas = CanvasObject()
    private var canvasReference: LuaReference?
    private var thread: LuaSideThread?
    /// Hears a failure instead of the run stopping for it (a live page's console).
    var onFailure: ((LuaError) -> Void)?
    /// The most lines a control's `text` may give, and characters per line.
    static let lineLimit = 50
    static let lineLength = 500

    init(host: ScriptHost) {
        self.host = host
    }

    /// Whether the host has closed: text asked for afterwards (a scene kept longer) is none.
    private(set) var hostClosed = false

    /// Called by the host as it goes.
    func closeHost() {
        hostClosed = true
    }

    /// Whether a `draw` or `text` is running: the control may then be read, not changed.
    private(set) var isPainting = false

    /// What a `draw` or `text` may not do, said when it tries.
    static let onlyDraws =
        "a draw or text function may only draw: not make or change controls, change the history, draw the scene or run the clock"

    /// Refuses what would change the controls or move the clock while a frame is drawn (the
    /// clock's advance, undo and redo).
    func refuseInsideDraw() throws(LuaCallError) {
        guard isPainting else { return }
        throw LuaCallError(Self.onlyDraws)
    }

    /// Fails the control being drawn, which asked for the scene inside its own frame.
    func refuseNestedScene() {
        nestedSceneAsked = true
    }

    /// Whether the control being drawn asked for the scene.
    private var nestedSceneAsked = false

    /// The control's drawing and text lines at `time` (the clock's now), or its last good
    /// drawing when they fail.
    func paint(_ control: LuaControlObject, at time: Double) -> DrawnControl? {
        // A stopped run draws what it last had: nothing more runs.
        guard host.runtime.stopReason == nil, let (thread, canvasReference) = prepared() else {
            return control.lastDrawn
        }
        // Lua may have let go of the userdata before the object is freed (its weak entry is
        // cleared first): such a control is not drawn again, and shows what it last showed.
        guard host.registry.hasUserdata(control.id, on: thread.thread) else { return control.lastDrawn }
        isPainting = true
        nestedSceneAsked = false
        defer { isPainting = false }
        let controlClass = control.controlClass
        // The title is found by id when a message needs it: the canvas keeps the closure until
        // the drawing is done, and holding the control would tie it to the painter.
        let (id, className) = (control.id, controlClass.name)
        canvas.begin(size: controlClass.size ?? control.measuredSize ?? .zero) { [unowned self] in
            host.registry.title(of: id) ?? className
        }
        let drawn = thread.call(controlClass.draw, results: 0) { thread in
            host.registry.push(control.id, onto: thread)
            canvasReference.push(onto: thread.state)
            return 2
        } read: { _, _ in
            ()
        }
        var drawing = canvas.finish()
        if nestedSceneAsked {
            fail(
                LuaError(kind: .runtime, message: Self.onlyDraws),
                in: "draw", of: control)
            return control.lastDrawn
        }
        if case .failure(let error) = drawn {
            fail(error, in: "draw", of: control)
            return control.lastDrawn
        }
        if controlClass.size == nil {
            if control.measuredSize == nil { control.measuredSize = Self.measuredSize(of: drawing) }
            drawing.size = control.measuredSize ?? drawing.size
        }
        // The text is made only when asked for (a frame is usually a picture), and from the
        // script's `text` only while the control and the clock are still where they were drawn.
        // The control is found again by id, not held: a weak reference would give it a side
        // table, and every method a script calls on it a slow retain (see ControlRegistry).
        // Its fields as drawn are kept (a copy of a value) for the line made without Lua.
        let (revision, fields) = (control.drawnRevision, control.model)
        let made = DrawnControl(kind: controlClass.name, drawing: drawing) { [weak self] in
            let fallback = [Self.defaultLine(of: fields, at: time)]
            guard let self else { return fallback }
            return lines(ofControl: id, drawnAt: time, revision: revision) ?? fallback
        }
        control.lastDrawn = made
        control.reportedFailure = nil
        return made
    }

    /// The size of a control that declares none: from its origin to the far edges of what its
    /// first drawing shows, at least 1 and at most ``ControlLibrary/largestSide`` each way.
    static func measuredSize(of drawing: Drawing) -> Size {
        let bounds = drawing.contentBounds
        func side(_ edge: Double?) -> Double {
            guard let edge, edge.isFinite else { return 1 }
            return min(max(edge.rounded(.up), 1), ControlLibrary.largestSide)
        }
        return Size(width: side(bounds?.maxX), height: side(bounds?.maxY))
    }

    /// How messages name `control`: "Slider #1".
    private func title(of control: LuaControlObject) -> String {
        host.registry.title(of: control.id) ?? control.controlClass.name
    }

    /// The thread and the canvas, made the first time a control is drawn.
    private func prepared() -> (LuaSideThread, LuaReference)? {
        if thread == nil { thread = LuaSideThread(runtime: host.runtime) }
        if canvasReference == nil {
            canvasReference = host.runtime.holdNewObject(canvas, className: CanvasObject.className)
        }
        guard let thread, let canvasReference else { return nil }
        return (thread, canvasReference)
    }

    /// The lines of control `id` as drawn at `time` at `revision`, from its `text` function
    /// while it still draws the same (on the script's thread, outside a draw, the control
    /// unchanged since, and the clock where it was drawn or both at or past its rest); nil for
    /// its fields' line (a function of the time, made without Lua).
    private func lines(ofControl id: Int, drawnAt time: Double, revision: UInt64) -> [String]? {
        // Nothing of the host is read on another thread (a live page's server).
        guard pthread_equal(pthread_self(), scriptThread) != 0, !hostClosed, !isPainting,
            host.runtime.stopReason == nil, let control: LuaControlObject = host.registry.control(id),
            control.drawnRevision == revision, control.controlClass.text != nil
        else { return nil }
        let now = host.clock.now
        let rest = control.restTime
        guard now == time || (time >= rest && now >= rest), let (thread, _) = prepared() else { return nil }
        isPainting = true
        defer { isPainting = false }
        switch lines(of: control, on: thread) {
        case .success(let lines): return lines
        case .failure(let error):
            fail(error, in: "text", of: control)
            return nil
        }
    }

    /// The thread the script runs on (the painter is made there, at its first frame): text
    /// lines asked for on any other thread (a live page's server) are not made with Lua.
    private let scriptThread = pthread_self()

    /// What `text` gives for the terminal, or a line of the fields' values without one.
    private func lines(of control: LuaControlObject, on thread: LuaSideThread) -> Result<
        [String], LuaError
    > {
        guard let text = control.controlClass.text else {
            return .success([Self.defaultLine(of: control.model, at: host.clock.now)])
        }
        let read = thread.call(text, results: 1) { thread in
            host.registry.push(control.id, onto: thread)
            return 1
        } read: { thread, index -> [String]? in
            switch thread.kind(at: index) {
            case .string, .number:
                return thread.string(at: index, limit: Self.lineLimit * Self.lineLength).map {
                    $0.split(separator: "\n", omittingEmptySubsequences: false).prefix(Self.lineLimit).map {
                        String($0.prefix(Self.lineLength))
                    }
                }
            case .table:
                let count = min(thread.length(of: index), Self.lineLimit)
                var lines: [String] = []
                for position in stride(from: 1, through: count, by: 1) {
                    guard let line = thread.item(position, of: index, { thread.string(at: $0, limit: Self.lineLength) })
                    else { return nil }
                    lines.append(line)
                }
                return lines
            default:
                return nil
            }
        }
        switch read {
        case .success(let lines?): return .success(lines)
        case .success(nil):
            return .failure(
                LuaError(
                    kind: .runtime,
                    message: "text must return a string or a list of strings (\(control.controlClass.origin))"))
        case .failure(let error): return .failure(error)
        }
    }

    /// The fields as `name value`, for a class without a `text` function.
    static func defaultLine(of model: ControlFields, at time: Double) -> String {
        return model.fields.indices.compactMap { index -> String? in
            guard let name = model.name(of: index), let value = model.value(of: index, at: time) else { return nil }
            return "\(name) \(String(value.text().prefix(lineLength)))"
        }.joined(separator: "  ")
    }

    /// Reports `error`, met in `function` of `control`: once while it fails alike, frame
    /// after frame.
    private func fail(_ error: LuaError, in function: String, of control: LuaControlObject) {
        // A stop (a limit, Ctrl-C) stays what it is.
        if case .stopped = error.kind { return }
        var message = "\(title(of: control)): \(function) failed: \(error.message)"
        if error.message == LuaCall.yieldAcrossC {
            message += " (a \(function) function runs to its end within a frame: it cannot yield)"
        }
        guard control.reportedFailure != message else { return }
        control.reportedFailure = message
        fail(LuaError(kind: error.kind, message: message, traceback: error.traceback))
    }

    private func fail(_ error: LuaError) {
        if let onFailure {
            onFailure(error)
            return
        }
        host.failControl(error)
    }
}
