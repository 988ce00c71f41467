import DequeModule
import Models

/// What a Lua `Frames` userdata holds: the model, where its frames are read from, and its
/// script-side state (callbacks, the contexts of its runs, the events waiting to be delivered).
final class FrameAnimatorObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ScriptHost.WeakControl.Tether?
    var model: FrameAnimator
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
    /// The timer that delivers the next events.
    var eventTimer: Scheduler<ScriptHost.TimerAction>.TimerID?

    init(model: FrameAnimator, folder: String, loader: FileFrameLoader?, now: Double) {
        self.model = model
        self.folder = folder
        self.loader = loader
        polledUntil = now
    }

    /// Whether anything listens to the events after a start: without `onframe` or `onstop`
    /// no timer runs, so an animation that plays forever does not keep a run going forever.
    var isListening: Bool {
        onFrame != nil || onStop != nil
    }
}
