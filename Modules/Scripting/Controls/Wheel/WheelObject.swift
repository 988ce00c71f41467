import Geometry
import Models
import Rendering

/// What a Lua `Wheel` userdata holds: the model and its script-side state, and how Lua reaches
/// them (``declaration``). Sector indices are 1-based in Lua.
final class WheelObject: ControlObject<RotaryWheel>, ScriptControl {
    /// Called with (wheel, index, name) when the wheel comes to rest on another sector.
    var onChange: LuaReference?
    /// Called with (wheel, index, name) whenever the wheel comes to rest by itself.
    var onRest: LuaReference?
    /// Called with (wheel, from, to) at every sector boundary the pointer crosses.
    var onCross: LuaReference?
    /// The sector changes and crossings of the current motion.
    let events = EventTimers<ScheduledEvent>()
    /// The slot the last crossing told entered, when, and how many crossings were told at that
    /// instant: events scheduled again at that instant go on from there (see ``settle(in:)``).
    private var told: (time: Double, slot: Double, crossings: Int)?

    /// An event as scheduled: crossings are numbered within their instant, so that a boundary
    /// crossed again at the same instant (a finger moving back and forth within one chunk) is a
    /// new event and not one already delivered.
    struct ScheduledEvent: Hashable {
        var mark: WheelEventMark
        var ordinal: Int
    }

    var restTime: Double { model.restTime }

    var endlessMotion: String? { "a Wheel spinning freely until it is told where to land (spinfree)" }

    func sceneContent(at time: Double) -> SceneContent? {
        .wheel(model)
    }

    /// How many events are scheduled at a time: a thousand-turn spin on 64 sectors crosses
    /// 64,000 boundaries, which are scheduled a batch at a time rather than all at once.
    static let eventBatch = 1_000

    /// Schedules the events of the wheel's current motion (computed by the model) as calls of
    /// `onchange`, `onrest` and `oncross`, a batch at a time: the last event of a full batch
    /// schedules the next one from its instant (those already delivered then are not delivered
    /// again). Crossings are scheduled only while someone hears them (`oncross`, or a trace): a
    /// coast of 10^10 s crosses 10^11 boundaries, which the clock would otherwise take one at a
    /// time. When crossings were told at this instant already, the new ones go on from the slot
    /// the last one entered: however many times the wheel jumps at one instant, the crossings
    /// told add up to where it is.
    func settle(in context: ControlContext) {
        let now = context.now
        model.discardMotion(before: now)
        // A free spin has no end: its crossings come a batch at a time for as long as it turns.
        let endless = model.restTime == .infinity
        let end = endless ? .infinity : max(model.motionEndTime ?? now, now).nextUp
        let resumed = told.flatMap { $0.time == now ? $0 : nil }
        let batch = model.markedEvents(
            from: now, to: end, limit: Self.eventBatch, crossings: context.hears(onCross), toldSlot: resumed?.slot)
        var instant = now
        var ordinal = resumed?.crossings ?? 0
        let scheduled = batch.map { mark -> ScheduledEvent in
            guard case .boundaryCrossed = mark.event else { return ScheduledEvent(mark: mark, ordinal: 0) }
            if mark.event.time != instant { (instant, ordinal) = (mark.event.time, 0) }
            ordinal += 1
            return ScheduledEvent(mark: mark, ordinal: ordinal)
        }
        let last = batch.count == Self.eventBatch ? scheduled.last : nil
        let events = scheduled.map { TimedEvent(time: $0.mark.event.time, event: $0) }
        context.schedule(events, of: self, through: \.events) { wheel, scheduled in
            let event = scheduled.mark.event
            if case .boundaryCrossed = event { wheel.told = (event.time, scheduled.mark.slot, scheduled.ordinal) }
            if scheduled == last { wheel.settle(in: context) }
            return switch event {
            case .changed(let index, let name, _):
                context.event(
                    "onchange", callback: wheel.onChange,
                    arguments: [.integer(Int64(index + 1)), .string(LuaString(name))]
                )
            case .rested(let index, let name, _):
                context.event(
                    "onrest", callback: wheel.onRest, arguments: [.integer(Int64(index + 1)), .string(LuaString(name))]
                )
            case .boundaryCrossed(let from, let to, _):
                context.event(
                    "oncross", callback: wheel.onCross, arguments: [.integer(Int64(from + 1)), .integer(Int64(to + 1))])
            }
        }
    }

