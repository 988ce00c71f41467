import Geometry

/// A view that switches between faces with transitions, such as a memory card turning between
/// its back and its front: the face the model shows plus the transitions that lead to it.
///
/// `Face` is whatever names a face for the owner: a `Bool` (shows the front side), an enum, a
/// string. The track behaves as ``AnimatedProperty`` does:
///
/// - ``transition(to:kind:duration:delay:curve:at:)`` changes the model face (``face``) at once
///   and returns the transition's id; ``state(at:)`` says what shows at any instant;
/// - a transition that begins while another is running interrupts it: the interrupted one jumps
///   to its incoming face and reports `cancelled`, and the new one starts from that face;
/// - ``cancel(at:)`` stops every transition and jumps to the model face;
/// - ``completions(after:through:)`` reports which transitions finished or were cancelled in a
///   time interval, for completion callbacks (the help button's chain started each card's
///   transition from the previous card's completion; ``AnimationPlan`` schedules such chains
///   ahead).
public struct TransitionTrack<Face: Sendable>: Sendable {
    /// The model face and the transitions, past and future.
    var timeline: Timeline<Item>

    /// A track at rest on `face`.
    public init(showing face: Face) {
        timeline = Timeline(face)
    }

    /// The model face: the one shown once every transition started so far has ended.
    public var face: Face {
        timeline.model
    }

    /// The time of the last change, before which no change may be made; `nil` before the first.
    public var lastChangeTime: Double? {
        timeline.lastChangeTime
    }

    /// Transitions to `face`, starting at `time`; returns the transition's id. The outgoing face
    /// is the one the track rests at when the transition begins (`time + delay`).
    ///
    /// - Throws: ``AnimationError`` for an invalid timing, a non-finite time or a time before
    ///   the last change.
    @discardableResult
    public mutating func transition(
        to face: Face,
        kind: TransitionKind,
        duration: Double,
        delay: Double = 0,
        curve: TimingCurve = .easeInEaseOut,
        at time: Double
    ) throws(AnimationError) -> AnimationID {
        let timing = try AnimationTiming(duration: duration, delay: delay, curve: curve)
        return try transition(to: face, kind: kind, timing: timing, at: time)
    }

    /// Transitions to `face` with a prepared timing, starting at `time`; returns the
    /// transition's id. See ``transition(to:kind:duration:delay:curve:at:)``.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func transition(
        to face: Face,
        kind: TransitionKind,
        timing: AnimationTiming,
        at time: Double
    ) throws(AnimationError) -> AnimationID {
        try timeline.validateChange(at: time)
        let beginTime = timing.beginTime(startedAt: time)
        guard beginTime.isFinite else { throw .invalidDelay(timing.delay) }
        let transition = try Transition(kind: kind, timing: timing, at: time)
        let outgoing = timeline.settledValue(at: beginTime)
        let id = timeline.makeIdentifier()
        timeline.add(Item(transition: transition, outgoing: outgoing, incoming: face), id: id, at: time)
        return id
    }

    /// Shows `face` without a transition at `time`, cancelling every transition still running or
    /// waiting to begin. Returns the cancelled transitions' ids.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func show(_ face: Face, at time: Double) throws(AnimationError) -> [AnimationID] {
        try timeline.validateChange(at: time)
        return timeline.set(face, at: time)
    }

    /// Stops every transition running at `time` or waiting to begin after it and jumps to the
    /// model face. Returns the stopped transitions' ids, which report `cancelled` at `time`.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``.
    @discardableResult
    public mutating func cancel(at time: Double) throws(AnimationError) -> [AnimationID] {
        try timeline.validateChange(at: time)
        return timeline.cancel(at: time)
    }

    /// What shows at `time`: the running transition's faces and frame, or the face at rest.
    public func state(at time: Double) -> TransitionState<Face> {
        guard let segment = timeline.segment(at: time) else { return .resting(on: timeline.base) }
        switch segment.content {
        case .hold(let face):
            return .resting(on: face)
        case .item(let id, let item):
            guard time < item.transition.endTime else { return .resting(on: item.incoming) }
            return TransitionState(
                outgoing: item.outgoing,
                incoming: item.incoming,
                frame: item.transition.frame(at: time),
                kind: item.transition.kind,
                transitionID: id
            )
        }
    }

    /// The face covering most of the view at `time`.
    public func shownFace(at time: Double) -> Face {
        state(at: time).shownFace
    }

    /// From when the track shows one face by itself: when its last transition ends, or −∞ if
    /// it has never had one.
    public var restTime: Double {
        timeline.restTime
    }

    /// Whether a transition is running at `time`.
    public func isTransitioning(at time: Double) -> Bool {
        timeline.runningItem(at: time) != nil
    }

    /// The transitions that ended in (`start`, `end`], in time order; see
    /// ``AnimatedProperty/completions(after:through:)``.
    public func completions(after start: Double, through end: Double) -> [AnimationCompletion] {
        timeline.completions(after: start, through: end)
    }

    /// When the first transition to end after `start` ends; see
    /// ``AnimatedProperty/nextCompletionTime(after:)``.
    public func nextCompletionTime(after start: Double) -> Double? {
        timeline.nextCompletionTime(after: start)
    }

    /// Forgets what happened up to and including `time`; see
    /// ``AnimatedProperty/discardHistory(through:)``.
    public mutating func discardHistory(through time: Double) {
        timeline.discardHistory(through: time)
    }

    /// The number of changes made to the track so far; see ``AnimatedProperty/revision``.
    public var revision: Int { timeline.revision }

    /// Forgets what was known at `revision` up to and including `time`; see
    /// ``AnimatedProperty/discardHistory(through:knownBy:)``.
    public mutating func discardHistory(through time: Double, knownBy revision: Int) {
        timeline.discardHistory(through: time, knownBy: revision)
    }
}

extension TransitionTrack {
    /// A transition on the track's timeline, with the faces it switches between.
    struct Item: TimelineItem {
        let transition: Transition
        let outgoing: Face
        let incoming: Face

        var beginTime: Double { transition.beginTime }
        var endTime: Double { transition.endTime }
        var settledValue: Face { incoming }
    }
}
