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
                let value = try call.integer(2)
                try change(object, call: call, index: 2) { model, time throws(OdometerError) in
                    try model.set(value, at: time)
                }
                return 0
            }),
            ("increment", { [weak self] call throws(LuaCallError) in
                guard let self else { throw .hostGone }
                let object = try odometer(call)
                try change(object, call: call, index: 1) { model, time in model.increment(at: time) }
                return 0
            }),
            ("decrement", { [weak self] call throws(LuaCallError) in
                guard let self else { throw .hostGone }
                let object = try odometer(call)
                try change(object, call: call, index: 1) { model, time in model.decrement(at: time) }
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
                let value = try call.integer(3)
                try change(object, call: call, index: 3) { model, time throws(OdometerError) in
                    try model.set(value, at: time)
                }
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
                runtime.pushObject(object, of: luaClass)
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
        if lua_type(state, 1) == LUA_TTABLE {
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
            throw call.argumentError(1, "\(error)")
        }
    }

    /// The text inside "(...)" of an argument error, for wrapping it into a field error.
    static func innerMessage(_ error: LuaCallError) -> String {
        guard case .message(let message) = error.payload else { return "error" }
        guard let open = message.firstIndex(of: "("), message.hasSuffix(")") else { return message }
        return String(message[message.index(after: open) ..< message.index(before: message.endIndex)])
    }

    /// Applies a change to an odometer at the current time, and schedules its roll-end callback.
    private func change(
        _ object: OdometerObject, call: LuaCall, index: Int32,
        _ body: (inout Odometer, Double) throws(OdometerError) -> Void
    ) throws(LuaCallError) {
        var model = object.model
        do {
            try body(&model, clock.now)
        } catch {
            throw call.argumentError(index, "\(error)")
        }
        object.model = model
        scheduleRollEnd(object, call: call)
    }

    /// Reschedules the roll-end timer; it holds the userdata until it fires.
    private func scheduleRollEnd(_ object: OdometerObject, call: LuaCall) {
        if let timer = object.rollTimer { scheduler.cancel(timer) }
        object.rollTimer = nil
        guard let end = object.model.rollEndTime, end >= clock.now else { return }
        let userdata = LuaReference(runtime: runtime, state: call.state, index: 1)
        object.rollTimer = scheduler.schedule(at: end) { [weak object] host, _ in
            guard let object else { return LUA_OK }
            object.rollTimer = nil
            guard let onRoll = object.onRoll else { return LUA_OK }
            return host.invoke(onRoll) { state in
                userdata.push(onto: state)
                return 1
            }
        }
    }
}