    /// Applies a gesture or spin now, then reschedules the wheel's events for its new motion. A
    /// gesture the wheel's state refuses is the call's error.
    private func change<Result>(
        _ call: ControlCall, _ body: (inout RotaryWheel, Double) throws(WheelError) -> Result
    ) throws(LuaCallError) -> Result {
        var model = self.model
        let result = try call.checkingState { () throws(WheelError) in try body(&model, call.now) }
        self.model = model
        settle(in: call.context)
        return result
    }

    /// Records a finished gesture or spin as one undo step; undo and redo turn the wheel back
    /// and forth over its snap duration.
    private func record(_ change: WheelChange?, _ call: ControlCall) throws(LuaCallError) {
        guard let change, change.changesAngle else { return }
        try call.context.record(
            change.actionName, self, \.model,
            apply: { model, time in
                _ = try? change.apply(to: &model, duration: model.configuration.snapDuration, at: time)
            },
            revert: { model, time in
                _ = try? change.revert(on: &model, duration: model.configuration.snapDuration, at: time)
            })
    }

    /// `Wheel.new{sectors =, names =, weights =, zero =, numbering =, deadzone =, rim =, snaps =,
    /// snapduration =, deceleration =}` (every field optional) and a wheel's touch tracking,
    /// spins, reading and callbacks.
    /// One sector as `wheel:sector(i)` gives it.
    static let sectorType = LuaRecordType<WheelSector>(
        "WheelSector",
        doc: """
            One sector: the wheel angles (radians, as `wheel.angle` reads) that select it, from \
            `min` (included) to `max` (excluded) around `mid`, where a spin to it ends; and \
            `direction`, where its middle points on screen at wheel angle 0 (0 right, π/2 down); \
            `span`, the radians it covers.
            """,
        [
            .field("index") { $0.index + 1 },
            .field("name") { $0.name },
            .field("min") { $0.minAngle.radians },
            .field("mid") { $0.midAngle.radians },
            .field("max") { $0.maxAngle.radians },
            .field("direction") { $0.direction.radians },
            .field("span") { $0.span.radians },
        ])

