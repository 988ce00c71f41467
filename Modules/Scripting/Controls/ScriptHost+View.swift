import Geometry
import Models
internal import CLua
internal import CLuaShim

/// A step of an `AnimationPlan` userdata: what to animate on which view, with its own timing.
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

    init(view: ViewObject, viewReference: LuaReference, action: Action, timing: AnimationTiming, completion: LuaReference?) {
        self.view = view
        self.viewReference = viewReference
        self.action = action
        self.timing = timing
        self.completion = completion
    }
}

/// What a Lua `AnimationPlan` userdata holds: a sequence or group of steps, laid out in time by
/// the model's ``AnimationPlan``; steps are tagged by their object's identity.
final class ViewPlanObject {
    let name: String
    let plan: AnimationPlan<ObjectIdentifier>
    let steps: [ObjectIdentifier: ViewPlanStep]

    init(name: String, plan: AnimationPlan<ObjectIdentifier>, steps: [ObjectIdentifier: ViewPlanStep]) {
        self.name = name
        self.plan = plan
        self.steps = steps
    }
}

/// Timing options parsed from a Lua table (`{duration = 0.5, curve = "easeIn", ...}`).
struct ViewTimingOptions {
    var timing: AnimationTiming
    var completion: LuaReference?
    var face: String?
    var amplitude: Double?
}

extension ScriptHost {
    fileprivate static let viewClass = "View"
    fileprivate static let planClass = "AnimationPlan"
    /// The default duration of `animate` and `transition`, UIKit's usual quarter second.
    fileprivate static let viewDefaultDuration = 0.25
    fileprivate static let viewPropertyNames = ["alpha", "center", "color", "rotation", "scale", "size", "translation"]

