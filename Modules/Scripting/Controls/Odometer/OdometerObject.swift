import Geometry
import Models
import Rendering

/// What a Lua `Odometer` userdata holds: the model and its script-side state, and how Lua
/// reaches them (``declaration``).
final class OdometerObject: ScriptControl {
    /// The id the host knows it by (history commands name controls by id).
    var id = 0
    var tether: ControlRegistry.Tether?
    /// Not checked for exclusive access at run time (see ``ScriptControl``).
    @exclusivity(unchecked)
    var model: Odometer
    /// The curve's name as the script gave it, which `curve` shows back.
    var curveName: String
    /// Called with the odometer when a roll completes.
    var onRoll: LuaReference?
    /// The end of the current roll, keyed by the value it ends on.
    let rollEnd = EventTimers<Int64>()

    var restTime: Double { model.restTime }

    func sceneContent(at time: Double) -> SceneContent? {
        .odometer(model)
    }

    init(model: Odometer, curveName: String) {
        self.model = model
        self.curveName = curveName
    }

    /// Schedules `onroll` for the end of the current roll.
    func settle(in context: ControlContext) {
        let end = model.rollEndTime.map { [TimedEvent(time: $0, event: model.value)] } ?? []
        context.schedule(end, of: self, through: \.rollEnd) { odometer, _ in
            EventCall("onroll", callback: odometer.onRoll, arguments: [])
        }
    }

    /// Sets the value through the history ("Set Odometer"); undo sets it back. A value the
    /// odometer cannot show is reported through `failure`.
    private func set(
        _ value: Int64, _ call: BindingCall, failure: (String) -> LuaCallError
    ) throws(LuaCallError) {
        var probe = model
        do {
            try probe.set(value, at: call.now)
        } catch {
            throw failure("\(error)")
        }
        let before = model.value
        guard before != value else { return }
        try call.context.change(
            "Set Odometer", self, \.model,
            apply: { model, time in try? model.set(value, at: time) },
            revert: { model, time in try? model.set(before, at: time) })
    }

    /// Increments or decrements through the history; undo rolls the other way.
    private func step(forward: Bool, _ call: BindingCall) throws(LuaCallError) {
        let increment: @Sendable (inout Odometer, Double) -> Void = { model, time in model.increment(at: time) }
        let decrement: @Sendable (inout Odometer, Double) -> Void = { model, time in model.decrement(at: time) }
        try call.context.change(
            forward ? "Increment Odometer" : "Decrement Odometer", self, \.model,
            apply: forward ? increment : decrement,
            revert: forward ? decrement : increment)
    }

    /// `Odometer.new(digits [, value])` or `Odometer.new{digits =, value =, duration =, curve =}`,
    /// and the methods and properties of an odometer.
    static var declaration: ClassDeclaration<OdometerObject> {
        let digits = OptionsField<Int64>("digits")
        let value = OptionsField<Int64>("value", default: 0)
        let duration = OptionsField<Double>("duration", default: 0.5)
        let curve = OptionsField<NamedCurve>("curve", default: NamedCurve(name: "easeInEaseOut", curve: .easeInEaseOut))
        let options = OptionsDeclaration(digits, value, duration, curve)

        var odometer = ClassDeclaration<OdometerObject>(
            "Odometer", constructor: [.named("digits", Int64.self), .named("value", Int64?.self)], options: options
        ) { call throws(LuaCallError) in
            var arguments = (digits: Int64(0), value: Int64(0), duration: 0.5, curve: NamedCurve(name: "easeInEaseOut", curve: .easeInEaseOut))
            var valueArgument: BindingCall.Argument = 1
            if call.isTable(1) {
                let table = try call.options(1, options)
                arguments = (try table.read(digits), try table.read(value), try table.read(duration), try table.read(curve))
            } else {
                arguments.digits = try call.argument(1)
                arguments.value = try call.argument(2, as: Int64?.self) ?? 0
                valueArgument = 2
            }
            do throws(OdometerError) {
                let model = try Odometer(
                    digits: Int(clamping: arguments.digits), value: arguments.value,
                    rollDuration: arguments.duration, curve: arguments.curve.curve)
                return OdometerObject(model: model, curveName: arguments.curve.name)
            } catch {
                if case .valueOutOfRange = error { throw call.argumentError(valueArgument, "\(error)") }
                throw call.argumentError(1, "\(error)")
            }
        }

        odometer.method("set", .named("value", Int64.self)) { object, call throws(LuaCallError) in
            try object.set(try call.argument(1), call) { call.argumentError(1, $0) }
        }
        odometer.method("increment") { object, call throws(LuaCallError) in
            try object.step(forward: true, call)
        }
        odometer.method("decrement") { object, call throws(LuaCallError) in
            try object.step(forward: false, call)
        }
        odometer.method("position", .named("digit", Int64.self), returns: "number") { object, call throws(LuaCallError) in
            let count = object.model.digitCount
            let digit = try call.index(1, count: count, noun: "digit")
            guard let position = object.model.position(ofDigit: digit, at: call.now) else {
                throw call.argumentError(1, "digit \(digit + 1) is out of range 1...\(count)")
            }
            call.push(position)
        }
        odometer.method("positions", returns: "number[]") { object, call throws(LuaCallError) in
            call.push(object.model.positions(at: call.now))
        }

        odometer.writable("value", { object, _ in object.model.value }) { object, call throws(LuaCallError) in
            try object.set(try call.value(), call, failure: call.valueError)
        }
        odometer.readOnly("digits") { object, _ in object.model.digitCount }
        odometer.readOnly("maximum") { object, _ in object.model.maximum }
        // The roll's duration and curve are undo steps, as every change a user makes is.
        odometer.writable("duration", { object, _ in object.model.rollDuration }) { object, call throws(LuaCallError) in
            let duration: Double = try call.value()
            var checked = object.model
            try call.checkingValue { () throws(OdometerError) in try checked.setRollDuration(duration) }
            let before = object.model.rollDuration
            guard before != duration else { return }
            try call.context.change(
                "Set Roll Duration", object, \.model,
                apply: { model, _ in try? model.setRollDuration(duration) },
                revert: { model, _ in try? model.setRollDuration(before) })
        }
        odometer.writable("curve", { object, _ in object.curveName }) { object, call throws(LuaCallError) in
            let curve: NamedCurve = try call.value()
            let before = (curve: object.model.curve, name: object.curveName)
            guard before.name != curve.name || before.curve != curve.curve else { return }
            try call.context.change("Set Roll Curve", object, apply: { odometer, _ in
                odometer.model.curve = curve.curve
                odometer.curveName = curve.name
            }, revert: { odometer, _ in
                odometer.model.curve = before.curve
                odometer.curveName = before.name
            })
        }
        odometer.readOnly("rolling") { object, context in object.model.isRolling(at: context.now) }
        odometer.callback("onroll", \.onRoll)
        odometer.describe = { object, _ in object.model.description }
        return odometer
    }
}