    static var declaration: ControlDeclaration<WheelObject> {
        let defaults = WheelConfiguration()
        let sectors = OptionsField<Int64>("sectors", doc: "1 to 64", default: Int64(defaults.sectorCount))
        let names = DependentOptionsField<[String]>(
            "names",
            doc:
                "one name per sector (without `sectors` or `weights`, their number is the count), or a function of the 1-based index",
            luaType: "string[]|fun(index: integer): string"
        )
        let weights = OptionsField<[Double]>(
            "weights",
            doc: """
                one size per sector, > 0 (default: all equal); without `sectors`, their number is the \
                count
                """, luaType: "number[]"
        ) { call, index throws(LuaCallError) in
            let most = WheelConfiguration.sectorCountRange.upperBound
            let weights: [Double] = try call.sequence(index, limit: most, noun: "weight")
            guard !weights.isEmpty else {
                throw call.argumentError(index, "one weight per sector, 1 to \(most) of them, not none")
            }
            for (position, weight) in weights.enumerated() where !(weight.isFinite && weight > 0) {
                throw call.argumentError(
                    index, "weight \(position + 1) must be a finite number > 0, not \(NumberText.plain(weight))")
            }
            return weights
        }
        let zero = OptionsField<WheelZeroPosition>(
            "zero", doc: "where the pointer is, as in the seed", luaType: "WheelZeroPosition",
            default: defaults.zeroPosition
        ) {
            call, index throws(LuaCallError) in
            if call.isNumber(index) { return .angle(Angle(radians: try call.finiteNumber(index))) }
            return try WheelZeroPosition.read(call, at: index)
        }
        let numbering = OptionsField<WheelNumbering>(
            "numbering", doc: "", default: defaults.numbering)
        let deadZone = OptionsField<FiniteNumber>(
            "deadzone", doc: "touches closer to the centre are ignored",
            default: FiniteNumber(value: defaults.deadZoneRadius)
        )
        let rim = OptionsField<FiniteNumber>(
            "rim", doc: "touches farther from the centre are ignored",
            default: FiniteNumber(value: defaults.rimRadius)
        )
        let snaps = OptionsField<Bool>(
            "snaps", doc: "snap to a sector's middle after a drag", default: defaults.snaps
        )
        let snapDuration = OptionsField<FiniteNumber>(
            "snapduration", doc: "seconds of the snap",
            default: FiniteNumber(value: defaults.snapDuration)
        )
        let deceleration = OptionsField<FiniteNumber>(
            "deceleration", doc: "a flick's velocity factor per millisecond",
            default: FiniteNumber(value: defaults.decelerationRate)
        )
        let options = OptionsDeclaration(
            sectors, names, weights, zero, numbering, deadZone, rim, snaps, snapDuration, deceleration
        )
        .named(
            "WheelOptions",
            doc: """
                The options of `Wheel.new`; every field is optional. Any other field is an error.
                """)

        let optionsArgument = DeclaredArgument.optionalOptions(1, options)
        var wheel = ControlDeclaration<WheelObject>(
            "Wheel", constructor: [optionsArgument], options: options
        ) { call throws(LuaCallError) in
            var configuration = WheelConfiguration()
            if let table = try call[optionsArgument] {
                let given = try table.readIfPresent(sectors)
                let sizes = try table.readIfPresent(weights)
                // Without `sectors`, weights say how many sectors there are.
                if let count = given ?? sizes.map({ Int64($0.count) }) {
                    guard WheelConfiguration.sectorCountRange.contains(Int(clamping: count)) else {
                        throw table.error("a wheel has 1 to 64 sectors, not \(count)")
                    }
                    configuration.sectorCount = Int(count)
                    configuration.names = WheelConfiguration.defaultNames(count: Int(count))
                }
                configuration.weights = sizes
                // Without `sectors` or `weights`, a list of names says how many sectors there are.
                let countGiven = given != nil || sizes != nil
                let count = configuration.sectorCount
                if let names = try table.readIfPresent(
                    names,
                    using: { call, index throws(LuaCallError) in
                        guard !countGiven, call.isTable(index) else {
                            return try call.strings(index, count: count, item: "name", per: "sector")
                        }
                        let length = call.length(of: index)
                        guard WheelConfiguration.sectorCountRange.contains(length) else {
                            throw call.argumentError(index, "a wheel has 1 to 64 sectors, not \(length) names")
                        }
                        return try call.strings(index, count: length, item: "name", per: "sector")
                    })
                {
                    configuration.sectorCount = names.count
                    configuration.names = names
                }
                configuration.zeroPosition = try table.read(zero)
                configuration.numbering = try table.read(numbering)
                configuration.deadZoneRadius = try table.read(deadZone).value
                configuration.rimRadius = try table.read(rim).value
                configuration.snaps = try table.read(snaps)
                configuration.snapDuration = try table.read(snapDuration).value
                configuration.decelerationRate = try table.read(deceleration).value
            }
            let model = try call.checking(optionsArgument) { () throws(WheelError) in
                try RotaryWheel(configuration: configuration)
            }
            return WheelObject(model: model)
        }

        declareTouches(&wheel)
        declareSpins(&wheel)
        declareSectors(&wheel)
        declareProperties(&wheel)

        wheel.readOnlyHint = "turn the wheel with touch/move/release or spin"
        wheel.describe = { object, context in
            let model = object.model
            let now = context.now
            return
                "Wheel: sector \(model.selectedIndex(at: now) + 1) of \(model.sectorCount) (\(model.selectedName(at: now))), angle \(LuaValue.format(model.angle(at: now).radians + 0))"
        }
        wheel.doc = """
            The rotary wheel menu (a userdata). Sector indices are 1-based; points are relative to \
            the centre in screen coordinates (y down). `getmetatable` gives "Wheel".
            """
        wheel.constructorDoc = "Creates a wheel at rest with sector 1 under the pointer."
        wheel.types = [
            .alias(
                "WheelZeroPosition", "\"left\"|\"top\"|\"right\"|\"bottom\"|number",
                doc: """
                    Where the pointer sits: a name, or an angle in radians (screen coordinates, y down).
                    """),
            sectorType.definition,
        ]
        wheel.page.tracking = .init(began: "touch", moved: "move", ended: "release", cancelled: "cancel")
        return wheel
    }