    /// The `View` library (`View.new{...}`, presented properties, `animate`, `transition`,
    /// `wobble`, `vanish`, `cancel`) and the `Animation` library (`Animation.sequence{...}`,
    /// `Animation.group{...}`, plans' `start`).
    func registerViewLibrary() {
        var luaClass = LuaClass(name: ScriptHost.viewClass)
        luaClass.methods = [
            LuaBinding("animate", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                guard lua_type(call.state, 2) == LUA_TTABLE else { throw call.typeError(2, expected: "table") }
                let targets = try ScriptHost.viewTargets(call, 2)
                let options = try viewTimingOptions(call, 3, extra: [], defaultDuration: ScriptHost.viewDefaultDuration)
                let before = object.snapshot
                object.lastAnimation += 1
                let number = object.lastAnimation
                let group = ViewCompletionGroup(viewID: object.id, callback: options.completion)
                try startAnimation(object, targets, timing: options.timing, groups: [group])
                try recordViews("Animate View", [(object.id, before, object.snapshot)])
                scheduleViewCompletions(object)
                call.push(number)
                return 1
            }),
            LuaBinding("transition", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                let kind = try ScriptHost.transitionKind(call, 2)
                let options = try viewTimingOptions(call, 3, extra: ["to"], defaultDuration: ScriptHost.viewDefaultDuration)
                let before = object.snapshot
                object.lastAnimation += 1
                let number = object.lastAnimation
                let group = ViewCompletionGroup(viewID: object.id, callback: options.completion)
                try startTransition(object, kind, to: options.face, timing: options.timing, groups: [group])
                try recordViews("Transition View", [(object.id, before, object.snapshot)])
                scheduleViewCompletions(object)
                call.push(number)
                return 1
            }),
            LuaBinding("transitionframe", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                ScriptHost.pushTransitionState(object.faces.state(at: clock.now), onto: call.state)
                return 1
            }),
            LuaBinding("wobble", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                var options = try viewTimingOptions(
                    call, 2, extra: ["amplitude"], defaultDuration: Effects.wobbleDuration, repeatsForever: true,
                    only: ["amplitude", "duration", "curve", "damping", "response", "repeats", "completion"])
                let amplitude = options.amplitude ?? Effects.wobbleAmplitude.radians
                let id: AnimationID
                do {
                    // In place: the model checks everything before it changes the property.
                    id = try Effects.wobble(
                        &object.transform, amplitude: Angle(radians: amplitude), duration: options.timing.duration,
                        curve: options.timing.curve, repeatCount: options.timing.repeatCount, at: clock.now)
                } catch {
                    throw call.argumentError(2, "\(error)")
                }
                object.lastAnimation += 1
                let group = ViewCompletionGroup(viewID: object.id, callback: options.completion)
                options.completion = nil
                addPart(object, ViewPartKey(property: .transform, id: id.rawValue), groups: [group], wobbles: true)
                object.wobble = id.rawValue
                scheduleViewCompletions(object)
                call.push(object.lastAnimation)
                return 1
            }),
            LuaBinding("stopwobble", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                let now = clock.now
                guard let wobble = object.wobble, object.transform.animationID(at: now)?.rawValue == wobble else {
                    call.push(false)
                    return 1
                }
                do { try object.transform.cancel(at: now) } catch { throw LuaCallError("\(error)") }
                scheduleViewCompletions(object)
                call.push(true)
                return 1
            }),
            LuaBinding("vanish", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                let options: ViewTimingOptions
                if lua_type(call.state, 2) == LUA_TNUMBER {
                    let duration = try call.number(2)
                    do {
                        options = ViewTimingOptions(timing: try AnimationTiming(duration: duration))
                    } catch {
                        throw call.argumentError(2, "\(error)")
                    }
                } else {
                    options = try viewTimingOptions(
                        call, 2, extra: [], defaultDuration: Effects.vanishDuration,
                        only: ["duration", "delay", "curve", "damping", "response", "completion"])
                }
                let now = clock.now
                let rest = object.transform.value
                let before = object.snapshot
                let id: AnimationID
                do {
                    let vanish = try Effects.vanish(
                        duration: options.timing.duration, delay: options.timing.delay, curve: options.timing.curve,
                        from: rest, at: now)
                    id = try object.transform.animate(to: vanish.target, timing: options.timing, completionValue: rest, at: now)
                } catch {
                    throw call.argumentError(2, "\(error)")
                }
                object.lastAnimation += 1
                let group = ViewCompletionGroup(viewID: object.id, callback: options.completion)
                addPart(object, ViewPartKey(property: .transform, id: id.rawValue), groups: [group], vanishes: true)
                object.vanish = id.rawValue
                try recordViews("Vanish View", [(object.id, before, object.snapshot)])
                scheduleViewCompletions(object)
                call.push(object.lastAnimation)
                return 1
            }),
            LuaBinding("cancel", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                let properties: [ViewProperty]
                if call.isNoneOrNil(2) {
                    properties = ViewProperty.allCases
                } else {
                    properties = [try ScriptHost.viewProperty(call, 2)]
                }
                let now = clock.now
                var count = 0
                do {
                    for property in properties {
                        switch property {
                        case .alpha: count += try object.alpha.cancel(at: now).count
                        case .center: count += try object.center.cancel(at: now).count
                        case .size: count += try object.size.cancel(at: now).count
                        case .color: count += try object.color.cancel(at: now).count
                        case .transform: count += try object.transform.cancel(at: now).count
                        case .face: count += try object.faces.cancel(at: now).count
                        }
                    }
                } catch {
                    throw LuaCallError("\(error)")
                }
                scheduleViewCompletions(object)
                call.push(count)
                return 1
            }),
            LuaBinding("model", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                let name = try call.string(2)
                let model = object.snapshot
                guard ScriptHost.pushViewValue(name, model: model, onto: call.state) else {
                    throw call.argumentError(2, "unknown property '\(name)' (expected \(ScriptHost.viewReadable))")
                }
                return 1
            }),
            LuaBinding("isanimating", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try view(call)
                let now = clock.now
                if call.isNoneOrNil(2) {
                    call.push(ViewProperty.allCases.contains { object.isAnimating($0, at: now) })
                } else {
                    call.push(object.isAnimating(try ScriptHost.viewProperty(call, 2), at: now))
                }
                return 1
            }),
        ]
        luaClass.properties = [
            "alpha", "center", "size", "color", "hex", "rotation", "scale", "translation", "face", "hidden",
            "animating", "transitioning",
        ]
        luaClass.getter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try view(call)
            let now = clock.now
            switch key {
            case "animating": call.push(ViewProperty.allCases.contains { object.isAnimating($0, at: now) })
            case "transitioning": call.push(object.faces.isTransitioning(at: now))
            default:
                let presented = ViewSnapshot(
                    alpha: object.alpha.presentedValue(at: now),
                    center: object.center.presentedValue(at: now),
                    size: object.size.presentedValue(at: now),
                    color: object.color.presentedValue(at: now),
                    transform: object.transform.presentedValue(at: now),
                    face: object.faces.shownFace(at: now),
                    hidden: object.isHidden(at: now))
                guard ScriptHost.pushViewValue(key, model: presented, onto: call.state) else {
                    throw LuaCallError("View has no member '\(key)'")
                }
            }
            return 1
        }
        luaClass.setter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try view(call)
            try setViewProperty(object, key, call: call)
        }
        luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
            let object = try view(call)
            let now = clock.now
            let center = object.center.presentedValue(at: now)
            let size = object.size.presentedValue(at: now)
            return "View: center (\(LuaValue.format(center.x)), \(LuaValue.format(center.y))), size "
                + "\(LuaValue.format(size.width))x\(LuaValue.format(size.height)), alpha "
                + "\(LuaValue.format(object.alpha.presentedValue(at: now))), face \(object.faces.shownFace(at: now))"
                + (object.isHidden(at: now) ? ", hidden" : "")
        }
        runtime.register(luaClass)

        registerConstructor("View", of: luaClass) { host, call throws(LuaCallError) in
            ViewObject(snapshot: try ScriptHost.newViewSnapshot(call))
        }

        var planClass = LuaClass(name: ScriptHost.planClass)
        planClass.methods = [
            LuaBinding("start", { [unowned(unsafe) self] call throws(LuaCallError) in
                let plan: ViewPlanObject = try call.object(1, of: ScriptHost.planClass)
                let completion = try call.optionalFunction(2, runtime: runtime)
                try startPlan(plan, completion: completion)
                return 0
            }),
        ]
        planClass.properties = ["duration", "steps"]
        planClass.getter = { call, key throws(LuaCallError) in
            let plan: ViewPlanObject = try call.object(1, of: ScriptHost.planClass)
            switch key {
            case "duration": call.push(plan.plan.duration)
            case "steps": call.push(plan.plan.stepCount)
            default: throw LuaCallError("AnimationPlan has no member '\(key)'")
            }
            return 1
        }
        planClass.toString = { call throws(LuaCallError) in
            let plan: ViewPlanObject = try call.object(1, of: ScriptHost.planClass)
            return "AnimationPlan: \(plan.name) of \(plan.plan.stepCount) steps, \(LuaValue.format(plan.plan.duration)) s"
        }
        runtime.register(planClass)

        runtime.registerLibrary("Animation", functions: [
            LuaBinding("sequence", { [unowned(unsafe) self] call throws(LuaCallError) in
                try pushPlan(call, sequence: true, of: planClass)
                return 1
            }),
            LuaBinding("group", { [unowned(unsafe) self] call throws(LuaCallError) in
                try pushPlan(call, sequence: false, of: planClass)
                return 1
            }),
            LuaBinding("curves", { call throws(LuaCallError) in
                let names = TimingCurve.names + ["spring"]
                lua_createtable(call.state, Int32(names.count), 0)
                for (offset, name) in names.enumerated() {
                    call.push(name)
                    lua_rawseti(call.state, -2, Int64(offset + 1))
                }
                return 1
            }),
            LuaBinding("transitions", { call throws(LuaCallError) in
                let names = TransitionKind.names
                lua_createtable(call.state, Int32(names.count), 0)
                for (offset, name) in names.enumerated() {
                    call.push(name)
                    lua_rawseti(call.state, -2, Int64(offset + 1))
                }
                return 1
            }),
        ])
    }

    private func view(_ call: LuaCall) throws(LuaCallError) -> ViewObject {
        try call.object(1, of: ScriptHost.viewClass)
    }

    /// A number as a script wrote it: `-1` rather than `-1.0`.
    fileprivate static func viewNumber(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return LuaValue.format(value)
    }

    fileprivate static let viewReadable = "alpha, center, color, face, hex, hidden, rotation, scale, size, translation"

    // MARK: - Reading values

    /// Two finite numbers from a table: `{a, b}` or `{first = a, second = b}`.
    fileprivate static func numberPair(_ call: LuaCall, _ index: Int32, _ first: String, _ second: String) throws(LuaCallError) -> (Double, Double) {
        let state = call.state
        guard lua_type(state, index) == LUA_TTABLE else { throw call.typeError(index, expected: "table") }
        func component(_ position: Int64, _ name: String) throws(LuaCallError) -> Double {
            var type = lua_rawgeti(state, index, position)
            if type == LUA_TNIL {
                lua_settop(state, -2)
                lua_pushstring(state, name)
                type = lua_rawget(state, index)
            }
            defer { lua_settop(state, -2) }
            guard type == LUA_TNUMBER else {
                throw call.argumentError(index, "\(name) must be a number, got \(call.typeName(at: -1))")
            }
            let value = lua_tonumberx(state, -1, nil)
            guard value.isFinite else {
                throw call.argumentError(index, "\(name) must be a finite number, not \(LuaValue.format(value))")
            }
            return value
        }
        return (try component(1, first), try component(2, second))
    }

    fileprivate static func readAlpha(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Double {
        let alpha = try call.finiteNumber(index)
        guard (0 ... 1).contains(alpha) else { throw call.argumentError(index, "alpha must be in [0, 1], not \(call.numberText(index))") }
        return alpha
    }

    fileprivate static func readPoint(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Point {
        let (x, y) = try numberPair(call, index, "x", "y")
        return Point(x: x, y: y)
    }

    fileprivate static func readSize(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Size {
        let (width, height) = try numberPair(call, index, "width", "height")
        guard width >= 0, height >= 0 else {
            throw call.argumentError(index, "a size cannot be negative (\(LuaValue.format(width)) x \(LuaValue.format(height)))")
        }
        return Size(width: width, height: height)
    }

    fileprivate static func readScale(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> (x: Double, y: Double) {
        if lua_type(call.state, index) == LUA_TNUMBER {
            let scale = try call.finiteNumber(index)
            return (scale, scale)
        }
        guard lua_type(call.state, index) == LUA_TTABLE else { throw call.typeError(index, expected: "number or table") }
        let (x, y) = try numberPair(call, index, "x", "y")
        return (x, y)
    }

    fileprivate static func readTranslation(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Vector {
        let (x, y) = try numberPair(call, index, "x", "y")
        return Vector(dx: x, dy: y)
    }

    /// A colour: `"#rrggbb"`, `"#rrggbbaa"` or `{h = , s = , b = , a = }` (fractions in [0, 1]).
    fileprivate static func readColor(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> HSBColor {
        let state = call.state
        let usage = "a colour is \"#rrggbb\", \"#rrggbbaa\" or {h = hue, s = saturation, b = brightness, a = alpha}"
        if lua_type(state, index) == LUA_TSTRING {
            let text = try call.string(index)
            guard let color = parseHex(text) else { throw call.argumentError(index, "\(usage), not \"\(text)\"") }
            return HSBColor(color)
        }
        guard lua_type(state, index) == LUA_TTABLE else { throw call.typeError(index, expected: "string or table") }
        func component(_ name: String, default value: Double?) throws(LuaCallError) -> Double {
            lua_pushstring(state, name)
            let type = lua_rawget(state, index)
            defer { lua_settop(state, -2) }
            if type == LUA_TNIL, let value { return value }
            guard type == LUA_TNUMBER else {
                throw call.argumentError(index, "colour field \(name) must be a number, got \(call.typeName(at: -1)) (\(usage))")
            }
            let result = lua_tonumberx(state, -1, nil)
            guard result.isFinite else {
                throw call.argumentError(index, "colour field \(name) must be a finite number, not \(LuaValue.format(result))")
            }
            return result
        }
        return HSBColor(
            hue: try component("h", default: nil), saturation: try component("s", default: 1),
            brightness: try component("b", default: 1), alpha: try component("a", default: 1))
    }

    fileprivate static func parseHex(_ text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var values: [Double] = []
        var index = 0
        while index < digits.count {
            guard let value = UInt8(String(digits[index ..< index + 2]), radix: 16) else { return nil }
            values.append(Double(value) / 255)
            index += 2
        }
        return Color(red: values[0], green: values[1], blue: values[2], alpha: values.count > 3 ? values[3] : 1)
    }

    fileprivate static func hex(_ color: HSBColor) -> String {
        let rgb = Color(color)
        let digits = Array("0123456789abcdef")
        var text = "#"
        var parts = [rgb.red, rgb.green, rgb.blue]
        if rgb.alpha < 1 { parts.append(rgb.alpha) }
        for part in parts {
            let byte = Int((part * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }

    fileprivate static func readFace(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> String {
        guard lua_type(call.state, index) == LUA_TSTRING else { throw call.typeError(index, expected: "string") }
        let face = try call.string(index)
        guard !face.isEmpty else { throw call.argumentError(index, "a face name cannot be empty") }
        return face
    }

    fileprivate static func transitionKind(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> TransitionKind {
        guard lua_type(call.state, index) == LUA_TSTRING else { throw call.typeError(index, expected: "string") }
        do {
            return try TransitionKind(named: try call.string(index))
        } catch {
            throw call.argumentError(index, "\(error)")
        }
    }

    /// A property name for `cancel` and `isanimating`: the transform's parts name the transform.
    fileprivate static func viewProperty(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> ViewProperty {
        let name = try call.string(index)
        switch name {
        case "alpha": return .alpha
        case "center": return .center
        case "size": return .size
        case "color": return .color
        case "rotation", "scale", "translation", "transform": return .transform
        case "face": return .face
        default:
            throw call.argumentError(index, "unknown property '\(name)' (expected alpha, center, color, face, rotation, scale, size, transform, translation)")
        }
    }

    /// `{alpha = …, center = …, …}`: the targets of an animation.
    fileprivate static func viewTargets(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> ViewTargets {
        let options = try LuaOptionsTable(call, argument: index, allowed: Set(viewPropertyNames))
        var targets = ViewTargets()
        targets.alpha = try options.field("alpha", readAlpha)
        targets.center = try options.field("center", readPoint)
        targets.size = try options.field("size", readSize)
        targets.color = try options.field("color", readColor)
        targets.rotation = try options.field("rotation") { call, index throws(LuaCallError) in try call.finiteNumber(index) }
        targets.scale = try options.field("scale", readScale)
        targets.translation = try options.field("translation", readTranslation)
        guard !targets.isEmpty else {
            throw call.argumentError(index, "no property to animate (expected \(viewPropertyNames.joined(separator: ", ")))")
        }
        return targets
    }

    /// `View.new{...}`.
    fileprivate static func newViewSnapshot(_ call: LuaCall) throws(LuaCallError) -> ViewSnapshot {
        var snapshot = ViewSnapshot(
            alpha: 1, center: .zero, size: Size(width: 100, height: 100),
            color: HSBColor(hue: 0, saturation: 0, brightness: 1), transform: .identity, face: "front", hidden: false)
        guard !call.isNoneOrNil(1) else { return snapshot }
        guard lua_type(call.state, 1) == LUA_TTABLE else { throw call.typeError(1, expected: "table") }
        let options = try LuaOptionsTable(call, argument: 1, allowed: Set(viewPropertyNames + ["face", "hidden"]))
        snapshot.alpha = try options.field("alpha", readAlpha) ?? snapshot.alpha
        snapshot.center = try options.field("center", readPoint) ?? snapshot.center
        snapshot.size = try options.field("size", readSize) ?? snapshot.size
        snapshot.color = try options.field("color", readColor) ?? snapshot.color
        if let rotation = try options.field("rotation", { call, index throws(LuaCallError) in try call.finiteNumber(index) }) {
            snapshot.transform.rotation = Angle(radians: rotation)
        }
        if let scale = try options.field("scale", readScale) {
            snapshot.transform.scaleX = scale.x
            snapshot.transform.scaleY = scale.y
        }
        snapshot.transform.translation = try options.field("translation", readTranslation) ?? snapshot.transform.translation
        snapshot.face = try options.field("face", readFace) ?? snapshot.face
        snapshot.hidden = try options.field("hidden") { call, index throws(LuaCallError) in try call.boolean(index) } ?? false
        return snapshot
    }

    /// Timing options at `index` (absent or nil for the defaults): duration, delay, curve
    /// (with damping and response for a spring), repeats, autoreverse, completion, and `extra`.
    fileprivate func viewTimingOptions(
        _ call: LuaCall, _ index: Int32, extra: Set<String>, defaultDuration: Double, repeatsForever: Bool = false,
        only: Set<String>? = nil
    ) throws(LuaCallError) -> ViewTimingOptions {
        var duration: Double?
        var delay = 0.0
        var curveName = "easeInEaseOut"
        var damping: Double?
        var response: Double?
        var repeats: AnimationRepeat = repeatsForever ? .forever : .once
        var autoreverses = false
        var completion: LuaReference?
        var face: String?
        var amplitude: Double?
        if !call.isNoneOrNil(index) {
            guard lua_type(call.state, index) == LUA_TTABLE else { throw call.typeError(index, expected: "table") }
            let allowed = only ?? Set(["duration", "delay", "curve", "damping", "response", "repeats", "autoreverse", "completion"]).union(extra)
            let options = try LuaOptionsTable(call, argument: index, allowed: allowed)
            duration = try options.field("duration") { call, index throws(LuaCallError) in try call.number(index) }
            delay = try options.field("delay") { call, index throws(LuaCallError) in try call.number(index) } ?? 0
            curveName = try options.field("curve") { call, index throws(LuaCallError) -> String in
                guard lua_type(call.state, index) == LUA_TSTRING else { throw call.typeError(index, expected: "string") }
                let name = try call.string(index)
                if name == "spring" { return name }
                do { _ = try TimingCurve(named: name) } catch {
                    throw call.argumentError(index, "\(error), spring")
                }
                return name
            } ?? curveName
            damping = try options.field("damping") { call, index throws(LuaCallError) in try call.number(index) }
            response = try options.field("response") { call, index throws(LuaCallError) in try call.number(index) }
            repeats = try options.field("repeats") { call, index throws(LuaCallError) -> AnimationRepeat in
                if lua_type(call.state, index) == LUA_TSTRING {
                    let text = try call.string(index)
                    guard text == "forever" else {
                        throw call.argumentError(index, "repeats is a count > 0 or \"forever\", not \"\(text)\"")
                    }
                    return .forever
                }
                let count = try call.number(index)
                do { return try AnimationRepeat(count: count) } catch { throw call.argumentError(index, "\(error)") }
            } ?? repeats
            autoreverses = try options.field("autoreverse") { call, index throws(LuaCallError) in try call.boolean(index) } ?? false
            completion = try options.field("completion") { call, index throws(LuaCallError) in
                try call.function(index, runtime: runtime)
            }
            face = try options.field("to", ScriptHost.readFace)
            amplitude = try options.field("amplitude") { call, index throws(LuaCallError) in try call.finiteNumber(index) }
        }
        let curve: TimingCurve
        if curveName == "spring" {
            for (name, value) in [("damping", damping), ("response", response)] {
                guard let value, !(value.isFinite && value > 0) else { continue }
                throw call.argumentError(index, "spring \(name) must be a finite number > 0, not \(ScriptHost.viewNumber(value))")
            }
            do {
                curve = .spring(try Spring(dampingRatio: damping ?? 0.825, response: response ?? 0.55))
            } catch {
                throw call.argumentError(index, "\(error)")
            }
        } else {
            guard damping == nil, response == nil else {
                throw call.argumentError(index, "damping and response apply only to curve = \"spring\"")
            }
            curve = (try? TimingCurve(named: curveName)) ?? .easeInEaseOut
        }
        do {
            let timing = try AnimationTiming(
                duration: duration ?? curve.naturalDuration ?? defaultDuration, delay: delay, curve: curve,
                repeatCount: repeats, autoreverses: autoreverses)
            return ViewTimingOptions(timing: timing, completion: completion, face: face, amplitude: amplitude)
        } catch {
            throw call.argumentError(index, "\(error)")
        }
    }

    // MARK: - Pushing values

    /// Pushes the value of `name` read from `model`; false (nothing pushed) for an unknown name.
    fileprivate static func pushViewValue(_ name: String, model: ViewSnapshot, onto state: OpaquePointer) -> Bool {
        func pair(_ first: String, _ a: Double, _ second: String, _ b: Double) {
            lua_createtable(state, 0, 2)
            lua_pushnumber(state, a + 0)
            lua_setfield(state, -2, first)
            lua_pushnumber(state, b + 0)
            lua_setfield(state, -2, second)
        }
        switch name {
        case "alpha": lua_pushnumber(state, model.alpha)
        case "center": pair("x", model.center.x, "y", model.center.y)
        case "size": pair("width", model.size.width, "height", model.size.height)
        case "rotation": lua_pushnumber(state, model.transform.rotation.radians + 0)
        case "scale": pair("x", model.transform.scaleX, "y", model.transform.scaleY)
        case "translation": pair("x", model.transform.translation.dx, "y", model.transform.translation.dy)
        case "color":
            lua_createtable(state, 0, 4)
            for (key, value) in [("h", model.color.hue), ("s", model.color.saturation), ("b", model.color.brightness), ("a", model.color.alpha)] {
                lua_pushnumber(state, value + 0)
                lua_setfield(state, -2, key)
            }
        case "hex": Array(hex(model.color).utf8).withCharacters { _ = lua_pushlstring(state, $0, $1) }
        case "face": model.face.losslessBytes.withCharacters { _ = lua_pushlstring(state, $0, $1) }
        case "hidden": lua_pushboolean(state, model.hidden ? 1 : 0)
        default: return false
        }
        return true
    }

    fileprivate static func pushTransitionState(_ state: TransitionState<String>, onto lua: OpaquePointer) {
        let frame = state.frame
        lua_createtable(lua, 0, 14)
        func string(_ key: String, _ value: String?) {
            guard let value else { return }
            value.losslessBytes.withCharacters { _ = lua_pushlstring(lua, $0, $1) }
            lua_setfield(lua, -2, key)
        }
        func number(_ key: String, _ value: Double) {
            lua_pushnumber(lua, value + 0)
            lua_setfield(lua, -2, key)
        }
        string("face", state.shownFace)
        string("from", state.outgoing)
        string("to", state.incoming)
        string("kind", state.kind?.rawValue)
        string("side", frame.face.rawValue)
        string("curling", frame.curlingFace?.rawValue)
        number("progress", frame.progress)
        number("xscale", frame.xScale)
        number("yscale", frame.yScale)
        number("rotation", frame.rotation.radians)
        number("curl", frame.curl)
        number("outgoingopacity", frame.outgoingOpacity)
        number("incomingopacity", frame.incomingOpacity)
        lua_pushboolean(lua, state.isTransitioning ? 1 : 0)
        lua_setfield(lua, -2, "transitioning")
    }

    // MARK: - Changing views

    /// Starts animations of `targets` on `object` at the current time, each part reporting to
    /// `groups`. Checks every property before changing any, so a failure changes nothing; the
    /// changes are made in place, without copying the properties' timelines.
    fileprivate func startAnimation(_ object: ViewObject, _ targets: ViewTargets, timing: AnimationTiming, groups: [ViewCompletionGroup]) throws(LuaCallError) {
        let now = clock.now
        let transformTarget = targets.transform(from: object.transform.value)
        var keys: [ViewPartKey] = []
        do {
            if targets.alpha != nil { try object.alpha.validateAnimation(timing: timing, at: now) }
            if targets.center != nil { try object.center.validateAnimation(timing: timing, at: now) }
            if targets.size != nil { try object.size.validateAnimation(timing: timing, at: now) }
            if targets.color != nil { try object.color.validateAnimation(timing: timing, at: now) }
            if transformTarget != nil { try object.transform.validateAnimation(timing: timing, at: now) }
            if let target = targets.alpha { keys.append(ViewPartKey(property: .alpha, id: try object.alpha.animate(to: target, timing: timing, at: now).rawValue)) }
            if let target = targets.center { keys.append(ViewPartKey(property: .center, id: try object.center.animate(to: target, timing: timing, at: now).rawValue)) }
            if let target = targets.size { keys.append(ViewPartKey(property: .size, id: try object.size.animate(to: target, timing: timing, at: now).rawValue)) }
            if let target = targets.color { keys.append(ViewPartKey(property: .color, id: try object.color.animate(to: target, timing: timing, at: now).rawValue)) }
            if let target = transformTarget {
                keys.append(ViewPartKey(property: .transform, id: try object.transform.animate(to: target, timing: timing, at: now).rawValue))
            }
        } catch {
            throw LuaCallError("\(error)")
        }
        for key in keys { addPart(object, key, groups: groups) }
    }

    /// Starts a transition on `object` at the current time; `face` defaults to "back" from
    /// "front" and to "front" from anything else. The track changes in place: a transition
    /// that fails changes nothing.
    fileprivate func startTransition(_ object: ViewObject, _ kind: TransitionKind, to face: String?, timing: AnimationTiming, groups: [ViewCompletionGroup]) throws(LuaCallError) {
        let target = face ?? (object.faces.face == "front" ? "back" : "front")
        let id: AnimationID
        do {
            id = try object.faces.transition(to: target, kind: kind, timing: timing, at: clock.now)
        } catch {
            throw LuaCallError("\(error)")
        }
        addPart(object, ViewPartKey(property: .face, id: id.rawValue), groups: groups)
    }

    fileprivate func addPart(_ object: ViewObject, _ key: ViewPartKey, groups: [ViewCompletionGroup], vanishes: Bool = false, wobbles: Bool = false) {
        for group in groups { group.remaining += 1 }
        object.pending[key] = ViewPendingPart(groups: groups, vanishes: vanishes, wobbles: wobbles)
    }

    /// `view.key = value`: sets the model value at once, cancelling the property's animations;
    /// one undo step.
    private func setViewProperty(_ object: ViewObject, _ key: String, call: LuaCall) throws(LuaCallError) {
        let before = object.snapshot
        var after = before
        let name: String
        switch key {
        case "alpha": after.alpha = try ScriptHost.readAlpha(call, 3); name = "Set Alpha"
        case "center": after.center = try ScriptHost.readPoint(call, 3); name = "Move View"
        case "size": after.size = try ScriptHost.readSize(call, 3); name = "Resize View"
        case "color": after.color = try ScriptHost.readColor(call, 3); name = "Set Color"
        case "rotation": after.transform.rotation = Angle(radians: try call.finiteNumber(3)); name = "Rotate View"
        case "scale":
            let scale = try ScriptHost.readScale(call, 3)
            after.transform.scaleX = scale.x
            after.transform.scaleY = scale.y
            name = "Scale View"
        case "translation": after.transform.translation = try ScriptHost.readTranslation(call, 3); name = "Translate View"
        case "face": after.face = try ScriptHost.readFace(call, 3); name = "Set Face"
        case "hidden": after.hidden = try call.boolean(3); name = after.hidden ? "Hide View" : "Show View"
        case "hex", "animating", "transitioning":
            throw LuaCallError("View field '\(key)' is read-only (set color; animating and transitioning follow the animations)")
        default:
            throw LuaCallError("View has no member '\(key)'")
        }
        applySnapshot(object, after, force: key)
        try recordViews(name, [(object.id, before, object.snapshot)])
    }

    /// Sets every property whose model value differs from `snapshot` (and `force`, the one a
    /// script assigned, even if equal: an assignment always stops its animations).
    fileprivate func applySnapshot(_ object: ViewObject, _ snapshot: ViewSnapshot, force: String? = nil) {
        let now = clock.now
        let current = object.snapshot
        if current.alpha != snapshot.alpha || force == "alpha" { _ = try? object.alpha.set(snapshot.alpha, at: now) }
        if current.center != snapshot.center || force == "center" { _ = try? object.center.set(snapshot.center, at: now) }
        if current.size != snapshot.size || force == "size" { _ = try? object.size.set(snapshot.size, at: now) }
        if current.color != snapshot.color || force == "color" { _ = try? object.color.set(snapshot.color, at: now) }
        if current.transform != snapshot.transform || ["rotation", "scale", "translation"].contains(force ?? "") {
            _ = try? object.transform.set(snapshot.transform, at: now)
        }
        if current.face != snapshot.face || force == "face" { _ = try? object.faces.show(snapshot.face, at: now) }
        if current.hidden != snapshot.hidden || force == "hidden" {
            if !snapshot.hidden, let vanish = object.vanish {
                // Showing the view undoes a vanish: it stops, and its end no longer hides.
                if object.transform.animationID(at: now)?.rawValue == vanish { _ = try? object.transform.cancel(at: now) }
                object.vanish = nil
            }
            object.hidden = snapshot.hidden
        }
        scheduleViewCompletions(object)
    }

    /// Undo and redo: the live view `id` is set to `snapshot`; nothing if the script dropped it.
    fileprivate func restoreView(_ id: Int, _ snapshot: ViewSnapshot) {
        guard let object: ViewObject = control(id) else { return }
        applySnapshot(object, snapshot)
    }

    /// Records changes already made to views as one undo step; nothing if no model changed.
    fileprivate func recordViews(_ name: String, _ changes: [(Int, ViewSnapshot, ViewSnapshot)]) throws(LuaCallError) {
        let changed = changes.filter { $0.1 != $0.2 }
        guard !changed.isEmpty else { return }
        let befores = changed.map { ($0.0, $0.1) }
        let afters = changed.map { ($0.0, $0.2) }
        let command = hostCommand(name, apply: { host in
            for (id, snapshot) in afters { host.restoreView(id, snapshot) }
        }, revert: { host in
            for (id, snapshot) in befores.reversed() { host.restoreView(id, snapshot) }
        })
        do {
            try history.push(command)
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    // MARK: - Completions

    /// Keeps the view's one completion timer at the instant its first undelivered animation
    /// ends (finished at its end time, cancelled at the instant it was stopped), as the model
    /// reports it: O(log n) per change, however many animations are queued.
    fileprivate func scheduleViewCompletions(_ object: ViewObject) {
        let now = clock.now
        let next = object.nextCompletionTime(after: -.infinity)
        object.discardHistory(through: min(now, next ?? .infinity).nextDown)
        setViewCompletionTimer(object, at: next.map { max($0, now) })
    }

    private func setViewCompletionTimer(_ object: ViewObject, at time: Double?) {
        if let timer = object.completionTimer {
            if timer.time == time { return }
            scheduler.cancel(timer.id)
            object.completionTimer = nil
        }
        guard let time else { return }
        let id = object.id
        let timer = scheduler.schedule(at: time) { host, state, _ in
            host.deliverViewCompletions(view: id, on: state)
        }
        object.completionTimer = (timer, time)
    }

    /// Delivers every completion of the view due now, in order, then sets the timer for the
    /// next: after them, or now again if a callback changed the view (its changes may have
    /// ended more animations at this instant).
    private func deliverViewCompletions(view id: Int, on state: OpaquePointer) -> Int32 {
        guard let object: ViewObject = control(id) else { return LUA_OK }
        object.completionTimer = nil
        let now = clock.now
        let revisions = object.revisions
        var status = LUA_OK
        for event in object.pendingCompletions(through: now) {
            status = deliverViewCompletion(object, key: event.key, finished: event.finished, on: state)
            if status != LUA_OK { break }
        }
        // What was read is delivered: forget it. What the callbacks decided at this instant
        // (a zero-length animation, one cut short) is still reported, so the timer comes back now.
        if status == LUA_OK { object.discardHistory(through: now, knownBy: revisions) }
        scheduleViewCompletions(object)
        return status
    }

    private func deliverViewCompletion(_ object: ViewObject, key: ViewPartKey, finished: Bool, on state: OpaquePointer) -> Int32 {
        guard let part = object.pending.removeValue(forKey: key) else { return LUA_OK }
        if part.vanishes, object.vanish == key.id {
            object.hidden = true
            object.vanish = nil
        }
        if part.wobbles, object.wobble == key.id { object.wobble = nil }
        for group in part.groups {
            group.remaining -= 1
            if !finished { group.allFinished = false }
            guard group.remaining == 0, let callback = group.callback else { continue }
            let status = invoke(callback, on: state) { state in
                var count: Int32 = 1
                if let viewID = group.viewID {
                    pushControl(viewID, onto: state)
                    count = 2
                }
                lua_pushboolean(state, group.allFinished ? 1 : 0)
                return count
            }
            if status != LUA_OK { return status }
        }
        return LUA_OK
    }

    // MARK: - Plans

    /// `Animation.sequence{...}` or `Animation.group{...}`: items are `{view, props, opts}`,
    /// `{view, "flipFromLeft", opts}`, plans, or numbers (pauses).
    private func pushPlan(_ call: LuaCall, sequence: Bool, of planClass: LuaClass) throws(LuaCallError) {
        let state = call.state
        guard lua_type(state, 1) == LUA_TTABLE else { throw call.typeError(1, expected: "table") }
        let count = lua_rawlen(state, 1)
        var parts: [AnimationPlan<ObjectIdentifier>] = []
        var steps: [ObjectIdentifier: ViewPlanStep] = [:]
        guard count > 0 else { throw call.argumentError(1, "an empty \(sequence ? "sequence" : "group")") }
        for item in 1 ... Int64(count) {
            guard lua_checkstack(state, 8) != 0 else { throw LuaCallError("stack overflow") }
            _ = lua_rawgeti(state, 1, item)
            let top = lua_gettop(state)
            defer { lua_settop(state, top - 1) }
            do throws(LuaCallError) {
                switch lua_type(state, top) {
                case LUA_TNUMBER:
                    let seconds = try call.number(top)
                    do { parts.append(try .pause(seconds)) } catch { throw call.argumentError(top, "\(error)") }
                case LUA_TUSERDATA:
                    let plan: ViewPlanObject = try call.object(top, of: ScriptHost.planClass)
                    parts.append(plan.plan)
                    steps.merge(plan.steps) { first, _ in first }
                case LUA_TTABLE:
                    _ = lua_rawgeti(state, top, 1)
                    let view = try view(call.plain, at: top + 1)
                    let viewReference = LuaReference(runtime: runtime, state: state, index: top + 1)
                    _ = lua_rawgeti(state, top, 2)
                    let action: ViewPlanStep.Action
                    if lua_type(state, top + 2) == LUA_TSTRING {
                        action = .transition(try ScriptHost.transitionKind(call, top + 2), to: nil)
                    } else {
                        guard lua_type(state, top + 2) == LUA_TTABLE else {
                            throw call.argumentError(top + 2, "the second entry is a table of properties or a transition name, not \(call.typeName(at: top + 2))")
                        }
                        action = .animate(try ScriptHost.viewTargets(call, top + 2))
                    }
                    _ = lua_rawgeti(state, top, 3)
                    let options = try viewTimingOptions(call, top + 3, extra: ["to"], defaultDuration: ScriptHost.viewDefaultDuration)
                    if case .transition(let kind, _) = action {
                        let step = ViewPlanStep(view: view, viewReference: viewReference, action: .transition(kind, to: options.face), timing: options.timing, completion: options.completion)
                        steps[ObjectIdentifier(step)] = step
                        parts.append(.step(ObjectIdentifier(step), timing: options.timing))
                    } else {
                        guard options.face == nil else { throw call.argumentError(top + 3, "'to' applies only to transitions") }
                        let step = ViewPlanStep(view: view, viewReference: viewReference, action: action, timing: options.timing, completion: options.completion)
                        steps[ObjectIdentifier(step)] = step
                        parts.append(.step(ObjectIdentifier(step), timing: options.timing))
                    }
                default:
                    throw call.argumentError(top, "a step is {view, properties, options}, a plan or a pause in seconds, not \(call.typeName(at: top))")
                }
            } catch {
                guard case .message(let message) = error.payload else { throw error }
                var inner = LuaOptionsTable.innerMessage(error)
                if message.hasPrefix("bad field '"), let end = message.dropFirst(11).firstIndex(of: "'") {
                    inner = "field '\(message[message.index(message.startIndex, offsetBy: 11) ..< end])': " + inner
                }
                throw call.argumentError(1, "item \(item): \(inner)")
            }
        }
        let plan: AnimationPlan<ObjectIdentifier>
        if sequence {
            do { plan = try .sequence(parts) } catch { throw call.argumentError(1, "\(error)") }
        } else {
            do { plan = try .group(parts) } catch { throw call.argumentError(1, "\(error)") }
        }
        let object = ViewPlanObject(name: sequence ? "sequence" : "group", plan: plan, steps: steps)
        runtime.pushObject(object, of: planClass, onto: call.state)
    }

    private func view(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> ViewObject {
        try call.object(index, of: ScriptHost.viewClass)
    }

    /// Starts every step of `plan` now, each delayed to its place in time (a delayed animation
    /// takes over only when it begins, so a chain on one property works); one undo step.
    private func startPlan(_ plan: ViewPlanObject, completion: LuaReference?) throws(LuaCallError) {
        let now = clock.now
        let scheduled: [ScheduledStep<ObjectIdentifier>]
        do { scheduled = try plan.plan.scheduled(startingAt: now) } catch { throw LuaCallError("\(error)") }
        var views: [(ViewObject, ViewSnapshot)] = []
        var seen: Set<ObjectIdentifier> = []
        for item in scheduled {
            guard let step = plan.steps[item.tag], seen.insert(ObjectIdentifier(step.view)).inserted else { continue }
            views.append((step.view, step.view.snapshot))
        }
        let planGroup = ViewCompletionGroup(viewID: nil, callback: completion)
        for item in scheduled {
            guard let step = plan.steps[item.tag] else { continue }
            let timing: AnimationTiming
            do { timing = try item.timing(startedAt: now) } catch { throw LuaCallError("\(error)") }
            step.view.lastAnimation += 1
            let group = ViewCompletionGroup(viewID: step.view.id, callback: step.completion)
            switch step.action {
            case .animate(let targets):
                try startAnimation(step.view, targets, timing: timing, groups: [group, planGroup])
            case .transition(let kind, let face):
                try startTransition(step.view, kind, to: face, timing: timing, groups: [group, planGroup])
            }
        }
        for (view, _) in views { scheduleViewCompletions(view) }
        if planGroup.remaining == 0, let completion {
            // A plan of pauses only: nothing will report, so the callback runs at its end.
            let end = now + (plan.plan.duration.isFinite ? plan.plan.duration : 0)
            _ = scheduler.schedule(at: end) { host, state, _ in
                host.invoke(completion, on: state) { state in
                    lua_pushboolean(state, 1)
                    return 1
                }
            }
        }
        try recordViews("Animate \(plan.name == "sequence" ? "Sequence" : "Group")", views.map { ($0.0.id, $0.1, $0.0.snapshot) })
    }
}
