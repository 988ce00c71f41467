import Geometry
import Models
import Rendering

/// What a userdata of a control written in Lua holds: its class, its fields (the model, whose
/// numbers animate on the engine's timelines), the callbacks its actions call, and the
/// bookkeeping of undo steps and animation completions.
final class LuaControlObject: ControlObject<ControlFields>, ScriptControl {
    let controlClass: LuaControlClass
    /// Draws the control at a frame: the host's one painter.
    let painter: LuaControlPainter
    /// The function set for each of the class's actions (`onvaluechanged`), in its order.
    var actionCallbacks: [LuaReference?]
    /// How many of the class's methods are running on the control: only the outermost call
    /// records an undo step, of everything the calls inside it changed.
    var openCalls = 0
    /// The fields as they were when a tracked finger went down, while it is down: the gesture
    /// is one undo step, recorded when the finger lifts.
    var gestureStart: [ControlFieldValue]?
    /// Animations whose completion callback is still to come.
    var completionGroups: [CompletionGroup] = []
    /// Until when completions have been delivered.
    var deliveredThrough = -Double.infinity
    /// How many deliveries of completions there have been: a method put back after it raised
    /// checks that none ran inside it.
    private(set) var deliveries = 0
    /// Until when the fields' history has been forgotten.
    private var forgotThrough = -Double.infinity
    let delivery = DeliveryTimer()
    /// The next call of the class's `frame` hook, while it runs.
    let frames = DeliveryTimer()
    /// The size measured from the control's first drawing, for a class that declares none: a
    /// control keeps it, so that the scene's layout does not move as it changes.
    var measuredSize: Size?
    /// The last drawing made, shown again while a frame's draw fails in a live page.
    var lastDrawn: DrawnControl?
    /// The failure of its `draw` or `text` last reported, so that one failing at every frame
    /// is reported once.
    var reportedFailure: String?

    /// Animations started by one `animate` call, whose callback runs once all have ended.
    final class CompletionGroup {
        let callback: LuaReference
        var remaining: Set<AnimationKey>
        var allFinished = true

        init(callback: LuaReference, remaining: Set<AnimationKey>) {
            self.callback = callback
            self.remaining = remaining
        }
    }

    /// One field's animation.
    struct AnimationKey: Hashable {
        let field: Int
        let id: AnimationID
    }

    init(model: ControlFields, class controlClass: LuaControlClass, painter: LuaControlPainter) {
        self.controlClass = controlClass
        self.painter = painter
        actionCallbacks = Array(repeating: nil, count: controlClass.actions.count)
        super.init(model: model)
    }

    /// When the fields hold still, or later while the `frame` hook runs (it runs while it
    /// changes something).
    var restTime: Double { max(model.restTime, frames.time ?? -.infinity) }
    var contentChangesWithTime: Bool { true }
    var endlessMotion: String? { "a \(controlClass.name) animating without end" }

    func sceneContent(at time: Double) -> SceneContent? {
        painter.paint(self, at: time).map(SceneContent.drawn)
    }

    /// Keeps one delivery at the instant the first animation a callback waits for ends.
    func settle(in context: ControlContext) {
        let now = context.now
        // Without a completion awaited, no ending before now is ever read.
        if completionGroups.isEmpty { deliveredThrough = max(deliveredThrough, now.nextDown) }
        let next = nextCompletionTime(now: now)
        // The past is not drawn again: what ended before now (and before the completion still
        // awaited) is forgotten, so a field changed at many instants keeps none of them.
        let forgetThrough = min(now, next ?? .infinity, deliveredThrough.nextUp).nextDown
        if forgetThrough > forgotThrough {
            forgotThrough = forgetThrough
            withModelUncounted { $0.discardHistory(through: forgetThrough) }
        }
        if delivery.time == next { return }
        context.cancelDelivery(of: self, through: \.delivery)
        guard let next else { return }
        context.scheduleDelivery(at: next, of: self, through: \.delivery) { control, delivery in
            control.deliverCompletions(delivery)
        }
    }

    /// Starts the class's `frame` hook, if it has one and it is not running: after the control
    /// is made and after every change from outside.
    func wakeFrames(in context: ControlContext) {
        guard controlClass.frame != nil, frames.time == nil else { return }
        scheduleFrame(after: context.now, in: context)
    }

    private func scheduleFrame(after time: Double, in context: ControlContext) {
        context.scheduleDelivery(at: time + LuaControlClass.frameInterval, of: self, through: \.frames) {
            control, delivery in
            control.deliverFrame(delivery)
        }
    }

    /// Calls the `frame` hook; it runs again a frame later if it changed the control, and
    /// rests until the next change from outside if it did not (or raised). What it changes is
    /// the control's own motion, as an animation's progress is, not an undo step.
    private func deliverFrame(_ delivery: EventDelivery) {
        guard let hook = controlClass.frame else { return }
        let before = model.modelValues
        openCalls += 1
        let ok = delivery.deliver(EventCall("frame", callback: hook, arguments: [.number(delivery.time)]))
        openCalls -= 1
        let changed = model.modelValues != before
        settle(in: delivery.context)
        if ok, changed, frames.time == nil {
            scheduleFrame(after: delivery.time, in: delivery.context)
        }
    }

    /// When the first animation a group waits for ends (not before now); nil when none waits.
    private func nextCompletionTime(now: Double) -> Double? {
        guard !completionGroups.isEmpty else { return nil }
        let waiting = completionGroups.reduce(into: Set<AnimationKey>()) { $0.formUnion($1.remaining) }
        let upcoming = model.completions(after: deliveredThrough, through: .infinity)
        let time = upcoming.first { waiting.contains(AnimationKey(field: $0.field, id: $0.completion.id)) }?
            .completion.time
        return time.map { max($0, now) }
    }

    /// Calls the callback of every group whose last animation has ended by now, in order.
    /// Completions at this instant stay readable (an animation of no duration started by a
    /// callback ends now too); those delivered are no longer waited for.
    private func deliverCompletions(_ delivery: EventDelivery) {
        let now = delivery.time
        deliveries += 1
        let revisions = model.revisions
        let ended = model.completions(after: deliveredThrough, through: now)
        deliveredThrough = now.nextDown
        // What was read is delivered: forgotten, so that completions a callback makes at this
        // instant (an animation of no length) are read alone. Nothing drawn changes.
        withModelUncounted { $0.discardHistory(through: now, knownBy: revisions) }
        var due: [CompletionGroup] = []
        for (field, completion) in ended {
            let key = AnimationKey(field: field, id: completion.id)
            for group in completionGroups where group.remaining.remove(key) != nil {
                if !completion.finished { group.allFinished = false }
                if group.remaining.isEmpty { due.append(group) }
            }
        }
        completionGroups.removeAll { $0.remaining.isEmpty }
        for group in due {
            let call = EventCall("completion", callback: group.callback, arguments: [.boolean(group.allFinished)])
            guard delivery.deliver(call) else { break }
        }
        settle(in: delivery.context)
    }
}