    /// `touch`, `move`, `release` and `cancel`: a finger on the wheel, as UIKit tracks it.
    private static func declareTouches(_ wheel: inout ControlDeclaration<WheelObject>) {
        let (x, y) = (DeclaredArgument.finite(1, "x"), DeclaredArgument.finite(2, "y"))
        let (lastX, lastY) = (
            DeclaredArgument.finite(1, "x", type: "number?"), DeclaredArgument.finite(2, "y", type: "number?")
        )
        wheel.method(
            "touch",
            doc: """
                Starts tracking a finger at (x, y); false when the point is in the dead zone or beyond \
                the rim (the touch is then ignored).
                """, x, y, returns: "boolean accepted"
        ) {
            object, call throws(LuaCallError) in
            let point = try call.point(x, y)
            call.push(
                try object.change(call) { model, time throws(WheelError) in try model.beginTouch(at: point, time: time)
                })
        }
        wheel.method(
            "move",
            doc: """
                Turns the wheel by the angle the finger turned round the centre; points in the dead zone \
                are skipped without a jump.
                """, x, y, returns: "boolean moved"
        ) {
            object, call throws(LuaCallError) in
            let point = try call.point(x, y)
            call.push(
                try object.change(call) { model, time throws(WheelError) in try model.moveTouch(to: point, time: time) }
            )
        }
        wheel.method(
            "release",
            doc: """
                Ends the drag: a snap, or a flick that coasts and lands on a sector's middle. One undo \
                step ("Turn Wheel").
                """, lastX, lastY
        ) { object, call throws(LuaCallError) in
            let point = call.isNoneOrNil(lastX) ? nil : try call.point(lastX, lastY)
            let change = try object.change(call) { model, time throws(WheelError) in
                try model.endTouch(at: point, time: time)
            }
            try object.record(change, call)
        }
        wheel.method("cancel", doc: "Ends the drag without the flick.") { object, call throws(LuaCallError) in
            let change = try object.change(call) { model, time throws(WheelError) in try model.cancelTouch(time: time) }
            try object.record(change, call)
        }
    }

