import Geometry
import Models

/// The timing options of `animate`, `transition`, `wobble`, `vanish` and a plan's steps
/// (`{duration = 0.5, curve = "spring", damping = 0.7, completion = f, …}`), read into the
/// model's ``AnimationTiming``.
struct ViewTimingOptions {
    var timing: AnimationTiming
    var completion: LuaReference?
    /// `to`: the face a transition ends on.
    var face: String?
    /// `amplitude`: a wobble's swing, in radians.
    var amplitude: Double?

    /// Which call the options are for: each accepts its own fields.
    enum Use {
        case animate, transition, wobble, vanish

        /// These options as argument `position` of a method, nil or absent for the defaults.
        func argument(_ position: DeclaredArgument<OptionsTable?>.Position) -> DeclaredArgument<OptionsTable?> {
            .optionalOptions(position, fields)
        }

        var fields: OptionsDeclaration {
            switch self {
            case .animate:
                OptionsDeclaration(duration, delay, curve, damping, response, repeats, autoreverse, completion)
                    .named("ViewAnimationOptions", doc: "The timing options of `view:animate` and of plan steps.")
            case .transition:
                OptionsDeclaration(duration, delay, curve, damping, response, repeats, autoreverse, completion, to)
                    .named(
                        "ViewTransitionOptions",
                        doc: "The options of `view:transition`: those of `animate` plus the face to show."
                    )
            case .wobble:
                OptionsDeclaration(amplitude, duration, curve, damping, response, repeats, completion)
                    .named("ViewWobbleOptions", doc: "The options of `view:wobble`.")
            case .vanish:
                OptionsDeclaration(duration, delay, curve, damping, response, completion)
                    .named("ViewVanishOptions", doc: "The options of `view:vanish`.")
            }
        }
    }

    private static var duration: OptionsField<Double> {
        OptionsField(
            "duration",
            doc: """
                seconds ≥ 0 (default \(ViewValues.defaultDuration.luaLiteral); a wobble's swing \
                \(Effects.wobbleDuration.luaLiteral), a vanish \(Effects.vanishDuration.luaLiteral); a spring's \
                settling time for "spring")
                """)
    }
    private static var delay: OptionsField<Double> { OptionsField("delay", doc: "seconds ≥ 0", default: 0) }
    private static var damping: OptionsField<Double> {
        OptionsField("damping", doc: "a spring's damping ratio > 0", default: Spring.defaultDampingRatio)
    }
    private static var response: OptionsField<Double> {
        OptionsField("response", doc: "a spring's period in seconds > 0", default: Spring.defaultResponse)
    }
    private static var autoreverse: OptionsField<Bool> {
        OptionsField("autoreverse", doc: "", default: false)
    }
    private static let completion = DependentOptionsField<LuaReference>(
        "completion", doc: "called once every animated property has ended",
        luaType: "fun(view: View, finished: boolean)")
    /// The curve of an animation that names none, as UIView's.
    private static let defaultCurve = TimingCurve.easeInEaseOut
    /// `"spring"` (shaped by `damping` and `response`), or any other curve ``NamedCurve`` reads.
    private static var curve: OptionsField<TimingCurve?> {
        OptionsField("curve", doc: "", luaType: "ViewCurveName", default: .some(defaultCurve)) {
            call, index throws(LuaCallError) in
            if call.isString(index), try call.string(index) == "spring" { return nil }
            return try NamedCurve.read(call, at: index).curve
        }
    }
    private static var repeats: OptionsField<AnimationRepeat> {
        OptionsField(
            "repeats",
            doc: """
                a count > 0, possibly fractional; math.huge or "forever" repeats until cancelled \
                (default 1; a wobble's "forever")
                """, luaType: "number|\"forever\""
        ) { call, index throws(LuaCallError) in
            if call.isString(index) {
                let text = try call.string(index)
                guard text == "forever" else {
                    throw call.argumentError(index, "repeats is a count > 0 or \"forever\", not \"\(text)\"")
                }
                return .forever
            }
            let count = try call.number(index)
            do { return try AnimationRepeat(count: count) } catch { throw call.argumentError(index, "\(error)") }
        }
    }
    private static var to: OptionsField<String> {
        OptionsField(
            "to", doc: "the face to show (default \"back\" from \"front\", else \"front\")", luaType: "string",
            read: ViewValues.face
        )
    }
    private static var amplitude: OptionsField<Double> {
        OptionsField(
            "amplitude", doc: "radians each way (default \(Effects.wobbleAmplitude.degrees.luaLiteral)°)",
            luaType: "number"
        ) { call, index throws(LuaCallError) in try call.finiteNumber(index) }
    }

    /// The options in `table` (nil: the defaults), with `defaultDuration` when neither a
    /// duration nor a spring's own settling time gives one.
    init(
        _ table: OptionsTable?, runtime: LuaRuntime, defaultDuration: Double, repeatsForever: Bool = false
    ) throws(LuaCallError) {
        func failure(_ message: String) -> LuaCallError {
            table.map { $0.error(message) } ?? LuaCallError(message)
        }
        let seconds = try table?.readIfPresent(Self.duration)
        let delay = try table?.readIfPresent(Self.delay) ?? 0
        // nil: the spring the damping and response fields shape.
        let chosenCurve = try table?.readIfPresent(Self.curve) ?? .some(Self.defaultCurve)
        let damping = try table?.readIfPresent(Self.damping)
        let response = try table?.readIfPresent(Self.response)
        let repeats = try table?.readIfPresent(Self.repeats) ?? (repeatsForever ? .forever : .once)
        let autoreverses = try table?.readIfPresent(Self.autoreverse) ?? false
        completion = try table?.readIfPresent(
            Self.completion,
            using: { call, index throws(LuaCallError) in
                try call.function(index, runtime: runtime)
            })
        face = try table?.readIfPresent(Self.to)
        amplitude = try table?.readIfPresent(Self.amplitude)
        let curve: TimingCurve
        if chosenCurve == nil {
            for (name, value) in [("damping", damping), ("response", response)] {
                guard let value, !(value.isFinite && value > 0) else { continue }
                // Whole numbers as a script writes them, others as Lua's tostring shows them.
                let shown = value == value.rounded() ? NumberText.plain(value) : LuaValue.format(value)
                throw failure("spring \(name) must be a finite number > 0, not \(shown)")
            }
            do {
                curve = .spring(
                    try Spring(
                        dampingRatio: damping ?? Spring.defaultDampingRatio,
                        response: response ?? Spring.defaultResponse))
            } catch {
                throw failure("\(error)")
            }
        } else {
            guard damping == nil, response == nil else {
                throw failure("damping and response apply only to curve = \"spring\"")
            }
            curve = chosenCurve ?? Self.defaultCurve
        }
        do {
            timing = try AnimationTiming(
                duration: seconds ?? curve.naturalDuration ?? defaultDuration, delay: delay, curve: curve,
                repeatCount: repeats, autoreverses: autoreverses)
        } catch {
            throw failure("\(error)")
        }
    }

    /// The options given as `argument` of `call` (absent or nil: the defaults).
    init(
        _ call: ControlCall, _ argument: DeclaredArgument<OptionsTable?>, defaultDuration: Double,
        repeatsForever: Bool = false
    ) throws(LuaCallError) {
        try self.init(
            try call[argument], runtime: call.context.runtime, defaultDuration: defaultDuration,
            repeatsForever: repeatsForever)
    }
}
