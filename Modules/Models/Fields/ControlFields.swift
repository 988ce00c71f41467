import Geometry

/// The state of a control a script declares: its named fields, each a number, a point, a
/// colour, a transform, a boolean or a string. All but booleans and strings are animatable
/// properties, so the fields' values at any instant are a function of the time, as every
/// built-in control's state is: a script sets or animates a field now, and reads (or draws) it
/// at any later instant without running anything per frame.
public struct ControlFields: Sendable, Hashable {
    /// One field: its name and what it holds.
    public struct Field: Sendable, Hashable {
        public let name: String
        var slot: Slot
    }

    /// Where a field's value is: an animatable field's timeline in ``tracks`` (changed there in
    /// place, so a change never copies a timeline), or the value itself.
    enum Slot: Sendable, Hashable {
        case animated(Int)
        case plain(ControlFieldValue)
    }

    public private(set) var fields: [Field]
    /// The timelines of the animatable fields, each holding values of its field's one kind.
    private var tracks: [AnimatedProperty<ControlFieldValue>] = []

    /// Fields with the given names and first values, in order.
    ///
    /// - Throws: ``ControlFieldsError/notFinite(field:value:)`` for a value with a number that
    ///   is not finite.
    public init(_ initial: [(name: String, value: ControlFieldValue)]) throws(ControlFieldsError) {
        fields = []
        fields.reserveCapacity(initial.count)
        for (name, value) in initial {
            guard value.isFinite else { throw .notFinite(field: name, value: value) }
            if value.kind.isAnimatable {
                fields.append(Field(name: name, slot: .animated(tracks.count)))
                tracks.append(AnimatedProperty(value))
            } else {
                fields.append(Field(name: name, slot: .plain(value)))
            }
        }
    }

    /// The field's name.
    public func name(of index: Int) -> String? {
        fields.indices.contains(index) ? fields[index].name : nil
    }

    /// The value field `index` shows at `time`: an animating field where its animation has got
    /// to.
    public func value(of index: Int, at time: Double) -> ControlFieldValue? {
        guard fields.indices.contains(index) else { return nil }
        switch fields[index].slot {
        case .animated(let track): return tracks[track].presentedValue(at: time)
        case .plain(let value): return value
        }
    }

    /// The value field `index` settles at: an animating field's target.
    public func modelValue(of index: Int) -> ControlFieldValue? {
        guard fields.indices.contains(index) else { return nil }
        switch fields[index].slot {
        case .animated(let track): return tracks[track].value
        case .plain(let value): return value
        }
    }

    /// The kind of value field `index` holds.
    public func kind(of index: Int) -> ControlFieldValue.Kind? {
        modelValue(of: index)?.kind
    }

    /// Every field's model value, in order: what an undo step keeps.
    public var modelValues: [ControlFieldValue] {
        fields.indices.compactMap(modelValue(of:))
    }

    /// Sets field `index` to `value` at `time`, without animation: an animating field stops
    /// where it is set. Returns the ids of the animations that stopped.
    @discardableResult
    public mutating func set(_ index: Int, to value: ControlFieldValue, at time: Double) throws(ControlFieldsError)
        -> [AnimationID]
    {
        guard fields.indices.contains(index), let kind = kind(of: index) else { throw .noSuchField(index) }
        let name = fields[index].name
        guard kind == value.kind else { throw .wrongKind(field: name, expected: kind, got: value.kind) }
        guard value.isFinite else { throw .notFinite(field: name, value: value) }
        switch fields[index].slot {
        case .animated(let track):
            // A field set to what it shows and will show leaves its history alone.
            let property = tracks[track]
            if property.value == value, property.restTime <= time, property.presentedValue(at: time) == value {
                return []
            }
            do { return try tracks[track].set(value, at: time) } catch { throw .animation(error) }
        case .plain:
            fields[index].slot = .plain(value)
            return []
        }
    }

    /// Sets every field to `values` (the model values an undo step kept), at `time`.
    public mutating func restore(_ values: [ControlFieldValue], at time: Double) {
        for (index, value) in zip(fields.indices, values) {
            _ = try? set(index, to: value, at: time)
        }
    }

    /// Animates field `index` to `target` with `timing`, from where it shows when the animation
    /// begins, so a new animation takes over from a running one; a spring given no velocity of
    /// its own also takes over a number's or a point's velocity (see
    /// ``carryingVelocity(of:into:to:at:)``). Returns the animation's id.
    @discardableResult
    public mutating func animate(_ index: Int, to target: ControlFieldValue, timing: AnimationTiming, at time: Double)
        throws(ControlFieldsError) -> AnimationID
    {
        let track = try animatedTrack(index, to: target)
        let carried = Self.carryingVelocity(of: tracks[track], into: timing, to: target, at: time)
        do { return try tracks[track].animate(to: target, timing: carried, at: time) } catch { throw .animation(error) }
    }