    /// `spin`, `spinfree` and `land`: the wheel turned by the script, with their options.
    private static func declareSpins(_ wheel: inout ControlDeclaration<WheelObject>) {
        // The defaults are the model's own (RotaryWheel+Spin.swift).
        let turns = OptionsField<Int64>(
            "turns", doc: "extra full turns, 0 to 1000", default: Int64(RotaryWheel.defaultSpinTurns))
        let direction = OptionsField<WheelSpinDirection>(
            "direction", doc: "", default: RotaryWheel.defaultSpinDirection)
        let duration = OptionsField<Double>(
            "duration", doc: "seconds", luaType: "number", default: RotaryWheel.defaultSpinDuration
        ) { call, index throws(LuaCallError) in
            let seconds = try call.number(index)
            guard seconds.isFinite, seconds >= 0 else {
                throw call.argumentError(
                    index, "duration must be a finite number of seconds ≥ 0, not \(call.numberText(index))")
            }
            return seconds
        }
        let curve = OptionsField<NamedCurve>(
            "curve", doc: "",
            default: NamedCurve(name: "easeInEaseOut", curve: RotaryWheel.defaultSpinCurve)
        )
        let spinOptions = OptionsDeclaration(
            turns, direction, duration, curve
        ).named("WheelSpinOptions", doc: "The options of `wheel:spin`.")
        let sectorArgument = DeclaredArgument<Int64>(1, "sector", "1 to `sectors`")
        let spinArgument = DeclaredArgument.optionalOptions(2, spinOptions)
        wheel.method(
            "spin",
            doc: """
                Turns the wheel so that `sector` lands under the pointer. One undo step ("Spin Wheel").
                """, sectorArgument, spinArgument
        ) {
            object, call throws(LuaCallError) in
            let sector = try call.index(sectorArgument, count: object.model.sectorCount, noun: "sector")
            var spin: (turns: Int64, direction: WheelSpinDirection, duration: Double, curve: TimingCurve)?
            if let table = try call[spinArgument] {
                // Read in the order the options are documented: turns, duration, direction, curve.
                let count = try table.read(turns)
                let seconds = try table.read(duration)
                spin = (count, try table.read(direction), seconds, try table.read(curve).curve)
            }
            let change = try object.change(call) { model, time throws(WheelError) in
                guard let spin else { return try model.spin(toSector: sector, at: time) }
                return try model.spin(
                    toSector: sector, turns: Int(clamping: spin.turns), direction: spin.direction,
                    duration: spin.duration, curve: spin.curve, at: time)
            }
            try object.record(change, call)
        }
        let speedArgument = DeclaredArgument<Double>(
            1, "speed", "turns a second, positive clockwise, not 0, at most 100 either way")
        wheel.method(
            "spinfree",
            doc: """
                Turns at a steady `speed` until told otherwise (land, a spin, a rotation, a touch); the \
                value waits for the landing, and nothing is recorded until then. Never ends by itself.
                """,
            speedArgument
        ) { object, call throws(LuaCallError) in
            let speed = try call[speedArgument]
            // A bad speed is the argument's error; the model checks it.
            try call.checking(speedArgument) { () throws(WheelError) in
                var probe = object.model
                try probe.spinFreely(turnsPerSecond: speed, at: call.now)
            }
            _ = try object.change(call) { model, time throws(WheelError) in
                try model.spinFreely(turnsPerSecond: speed, at: time)
            }
        }
        let landDuration = OptionsField<Double>(
            "duration", doc: "seconds > 0", luaType: "number", default: RotaryWheel.defaultLandDuration
        ) { call, index throws(LuaCallError) in
            let seconds = try call.number(index)
            guard seconds.isFinite, seconds > 0 else {
                throw call.argumentError(
                    index, "duration must be a finite number of seconds > 0, not \(call.numberText(index))")
            }
            return seconds
        }
        let landOptions = OptionsDeclaration(turns, landDuration).named(
            "WheelLandOptions", doc: "The options of `wheel:land`.")
        let landArgument = DeclaredArgument.optionalOptions(2, landOptions)
        wheel.method(
            "land",
            doc: """
                Brings a freely spinning wheel to rest on `sector` the way it turns, never faster: \
                full speed for `turns` whole turns and what it needs, then slowing evenly over \
                `duration` (default \(RotaryWheel.defaultLandDuration.luaLiteral) s). One undo step, "Spin Wheel", from where it rested before spinfree.
                """,
            sectorArgument, landArgument
        ) { object, call throws(LuaCallError) in
            let sector = try call.index(sectorArgument, count: object.model.sectorCount, noun: "sector")
            var landing = (turns: Int64(RotaryWheel.defaultSpinTurns), duration: RotaryWheel.defaultLandDuration)
            if let table = try call[landArgument] {
                landing = (try table.read(turns), try table.read(landDuration))
            }
            let change = try object.change(call) { model, time throws(WheelError) in
                try model.land(
                    onSector: sector, turns: Int(clamping: landing.turns), duration: landing.duration, at: time)
            }
            try object.record(change, call)
        }
    }

    /// `alpha`, `alphas` and `sector`: what each sector shows and where it points.
    private static func declareSectors(_ wheel: inout ControlDeclaration<WheelObject>) {
        let sectorArgument = DeclaredArgument<Int64>(1, "sector")
        wheel.method(
            "alpha",
            doc: """
                1.0 for the sector under the pointer, 0.6 for the others (all 0.6 while touched).
                """, sectorArgument, returns: "number"
        ) { object, call throws(LuaCallError) in
            let index = try call.index(sectorArgument, count: object.model.sectorCount, noun: "sector")
            call.push(object.model.alphas(at: call.now)[index])
        }
        wheel.method(
            "alphas", doc: "Every sector's alpha now, in order (see `alpha`).",
            returns: "number[] alphas every sector's alpha, in order"
        ) { object, call throws(LuaCallError) in
            call.push(object.model.alphas(at: call.now))
        }
        wheel.method(
            "sector", doc: "One sector: its name, the angles that select it and where its middle points.",
            sectorArgument, returns: "WheelSector"
        ) { object, call throws(LuaCallError) in
            let sector = object.model.sectors[
                try call.index(sectorArgument, count: object.model.sectorCount, noun: "sector")]
            call.push(sectorType.record(sector))
        }
    }

