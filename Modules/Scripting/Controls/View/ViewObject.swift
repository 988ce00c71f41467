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
final class ViewObject: ControlObject<AnimatedView>, ScriptControl {
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

    var restTime: Double { model.restTime }
    var contentChangesWithTime: Bool { true }
    var endlessMotion: String? { "a View animating without end (repeats = \"forever\", or a wobble)" }

    /// The view's presented values at `time`.
    func sceneContent(at time: Double) -> SceneContent? {
        // Lent, not copied: read from a stored property, the model is copied for each call
        // (a view's animations are many arrays to retain), lest the call change it. Reading it
        // changes nothing drawn, so nothing is counted.
        withModelUncounted { Self.appearance(of: &$0, at: time) }
    }

    /// What `view` presents at `time`. The view is borrowed for the calls (no copy is needed
    /// to keep it as it is during them: nothing else can reach it), not changed.
    private static func appearance(of view: inout AnimatedView, at time: Double) -> SceneContent {
        // Through the model's non-generic calls: its generic properties, called from here,
        // would instantiate their metadata at run time on every frame.
        let presented = view.presented(at: time)
        return .view(
            ViewAppearance(
                alpha: presented.alpha, center: presented.center, size: presented.size, color: presented.color,
                transform: AffineTransform(presented.transform), face: view.faceState(at: time),
                isHidden: presented.hidden))
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
    private func parts(_ call: ControlCall, argument: DeclaredArgument<Int64?>) throws(LuaCallError) -> Set<
        ViewAnimationKey
    >? {
        guard let number = try call[argument] else { return nil }
        guard number >= 1, number <= Int64(lastAnimation) else {
            throw call.argumentError(
                argument, "this view has no animation \(number) (its animations are numbered 1 to \(lastAnimation))")
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
        _ call: inout ControlCall, argument: DeclaredArgument<Int64?>,
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
    func record(_ name: String, from before: ViewSnapshot, _ call: ControlCall) throws(LuaCallError) {
        try Self.record(name, [(self, before)], call)
    }

    /// ``record(_:from:_:)`` for several views at once (a plan).
    static func record(_ name: String, _ views: [(ViewObject, ViewSnapshot)], _ call: ControlCall) throws(LuaCallError)
    {
        let changes = views.compactMap { view, before -> (ViewObject, ViewSnapshot, ViewSnapshot)? in
            let after = view.model.snapshot
            return after == before ? nil : (view, before, after)
        }
        guard !changes.isEmpty else { return }
        try call.context.record(
            name,
            changes.map { view, before, after in
                (
                    view, { view, time in view.model.apply(after, at: time) },
                    { view, time in view.model.apply(before, at: time) }
                )
            })
    }

    /// Starts `body`, a change of the model that returns the keys of the animations it started
    /// (all reporting to one group with `completion`), as the script's animation number; records
    /// it as `name` unless nil.
    ///
    /// The model's error is the call's own ("the timing is invalid"), or one of `blamed` when
    /// given (the options: "bad argument #1 to 'wobble' (…)").
    private func start(
        _ name: String?, completion: LuaReference?, _ call: inout ControlCall,
        numberFirst: Bool = true, blaming blamed: DeclaredArgument<OptionsTable?>? = nil,
        _ body: (inout AnimatedView, Double) throws(AnimationError) -> [ViewAnimationKey]
    ) throws(LuaCallError) {
        let before = model.snapshot
        if numberFirst { lastAnimation += 1 }
        let keys: [ViewAnimationKey]
        do throws(AnimationError) {
            keys = try body(&model, call.now)
        } catch {
            throw blamed.map { call.argumentError($0, "\(error)") } ?? LuaCallError("\(error)")
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
    private func set(
        _ call: ControlCall, _ step: String, property: ViewProperty?, _ change: (inout ViewSnapshot) -> Void
    ) throws(LuaCallError) {
        let before = model.snapshot
        var after = before
        change(&after)
        model.apply(after, at: call.now, forcing: property.map { [$0] } ?? [], forcingVisibility: property == nil)
        settle(in: call.context)
        try record(step, from: before, call)
    }

    /// `View.new{...}` and a view's animations, transitions, effects and values.
    static var declaration: ControlDeclaration<ViewObject> {
        let face = OptionsField<String>(
            "face", doc: "", luaType: "string", default: ViewSnapshot().face, read: ViewValues.face)
        let hidden = OptionsField<Bool>("hidden", doc: "", default: false)
        let options = OptionsDeclaration(
            ViewValues.alphaField, ViewValues.centerField, ViewValues.sizeField, ViewValues.colorField,
            ViewValues.rotationField, ViewValues.scaleField, ViewValues.translationField, face, hidden
        ).named("ViewOptions", doc: "The options of `View.new`; every field is optional. Any other field is an error.")

        let optionsArgument = DeclaredArgument.optionalOptions(1, options)
        var view = ControlDeclaration<ViewObject>(
            "View", constructor: [optionsArgument], options: options
        ) {
            call throws(LuaCallError) in
            var snapshot = ViewSnapshot()
            if let table = try call[optionsArgument] {
                snapshot.alpha = try table.readIfPresent(ViewValues.alphaField) ?? snapshot.alpha
                snapshot.center = try table.readIfPresent(ViewValues.centerField) ?? snapshot.center
                snapshot.size = try table.readIfPresent(ViewValues.sizeField) ?? snapshot.size
                snapshot.color = try table.readIfPresent(ViewValues.colorField) ?? snapshot.color
                if let rotation = try table.readIfPresent(ViewValues.rotationField) {
                    snapshot.transform.rotation = rotation
                }
                if let scale = try table.readIfPresent(ViewValues.scaleField) {
                    snapshot.transform.scaleX = scale.x
                    snapshot.transform.scaleY = scale.y
                }
                snapshot.transform.translation =
                    try table.readIfPresent(ViewValues.translationField) ?? snapshot.transform.translation
                snapshot.face = try table.readIfPresent(face) ?? snapshot.face
                snapshot.hidden = try table.read(hidden)
            }
            return ViewObject(model: AnimatedView(snapshot))
        }

        declareAnimating(&view)
        declareTransitions(&view)
        declareRunningAnimations(&view)
        declareProperties(&view)

        view.docsSection = "View and Animation"
        view.readOnlyHint = "set color; animating and transitioning follow the animations"
        view.describe = { object, context in
            let shown = object.model.presented(at: context.now)
            return "View: center (\(LuaValue.format(shown.center.x)), \(LuaValue.format(shown.center.y))), size "
                + "\(LuaValue.format(shown.size.width))x\(LuaValue.format(shown.size.height)), alpha "
                + "\(LuaValue.format(shown.alpha)), face \(shown.face)"
                + (shown.hidden ? ", hidden" : "")
        }
        view.doc = """
            A generic animatable view (a userdata). Properties read the presented value now; \
            assigning one sets the model value at once, cancels its animations and is one undo step. \
            `getmetatable` gives "View".
            """
        view.constructorDoc = "Creates a view at rest."
        view.types = [
            .alias(
                "ViewPoint", "{x: number, y: number}|number[]",
                doc: "A point: `{x, y}` or `{x = , y = }`; read back as `{x = , y = }`."
            ),
            .alias(
                "ViewSize", "{width: number, height: number}|number[]",
                doc: """
                    A size: `{w, h}` or `{width = , height = }`; read back as `{width = , height = }`.
                    """),
            .alias(
                "ViewColor", "string|{h: number, s?: number, b?: number, a?: number}",
                doc: """
                    A colour: `"#rrggbb"`, `"#rrggbbaa"` or HSB fractions in [0, 1] (`s`, `b`, `a` \
                    default to 1).
                    """),
            .alias(
                "ViewCurveName", "Curve",
                doc: """
                    A timing curve for views: any curve; "spring" is shaped by the `damping` and \
                    `response` fields.
                    """),
            .alias(
                "TransitionKindName",
                """
                "flipFromLeft"|"flipFromRight"|"flipFromTop"|"flipFromBottom"|"curlUp"|"curlDown"|"crossDissolve"
                """, doc: "A transition between two faces."),
            .alias(
                "ViewPropertyName",
                """
                "alpha"|"center"|"size"|"color"|"rotation"|"scale"|"translation"|"transform"|"face"
                """,
                doc: """
                    A property name for `cancel` and `isanimating` (the transform's parts name the \
                    transform).
                    """),
            ViewValues.transitionFrameType.definition,
        ]
        return view
    }

    /// `animate` and `keyframes`: what starts an animation.
    private static func declareAnimating(_ view: inout ControlDeclaration<ViewObject>) {
        let properties = DeclaredArgument.options(1, ViewValues.targetFields, name: "properties")
        let animateOptions = ViewTimingOptions.Use.animate.argument(2)
        view.method(
            "animate", doc: "Animates the properties to the values given; one undo step (\"Animate View\").",
            properties, animateOptions, returns: "integer number the animation's number on this view"
        ) {
            object, call throws(LuaCallError) in
            guard call.isTable(properties) else { throw call.typeError(properties, expected: "table") }
            let targets = try ViewValues.targets(try call[properties])
            let options = try ViewTimingOptions(call, animateOptions, defaultDuration: ViewValues.defaultDuration)
            try object.start("Animate View", completion: options.completion, &call) {
                model, time throws(AnimationError) in
                try model.animate(targets, timing: options.timing, at: time)
            }
        }
        let keyTimes = OptionsField<[Double]>(
            "keytimes", doc: "one per value, from 0 up to 1 (default: evenly spaced)", luaType: "number[]"
        ) { call, index throws(LuaCallError) in
            try call.sequence(index, limit: Keyframes.maximumCount, noun: "key time")
        }
        let keyframeDuration = OptionsField<Double>(
            "duration", doc: "seconds ≥ 0", default: ViewValues.defaultDuration
        )
        let keyframeDelay = OptionsField<Double>("delay", doc: "seconds ≥ 0", default: 0)
        let keyframeCurve = OptionsField<NamedCurve>(
            "curve", doc: "the curve between two keys",
            default: NamedCurve(name: "linear", curve: .linear))
        let keyframeCompletion = DependentOptionsField<LuaReference>(
            "completion", doc: "called once the animation has ended", luaType: "fun(view: View, finished: boolean)")
        let keyframeOptions = OptionsDeclaration(
            keyframeDuration, keyframeDelay, keyframeCurve, keyTimes, keyframeCompletion
        )
        .named("ViewKeyframeOptions", doc: "The options of `view:keyframes`.")
        let property = DeclaredArgument<String>(
            1, "property", type: #""alpha"|"center"|"color"|"rotation"|"scale"|"size"|"transform"|"translation""#
        ) { site throws(LuaCallError) in try String.read(site.lua, at: site.index) }
        let values = DeclaredArgument<Void>(2, "values", type: "any[]", "values of that property") {
            site throws(LuaCallError) in
            guard site.lua.isTable(site.index) else { throw site.lua.typeError(site.index, expected: "table") }
        }
        let keyframeArgument = DeclaredArgument.optionalOptions(3, keyframeOptions)
        view.method(
            "keyframes",
            doc: """
                Animates one property through `values` (2 to 1000), as CAKeyframeAnimation does: the first \
                at once, each next at its key time. One undo step, "Animate Keyframes".
                """,
            property, values, keyframeArgument, returns: "integer animation"
        ) { object, call throws(LuaCallError) in
            let name = try call[property]
            guard ViewValues.animatableNames.contains(name) else {
                throw call.argumentError(
                    property,
                    "unknown property '\(name)' (expected \(ViewValues.animatableNames.joined(separator: ", ")))")
            }
            try call[values]
            var targets: [ViewTargets] = []
            try call.forEachItem(of: values, limit: Keyframes.maximumCount + 1) { position, slot throws(LuaCallError) in
                do throws(LuaCallError) {
                    if let target = try ViewValues.target(name, call.lua, slot) { targets.append(target) }
                } catch {
                    guard let message = LuaOptionsTable.itemMessage(error) else { throw error }
                    throw call.argumentError(values, "value \(position): \(message)")
                }
            }
            let table = try call[keyframeArgument]
            let seconds = try table?.read(keyframeDuration) ?? ViewValues.defaultDuration
            let delay = try table?.read(keyframeDelay) ?? 0
            let curve = try table?.read(keyframeCurve).curve ?? .linear
            let times = try table?.readIfPresent(keyTimes)
            let completion = try table?.readIfPresent(
                keyframeCompletion,
                using: { lua, index throws(LuaCallError) in try lua.function(index, runtime: call.context.runtime) })
            // Too few or too many values is the list's fault; the rest, the options'.
            let blamed: any ArgumentDeclaration =
                (2...Keyframes.maximumCount).contains(targets.count) ? keyframeArgument : values
            let keyframes = try call.checking(blamed) { () throws(AnimationError) in
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
    }

    /// `transition`, `transitionframe`, `wobble`, `stopwobble` and `vanish`: faces and effects.
    private static func declareTransitions(_ view: inout ControlDeclaration<ViewObject>) {
        let kind = DeclaredArgument<TransitionKind>(
            1, "kind", type: "TransitionKindName", reading: ViewValues.transitionKind)
        let transitionOptions = ViewTimingOptions.Use.transition.argument(2)
        let wobbleOptions = ViewTimingOptions.Use.wobble.argument(1)
        let vanishDuration = DeclaredArgument<Double>(1, "options")
        let vanishOptions = DeclaredArgument<OptionsTable?>(
            1,
            parameter: LuaParameter(
                name: "options", luaType: "number|ViewVanishOptions?", doc: "a duration in seconds, or options",
                options: ViewTimingOptions.Use.vanish.fields.luaClass),
            read: ViewTimingOptions.Use.vanish.argument(1).read)
        view.method(
            "transition", doc: "Switches to another face; one undo step (\"Transition View\").", kind,
            transitionOptions, returns: "integer number"
        ) {
            object, call throws(LuaCallError) in
            let kind = try call[kind]
            let options = try ViewTimingOptions(call, transitionOptions, defaultDuration: ViewValues.defaultDuration)
            try object.start("Transition View", completion: options.completion, &call) {
                model, time throws(AnimationError) in
                [try model.transition(kind, to: options.face, timing: options.timing, at: time)]
            }
        }
        view.method(
            "transitionframe", doc: "What a transition shows now: the faces, the side in front and its geometry.",
            returns: "ViewTransitionFrame"
        ) { object, call throws(LuaCallError) in
            call.push(ViewValues.transitionFrameType.record(object.model.faces.state(at: call.now)))
        }
        view.method(
            "wobble", doc: "The springboard's wobble, until stopped. Not an undo step.",
            wobbleOptions, returns: "integer number"
        ) { object, call throws(LuaCallError) in
            let options = try ViewTimingOptions(
                call, wobbleOptions, defaultDuration: Effects.wobbleDuration, repeatsForever: true)
            let amplitude = Angle(radians: options.amplitude ?? Effects.wobbleAmplitude.radians)
            let timing = options.timing
            try object.start(nil, completion: options.completion, &call, numberFirst: false, blaming: wobbleOptions) {
                model, time throws(AnimationError) in
                [
                    try model.startWobble(
                        amplitude: amplitude, duration: timing.duration, curve: timing.curve,
                        repeatCount: timing.repeatCount, at: time)
                ]
            }
        }
        view.method(
            "stopwobble", doc: "Stops a running wobble; false if none was running.", returns: "boolean"
        ) { object, call throws(LuaCallError) in
            let stopped = try call.checkingState { () throws(AnimationError) in
                try object.model.stopWobble(at: call.now)
            }
            if stopped { object.settle(in: call.context) }
            call.push(stopped)
        }
        view.method(
            "vanish",
            doc: """
                Half a turn and a shrink to 0.1, then hidden and reset; one undo step ("Vanish View").
                """,
            vanishOptions, returns: "integer number"
        ) { object, call throws(LuaCallError) in
            let options: ViewTimingOptions
            if call.isNumber(vanishOptions) {
                let duration = try call[vanishDuration]
                let timing = try call.checking(vanishDuration) { () throws(AnimationError) in
                    try AnimationTiming(duration: duration)
                }
                options = ViewTimingOptions(timing: timing)
            } else {
                options = try ViewTimingOptions(call, vanishOptions, defaultDuration: Effects.vanishDuration)
            }
            try object.start(
                "Vanish View", completion: options.completion, &call, numberFirst: false, blaming: vanishOptions
            ) {
                model, time throws(AnimationError) in
                [try model.startVanish(timing: options.timing, at: time)]
            }
        }
    }

    /// `cancel`, `pause`, `resume`, `reverse`, `scrub`, `fraction`, `ispaused`, `model` and `isanimating`: the animations under way.
    private static func declareRunningAnimations(_ view: inout ControlDeclaration<ViewObject>) {
        /// A property name, or nil for every property.
        func propertyName(_ doc: String) -> DeclaredArgument<ViewProperty?> {
            DeclaredArgument(1, "property", type: "ViewPropertyName?", doc) { site throws(LuaCallError) in
                site.lua.isNoneOrNil(site.index) ? nil : try ViewValues.property(site.lua, site.index)
            }
        }
        let cancelled = propertyName("every property when absent")
        let animating = propertyName("any property when absent")
        let animation = DeclaredArgument<Int64?>(1, "animation")
        let scrubbed = DeclaredArgument<Int64?>(2, "animation")
        let fractionArgument = DeclaredArgument<Double>(1, "fraction", "0 to 1")
        let modelName = DeclaredArgument<String>(
            1, "name",
            type: #""alpha"|"center"|"size"|"color"|"hex"|"rotation"|"scale"|"translation"|"transform"|"face"|"hidden""#
        ) { site throws(LuaCallError) in try String.read(site.lua, at: site.index) }
        view.method(
            "cancel", doc: "Stops animations, jumping to the model values; completions are told false.", cancelled,
            returns: "integer count the animations stopped"
        ) { object, call throws(LuaCallError) in
            let properties = try call[cancelled].map { [$0] } ?? ViewProperty.allCases
            let count = try call.checkingState { () throws(AnimationError) in
                try object.model.cancel(properties, at: call.now)
            }
            object.settle(in: call.context)
            call.push(count)
        }
        view.method(
            "pause",
            doc: """
                Freezes a running animation where it is (every running one without `animation`); it \
                neither moves nor ends until resumed.
                """,
            DeclaredArgument<Int64?>(1, "animation", "the number animate, keyframes, wobble or vanish returned"),
            returns: "integer count the property animations paused"
        ) { object, call throws(LuaCallError) in
            try object.changePlayback(&call, argument: animation) { model, keys, time throws(AnimationError) in
                try model.pause(keys, at: time)
            }
        }
        view.method(
            "resume", doc: "Lets a paused animation go on from where it stands, over the time it has left.",
            animation, returns: "integer count the property animations resumed"
        ) { object, call throws(LuaCallError) in
            try object.changePlayback(&call, argument: animation) { model, keys, time throws(AnimationError) in
                try model.resume(keys, at: time)
            }
        }
        view.method(
            "reverse",
            doc: """
                Turns a running animation round: it plays back to its start, which becomes the model \
                value (one undo step, "Reverse Animation").
                """,
            animation, returns: "integer count the property animations reversed"
        ) { object, call throws(LuaCallError) in
            try object.changePlayback(&call, argument: animation) { model, keys, time throws(AnimationError) in
                try model.reverse(keys, at: time)
            }
        }
        view.method(
            "scrub", doc: "Jumps to `fraction` of the animation (0 start, 1 end) and pauses it there.",
            fractionArgument, scrubbed, returns: "integer count the property animations scrubbed"
        ) {
            object, call throws(LuaCallError) in
            let fraction = try call[fractionArgument]
            guard fraction.isFinite, (0...1).contains(fraction) else {
                throw call.argumentError(
                    fractionArgument,
                    "fraction must be a number from 0 (the start) to 1 (the end), not \(LuaValue.format(fraction))")
            }
            try object.changePlayback(&call, argument: scrubbed) { model, keys, time throws(AnimationError) in
                try model.scrub(keys, to: fraction, at: time)
            }
        }
        view.method(
            "fraction",
            doc: """
                How far the animation has got, 0 to 1 (the latest running one without `animation`).
                """,
            animation, returns: "number? fraction nil when it is not running or repeats forever"
        ) { object, call throws(LuaCallError) in
            let keys = try object.parts(call, argument: animation)
            let fraction = object.latestRunningPart(
                of: keys, at: call.now
            ).flatMap { object.model.fractionComplete(of: $0, at: call.now) }
            call.push(fraction)
        }
        view.method(
            "ispaused", doc: "Whether the animation (any running one without `animation`) is paused.",
            animation, returns: "boolean"
        ) { object, call throws(LuaCallError) in
            let keys = try object.parts(call, argument: animation)
            call.push(object.model.runningKeys(keys, at: call.now).contains { object.model.isPaused($0, at: call.now) })
        }
        view.method(
            "model", doc: "The model value (the end state of everything started) of a property.",
            modelName, returns: "any"
        ) { object, call throws(LuaCallError) in
            let name = try call[modelName]
            let snapshot = object.model.snapshot
            guard ViewValues.value(name, of: snapshot) != nil else {
                throw call.argumentError(modelName, "unknown property '\(name)' (expected \(ViewValues.readableNames))")
            }
            call.push(Presented(name: name, snapshot: snapshot))
        }
        view.method(
            "isanimating", doc: "Whether the property (any property without one) animates now.",
            animating, returns: "boolean"
        ) { object, call throws(LuaCallError) in
            if let property = try call[animating] {
                call.push(object.model.isAnimating(property, at: call.now))
            } else {
                call.push(object.model.isAnimating(at: call.now))
            }
        }
    }

    /// The presented properties, each assignable as an undo step, and what animates now.
    private static func declareProperties(_ view: inout ControlDeclaration<ViewObject>) {
        func presented(_ name: String) -> (ViewObject, ControlContext) -> Presented {
            { object, context in Presented(name: name, snapshot: object.model.presented(at: context.now)) }
        }
        view.writable(
            "alpha", doc: "presented opacity", type: "number", presented("alpha")
        ) { object, call throws(LuaCallError) in
            let alpha = try call.value(using: ViewValues.alpha)
            try object.set(call, "Set Alpha", property: .alpha) { $0.alpha = alpha }
        }
        view.writable(
            "center", doc: "presented centre", type: "{x: number, y: number}", presented("center")
        ) { object, call throws(LuaCallError) in
            let center = try call.value(using: ViewValues.point)
            try object.set(call, "Move View", property: .center) { $0.center = center }
        }
        view.writable(
            "size", doc: "presented size", type: "{width: number, height: number}", presented("size")
        ) { object, call throws(LuaCallError) in
            let size = try call.value(using: ViewValues.size)
            try object.set(call, "Resize View", property: .size) { $0.size = size }
        }
        view.writable(
            "color", doc: "presented colour (assign a ViewColor)", type: "{h: number, s: number, b: number, a: number}",
            presented("color")
        ) { object, call throws(LuaCallError) in
            let color = try call.value(using: ViewValues.color)
            try object.set(call, "Set Color", property: .color) { $0.color = color }
        }
        view.readOnly(
            "hex", doc: "the presented colour as \"#rrggbb\" (\"#rrggbbaa\" when translucent)", type: "string",
            presented("hex")
        )
        view.writable(
            "rotation", doc: "presented rotation, radians, unbounded", type: "number", presented("rotation")
        ) { object, call throws(LuaCallError) in
            let rotation = try call.value(using: ViewValues.rotation)
            try object.set(call, "Rotate View", property: .transform) { $0.transform.rotation = rotation }
        }
        view.writable(
            "scale", doc: "presented scale (assign a number or a point)", type: "{x: number, y: number}",
            presented("scale")
        ) { object, call throws(LuaCallError) in
            let scale = try call.value(using: ViewValues.scale)
            try object.set(call, "Scale View", property: .transform) { snapshot in
                snapshot.transform.scaleX = scale.x
                snapshot.transform.scaleY = scale.y
            }
        }
        view.writable(
            "translation", doc: "presented translation", type: "{x: number, y: number}", presented("translation")
        ) { object, call throws(LuaCallError) in
            let translation = try call.value(using: ViewValues.translation)
            try object.set(call, "Translate View", property: .transform) { $0.transform.translation = translation }
        }
        view.writable(
            "transform", doc: "the presented transform; assigning one sets its parts (\"Transform View\")",
            type: "Transform",
            presented("transform")
        ) { object, call throws(LuaCallError) in
            let parts = try call.value(using: ViewValues.viewTransform)
            try object.set(call, "Transform View", property: .transform) { $0.transform = parts }
        }
        view.writable(
            "face", doc: "the face covering most of the view now", type: "string", presented("face")
        ) { object, call throws(LuaCallError) in
            let face = try call.value(using: ViewValues.face)
            try object.set(call, "Set Face", property: .face) { $0.face = face }
        }
        view.writable(
            "hidden", doc: "hidden now (set, or by a vanish that has ended)", type: "boolean", presented("hidden")
        ) { object, call throws(LuaCallError) in
            let hidden: Bool = try call.value()
            try object.set(call, hidden ? "Hide View" : "Show View", property: nil) { $0.hidden = hidden }
        }
        view.readOnly(
            "animating", doc: "whether anything animates now"
        ) { object, context in object.model.isAnimating(at: context.now) }
        view.readOnly(
            "transitioning", doc: "whether a transition runs now"
        ) { object, context in object.model.faces.isTransitioning(at: context.now) }
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
