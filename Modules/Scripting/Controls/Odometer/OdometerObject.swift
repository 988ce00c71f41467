import Geometry
import Models
import Rendering

/// What a Lua `Odometer` userdata holds: the model and its script-side state, and how Lua
/// reaches them (``declaration``).
final class OdometerObject: ControlObject<Odometer>, ScriptControl {
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
        self.curveName = curveName
        super.init(model: model)
    }

    /// Schedules `onroll` for the end of the current roll.
    func settle(in context: ControlContext) {
        let end = model.rollEndTime.map { [TimedEvent(time: $0, event: model.value)] } ?? []
        context.schedule(end, of: self, through: \.rollEnd) { odometer, _ in
            context.event("onroll", callback: odometer.onRoll, arguments: [])
        }
    }

    /// The most digits an odometer with decimals has: 10^15 − 1 units is below 2^53, the
    /// largest integer every smaller one of which a Lua float holds exactly.
    static let mostDigitsWithDecimals: Int64 = 15

    /// The value as Lua sees it: an integer, or with decimals the number they make (1234 with
    /// 2 decimals is 12.34).
    var luaValue: ExactNumber { number(ofUnits: model.value) }

    /// `units` as Lua sees them: an integer, or with decimals the number they make.
    func number(ofUnits units: Int64) -> ExactNumber {
        model.options.decimals == 0 ? .integer(units) : .real(Double(units) / model.options.scale)
    }

    /// A number a script gives as a value, in the odometer's units: an integer without
    /// decimals (as `set` has always read it), any number with at most `decimals` decimals
    /// with them (12.34 is 1234 units); `failure` reports anything else.
    func units(of number: ExactNumber, failure: (String) -> LuaCallError) throws(LuaCallError) -> Int64 {
        let decimals = model.options.decimals
        switch number {
        case .integer(let whole) where decimals == 0:
            return whole
        case .real(let real) where decimals == 0:
            guard let whole = Int64(exactly: real) else { throw failure("number has no integer representation") }
            return whole
        case .integer(let whole):
            let (units, overflow) = whole.multipliedReportingOverflow(by: Int64(model.options.scale))
            guard !overflow else {
                throw failure("value \(whole) is out of range for \(model.digitCount) digits with \(decimals) decimals")
            }
            return units
        case .real(let real):
            let scaled = real * model.options.scale
            let rounded = scaled.rounded()
            // 12.34 · 100 is 1233.9999999999998: a float's own error is not a third decimal.
            guard scaled.isFinite, abs(scaled - rounded) <= 1e-6 * max(1, abs(scaled)),
                let units = Int64(exactly: rounded)
            else {
                throw failure(
                    "\(LuaValue.format(real)) is not a number with at most \(decimals) decimal\(decimals == 1 ? "" : "s")"
                )
            }
            return units
        }
    }

    /// Sets the value through the history ("Set Odometer"); undo sets it back. A value the
    /// odometer cannot show is reported through `failure`.
    private func set(
        _ value: Int64, _ call: ControlCall, failure: (String) -> LuaCallError
    ) throws(LuaCallError) {
        var probe = model
        do {
            try probe.set(value, at: call.now)
        } catch {
            // With decimals the range is said in the script's numbers, not in units.
            if case .valueOutOfRange = error, model.options.decimals > 0 {
                throw failure(
                    "value \(model.plainText(ofUnits: value)) is out of range \(model.plainText(ofUnits: model.minimum))...\(model.plainText(ofUnits: model.maximum))"
                )
            }
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
    private func step(forward: Bool, _ call: ControlCall) throws(LuaCallError) {
        let increment: @Sendable (inout Odometer, Double) -> Void = { model, time in model.increment(at: time) }
        let decrement: @Sendable (inout Odometer, Double) -> Void = { model, time in model.decrement(at: time) }
        try call.context.change(
            forward ? "Increment Odometer" : "Decrement Odometer", self, \.model,
            apply: forward ? increment : decrement,
            revert: forward ? decrement : increment)
    }

    /// `Odometer.new(digits [, value])` or `Odometer.new{digits =, value =, duration =, curve =,
    /// signed =, decimals =, separator =, decimalpoint =, mode =, direction =}`, and the methods
    /// and properties of an odometer.
    static var declaration: ControlDeclaration<OdometerObject> {
        let digits = OptionsField<Int64>("digits", doc: "the number of wheels, 1 to 18 (required)", required: true)
        // Read after the others: with decimals, 12.34 is a value.
        let value = OptionsField<ExactNumber>(
            "value", doc: "0 to 10^digits − 1 units; with decimals a number such as 12.34", default: .integer(0)
        )
        let duration = OptionsField<Double>(
            "duration", doc: "seconds a roll takes, finite and ≥ 0", default: 0.5)
        let curve = OptionsField<NamedCurve>(
            "curve", doc: "the roll's timing curve",
            default: NamedCurve(name: "easeInEaseOut", curve: .easeInEaseOut)
        )
        let signed = OptionsField<Bool>(
            "signed", doc: "negative values too, with a sign wheel", default: false)
        let decimals = OptionsField<Int64>(
            "decimals",
            doc: "digits after the decimal point, 0 to digits − 1; with decimals at most 15 digits",
            default: 0
        )
        let separator = OptionsField<String?>(
            "separator", doc: "between groups of three digits before the point (default: none)", default: .some(nil)
        )
        let decimalPoint = OptionsField<String>(
            "decimalpoint", doc: "before the decimals", default: ".")
        let mode = OptionsField<OdometerOptions.Mode>(
            "mode", doc: "each changed wheel on its own, or through every value", default: .digits
        )
        let direction = OptionsField<OdometerOptions.Direction>(
            "direction", doc: "which way wheels turn", default: .automatic
        )
        let options = OptionsDeclaration(
            digits, value, duration, curve, signed, decimals, separator, decimalPoint, mode, direction
        )
        .named(
            "OdometerOptions",
            doc: """
                The table form of `Odometer.new`. Any other field is an error: "unknown field 'valu' \
                (expected curve, decimalpoint, decimals, digits, direction, duration, mode, separator, \
                signed, value)".
                """)

        let digitCount = DeclaredArgument<Int64>(1, "digits", "1 to 18")
        let initialValue = DeclaredArgument<Int64>(2, "value", "0 to 10^digits − 1", default: 0)
        let table = DeclaredArgument.options(1, options)
        var odometer = ControlDeclaration<OdometerObject>(
            "Odometer", constructor: [digitCount, initialValue], options: options
        ) { call throws(LuaCallError) in
            var arguments = (
                digits: Int64(0), duration: 0.5, curve: NamedCurve(name: "easeInEaseOut", curve: .easeInEaseOut)
            )
            var style = OdometerOptions()
            var initial = ExactNumber.integer(0)
            var valueArgument: any ArgumentDeclaration = table
            if call.isTable(table) {
                let table = try call[table]
                arguments = (try table.read(digits), try table.read(duration), try table.read(curve))
                style = OdometerOptions(
                    signed: try table.read(signed), decimals: Int(clamping: try table.read(decimals)),
                    groupSeparator: try table.read(separator), decimalSeparator: try table.read(decimalPoint),
                    mode: try table.read(mode), direction: try table.read(direction))
                initial = try table.read(value)
                if style.decimals == 0, case .real(let real) = initial, Int64(exactly: real) == nil {
                    throw table.error("field 'value' has no integer representation (give decimals for a fraction)")
                }
                // With decimals the value is a Lua float, which holds 15 decimal digits exactly:
                // past them the wheels showed one value and `value` read another.
                let most = OdometerObject.mostDigitsWithDecimals
                if style.decimals > 0, arguments.digits > most {
                    throw table.error(
                        "an odometer with decimals has at most \(most) digits (a Lua number holds no more exactly), not \(arguments.digits)"
                    )
                }
            } else {
                arguments.digits = try call[digitCount]
                initial = .integer(try call[initialValue])
                valueArgument = initialValue
            }
            func failure(_ error: OdometerError) -> LuaCallError {
                if case .valueOutOfRange = error { return call.argumentError(blaming: valueArgument, "\(error)") }
                return call.argumentError(digitCount, "\(error)")
            }
            // Made at 0 first: its decimals say how the value reads.
            let object: OdometerObject
            do throws(OdometerError) {
                let empty = try Odometer(
                    digits: Int(clamping: arguments.digits), rollDuration: arguments.duration,
                    curve: arguments.curve.curve, options: style)
                object = OdometerObject(model: empty, curveName: arguments.curve.name)
            } catch {
                throw failure(error)
            }
            let units = try object.units(of: initial) { call.argumentError(blaming: valueArgument, $0) }
            do throws(OdometerError) {
                object.model = try Odometer(
                    digits: object.model.digitCount, value: units, rollDuration: arguments.duration,
                    curve: arguments.curve.curve, options: style)
            } catch {
                throw failure(error)
            }
            return object
        }

        declareMethods(&odometer)
        declareProperties(&odometer)

        odometer.describe = { object, _ in object.model.description }
        odometer.doc = """
            An odometer-style counter (a userdata): `digits` wheels that roll to show `value`. \
            `tostring` gives `text`; `getmetatable` gives "Odometer".
            """
        odometer.constructorDoc = """
            Creates an odometer with every wheel at rest: `Odometer.new(digits [, value])` or \
            `Odometer.new{digits = …, value = …, duration = …, curve = …}`. A value out of range \
            blames argument #2 in the first form, argument #1 (the table) in the second; so does an \
            unknown field.
            """
        odometer.constructorOverloads = ["fun(options: OdometerOptions): Odometer"]
        return odometer
    }

    /// `set`, `increment`, `decrement`, `position`, `positions` and `sign`: the value and the wheels showing it.
    private static func declareMethods(_ odometer: inout ControlDeclaration<OdometerObject>) {
        let value = DeclaredArgument<ExactNumber>(
            1, "value", type: "number", "`minimum` to `maximum`; an integer without decimals"
        ) { site throws(LuaCallError) in try ExactNumber.read(site.lua, at: site.index) }
        odometer.method(
            "set",
            doc: """
                Shows `value`, rolling the changed wheels forward if it is larger in size, backward if \
                smaller (or as `direction` says), from where each wheel is and how fast it turns. \
                Recorded as "Set Odometer" (nothing when the value is unchanged).
                """,
            value
        ) { object, call throws(LuaCallError) in
            // Without decimals an integer, read (and refused) as it always was.
            let number =
                object.model.options.decimals == 0
                ? ExactNumber.integer(try call[value.read(as: Int64.self)]) : try call[value]
            try object.set(try object.units(of: number) { call.argumentError(value, $0) }, call) {
                call.argumentError(value, $0)
            }
        }
        odometer.method(
            "increment",
            doc: """
                Adds one unit of the last digit, rolling forward; the maximum rolls over to the minimum. \
                Recorded as "Increment Odometer".
                """
        ) { object, call throws(LuaCallError) in
            try object.step(forward: true, call)
        }
        odometer.method(
            "decrement",
            doc: """
                Subtracts one unit, rolling backward; the minimum rolls over to the maximum. Recorded as \
                "Decrement Odometer".
                """
        ) { object, call throws(LuaCallError) in
            try object.step(forward: false, call)
        }
        let digitArgument = DeclaredArgument<Int64>(1, "digit", "1 (the most significant) to `digits`")
        odometer.method(
            "position",
            doc: """
                Where wheel `digit` is now, in [0, 10): 3.0 shows a 3, 9.5 is halfway from 9 to 0.
                """,
            digitArgument, returns: "number position"
        ) { object, call throws(LuaCallError) in
            let count = object.model.digitCount
            let digit = try call.index(digitArgument, count: count, noun: "digit")
            guard let position = object.model.position(ofDigit: digit, at: call.now) else {
                throw call.argumentError(digitArgument, "digit \(digit + 1) is out of range 1...\(count)")
            }
            call.push(position)
        }
        odometer.method(
            "positions", doc: "The positions of every wheel now, most significant first.", returns: "number[] positions"
        ) { object, call throws(LuaCallError) in
            call.push(object.model.positions(at: call.now))
        }

        odometer.method(
            "sign",
            doc: """
                Where the sign wheel is now: 0 no sign, 1 "−", in between turning; nil when not signed.
                """, returns: "number|nil position"
        ) { object, call throws(LuaCallError) in
            call.push(object.model.signPosition(at: call.now))
        }
    }

    /// The value, its format, the roll's duration and curve, and `onroll`.
    private static func declareProperties(_ odometer: inout ControlDeclaration<OdometerObject>) {
        odometer.writable(
            "value",
            doc: """
                the value shown once the wheels stop (an integer without decimals); assigning it is \
                `set`
                """, { object, _ in object.luaValue }
        ) { object, call throws(LuaCallError) in
            let number =
                object.model.options.decimals == 0
                ? ExactNumber.integer(try call.value(as: Int64.self)) : try call.value(as: ExactNumber.self)
            try object.set(try object.units(of: number, failure: call.valueError), call, failure: call.valueError)
        }
        odometer.readOnly("digits", doc: "the number of wheels") { object, _ in object.model.digitCount }
        odometer.readOnly("maximum", doc: "10^digits − 1 units") { object, _ in
            object.number(ofUnits: object.model.maximum)
        }
        odometer.readOnly(
            "minimum", doc: "0, or −maximum when signed"
        ) { object, _ in object.number(ofUnits: object.model.minimum) }
        odometer.readOnly(
            "text", doc: "the value zero-padded, with sign, separators and decimal point"
        ) { object, _ in object.model.description }
        odometer.readOnly("signed", doc: "") { object, _ in object.model.options.signed }
        odometer.readOnly("decimals", doc: "") { object, _ in object.model.options.decimals }
        odometer.readOnly("mode", doc: "", type: #""digits"|"count""#) { object, _ in object.model.options.mode.rawValue
        }
        odometer.readOnly(
            "direction", doc: "", type: #""automatic"|"up"|"down"|"shortest""#
        ) { object, _ in object.model.options.direction.rawValue }
        // The roll's duration and curve are undo steps, as every change a user makes is.
        odometer.writable(
            "duration", doc: "seconds a roll takes; rolls under way keep theirs",
            { object, _ in object.model.rollDuration }
        ) { object, call throws(LuaCallError) in
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
        odometer.writable(
            "curve",
            doc: """
                the timing curve as given (a table as "cubic-bezier(…)"); rolls under way are re-planned \
                along it, without a jump
                """, type: "Curve", { object, _ in object.curveName }
        ) { object, call throws(LuaCallError) in
            let curve: NamedCurve = try call.value()
            let before = (curve: object.model.curve, name: object.curveName)
            guard before.name != curve.name || before.curve != curve.curve else { return }
            try call.context.change(
                "Set Roll Curve", object,
                apply: { odometer, time in
                    odometer.model.setCurve(curve.curve, at: time)
                    odometer.curveName = curve.name
                },
                revert: { odometer, time in
                    odometer.model.setCurve(before.curve, at: time)
                    odometer.curveName = before.name
                })
        }
        odometer.readOnly(
            "rolling", doc: "whether a wheel is turning now"
        ) { object, context in object.model.isRolling(at: context.now) }
        odometer.callback(
            "onroll", doc: "called when the last roll ends", type: "fun(odometer: Odometer)",
            get: { $0.onRoll }, store: { $0.onRoll = $1 })
    }
}

extension OdometerOptions.Mode: LuaNamedArgument {
    static func luaNamed(_ name: String) throws(OdometerError) -> OdometerOptions.Mode {
        try OdometerOptions.Mode(named: name)
    }
}

extension OdometerOptions.Direction: LuaNamedArgument {
    static func luaNamed(_ name: String) throws(OdometerError) -> OdometerOptions.Direction {
        try OdometerOptions.Direction(named: name)
    }
}