    /// The wheel's state now, and its callbacks.
    private static func declareProperties(_ wheel: inout ControlDeclaration<WheelObject>) {
        wheel.readOnly("value", doc: "the selected sector (where the wheel is going)") { object, _ in
            object.model.value + 1
        }
        wheel.readOnly("name", doc: "its name") { object, _ in object.model.valueName }
        wheel.readOnly(
            "selected", doc: "the sector under the pointer now"
        ) { object, context in object.model.selectedIndex(at: context.now) + 1 }
        // + 0 turns -0.0 into 0.0.
        wheel.readOnly(
            "angle", doc: "the angle now, in radians, unbounded (counts turns)"
        ) { object, context in object.model.angle(at: context.now).radians + 0 }
        wheel.readOnly(
            "normalized", doc: "the angle now in (−π, π]"
        ) { object, context in object.model.normalizedAngle(at: context.now).radians + 0 }
        wheel.readOnly("moving", doc: "whether the wheel turns now") { object, context in
            object.model.isMoving(at: context.now)
        }
        wheel.readOnly(
            "tracking", doc: "whether a finger holds it"
        ) { object, context in object.model.isTracking(at: context.now) }
        wheel.readOnly(
            "spinningfree", doc: "whether it turns freely (spinfree), not yet told where to land"
        ) { object, context in object.model.isSpinningFreely(at: context.now) }
        wheel.readOnly("sectors", doc: "the number of sectors") { object, _ in object.model.sectorCount }
        wheel.readOnly("weights", doc: "every sector's weight (all 1 when equal)") { object, _ in
            object.model.configuration.weights ?? Array(repeating: 1, count: object.model.sectorCount)
        }
        wheel.callback(
            "onchange", doc: "when the wheel comes to rest on another sector",
            type: "fun(wheel: Wheel, index: integer, name: string)",
            get: { $0.onChange }, store: { $0.onChange = $1 }
        )
        wheel.callback(
            "onrest", doc: "whenever the wheel comes to rest by itself (the end of a snap, coast, spin or landing)",
            type: "fun(wheel: Wheel, index: integer, name: string)",
            get: { $0.onRest }, store: { $0.onRest = $1 }
        )
        wheel.callback(
            "oncross", doc: "at every boundary crossed", type: "fun(wheel: Wheel, from: integer, to: integer)",
            get: { $0.onCross },
            set: { object, call throws(LuaCallError) in
                // Crossings are scheduled only while heard (settle): a new listener hears them from now.
                let heardBefore = call.context.hears(object.onCross)
                object.onCross = try call.callbackValue()
                if call.context.hears(object.onCross) != heardBefore { object.settle(in: call.context) }
            }
        )
    }
}

extension WheelSpinDirection: LuaNamedArgument {
    static func luaNamed(_ name: String) throws(WheelError) -> WheelSpinDirection {
        try WheelSpinDirection(named: name)
    }
}

extension WheelNumbering: LuaNamedArgument {
    static func luaNamed(_ name: String) throws(WheelError) -> WheelNumbering { try WheelNumbering(named: name) }
}

extension WheelZeroPosition: LuaLiteral {
    /// A name as a string, an angle as its radians.
    var luaLiteral: String {
        switch self {
        case .left: "left".luaLiteral
        case .top: "top".luaLiteral
        case .right: "right".luaLiteral
        case .bottom: "bottom".luaLiteral
        case .angle(let angle): angle.radians.luaLiteral
        }
    }
}

extension WheelZeroPosition: LuaNamedArgument {
    static func luaNamed(_ name: String) throws(WheelError) -> WheelZeroPosition { try WheelZeroPosition(named: name) }
}
