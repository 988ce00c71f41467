import Geometry
import Models

/// The animatable properties of a Lua `View`, as the engine keeps them: the transform's parts
/// (rotation, scale, translation) are one property, animated through its decomposition.
enum ViewProperty: String, CaseIterable, Sendable {
    case alpha, center, size, color, transform, face
}

/// The model values of a view at one instant (the end state of everything started): what an
/// undo step restores.
struct ViewSnapshot: Sendable, Equatable {
    var alpha: Double
    var center: Point
    var size: Size
    var color: HSBColor
    var transform: AffineTransform.Decomposition
    var face: String
    var hidden: Bool
}

/// Targets parsed from a Lua table of properties (`{alpha = 0, center = {100, 50}}`); the
/// transform parts are applied to the transform's model value when the animation starts.
struct ViewTargets: Sendable {
    var alpha: Double?
    var center: Point?
    var size: Size?
    var color: HSBColor?
    var rotation: Double?
    var scale: (x: Double, y: Double)?
    var translation: Vector?

    var isEmpty: Bool {
        alpha == nil && center == nil && size == nil && color == nil && rotation == nil && scale == nil
            && translation == nil
    }

    /// `transform` with the given parts replaced, or nil when no part is given.
    func transform(from transform: AffineTransform.Decomposition) -> AffineTransform.Decomposition? {
        guard rotation != nil || scale != nil || translation != nil else { return nil }
        var result = transform
        if let rotation { result.rotation = Angle(radians: rotation) }
        if let scale {
            result.scaleX = scale.x
            result.scaleY = scale.y
        }
        if let translation { result.translation = translation }
        return result
    }
}

/// Several animations whose common completion callback runs once the last of them has ended:
/// the properties of one `animate` call, or every step of a plan. `finished` is true only if
/// every part finished.
final class ViewCompletionGroup {
    /// The view passed first to the callback (`animate`); nil for a plan's callback.
    let viewID: Int?
    let callback: LuaReference?
    var remaining = 0
    var allFinished = true

    init(viewID: Int?, callback: LuaReference?) {
        self.viewID = viewID
        self.callback = callback
    }
}

/// One animation of one property of a view, waiting for its completion to be delivered.
struct ViewPendingPart {
    var groups: [ViewCompletionGroup]
    /// The vanish effect's animation: the view is hidden when it ends.
    var vanishes = false
    /// The wobble effect's animation.
    var wobbles = false
}

/// Identifies an animation of a view: its property and the property's animation id.
struct ViewPartKey: Hashable {
    let property: ViewProperty
    let id: Int
}

