import Geometry
import Models

/// A step of an `AnimationPlan`: what to animate on which view, with its own timing.
final class ViewPlanStep {
    enum Action {
        case animate(ViewTargets)
        case transition(TransitionKind, to: String?)
    }

    let view: ViewObject
    /// Keeps the view's userdata alive while the plan exists, so callbacks receive it.
    let viewReference: LuaReference
    let action: Action
    let timing: AnimationTiming
    let completion: LuaReference?

    init(
        view: ViewObject, viewReference: LuaReference, action: Action, timing: AnimationTiming,
        completion: LuaReference?
    ) {
        self.view = view
        self.viewReference = viewReference
        self.action = action
        self.timing = timing
        self.completion = completion
    }
}

/// What a Lua `AnimationPlan` userdata holds: a sequence or group of steps, laid out in time by
/// the model's ``AnimationPlan``; steps are tagged by their object's identity. Plans come from
/// `Animation.sequence{…}` and `Animation.group{…}` (``declaration``).
final class ViewPlanObject {
    let name: String
    let plan: AnimationPlan<ObjectIdentifier>
    let steps: [ObjectIdentifier: ViewPlanStep]

    init(name: String, plan: AnimationPlan<ObjectIdentifier>, steps: [ObjectIdentifier: ViewPlanStep]) {
        self.name = name
        self.plan = plan
        self.steps = steps
    }

    /// The items of `Animation.sequence{...}` (or, not `sequence`, `Animation.group{...}`) as
    /// argument 1, read as a plan.
    static func items(sequence: Bool) -> DeclaredArgument<ViewPlanObject> {
        DeclaredArgument(1, "items", type: "AnimationPlanItem[]") { site throws(LuaCallError) in
            try make(site, sequence: sequence)
        }
    }

    /// `Animation.sequence{...}` or `Animation.group{...}` from the list at `site`: items are
    /// `{view, props, opts}`, `{view, "flipFromLeft", opts}`, plans, or numbers (pauses). An
    /// item's error names the item: "bad argument #1 to 'sequence' (item 2: …)".
    private static func make(_ site: ArgumentSite, sequence: Bool) throws(LuaCallError) -> ViewPlanObject {
        let lua = site.lua
        let list = site.index
        let runtime = site.runtime
        guard lua.isTable(list) else { throw lua.typeError(list, expected: "table") }
        guard lua.length(of: list) > 0 else {
            throw lua.argumentError(list, "an empty \(sequence ? "sequence" : "group")")
        }
        var parts: [AnimationPlan<ObjectIdentifier>] = []
        var steps: [ObjectIdentifier: ViewPlanStep] = [:]
        try lua.forEachItem(of: list) { item, slot throws(LuaCallError) in
            do throws(LuaCallError) {
                switch lua.kind(at: slot) {
                case .number:
                    let seconds = try lua.number(slot)
                    do throws(AnimationError) {
                        parts.append(try .pause(seconds))
                    } catch {
                        throw lua.argumentError(slot, "\(error)")
                    }
                case .userdata:
                    let plan: ViewPlanObject = try lua.object(slot, of: "AnimationPlan")
                    parts.append(plan.plan)
                    steps.merge(plan.steps) { first, _ in first }
                case .table:
                    let entries = lua.pushItems(of: slot, count: 3)
                    guard entries.count == 3 else { throw LuaCallError("stack overflow") }
                    let view: ViewObject = try lua.plain.object(entries[0], of: "View")
                    let viewReference = lua.reference(at: entries[0], runtime: runtime)
                    var action: ViewPlanStep.Action
                    if lua.isString(entries[1]) {
                        action = .transition(try ViewValues.transitionKind(lua, entries[1]), to: nil)
                    } else {
                        guard lua.isTable(entries[1]) else {
                            throw lua.argumentError(
                                entries[1],
                                "the second entry is a table of properties or a transition name, not \(lua.typeName(at: entries[1]))"
                            )
                        }
                        action = .animate(
                            try ViewValues.targets(try OptionsTable(lua, at: entries[1], ViewValues.targetFields)))
                    }
                    let table: OptionsTable?
                    if lua.isNoneOrNil(entries[2]) {
                        table = nil
                    } else {
                        guard lua.isTable(entries[2]) else { throw lua.typeError(entries[2], expected: "table") }
                        table = try OptionsTable(lua, at: entries[2], ViewTimingOptions.Use.transition.fields)
                    }
                    let options = try ViewTimingOptions(
                        table, runtime: runtime, defaultDuration: ViewValues.defaultDuration)
                    if case .transition(let kind, _) = action {
                        action = .transition(kind, to: options.face)
                    } else if options.face != nil {
                        throw lua.argumentError(entries[2], "'to' applies only to transitions")
                    }
                    let step = ViewPlanStep(
                        view: view, viewReference: viewReference, action: action, timing: options.timing,
                        completion: options.completion)
                    steps[ObjectIdentifier(step)] = step
                    parts.append(.step(ObjectIdentifier(step), timing: options.timing))
                default:
                    throw lua.argumentError(
                        slot,
                        "a step is {view, properties, options}, a plan or a pause in seconds, not \(lua.typeName(at: slot))"
                    )
                }
            } catch {
                guard let message = LuaOptionsTable.itemMessage(error) else { throw error }
                throw lua.argumentError(list, "item \(item): \(message)")
            }
        }
        let plan: AnimationPlan<ObjectIdentifier>
        do throws(AnimationError) {
            plan = sequence ? try AnimationPlan.sequence(parts) : try AnimationPlan.group(parts)
        } catch {
            throw lua.argumentError(list, "\(error)")
        }
        return ViewPlanObject(name: sequence ? "sequence" : "group", plan: plan, steps: steps)
    }

