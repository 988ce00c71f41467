import Geometry
import Models
internal import CLua

extension ScriptHost {
    static let odometerClass = "Odometer"

    /// The `Odometer` library: `Odometer.new(digits)` or `Odometer.new{digits = …, value = …,
    /// duration = …, curve = …}`, and the methods and properties of an odometer.
    func registerOdometerLibrary() {
        var luaClass = LuaClass(name: ScriptHost.odometerClass)
        luaClass.methods = [
            ("set", { [weak self] call throws(LuaCallError) in
                guard let self else { throw .hostGone }
                let object = try odometer(call)
                try set(object, to: try call.integer(2), call: call, index: 2)
                return 0
            }),
            ("increment", { [weak self] call throws(LuaCallError) in
                guard let self else { throw .hostGone }
                try step(try odometer(call), forward: true)
                return 0
            }),
            ("decrement", { [weak self] call throws(LuaCallError) in
                guard let self else { throw .hostGone }
                try step(try odometer(call), forward: false)
                return 0
            }),
            ("position", { [weak self] call throws(LuaCallError) in
                guard let self else { throw .hostGone }
                let object = try odometer(call)
                let index = try call.integer(2)
                guard index >= 1, index <= Int64(object.model.digitCount),
                    let position = object.model.position(ofDigit: Int(index) - 1, at: clock.now)
                else {
                    throw call.argumentError(2, "digit \(index) is out of range 1...\(object.model.digitCount)")
                }
                call.push(position)
                return 1
            }),
            ("positions", { [weak self] call throws(LuaCallError) in
                guard let self else { throw .hostGone }
                let object = try odometer(call)
                call.push(object.model.positions(at: clock.now))
                return 1
            }),
        ]
        luaClass.properties = ["value", "digits", "maximum", "duration", "curve", "rolling", "onroll"]
        luaClass.getter = { [weak self] call, key throws(LuaCallError) in
            guard let self else { throw .hostGone }
            let object = try odometer(call)
            switch key {
            case "value": call.push(object.model.value)
            case "digits": call.push(object.model.digitCount)
            case "maximum": call.push(object.model.maximum)
            case "duration": call.push(object.model.rollDuration)
            case "curve": call.push(object.curveName)
            case "rolling": call.push(object.model.isRolling(at: clock.now))
            case "onroll":
                if let onRoll = object.onRoll { onRoll.push(onto: call.state) } else { call.pushNil() }
            default: throw LuaCallError("Odometer has no member '\(key)'")
            }
            return 1
        }
        luaClass.setter = { [weak self] call, key throws(LuaCallError) in
            guard let self else { throw .hostGone }
            let object = try odometer(call)
            switch key {
            case "value":
                try set(object, to: try call.integer(3), call: call, index: 3)
            case "duration":
                let duration = try call.number(3)
                do {
                    try object.model.setRollDuration(duration)
                } catch {
                    throw LuaCallError("bad value for 'duration' (\(error))")
                }
            case "curve":
                let name = try call.string(3)
                do {
                    object.model.curve = try TimingCurve(named: name)
                    object.curveName = name
                } catch {
                    throw LuaCallError("bad value for 'curve' (\(error))")
                }
            case "onroll":
                object.onRoll = try call.optionalFunction(3, runtime: runtime)
            case "digits", "maximum", "rolling":
                throw LuaCallError("Odometer field '\(key)' is read-only")
            default:
                throw LuaCallError("Odometer has no member '\(key)'")
            }
        }
        luaClass.toString = { [weak self] call throws(LuaCallError) in
            guard let self else { throw .hostGone }
            return try odometer(call).model.description
        }
        runtime.register(luaClass)

        runtime.registerLibrary("Odometer", functions: [
            ("new", { [weak self] call throws(LuaCallError) in
                guard let self else { throw .hostGone }
                let object = try makeOdometer(call)
                object.id = registerControl(object)
                pushNewControl(object, id: object.id, of: luaClass)
                return 1
            }),
        ])
    }

    private func odometer(_ call: LuaCall) throws(LuaCallError) -> OdometerObject {
        try call.object(1, of: LuaClass(name: ScriptHost.odometerClass))
    }