/// What a Lua `View` userdata holds: the animated properties and the completions to deliver.
final class ViewObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ScriptHost.WeakControl.Tether?
    var alpha: AnimatedProperty<Double>
    var center: AnimatedProperty<Point>
    var size: AnimatedProperty<Size>
    /// Interpolated in HSB, the hue taking the shorter way round.
    var color: AnimatedProperty<HSBColor>
    var transform: AnimatedProperty<AffineTransform.Decomposition>
    var faces: TransitionTrack<String>
    /// Hidden (set by a script or by a vanish that has ended).
    var hidden = false
    /// The vanish animation running on the transform, if any.
    var vanish: Int?
    /// The wobble animation running on the transform, if any.
    var wobble: Int?
    /// Animations whose completion has not been delivered yet.
    var pending: [ViewPartKey: ViewPendingPart] = [:]
    /// The one timer that delivers them, at the earliest pending completion, and its time.
    var completionTimer: (id: Int, time: Double)?
    /// The number of the last `animate` call, returned to scripts.
    var lastAnimation = 0

    init(snapshot: ViewSnapshot) {
        alpha = AnimatedProperty(snapshot.alpha)
        center = AnimatedProperty(snapshot.center)
        size = AnimatedProperty(snapshot.size)
        color = AnimatedProperty(snapshot.color)
        transform = AnimatedProperty(snapshot.transform)
        faces = TransitionTrack(showing: snapshot.face)
        hidden = snapshot.hidden
    }

    /// The model values now.
    var snapshot: ViewSnapshot {
        ViewSnapshot(
            alpha: alpha.value, center: center.value, size: size.value, color: color.value,
            transform: transform.value, face: faces.face, hidden: hidden || vanish != nil)
    }

    /// Whether the view is hidden at `time`: hidden, or a vanish has ended by then.
    func isHidden(at time: Double) -> Bool {
        if hidden { return true }
        guard let vanish else { return false }
        return transform.completions(after: -.infinity, through: time).contains { $0.id.rawValue == vanish }
    }

    /// Whether `property` is animating at `time` (a transition counts for `face`).
    func isAnimating(_ property: ViewProperty, at time: Double) -> Bool {
        switch property {
        case .alpha: alpha.isAnimating(at: time)
        case .center: center.isAnimating(at: time)
        case .size: size.isAnimating(at: time)
        case .color: color.isAnimating(at: time)
        case .transform: transform.isAnimating(at: time)
        case .face: faces.isTransitioning(at: time)
        }
    }

    /// The completions of `property`'s animations in (`start`, `end`].
    func completions(of property: ViewProperty, after start: Double, through end: Double) -> [AnimationCompletion] {
        switch property {
        case .alpha: alpha.completions(after: start, through: end)
        case .center: center.completions(after: start, through: end)
        case .size: size.completions(after: start, through: end)
        case .color: color.completions(after: start, through: end)
        case .transform: transform.completions(after: start, through: end)
        case .face: faces.completions(after: start, through: end)
        }
    }

    /// The pending completions at or before `time`, in the order they are delivered: by time,
    /// then by property, then in the order the animations were started.
    func pendingCompletions(through time: Double) -> [(time: Double, key: ViewPartKey, finished: Bool)] {
        var events: [(time: Double, key: ViewPartKey, finished: Bool)] = []
        for property in ViewProperty.allCases {
            for completion in completions(of: property, after: -.infinity, through: time) {
                let key = ViewPartKey(property: property, id: completion.id.rawValue)
                guard pending[key] != nil else { continue }
                events.append((completion.time, key, completion.finished))
            }
        }
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// When the first animation of any property ends after `start`.
    func nextCompletionTime(after start: Double) -> Double? {
        let times = [
            alpha.nextCompletionTime(after: start), center.nextCompletionTime(after: start),
            size.nextCompletionTime(after: start), color.nextCompletionTime(after: start),
            transform.nextCompletionTime(after: start), faces.nextCompletionTime(after: start),
        ]
        return times.compactMap { $0 }.min()
    }

    /// The revisions of every property's timeline, read before delivering completions.
    var revisions: ViewRevisions {
        ViewRevisions(
            alpha: alpha.revision, center: center.revision, size: size.revision, color: color.revision,
            transform: transform.revision, faces: faces.revision)
    }

    /// Forgets the completions through `time` known at `revisions`: those just delivered (see
    /// ``AnimatedProperty/discardHistory(through:knownBy:)``).
    func discardHistory(through time: Double, knownBy revisions: ViewRevisions) {
        alpha.discardHistory(through: time, knownBy: revisions.alpha)
        center.discardHistory(through: time, knownBy: revisions.center)
        size.discardHistory(through: time, knownBy: revisions.size)
        color.discardHistory(through: time, knownBy: revisions.color)
        transform.discardHistory(through: time, knownBy: revisions.transform)
        faces.discardHistory(through: time, knownBy: revisions.faces)
    }

    /// Forgets history through `time` (see ``AnimatedProperty/discardHistory(through:)``).
    func discardHistory(through time: Double) {
        alpha.discardHistory(through: time)
        center.discardHistory(through: time)
        size.discardHistory(through: time)
        color.discardHistory(through: time)
        transform.discardHistory(through: time)
        faces.discardHistory(through: time)
    }
}
