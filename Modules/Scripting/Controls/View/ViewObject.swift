import Geometry
import Models
import Rendering

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

/// What a Lua `View` userdata holds: the model (``AnimatedView``) and the completions still
/// to be delivered, and how Lua reaches them (``declaration``).
final class ViewObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ControlRegistry.Tether?
    /// Not checked for exclusive access at run time (see ``ScriptControl``).
    @exclusivity(unchecked)
    var model: AnimatedView
    /// Animations whose completion has not been delivered yet, and the groups they report to.
    var pending: [ViewAnimationKey: [ViewCompletionGroup]] = [:]
    /// The one delivery of completions, at the earliest pending one.
    let delivery = DeliveryTimer()
    /// The number of the last `animate` call, returned to scripts.
    var lastAnimation = 0
    /// The parts of each numbered animation whose completion is still to come, so that a
    /// script can pause, scrub or reverse an animation by its number; and each part's number.
    private var partsOfAnimation: [Int: Set<ViewAnimationKey>] = [:]
    private var animationOfPart: [ViewAnimationKey: Int] = [:]

    init(model: AnimatedView) {
        self.model = model
    }

    /// The view's presented values at `time`.
    var restTime: Double { model.restTime }
    var endlessMotion: String? { "a View animating without end (repeats = \"forever\", or a wobble)" }

    func sceneContent(at time: Double) -> SceneContent? {
        .view(ViewAppearance(
            alpha: model.alpha.presentedValue(at: time),
            center: model.center.presentedValue(at: time),
            size: model.size.presentedValue(at: time),
            color: model.color.presentedValue(at: time),
            transform: AffineTransform(model.transform.presentedValue(at: time)),
            face: model.faces.state(at: time),
            isHidden: model.isHidden(at: time)))
    }

    /// Records that the animations `keys` report to `groups`.
    func addParts(_ keys: [ViewAnimationKey], groups: [ViewCompletionGroup]) {
        for key in keys {
            for group in groups { group.remaining += 1 }
            pending[key] = groups
            partsOfAnimation[lastAnimation, default: []].insert(key)
            animationOfPart[key] = lastAnimation
        }
    }

    /// Forgets that `key` belongs to a numbered animation, once it has ended.
    private func removePart(_ key: ViewAnimationKey) {
        guard let number = animationOfPart.removeValue(forKey: key) else { return }
        partsOfAnimation[number]?.remove(key)
        if partsOfAnimation[number]?.isEmpty == true { partsOfAnimation[number] = nil }
    }

    /// The parts of animation `number` still to end (argument `argument` of `call`), or every
    /// running animation of the view for no number; a number never given out is an error.
    private func parts(_ call: BindingCall, argument: BindingCall.Argument) throws(LuaCallError) -> Set<ViewAnimationKey>? {
        guard !call.isNoneOrNil(argument) else { return nil }
        let number: Int64 = try call.argument(argument)
        guard number >= 1, number <= Int64(lastAnimation) else {
            throw call.argumentError(argument, "this view has no animation \(number) (its animations are numbered 1 to \(lastAnimation))")
        }
        return partsOfAnimation[Int(number)] ?? []
    }

    /// The running part of the latest animation among `keys` (every running one for nil).
    private func latestRunningPart(of keys: Set<ViewAnimationKey>?, at time: Double) -> ViewAnimationKey? {
        model.runningKeys(keys, at: time).max { (animationOfPart[$0] ?? 0) < (animationOfPart[$1] ?? 0) }
    }

    /// Changes the playback of animation `number` (argument `argument`), or of every running
    /// animation of the view, and pushes how many property animations it changed; records a
    /// change of the model values (a reversal's) as one undo step.
    private func changePlayback(
        _ call: inout BindingCall, argument: BindingCall.Argument,
        _ change: (inout AnimatedView, Set<ViewAnimationKey>?, Double) throws(AnimationError) -> [ViewAnimationKey]
    ) throws(LuaCallError) {
        let keys = try parts(call, argument: argument)
        let before = model.snapshot
        let changed = try call.checkingState { () throws(AnimationError) in try change(&model, keys, call.now) }
        try record("Reverse Animation", from: before, call)
        settle(in: call.context)
        call.push(changed.count)
    }

    /// Keeps the view's one delivery at the instant its first undelivered animation ends
    /// (finished at its end time, cancelled at the instant it was stopped), as the model
    /// reports it: O(log n) per change, however many animations are queued.
    func settle(in context: ControlContext) {
        let now = context.now
        let next = model.nextCompletionTime(after: -.infinity)
        model.discardHistory(through: min(now, next ?? .infinity).nextDown)
        let time = next.map { max($0, now) }
        // The same instant keeps its place among the clock's timers.
        if delivery.time == time { return }
        context.cancelDelivery(of: self, through: \.delivery)
        guard let time else { return }
        context.scheduleDelivery(at: time, of: self, through: \.delivery) { view, delivery in
            view.deliverCompletions(delivery)
        }
    }

    /// Delivers every completion due now, in order, then settles: the next delivery comes after
    /// them, or now again if a callback changed the view (its changes may have ended more
    /// animations at this instant).
    private func deliverCompletions(_ delivery: EventDelivery) {
        let context = delivery.context
        let now = delivery.time
        let revisions = model.revisions
        var delivered = true
        for completion in model.completions(through: now, where: { pending[$0] != nil }) {
            delivered = deliver(completion, delivery)
            if !delivered { break }
        }
        // What was read is delivered: forget it. What the callbacks decided at this instant
        // (a zero-length animation, one cut short) is still reported, so the delivery comes back.
        if delivered { model.discardHistory(through: now, knownBy: revisions) }
        settle(in: context)
    }

    private func deliver(_ completion: ViewCompletion, _ delivery: EventDelivery) -> Bool {
        guard let groups = pending.removeValue(forKey: completion.key) else { return true }
        removePart(completion.key)
        model.complete(completion.key)
        for group in groups {
            group.remaining -= 1
            if !completion.finished { group.allFinished = false }
            guard group.remaining == 0 else { continue }
            let call = EventCall("completion", callback: group.callback, arguments: [.boolean(group.allFinished)])
            guard delivery.deliver(call, passingControl: group.viewID != nil) else { return false }
        }
        return true
    }

    /// Records changes already made to the model as one undo step named `name` (nothing when
    /// the model values did not change): undo and redo set the view to the values before or
    /// after.
    func record(_ name: String, from before: ViewSnapshot, _ call: BindingCall) throws(LuaCallError) {
        try Self.record(name, [(self, before)], call)
    }

    /// ``record(_:from:_:)`` for several views at once (a plan).
    static func record(_ name: String, _ views: [(ViewObject, ViewSnapshot)], _ call: BindingCall) throws(LuaCallError) {
        let changes = views.compactMap { view, before -> (ViewObject, ViewSnapshot, ViewSnapshot)? in
            let after = view.model.snapshot
            return after == before ? nil : (view, before, after)
        }
        guard !changes.isEmpty else { return }
        try call.context.record(name, changes.map { view, before, after in
            (view, { view, time in view.model.apply(after, at: time) }, { view, time in view.model.apply(before, at: time) })
        })
    }

    /// Starts `body`, a change of the model that returns the keys of the animations it started
    /// (all reporting to one group with `completion`), as the script's animation number; records
    /// it as `name` unless nil.
    ///
    /// The model's error is the call's own (`argumentError` false: "the timing is invalid") or
    /// one of argument 1 (its options: "bad argument #1 to 'wobble' (…)").
    private func start(
        _ name: String?, completion: LuaReference?, _ call: inout BindingCall,
        numberFirst: Bool = true, argumentError: Bool = false,
        _ body: (inout AnimatedView, Double) throws(AnimationError) -> [ViewAnimationKey]
    ) throws(LuaCallError) {
        let before = model.snapshot
        if numberFirst { lastAnimation += 1 }
        let keys: [ViewAnimationKey]
        do throws(AnimationError) {
            keys = try body(&model, call.now)
        } catch {
            throw argumentError ? call.argumentError(1, "\(error)") : LuaCallError("\(error)")
        }
        if !numberFirst { lastAnimation += 1 }
        addParts(keys, groups: [ViewCompletionGroup(viewID: id, callback: completion)])
        if let name { try record(name, from: before, call) }
        settle(in: call.context)
        call.push(lastAnimation)
    }

    /// A presented value, read by name, for the properties.
    private struct Presented: LuaResult {
        let name: String
        let snapshot: ViewSnapshot

        static var luaType: String { "any" }

        func push(onto call: LuaCall) {
            if let value = ViewValues.value(name, of: snapshot) { value.push(onto: call) } else { call.pushNil() }
        }
    }

    /// `view.name = value`: sets the model value at once, cancelling the property's animations;
    /// one undo step `step`.
    private func set(_ call: BindingCall, _ step: String, property: ViewProperty?, _ change: (inout ViewSnapshot) -> Void) throws(LuaCallError) {
        let before = model.snapshot
        var after = before
        change(&after)
        model.apply(after, at: call.now, forcing: property.map { [$0] } ?? [], forcingVisibility: property == nil)
        settle(in: call.context)
        try record(step, from: before, call)
    }

    /// `View.new{...}` and a view's animations, transitions, effects and values.
    static var declaration: ClassDeclaration<ViewObject> {
        let face = OptionsField<String>("face", luaType: "string", read: ViewValues.face)
        let hidden = OptionsField<Bool>("hidden", default: false)
        let options = OptionsDeclaration(
            ViewValues.alphaField, ViewValues.centerField, ViewValues.sizeField, ViewValues.colorField,
            ViewValues.rotationField, ViewValues.scaleField, ViewValues.translationField, face, hidden)

        var view = ClassDeclaration<ViewObject>("View", constructor: [.options(optional: true)], options: options) {
            call throws(LuaCallError) in
            var snapshot = ViewSnapshot()
            if let table = try call.optionalOptions(1, options) {
                snapshot.alpha = try table.readIfPresent(ViewValues.alphaField) ?? snapshot.alpha
                snapshot.center = try table.readIfPresent(ViewValues.centerField) ?? snapshot.center
                snapshot.size = try table.readIfPresent(ViewValues.sizeField) ?? snapshot.size
                snapshot.color = try table.readIfPresent(ViewValues.colorField) ?? snapshot.color
                if let rotation = try table.readIfPresent(ViewValues.rotationField) { snapshot.transform.rotation = rotation }
                if let scale = try table.readIfPresent(ViewValues.scaleField) {
                    snapshot.transform.scaleX = scale.x
                    snapshot.transform.scaleY = scale.y
                }
                snapshot.transform.translation = try table.readIfPresent(ViewValues.translationField) ?? snapshot.transform.translation
                snapshot.face = try table.readIfPresent(face) ?? snapshot.face
                snapshot.hidden = try table.read(hidden)
            }
            return ViewObject(model: AnimatedView(snapshot))
        }

        view.method("animate", .named("properties", ViewTargets.self), .options(optional: true), returns: "integer") {
            object, call throws(LuaCallError) in
            guard call.isTable(1) else { throw call.typeError(1, expected: "table") }
            let targets = try ViewValues.targets(try call.options(1, ViewValues.targetFields))
            let options = try ViewTimingOptions(call, 2, for: .animate, defaultDuration: ViewValues.defaultDuration)
            try object.start("Animate View", completion: options.completion, &call) { model, time throws(AnimationError) in
                try model.animate(targets, timing: options.timing, at: time)
            }
        }
        let keyTimes = OptionsField<[Double]>("keytimes", luaType: "number[]") { call, index throws(LuaCallError) in
            try call.sequence(index, limit: Keyframes.maximumCount + 1)
        }
        let keyframeDuration = OptionsField<Double>("duration", default: ViewValues.defaultDuration)
        let keyframeDelay = OptionsField<Double>("delay", default: 0)
        let keyframeCurve = OptionsField<NamedCurve>("curve", default: NamedCurve(name: "linear", curve: .linear))
        let keyframeCompletion = DependentOptionsField<LuaReference>("completion", luaType: "function")
        let keyframeOptions = OptionsDeclaration(keyframeDuration, keyframeDelay, keyframeCurve, keyTimes, keyframeCompletion)
        view.method(
            "keyframes", LuaParameter(name: "property", luaType: "string"), LuaParameter(name: "values", luaType: "any[]"),
            .options(optional: true), returns: "integer"
        ) { object, call throws(LuaCallError) in
            let name: String = try call.argument(1)
            guard ViewValues.animatableNames.contains(name) else {
                throw call.argumentError(1, "unknown property '\(name)' (expected \(ViewValues.animatableNames.joined(separator: ", ")))")
            }
            guard call.isTable(2) else { throw call.typeError(2, expected: "table") }
            var targets: [ViewTargets] = []
            try call.forEachItem(of: 2, limit: Keyframes.maximumCount + 1) { position, slot throws(LuaCallError) in
                do throws(LuaCallError) {
                    if let target = try ViewValues.target(name, call.lua, slot) { targets.append(target) }
                } catch {
                    guard let message = LuaOptionsTable.itemMessage(error) else { throw error }
                    throw call.argumentError(2, "value \(position): \(message)")
                }
            }
            let table = try call.optionalOptions(3, keyframeOptions)
            let seconds = try table?.read(keyframeDuration) ?? ViewValues.defaultDuration
            let delay = try table?.read(keyframeDelay) ?? 0
            let curve = try table?.read(keyframeCurve).curve ?? .linear
            let times = try table?.readIfPresent(keyTimes)
            let completion = try table?.readIfPresent(
                keyframeCompletion, using: { lua, index throws(LuaCallError) in try lua.function(index, runtime: call.context.runtime) })
            // Too few or too many values is the list's fault; the rest, the options'.
            let blamed: BindingCall.Argument = (2 ... Keyframes.maximumCount).contains(targets.count) ? 3 : 2
            let keyframes = try call.checking(argument: blamed) { () throws(AnimationError) in
                try Keyframes(count: targets.count, keyTimes: times, duration: seconds, delay: delay, curve: curve)
            }
            try object.start("Animate Keyframes", completion: completion, &call) { model, time throws(AnimationError) in
                var keys: [ViewAnimationKey] = []
                for (target, timing) in zip(targets, try keyframes.timings()) {
                    keys += try model.animate(target, timing: timing, at: time)
                }
                return keys
            }
        }
        view.method("transition", .named("kind", TransitionKind.self), .options(optional: true), returns: "integer") {
            object, call throws(LuaCallError) in
            let kind = try call.argument(1, using: ViewValues.transitionKind)
            let options = try ViewTimingOptions(call, 2, for: .transition, defaultDuration: ViewValues.defaultDuration)
            try object.start("Transition View", completion: options.completion, &call) { model, time throws(AnimationError) in
                [try model.transition(kind, to: options.face, timing: options.timing, at: time)]
            }
        }
        view.method("transitionframe", returns: "TransitionFrame") { object, call throws(LuaCallError) in
            call.push(ViewValues.record(object.model.faces.state(at: call.now)))
        }
        view.method("wobble", .options(optional: true), returns: "integer") { object, call throws(LuaCallError) in
            let options = try ViewTimingOptions(
                call, 1, for: .wobble, defaultDuration: Effects.wobbleDuration, repeatsForever: true)
            let amplitude = Angle(radians: options.amplitude ?? Effects.wobbleAmplitude.radians)
            let timing = options.timing
            try object.start(nil, completion: options.completion, &call, numberFirst: false, argumentError: true) {
                model, time throws(AnimationError) in
                [try model.startWobble(
                    amplitude: amplitude, duration: timing.duration, curve: timing.curve, repeatCount: timing.repeatCount, at: time)]
            }
        }
        view.method("stopwobble", returns: "boolean") { object, call throws(LuaCallError) in
            let stopped = try call.checkingState { () throws(AnimationError) in try object.model.stopWobble(at: call.now) }
            if stopped { object.settle(in: call.context) }
            call.push(stopped)
        }
        view.method("vanish", .init(name: "options", luaType: "number|table?"), returns: "integer") { object, call throws(LuaCallError) in
            let options: ViewTimingOptions
            if call.isNumber(1) {
                let duration: Double = try call.argument(1)
                let timing = try call.checking(argument: 1) { () throws(AnimationError) in try AnimationTiming(duration: duration) }
                options = ViewTimingOptions(timing: timing)
            } else {
                options = try ViewTimingOptions(call, 1, for: .vanish, defaultDuration: Effects.vanishDuration)
            }
            try object.start("Vanish View", completion: options.completion, &call, numberFirst: false, argumentError: true) {
                model, time throws(AnimationError) in
                [try model.startVanish(timing: options.timing, at: time)]
            }
        }
        view.method("cancel", .init(name: "property", luaType: "string?"), returns: "integer") { object, call throws(LuaCallError) in
            let properties = call.isNoneOrNil(1) ? ViewProperty.allCases : [try call.argument(1, using: ViewValues.property)]
            let count = try call.checkingState { () throws(AnimationError) in try object.model.cancel(properties, at: call.now) }
            object.settle(in: call.context)
            call.push(count)
        }
        view.method("pause", .named("animation", Int64?.self), returns: "integer") { object, call throws(LuaCallError) in
            try object.changePlayback(&call, argument: 1) { model, keys, time throws(AnimationError) in try model.pause(keys, at: time) }
        }
        view.method("resume", .named("animation", Int64?.self), returns: "integer") { object, call throws(LuaCallError) in
            try object.changePlayback(&call, argument: 1) { model, keys, time throws(AnimationError) in try model.resume(keys, at: time) }
        }
        view.method("reverse", .named("animation", Int64?.self), returns: "integer") { object, call throws(LuaCallError) in
            try object.changePlayback(&call, argument: 1) { model, keys, time throws(AnimationError) in try model.reverse(keys, at: time) }
        }
        view.method("scrub", .named("fraction", Double.self), .named("animation", Int64?.self), returns: "integer") {
            object, call throws(LuaCallError) in
            let fraction: Double = try call.argument(1)
            guard fraction.isFinite, (0 ... 1).contains(fraction) else {
                throw call.argumentError(1, "fraction must be a number from 0 (the start) to 1 (the end), not \(LuaValue.format(fraction))")
            }
            try object.changePlayback(&call, argument: 2) { model, keys, time throws(AnimationError) in
                try model.scrub(keys, to: fraction, at: time)
            }
        }
        view.method("fraction", .named("animation", Int64?.self), returns: "number?") { object, call throws(LuaCallError) in
            let keys = try object.parts(call, argument: 1)
            let fraction = object.latestRunningPart(of: keys, at: call.now).flatMap { object.model.fractionComplete(of: $0, at: call.now) }
            call.push(fraction)
        }
        view.method("ispaused", .named("animation", Int64?.self), returns: "boolean") { object, call throws(LuaCallError) in
            let keys = try object.parts(call, argument: 1)
            call.push(object.model.runningKeys(keys, at: call.now).contains { object.model.isPaused($0, at: call.now) })
        }
        view.method("model", .named("name", String.self), returns: "any") { object, call throws(LuaCallError) in
            let name: String = try call.argument(1)
            let snapshot = object.model.snapshot
            guard ViewValues.value(name, of: snapshot) != nil else {
                throw call.argumentError(1, "unknown property '\(name)' (expected \(ViewValues.readableNames))")
            }
            call.push(Presented(name: name, snapshot: snapshot))
        }
        view.method("isanimating", .init(name: "property", luaType: "string?"), returns: "boolean") { object, call throws(LuaCallError) in
            if call.isNoneOrNil(1) {
                call.push(object.model.isAnimating(at: call.now))
            } else {
                call.push(object.model.isAnimating(try call.argument(1, using: ViewValues.property), at: call.now))
            }
        }

        func presented(_ name: String) -> (ViewObject, ControlContext) -> Presented {
            { object, context in Presented(name: name, snapshot: object.model.presented(at: context.now)) }
        }
        view.writable("alpha", presented("alpha")) { object, call throws(LuaCallError) in
            let alpha = try call.value(using: ViewValues.alpha)
            try object.set(call, "Set Alpha", property: .alpha) { $0.alpha = alpha }
        }
        view.writable("center", presented("center")) { object, call throws(LuaCallError) in
            let center = try call.value(using: ViewValues.point)
            try object.set(call, "Move View", property: .center) { $0.center = center }
        }
        view.writable("size", presented("size")) { object, call throws(LuaCallError) in
            let size = try call.value(using: ViewValues.size)
            try object.set(call, "Resize View", property: .size) { $0.size = size }
        }
        view.writable("color", presented("color")) { object, call throws(LuaCallError) in
            let color = try call.value(using: ViewValues.color)
            try object.set(call, "Set Color", property: .color) { $0.color = color }
        }
        view.readOnly("hex", presented("hex"))
        view.writable("rotation", presented("rotation")) { object, call throws(LuaCallError) in
            let rotation = try call.value(using: ViewValues.rotation)
            try object.set(call, "Rotate View", property: .transform) { $0.transform.rotation = rotation }
        }
        view.writable("scale", presented("scale")) { object, call throws(LuaCallError) in
            let scale = try call.value(using: ViewValues.scale)
            try object.set(call, "Scale View", property: .transform) { snapshot in
                snapshot.transform.scaleX = scale.x
                snapshot.transform.scaleY = scale.y
            }
        }
        view.writable("translation", presented("translation")) { object, call throws(LuaCallError) in
            let translation = try call.value(using: ViewValues.translation)
            try object.set(call, "Translate View", property: .transform) { $0.transform.translation = translation }
        }
        view.writable("transform", presented("transform")) { object, call throws(LuaCallError) in
            let parts = try call.value(using: ViewValues.viewTransform)
            try object.set(call, "Transform View", property: .transform) { $0.transform = parts }
        }
        view.writable("face", presented("face")) { object, call throws(LuaCallError) in
            let face = try call.value(using: ViewValues.face)
            try object.set(call, "Set Face", property: .face) { $0.face = face }
        }
        view.writable("hidden", presented("hidden")) { object, call throws(LuaCallError) in
            let hidden: Bool = try call.value()
            try object.set(call, hidden ? "Hide View" : "Show View", property: nil) { $0.hidden = hidden }
        }
        view.readOnly("animating") { object, context in object.model.isAnimating(at: context.now) }
        view.readOnly("transitioning") { object, context in object.model.faces.isTransitioning(at: context.now) }
        view.docsSection = "View and Animation"
        view.readOnlyHint = "set color; animating and transitioning follow the animations"
        view.describe = { object, context in
            let shown = object.model.presented(at: context.now)
            return "View: center (\(LuaValue.format(shown.center.x)), \(LuaValue.format(shown.center.y))), size "
                + "\(LuaValue.format(shown.size.width))x\(LuaValue.format(shown.size.height)), alpha "
                + "\(LuaValue.format(shown.alpha)), face \(shown.face)"
                + (shown.hidden ? ", hidden" : "")
        }
        return view
    }
}

extension ViewTimingOptions {
    /// Options given as a plain duration (`view:vanish(0.5)`).
    init(timing: AnimationTiming) {
        self.timing = timing
    }
}

extension ViewTargets: LuaTyped {
    static var luaType: String { "ViewProperties" }
}

extension TransitionKind: LuaTyped {
    static var luaType: String { "Transition" }
}
