import Models
import Rendering

/// What a Lua `Stepper` userdata holds: the model and its script-side state, and how Lua
/// reaches them (``declaration``).
final class StepperObject: ControlObject<Stepper>, ScriptControl {
    /// Called with (stepper, value) whenever the value changes: a tap, a step of a held button,
    /// an assignment, an undo or a redo.
    var onChange: LuaReference?
    /// The value `onchange` last reported, so that each change is reported once.
    var reported: Double
    /// The delivery of the next change.
    let delivery = DeliveryTimer()

    var restTime: Double { model.restTime }

    func sceneContent(at time: Double) -> SceneContent? {
        .stepper(model)
    }
    var endlessMotion: String? { "a Stepper held down that wraps round" }

    override init(model: Stepper) {
        reported = model.restingValue
        super.init(model: model)
    }

    /// Schedules the report of the next change: now, when the value differs from the one last
    /// reported; else at the held button's next step. Without `onchange`, nothing is scheduled
    /// (a held button that wraps would otherwise keep the run going for nobody).
    func settle(in context: ControlContext) {
        context.cancelDelivery(of: self, through: \.delivery)
        let now = context.now
        guard onChange != nil else {
            reported = model.value(at: now)
            return
        }
        let next =
            model.value(at: now) != reported ? now : model.changeTimes(after: now, through: .infinity, limit: 1).first
        guard let next else { return }
        context.scheduleDelivery(at: next, of: self, through: \.delivery) { stepper, delivery in
            let value = stepper.model.value(at: delivery.time)
            guard value != stepper.reported, let onChange = stepper.onChange else {
                stepper.settle(in: delivery.context)
                return
            }
            stepper.reported = value
            // The next step keeps its delivery while the callback runs, so a callback that
            // advances the clock itself still sees each step at its instant.
            stepper.settle(in: delivery.context)
            if delivery.deliver(EventCall("onchange", callback: onChange, arguments: [.number(value)])) {
                // What the callback changed is reported next.
                stepper.settle(in: delivery.context)
            }
        }
    }

    /// Sets the value through the history as the step `name`; undo sets it back.
    /// A held button is released first, so that its steps stay one undo step of their own.
    private func change(to value: Double, named name: String, _ call: ControlCall) throws(LuaCallError) {
        try release(call)
        let before = model.value(at: call.now)
        guard before != value else { return }
        try call.context.change(
            name, self, \.model,
            apply: { model, time in try? model.set(value, at: time) },
            revert: { model, time in try? model.set(before, at: time) })
    }

