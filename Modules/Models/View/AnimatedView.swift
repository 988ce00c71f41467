import Geometry

/// A view as UIKit's block animations see it: a model value per property, animations that
/// move what it presents towards them, face transitions, and the two effects (a wobble, a
/// vanish that hides it when it ends). Its state at any instant is a function of the time.
///
/// A value type for Swift code as for scripts: a Lua `View` holds one, and so can an app.
public struct AnimatedView: Sendable {
    public internal(set) var alpha: AnimatedProperty<Double>
    public internal(set) var center: AnimatedProperty<Point>
    public internal(set) var size: AnimatedProperty<Size>
    /// Interpolated in HSB, the hue taking the shorter way round.
    public internal(set) var color: AnimatedProperty<HSBColor>
    public internal(set) var transform: AnimatedProperty<AffineTransform.Decomposition>
    public internal(set) var faces: TransitionTrack<String>
    /// Hidden (set, or by a vanish whose end was reported with ``complete(_:)``).
    public internal(set) var hidden: Bool
    /// The vanish animation running on the transform, if any.
    public internal(set) var vanish: Int?
    /// The wobble animation running on the transform, if any.
    public internal(set) var wobble: Int?

    /// A view showing `snapshot`, nothing animating.
    public init(_ snapshot: ViewSnapshot = ViewSnapshot()) {
        alpha = AnimatedProperty(snapshot.alpha)
        center = AnimatedProperty(snapshot.center)
        size = AnimatedProperty(snapshot.size)
        color = AnimatedProperty(snapshot.color)
        transform = AnimatedProperty(snapshot.transform)
        faces = TransitionTrack(showing: snapshot.face)
        hidden = snapshot.hidden
    }

    /// The model values: the end state of everything started (a running vanish counts as
    /// hidden).
    public var snapshot: ViewSnapshot {
        ViewSnapshot(
            alpha: alpha.value, center: center.value, size: size.value, color: color.value,
            transform: transform.value, face: faces.face, hidden: hidden || vanish != nil)
    }

    /// What the view presents at `time`.
    public func presented(at time: Double) -> ViewSnapshot {
        ViewSnapshot(
            alpha: alpha.presentedValue(at: time), center: center.presentedValue(at: time),
            size: size.presentedValue(at: time), color: color.presentedValue(at: time),
            transform: transform.presentedValue(at: time), face: faces.shownFace(at: time),
            hidden: isHidden(at: time))
    }

    /// The face transition at `time` (at rest on the face shown when none runs). Called, like
    /// ``presented(at:)``, by renderers at every frame: non-generic, so that the generic
    /// tracks are used specialized, from this module, rather than through run-time metadata.
    public func faceState(at time: Double) -> TransitionState<String> {
        faces.state(at: time)
    }

    /// Whether the view is hidden at `time`: hidden, or a vanish has ended by then.
    public func isHidden(at time: Double) -> Bool {
        if hidden { return true }
        guard let vanish else { return false }
        return transform.completions(after: -.infinity, through: time).contains { $0.id.rawValue == vanish }
    }

    /// Whether `property` is animating at `time` (a transition counts for `face`).
    public func isAnimating(_ property: ViewProperty, at time: Double) -> Bool {
        switch property {
        case .alpha: alpha.isAnimating(at: time)
        case .center: center.isAnimating(at: time)
        case .size: size.isAnimating(at: time)
        case .color: color.isAnimating(at: time)
        case .transform: transform.isAnimating(at: time)
        case .face: faces.isTransitioning(at: time)
        }
    }

    /// From when nothing about the view moves by itself: when the last of its animations,
    /// transitions and effects ends (+∞ while one repeats forever, as a wobble does), or −∞ if
    /// nothing has ever animated.
    public var restTime: Double {
        max(alpha.restTime, center.restTime, size.restTime, color.restTime, transform.restTime, faces.restTime)
    }

    /// Whether any property is animating at `time`.
    public func isAnimating(at time: Double) -> Bool {
        ViewProperty.allCases.contains { isAnimating($0, at: time) }
    }

    // MARK: - Completions

    /// The completions of `property`'s animations in (`start`, `end`].
    public func completions(of property: ViewProperty, after start: Double, through end: Double)
        -> [AnimationCompletion]
    {
        switch property {
        case .alpha: alpha.completions(after: start, through: end)
        case .center: center.completions(after: start, through: end)
        case .size: size.completions(after: start, through: end)
        case .color: color.completions(after: start, through: end)
        case .transform: transform.completions(after: start, through: end)
        case .face: faces.completions(after: start, through: end)
        }
    }

    /// The completions at or before `time` of the animations `isWanted` accepts, in the order
    /// they are reported: by time, then by property, then in the order they were started.
    public func completions(through time: Double, where isWanted: (ViewAnimationKey) -> Bool) -> [ViewCompletion] {
        var events: [ViewCompletion] = []
        for property in ViewProperty.allCases {
            for completion in completions(of: property, after: -.infinity, through: time) {
                let key = ViewAnimationKey(property: property, id: completion.id.rawValue)
                guard isWanted(key) else { continue }
                events.append(ViewCompletion(time: completion.time, key: key, finished: completion.finished))
            }
        }
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// When the first animation of any property ends after `start`.
    public func nextCompletionTime(after start: Double) -> Double? {
        let times = [
            alpha.nextCompletionTime(after: start), center.nextCompletionTime(after: start),
            size.nextCompletionTime(after: start), color.nextCompletionTime(after: start),
            transform.nextCompletionTime(after: start), faces.nextCompletionTime(after: start),
        ]
        return times.compactMap { $0 }.min()
    }

    /// How many changes each timeline had when its completions were read, so that what was
    /// read, and only that, is forgotten once reported.
    public struct Revisions: Sendable, Hashable {
        let alpha, center, size, color, transform, faces: Int
    }

    /// The revisions of every property's timeline, read before reporting completions.
    public var revisions: Revisions {
        Revisions(
            alpha: alpha.revision, center: center.revision, size: size.revision, color: color.revision,
            transform: transform.revision, faces: faces.revision)
    }

    /// Forgets the completions through `time` known at `revisions`: those just reported (see
    /// ``AnimatedProperty/discardHistory(through:knownBy:)``).
    public mutating func discardHistory(through time: Double, knownBy revisions: Revisions) {
        alpha.discardHistory(through: time, knownBy: revisions.alpha)
        center.discardHistory(through: time, knownBy: revisions.center)
        size.discardHistory(through: time, knownBy: revisions.size)
        color.discardHistory(through: time, knownBy: revisions.color)
        transform.discardHistory(through: time, knownBy: revisions.transform)
        faces.discardHistory(through: time, knownBy: revisions.faces)
    }

    /// Forgets history through `time` (see ``AnimatedProperty/discardHistory(through:)``).
    public mutating func discardHistory(through time: Double) {
        alpha.discardHistory(through: time)
        center.discardHistory(through: time)
        size.discardHistory(through: time)
        color.discardHistory(through: time)
        transform.discardHistory(through: time)
        faces.discardHistory(through: time)
    }

    /// Takes note that the animation `key` has ended and its end was reported: a vanish hides
    /// the view from then on, and a wobble is over.
    public mutating func complete(_ key: ViewAnimationKey) {
        guard key.property == .transform else { return }
        if key.id == vanish {
            hidden = true
            vanish = nil
        }
        if key.id == wobble { wobble = nil }
    }
}