    /// `Odometer.new(digits [, value])` or `Odometer.new{digits=, value=, duration=, curve=}`.
    private func makeOdometer(_ call: LuaCall) throws(LuaCallError) -> OdometerObject {
        let state = call.state
        var digits: Int64
        var value: Int64 = 0
        var duration = 0.5
        var curveName = "easeInEaseOut"
        var valueArgument: Int32 = 1
        if lua_type(state, 1) == LUA_TTABLE {
            try ScriptHost.checkFields(call, allowed: ["digits", "value", "duration", "curve"])
            func field(_ name: String, _ read: (Int32) throws(LuaCallError) -> Void) throws(LuaCallError) {
                lua_pushstring(state, name)
                let type = lua_rawget(state, 1)
                defer { lua_settop(state, -2) }
                if type != LUA_TNIL {
                    do throws(LuaCallError) {
                        try read(lua_gettop(state))
                    } catch {
                        throw LuaCallError("bad field '\(name)' in argument #1 to 'new' (\(ScriptHost.innerMessage(error)))")
                    }
                }
            }
            digits = 0
            try field("digits") { index throws(LuaCallError) in digits = try LuaCall(state: state, function: "new", isMethod: false).integer(index) }
            try field("value") { index throws(LuaCallError) in value = try LuaCall(state: state, function: "new", isMethod: false).integer(index) }
            try field("duration") { index throws(LuaCallError) in duration = try LuaCall(state: state, function: "new", isMethod: false).number(index) }
            try field("curve") { index throws(LuaCallError) in curveName = try LuaCall(state: state, function: "new", isMethod: false).string(index) }
            if digits == 0 {
                lua_pushstring(state, "digits")
                let missing = lua_rawget(state, 1) == LUA_TNIL
                lua_settop(state, -2)
                if missing { throw call.argumentError(1, "field 'digits' is missing") }
            }
        } else {
            digits = try call.integer(1)
            value = try call.optionalInteger(2) ?? 0
            valueArgument = 2
        }
        let curve: TimingCurve
        do {
            curve = try TimingCurve(named: curveName)
        } catch {
            throw call.argumentError(1, "\(error)")
        }
        do {
            let model = try Odometer(
                digits: Int(clamping: digits), value: value, rollDuration: duration, curve: curve)
            return OdometerObject(model: model, curveName: curveName)
        } catch {
            if case .valueOutOfRange = error { throw call.argumentError(valueArgument, "\(error)") }
            throw call.argumentError(1, "\(error)")
        }
    }

    /// Refuses a table argument with a string key other than `allowed`, so a typo such as
    /// `valu = 5` is an error rather than silently ignored.
    static func checkFields(_ call: LuaCall, allowed: Set<String>) throws(LuaCallError) {
        let state = call.state
        guard lua_checkstack(state, 3) != 0 else { return }
        lua_pushnil(state)
        while lua_next(state, 1) != 0 {
            lua_settop(state, -2)
            let expected = "expected \(allowed.sorted().joined(separator: ", "))"
            guard lua_type(state, -1) == LUA_TSTRING else {
                let type = call.typeName(at: -1)
                lua_settop(state, -2)
                throw call.argumentError(1, "unexpected \(type) key in the options table (\(expected))")
            }
            let name = String(cString: lua_tolstring(state, -1, nil))
            if allowed.contains(name) { continue }
            lua_settop(state, -2)
            throw call.argumentError(1, "unknown field '\(name)' (\(expected))")
        }
    }

    /// The text inside "(...)" of an argument error, for wrapping it into a field error.
    static func innerMessage(_ error: LuaCallError) -> String {
        guard case .message(let message) = error.payload else { return "error" }
        guard let open = message.firstIndex(of: "("), message.hasSuffix(")") else { return message }
        return String(message[message.index(after: open) ..< message.index(before: message.endIndex)])
    }

    /// Sets an odometer's value through the history ("Set Odometer"); undo sets it back.
    private func set(_ object: OdometerObject, to value: Int64, call: LuaCall, index: Int32) throws(LuaCallError) {
        var probe = object.model
        do {
            try probe.set(value, at: clock.now)
        } catch {
            throw call.argumentError(index, "\(error)")
        }
        let before = object.model.value
        guard before != value else { return }
        let id = object.id
        try perform(
            "Set Odometer",
            apply: { host in host.changeOdometer(id) { model, time in try? model.set(value, at: time) } },
            revert: { host in host.changeOdometer(id) { model, time in try? model.set(before, at: time) } }
        )
    }

    /// Increments or decrements through the history; undo rolls the other way.
    private func step(_ object: OdometerObject, forward: Bool) throws(LuaCallError) {
        let id = object.id
        let increment: @Sendable (ScriptHost) -> Void = { host in
            host.changeOdometer(id) { model, time in model.increment(at: time) }
        }
        let decrement: @Sendable (ScriptHost) -> Void = { host in
            host.changeOdometer(id) { model, time in model.decrement(at: time) }
        }
        try perform(
            forward ? "Increment Odometer" : "Decrement Odometer",
            apply: forward ? increment : decrement,
            revert: forward ? decrement : increment
        )
    }

    /// Applies `body` to the live odometer `id` at the current time and schedules its roll-end
    /// callback. Does nothing when the script has dropped the odometer.
    func changeOdometer(_ id: Int, _ body: (inout Odometer, Double) -> Void) {
        guard let object: OdometerObject = control(id) else { return }
        var model = object.model
        body(&model, clock.now)
        object.model = model
        scheduleRollEnd(object)
    }

    /// Reschedules the roll-end timer. The callback gets the odometer's userdata, looked up
    /// weakly, so a pending roll does not keep a dropped odometer alive.
    private func scheduleRollEnd(_ object: OdometerObject) {
        if let timer = object.rollTimer { scheduler.cancel(timer) }
        object.rollTimer = nil
        guard let end = object.model.rollEndTime, end >= clock.now else { return }
        let id = object.id
        object.rollTimer = scheduler.schedule(at: end) { host, state, _ in
            guard let object: OdometerObject = host.control(id) else { return LUA_OK }
            object.rollTimer = nil
            guard let onRoll = object.onRoll else { return LUA_OK }
            return host.invoke(onRoll, on: state) { state in
                host.pushControl(id, onto: state)
                return 1
            }
        }
    }
}