    /// `Stepper.new{value =, min =, max =, step =, wraps =, autorepeat =}` (every field
    /// optional), and a stepper's taps, presses and value.
    static var declaration: ControlDeclaration<StepperObject> {
        // The defaults are the model's own; the docs say them from there (OptionsField).
        let value = OptionsField<Double>("value", doc: "within min...max", default: Stepper.defaultValue)
        let minimum = OptionsField<Double>("min", doc: "finite, below max", default: Stepper.defaultMinimum)
        let maximum = OptionsField<Double>("max", doc: "finite, above min", default: Stepper.defaultMaximum)
        let step = OptionsField<Double>("step", doc: "finite, > 0", default: Stepper.defaultStep)
        let wraps = OptionsField<Bool>(
            "wraps", doc: "whether a step past one bound goes on from the other", default: Stepper.defaultWraps)
        let autorepeat = OptionsField<Bool>(
            "autorepeat", doc: "whether a held button repeats", default: Stepper.defaultAutorepeats)
        let options = OptionsDeclaration(value, minimum, maximum, step, wraps, autorepeat).named(
            "StepperOptions",
            doc: """
                The options of `Stepper.new`; every field is optional. Any other field is an error.
                """)

        let optionsArgument = DeclaredArgument.optionalOptions(1, options)
        var stepper = ControlDeclaration<StepperObject>(
            "Stepper", constructor: [optionsArgument], options: options
        ) {
            call throws(LuaCallError) in
            // Without a table, every field takes its default, as an empty table's do.
            let table = try call[optionsArgument]
            let settings = (
                value: try table?.read(value) ?? Stepper.defaultValue,
                minimum: try table?.read(minimum) ?? Stepper.defaultMinimum,
                maximum: try table?.read(maximum) ?? Stepper.defaultMaximum,
                step: try table?.read(step) ?? Stepper.defaultStep,
                wraps: try table?.read(wraps) ?? Stepper.defaultWraps,
                autorepeats: try table?.read(autorepeat) ?? Stepper.defaultAutorepeats
            )
            let model = try call.checking(optionsArgument) { () throws(Stepper.Failure) in
                try Stepper(
                    value: settings.value, minimum: settings.minimum, maximum: settings.maximum, step: settings.step,
                    wraps: settings.wraps, autorepeats: settings.autorepeats)
            }
            return StepperObject(model: model)
        }

        stepper.method(
            "increment", doc: "A tap on plus: one step (\"Increment Stepper\").", returns: "number value"
        ) { object, call throws(LuaCallError) in
            try object.change(
                to: object.model.stepped(object.model.value(at: call.now), by: 1, .plus), named: "Increment Stepper",
                call)
            call.push(object.model.value(at: call.now))
        }
        stepper.method(
            "decrement", doc: "A tap on minus: one step (\"Decrement Stepper\").", returns: "number value"
        ) { object, call throws(LuaCallError) in
            try object.change(
                to: object.model.stepped(object.model.value(at: call.now), by: 1, .minus), named: "Decrement Stepper",
                call)
            call.push(object.model.value(at: call.now))
        }
        let segment = DeclaredArgument<Int64>(1, "segment", "1 (minus) or 2 (plus)")
        stepper.method(
            "tap",
            doc: """
                A tap on segment `segment` (1: minus, 2: plus), as the live page's click on the drawn \
                segment calls it: the same as decrement or increment.
                """,
            segment, returns: "number value"
        ) { object, call throws(LuaCallError) in
            let which = try call[segment]
            guard which == 1 || which == 2 else {
                throw call.argumentError(segment, "a stepper has segment 1 (minus) and 2 (plus), not \(which)")
            }
            let button: Stepper.Button = which == 1 ? .minus : .plus
            try object.change(
                to: object.model.stepped(object.model.value(at: call.now), by: 1, button),
                named: button == .minus ? "Decrement Stepper" : "Increment Stepper", call)
            call.push(object.model.value(at: call.now))
        }
        let button = DeclaredArgument<Stepper.Button>(1, "button")
        stepper.method(
            "press", doc: "Holds a button down from now; false when it is disabled.",
            button, returns: "boolean accepted"
        ) { object, call throws(LuaCallError) in
            let button = try call[button]
            try object.release(call)
            let accepted = try call.checkingState { () throws(Stepper.Failure) in
                try object.model.pressDown(button, at: call.now)
            }
            object.settle(in: call.context)
            call.push(accepted)
        }
        stepper.method(
            "release",
            doc: """
                Lifts the held button, keeping the value reached; the hold is one undo step ("Hold \
                Stepper").
                """, returns: "number value"
        ) { object, call throws(LuaCallError) in
            try object.release(call)
            call.push(object.model.value(at: call.now))
        }

        stepper.writable(
            "value", doc: "the value now; assigning it is \"Set Stepper\" and ends a press",
            { object, context in object.model.value(at: context.now) }
        ) { object, call throws(LuaCallError) in
            let value: Double = try call.value()
            try call.checkingValue { () throws(Stepper.Failure) in
                var probe = object.model
                try probe.set(value, at: call.now)
            }
            try object.change(to: value, named: "Set Stepper", call)
        }
        stepper.readOnly("min", doc: "the lower bound") { object, _ in object.model.minimum }
        stepper.readOnly("max", doc: "the upper bound") { object, _ in object.model.maximum }
        stepper.readOnly("step", doc: "the step") { object, _ in object.model.step }
        stepper.readOnly("wraps", doc: "whether it wraps round its bounds") { object, _ in object.model.wraps }
        stepper.readOnly("autorepeat", doc: "whether a held button repeats") { object, _ in object.model.autorepeats }
        stepper.readOnly(
            "pressed", doc: "the button held now", type: "StepperButton?"
        ) { object, _ in object.model.press?.button.rawValue }
        stepper.readOnly(
            "plusenabled", doc: "whether plus can step now"
        ) { object, context in object.model.isEnabled(.plus, at: context.now) }
        stepper.readOnly(
            "minusenabled", doc: "whether minus can step now"
        ) { object, context in object.model.isEnabled(.minus, at: context.now) }
        stepper.callback(
            "onchange", doc: "called when the value has changed, once per instant",
            type: "fun(stepper: Stepper, value: number)",
            get: { $0.onChange }
        ) {
            object, call throws(LuaCallError) in
            object.onChange = try call.callbackValue()
            // Changes before there was anyone to tell are not reported.
            object.reported = object.model.value(at: call.now)
            object.settle(in: call.context)
        }
        stepper.readOnlyHint = "change the value with increment, decrement, press and release, or by setting value"
        stepper.describe = { object, context in
            let model = object.model
            let held = model.press.map { ", holding \($0.button.rawValue)" } ?? ""
            return "Stepper: \(LuaValue.format(model.value(at: context.now))) (\(LuaValue.format(model.minimum))..."
                + "\(LuaValue.format(model.maximum)), step \(LuaValue.format(model.step)))\(held)"
        }
        stepper.doc = """
            UIKit's UIStepper: a value changed by fixed steps with a minus and a plus button. A held \
            button steps at once, after 0.5 s, then every 0.1 s until released or at a bound.
            """
        stepper.constructorDoc = "Creates a stepper at rest."
        stepper.types = [
            .alias("StepperButton", "\"minus\"|\"plus\"", doc: "A button of a stepper.")
        ]
        stepper.page.buttons = ["decrement", "increment"]
        stepper.page.pressItem = "tap"
        return stepper
    }

    /// Lifts a held button: the steps it made are one undo step ("Hold Stepper").
    private func release(_ call: ControlCall) throws(LuaCallError) {
        guard let press = model.press else { return }
        model.release(at: call.now)
        let before = press.startValue
        let after = model.restingValue
        if after != before {
            try call.context.record(
                "Hold Stepper", self, \.model,
                apply: { model, time in try? model.set(after, at: time) },
                revert: { model, time in try? model.set(before, at: time) })
        }
        settle(in: call.context)
    }
}

extension Stepper.Button: LuaNamedArgument {
    static func luaNamed(_ name: String) throws(Stepper.Failure) -> Stepper.Button { try Stepper.Button(named: name) }
}
