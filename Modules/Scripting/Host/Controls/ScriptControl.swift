import Rendering

/// A control a script created (the object a Lua userdata holds): the host knows it by id, so
/// history commands and scheduled events can name it without keeping it alive. Every control
/// is a ``ControlObject``, which keeps the id, the tether and the model, and counts the model's
/// changes.
protocol ScriptControl: AnyObject, SendableMetatype {
    /// The id the host registered the control under.
    var id: Int { get set }
    /// Clears the host's entry for the control when the control is freed; set by
    /// ``ControlRegistry/register(_:)`` (see ``ControlRegistry/Entry``).
    var tether: ControlRegistry.Tether? { get set }
    /// Reschedules what depends on the model after it changed (its events: see
    /// ``ControlContext/schedule(_:of:through:_:)``).
    func settle(in context: ControlContext)
    /// What the control draws at `time` (the SVG, the text view, the live page), or nil when it
    /// draws nothing.
    func sceneContent(at time: Double) -> SceneContent?
    /// How many times what ``sceneContent(at:)`` reads has changed: ``ControlObject`` counts
    /// every change of the model, the one stored value a control draws, whichever path makes
    /// it (a binding, the history, an event, the live page). A scene reuses the item it made of
    /// the control while the count stays (see ``SceneItemMemo``), so a control that did not
    /// change is neither copied nor compared at each frame. A count too high is harmless; a
    /// change it missed would show a stale drawing, which is why nothing a control draws may
    /// live outside its model.
    var drawnRevision: UInt64 { get }
    /// Whether ``sceneContent(at:)`` depends on the time as well as on what it reads (a
    /// view's presented values, the frame a sequence shows): such content is reused only at
    /// rest.
    var contentChangesWithTime: Bool { get }
    /// For content that changes with time: the first instant after `time` at which
    /// ``sceneContent(at:)`` may give other content than at `time` at the same revision
    /// (`time` itself when it may at any instant, as a view's presented values do; the next
    /// frame change for a frame sequence). A scene reuses the item until then.
    func sceneContentSteadyUntil(after time: Double) -> Double
    /// From when the control stays still by itself (its model's `restTime`): +∞ while
    /// something about it moves without end (an animation repeated forever, a wobble, a frame
    /// sequence playing until stopped), −∞ if it has never moved. The run waits for it (see
    /// ``ScriptHost/run(scriptAtPath:arguments:)``).
    var restTime: Double { get }
    /// What moves without end when ``restTime`` is +∞, as a phrase for the run's notice
    /// ("a View animating without end"); nil for a generic phrase.
    var endlessMotion: String? { get }
    /// From when the control draws the same at every time (a scene reuses its drawing from
    /// then on): ``restTime`` unless something the run does not wait for still moves.
    var appearanceRestTime: Double { get }
}

extension ScriptControl {
    var appearanceRestTime: Double { restTime }
    var endlessMotion: String? { nil }
    var contentChangesWithTime: Bool { false }
    func sceneContentSteadyUntil(after time: Double) -> Double { time }
    func settle(in context: ControlContext) {}
    func sceneContent(at time: Double) -> SceneContent? { nil }
}