    /// `timing` with its spring started at the velocity the field moves at `time`, when the
    /// field animates then and the spring starts at once with no velocity of its own: a value
    /// caught in flight and sent elsewhere springs on without a kink, as a SwiftUI spring
    /// retargets. The velocity is UIKit's `initialSpringVelocity`, in distances to the target per
    /// second (a point's along the line to its target); other kinds, and a spring the velocity
    /// would not let settle, start at rest.
    static func carryingVelocity(
        of track: AnimatedProperty<ControlFieldValue>, into timing: AnimationTiming, to target: ControlFieldValue,
        at time: Double
    ) -> AnimationTiming {
        guard case .spring(let spring) = timing.curve, spring.initialVelocity == 0, timing.delay == 0,
            track.isAnimating(at: time)
        else { return timing }
        // The speed over the last millisecond: a timeline is a function of time, not of its
        // derivative.
        let step = 1e-3
        let relative: Double
        switch (track.presentedValue(at: time - step), track.presentedValue(at: time), target) {
        case (.number(let before), .number(let now), .number(let end)):
            relative = (now - before) / step / (end - now)
        case (.point(let before), .point(let now), .point(let end)):
            let (dx, dy) = (end.x - now.x, end.y - now.y)
            relative = ((now.x - before.x) * dx + (now.y - before.y) * dy) / step / (dx * dx + dy * dy)
        default:
            return timing
        }
        // A spring plays its settling time over the animation's duration, so its own velocity
        // is the real one scaled by duration / settling time, which itself depends on the
        // velocity: a second pass settles it.
        func started(scaledBy settling: Double) -> Spring? {
            let velocity = relative * timing.duration / settling
            guard velocity.isFinite, settling > 0 else { return nil }
            return try? Spring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
        }
        guard relative.isFinite, relative != 0, let first = started(scaledBy: spring.settlingDuration),
            let moving = started(scaledBy: first.settlingDuration),
            let carried = try? AnimationTiming(
                duration: timing.duration, delay: timing.delay, curve: .spring(moving), repeatCount: timing.repeatCount,
                autoreverses: timing.autoreverses)
        else { return timing }
        return carried
    }

    /// Checks what ``animate(_:to:timing:at:)`` would refuse, changing nothing: a caller that
    /// animates several fields together checks them all first.
    public func validateAnimation(_ index: Int, to target: ControlFieldValue, timing: AnimationTiming, at time: Double)
        throws(ControlFieldsError)
    {
        let track = try animatedTrack(index, to: target)
        do { try tracks[track].validateAnimation(timing: timing, at: time) } catch { throw .animation(error) }
    }

    /// The timeline of field `index`, which animates to `target`.
    private func animatedTrack(_ index: Int, to target: ControlFieldValue) throws(ControlFieldsError) -> Int {
        guard fields.indices.contains(index), let kind = kind(of: index) else { throw .noSuchField(index) }
        let name = fields[index].name
        guard case .animated(let track) = fields[index].slot else { throw .notAnimatable(field: name, kind: kind) }
        guard target.kind == kind else { throw .wrongKind(field: name, expected: kind, got: target.kind) }
        guard target.isFinite else { throw .notFinite(field: name, value: target) }
        return track
    }

    /// From when every field holds still by itself: when the last animation ends (+∞ while one
    /// repeats forever), −∞ if none ever ran.
    public var restTime: Double {
        tracks.reduce(-Double.infinity) { max($0, $1.restTime) }
    }

    /// Whether some field is animating at `time`.
    public func isAnimating(at time: Double) -> Bool {
        tracks.contains { $0.isAnimating(at: time) }
    }

    /// The animations that ended in (`start`, `end`], each with its field's index, in time
    /// order (finished at their end, or cancelled when stopped).
    public func completions(after start: Double, through end: Double) -> [(field: Int, completion: AnimationCompletion)]
    {
        var all: [(field: Int, completion: AnimationCompletion)] = []
        for (index, field) in fields.enumerated() {
            guard case .animated(let track) = field.slot else { continue }
            all += tracks[track].completions(after: start, through: end).map { (index, $0) }
        }
        return all.sorted { ($0.completion.time, $0.completion.id) < ($1.completion.time, $1.completion.id) }
    }

    /// When the first animation to end after `start` ends; nil when none will.
    public func nextCompletionTime(after start: Double) -> Double? {
        tracks.compactMap { $0.nextCompletionTime(after: start) }.min()
    }

    /// How many changes each animatable field has had: read before delivering completions, and
    /// passed to ``discardHistory(through:knownBy:)`` after.
    public var revisions: [Int] { tracks.map(\.revision) }

    /// Forgets what happened before `time` (see ``AnimatedProperty/discardHistory(through:)``),
    /// so a field changed at a million instants does not keep them all.
    public mutating func discardHistory(through time: Double) {
        for index in tracks.indices { tracks[index].discardHistory(through: time) }
    }

    /// Forgets the completions at or before `time` known at `revisions` (see
    /// ``AnimatedProperty/discardHistory(through:knownBy:)``): a chain of animations of no
    /// length at one instant is read once each.
    public mutating func discardHistory(through time: Double, knownBy revisions: [Int]) {
        for (index, revision) in zip(tracks.indices, revisions) {
            tracks[index].discardHistory(through: time, knownBy: revision)
        }
    }
}
