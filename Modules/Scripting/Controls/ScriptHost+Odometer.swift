import Geometry
import Models
internal import CLua
internal import CLuaShim

extension ScriptHost {
    static let odometerClass = "Odometer"

    /// The `Odometer` library: `Odometer.new(digits)` or `Odometer.new{digits = …, value = …,
    /// duration = …, curve = …}`, and the methods and properties of an odometer.
    func registerOdometerLibrary() {
        var luaClass = LuaClass(name: ScriptHost.odometerClass)
        luaClass.methods = [
            LuaBinding("set", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try odometer(call)
                try set(object, to: try call.integer(2), call: call, index: 2)
                return 0
            }),
            LuaBinding("increment", { [unowned(unsafe) self] call throws(LuaCallError) in
                try step(try odometer(call), forward: true)
                return 0
            }),
            LuaBinding("decrement", { [unowned(unsafe) self] call throws(LuaCallError) in
                try step(try odometer(call), forward: false)
                return 0
            }),
            LuaBinding("position", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try odometer(call)
                let digit = try call.index(2, count: object.model.digitCount, noun: "digit")
                guard let position = object.model.position(ofDigit: digit, at: clock.now) else {
                    throw call.argumentError(2, "digit \(digit + 1) is out of range 1...\(object.model.digitCount)")
                }
                call.push(position)
                return 1
            }),
            LuaBinding("positions", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try odometer(call)
                call.push(object.model.positions(at: clock.now))
                return 1
            }),
        ]
        luaClass.properties = ["value", "digits", "maximum", "duration", "curve", "rolling", "onroll"]
        luaClass.getter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
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
        luaClass.setter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
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
        luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
            return try odometer(call).model.description
        }
        runtime.register(luaClass)

        registerConstructor("Odometer", of: luaClass) { host, call throws(LuaCallError) in
            try host.makeOdometer(call)
        }
    }

    private func odometer(_ call: LuaCall) throws(LuaCallError) -> OdometerObject {
        try call.object(1, of: ScriptHost.odometerClass)
    }

    /// `Odometer.new(digits [, value])` or `Odometer.new{digits=, value=, duration=, curve=}`.
    private func makeOdometer(_ call: LuaCall) throws(LuaCallError) -> OdometerObject {
        let state = call.state
        let digits: Int64
        var value: Int64 = 0
        var duration = 0.5
        var curveName = "easeInEaseOut"
        var valueArgument: Int32 = 1
        if lua_type(state, 1) == LUA_TTABLE {
            let options = try LuaOptionsTable(call, argument: 1, allowed: ["digits", "value", "duration", "curve"])
            guard let count = try options.field("digits", { call, index throws(LuaCallError) in try call.integer(index) }) else {
                throw call.argumentError(1, "field 'digits' is missing")
            }
            digits = count
            value = try options.field("value") { call, index throws(LuaCallError) in try call.integer(index) } ?? 0
            duration = try options.field("duration") { call, index throws(LuaCallError) in try call.number(index) } ?? 0.5
            curveName = try options.field("curve") { call, index throws(LuaCallError) in try call.string(index) } ?? curveName
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
        updateControl(id, \OdometerObject.model, body, then: scheduleRollEnd)
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