    /// Starts every step now, each delayed to its place in time (a delayed animation takes over
    /// only when it begins, so a chain on one property works); one undo step.
    private func start(completion: LuaReference?, _ call: ControlCall) throws(LuaCallError) {
        let now = call.now
        let scheduled = try call.checkingState { () throws(AnimationError) in try plan.scheduled(startingAt: now) }
        var views: [(ViewObject, ViewSnapshot)] = []
        var seen: Set<ObjectIdentifier> = []
        for item in scheduled {
            guard let step = steps[item.tag], seen.insert(ObjectIdentifier(step.view)).inserted else { continue }
            views.append((step.view, step.view.model.snapshot))
        }
        let planGroup = ViewCompletionGroup(viewID: nil, callback: completion)
        for item in scheduled {
            guard let step = steps[item.tag] else { continue }
            let timing = try call.checkingState { () throws(AnimationError) in try item.timing(startedAt: now) }
            step.view.lastAnimation += 1
            let group = ViewCompletionGroup(viewID: step.view.id, callback: step.completion)
            let keys = try call.checkingState { () throws(AnimationError) -> [ViewAnimationKey] in
                switch step.action {
                case .animate(let targets): try step.view.model.animate(targets, timing: timing, at: now)
                case .transition(let kind, let face):
                    [try step.view.model.transition(kind, to: face, timing: timing, at: now)]
                }
            }
            step.view.addParts(keys, groups: [group, planGroup])
        }
        for (view, _) in views { view.settle(in: call.context) }
        if planGroup.remaining == 0, let completion {
            // A plan of pauses only: nothing will report, so the callback runs at its end.
            let end = now + (plan.duration.isFinite ? plan.duration : 0)
            call.context.scheduleCall(
                at: end, EventCall("completion", callback: completion, arguments: [.boolean(true)]))
        }
        try ViewObject.record("Animate \(name == "sequence" ? "Sequence" : "Group")", views, call)
    }

    /// The `Animation` library (`sequence`, `group`, `curves`, `transitions`) and a plan's
    /// `start`, `duration` and `steps`.
    static var declaration: ControlDeclaration<ViewPlanObject> {
        var plan = ControlDeclaration<ViewPlanObject>("AnimationPlan")
        plan.libraryName = "Animation"
        plan.docsSection = "View and Animation"
        let (sequenceItems, groupItems) = (items(sequence: true), items(sequence: false))
        let completion = DeclaredArgument<LuaReference?>.optionalFunction(
            1, "completion", type: "fun(finished: boolean)", "called once every step has ended")
        plan.function(
            "sequence",
            doc: """
                Steps one after another, each starting when the previous one ends. Plans nest at most \
                200 deep and hold at most 100,000 parts (a plan used twice counts twice).
                """,
            sequenceItems, returns: "AnimationPlan"
        ) { call throws(LuaCallError) in
            call.push(LuaObject(object: try call[sequenceItems], className: "AnimationPlan"))
        }
        plan.function(
            "group", doc: "Steps together, all starting at once.", groupItems, returns: "AnimationPlan"
        ) { call throws(LuaCallError) in
            call.push(LuaObject(object: try call[groupItems], className: "AnimationPlan"))
        }
        plan.function(
            "curves", doc: "The timing curves' names, \"spring\" last.",
            returns: "string[] names the timing curves' names, \"spring\" last"
        ) { call throws(LuaCallError) in
            call.push(TimingCurve.names + ["spring"])
        }
        plan.function(
            "transitions", doc: "The transitions' names.", returns: "TransitionKindName[] names the transitions' names"
        ) { call throws(LuaCallError) in
            call.push(TransitionKind.names)
        }
        plan.method(
            "start",
            doc: """
                Starts every step now, each delayed to its place; one undo step ("Animate Sequence" or \
                "Animate Group").
                """,
            completion
        ) { object, call throws(LuaCallError) in
            try object.start(completion: try call[completion], call)
        }
        plan.readOnly("duration", doc: "seconds from start to the end of the last step") { object, _ in
            object.plan.duration
        }
        plan.readOnly("steps", doc: "the number of steps, pauses not counted") { object, _ in object.plan.stepCount }
        plan.describe = { object, _ in
            "AnimationPlan: \(object.name) of \(object.plan.stepCount) steps, \(LuaValue.format(object.plan.duration)) s"
        }
        plan.doc = """
            Steps laid out in time (a userdata made by `Animation.sequence` or `Animation.group`).
            """
        plan.types = [
            .alias(
                "AnimationPlanItem", "table|AnimationPlan|number",
                doc: """
                    A step of a plan: `{view, properties, options}`, `{view, kind, options}` (a \
                    transition), a nested plan, or a pause in seconds.
                    """)
        ]
        return plan
    }
}
