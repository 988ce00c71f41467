import Geometry
import Models
import Rendering

/// What a Lua `Timer` userdata holds: the countdown model and its script-side state, and how
/// Lua reaches them (``declaration``).
final class TimerObject: ControlObject<CountdownTimer>, ScriptControl {
    /// Called with the timer when the alarm sounds (the countdown reaches zero, alarm on).
    var onAlarm: LuaReference?
    /// The alarm, keyed by its instant.
    let alarm = EventTimers<Double>()

    var restTime: Double { model.restTime }
    var appearanceRestTime: Double { model.appearanceRestTime }

    func sceneContent(at time: Double) -> SceneContent? {
        .timer(model)
    }

    /// Schedules the alarm at the exact instant the model gives (none while paused, stopped or
    /// with the alarm off), replacing the one scheduled before; an alarm already sounded at
    /// this instant (a setting toggled by the alarm's own callback) does not sound again.
    func settle(in context: ControlContext) {
        let alarm = model.alarmTime.map { [TimedEvent(time: $0, event: $0)] } ?? []
        context.schedule(alarm, of: self, through: \.alarm) { timer, _ in
            context.event("onalarm", callback: timer.onAlarm, arguments: [])
        }
    }

    /// Gives a start, pause, resume, stop or reset now as one undo step named `name` (none when
    /// it changes nothing). Undo and redo put back the timer as it was just before or just after
    /// (``CountdownTimer/restore(_:commandTime:at:)``).
    private func command(
        _ name: String, _ call: ControlCall, _ body: (inout CountdownTimer, Double) throws(CountdownTimerError) -> Void
    ) throws(LuaCallError) {
        let now = call.now
        let before = model
        var after = before
        try call.checkingState { () throws(CountdownTimerError) in try body(&after, now) }
        guard after != before else { return }
        try call.context.change(
            name, self, \.model,
            apply: { [after] model, time in model.restore(after, commandTime: now, at: time) },
            revert: { model, time in model.restore(before, commandTime: now, at: time) })
    }

    /// Sets the duration of later runs ("Set Timer Duration");
    /// ``CountdownTimer/undoDurationChange(to:before:)`` on undo.
    private func setDuration(_ seconds: Double, _ call: ControlCall) throws(LuaCallError) {
        let before = model
        var probe = before
        try call.checkingValue { () throws(CountdownTimerError) in try probe.setDuration(seconds) }
        guard probe != before else { return }
        let old = before.duration
        try call.context.change(
            "Set Timer Duration", self, \.model,
            apply: { model, _ in try? model.setDuration(seconds) },
            revert: { model, _ in model.undoDurationChange(to: old, before: before) })
    }

    /// Turns one of the seed's settings on or off as one undo step; undo turns it back.
    private func set(
        _ setting: WritableKeyPath<CountdownSettings, Bool> & Sendable, to value: Bool,
        named name: (on: String, off: String), _ call: ControlCall
    ) throws(LuaCallError) {
        let old = model.settings[keyPath: setting]
        guard old != value else { return }
        try call.context.change(
            value ? name.on : name.off, self, \.model,
            apply: { model, _ in model.settings[keyPath: setting] = value },
            revert: { model, _ in model.settings[keyPath: setting] = old })
    }

    /// One effect circle, as `timer:circles()` gives each. (+ 0 turns -0.0 into 0.0.)
    static let circleType = LuaRecordType<CountdownEffectCircle>(
        "TimerCircle", doc: "One of the two effect circles at one instant.",
        [
            .field("rotation", "degrees turned from 12 o'clock, clockwise on screen, 0 to 360") { $0.rotation.degrees },
            .field("x", "the centre relative to the ring's centre, in points") { $0.center.x + 0 },
            .field("y", "the same, y down: 12 o'clock is (0, −0.38 × screen)") { $0.center.y + 0 },
            .field("diameter", "20 points") { $0.diameter },
            .field("hue", "0 ≤ hue < 1 (full saturation and brightness)") { $0.color.hue },
            .field("opacity", "0.5") { $0.color.alpha },
        ])

    /// An effect frame as `timer:circles()` gives it: `{circle1, circle2, cycles = n}`.
    static let circlesType = LuaRecordType<CountdownEffectFrame>(
        "TimerCircles", doc: "The effect animation at one instant: `[1]` and `[2]` are the circles.",
        [
            .item(1, type: "TimerCircle", "the circle that turns 0° → 360° in each turn (hue from 0.5)") {
                circleType.record($0.first)
            },
            .item(2, type: "TimerCircle", "the circle that turns 360° → 0° in each turn (hue from 0.3)") {
                circleType.record($0.second)
            },
            .field("cycles", "the whole 5-second turns completed since the run started") { $0.cycle },
        ])

    /// `Timer.new(duration)` or `Timer.new{duration =, progressbar =, effect =, alarm =,
    /// screen =, cycle =}`, and a timer's commands, state, settings, effect circles and
    /// `onalarm`.
    static var declaration: ControlDeclaration<TimerObject> {
        let defaults = CountdownSettings()
        let durationField = OptionsField<Double>("duration", doc: "seconds, finite and > 0 (required)", required: true)
        let progressBar = OptionsField<Bool>(
            "progressbar", doc: "whether the progress ring is shown", default: defaults.isProgressBarOn
        )
        let effect = OptionsField<Bool>(
            "effect", doc: "whether the effect animation is shown", default: defaults.isEffectAnimationOn
        )
        let alarm = OptionsField<Bool>(
            "alarm", doc: "whether the alarm sounds at zero", default: defaults.isAlarmOn
        )
        let screen = OptionsField<Double>(
            "screen",
            doc: """
                the screen width in points the effect is laid out for, finite and > 0
                """, default: CountdownEffect.defaultScreenWidth)
        let cycle = OptionsField<CountdownEffectCycle>(
            "cycle", doc: "what the circles do every 5 s", default: .restart
        )
        let options = OptionsDeclaration(durationField, progressBar, effect, alarm, screen, cycle).named(
            "TimerOptions",
            doc: """
                The options of `Timer.new`. Any other field is an error: "unknown field 'progress' \
                (expected alarm, cycle, duration, effect, progressbar, screen)".
                """)

        let seconds = DeclaredArgument<Double>(1, "duration", "seconds, finite and > 0")
        let table = DeclaredArgument.options(1, options)
        var timer = ControlDeclaration<TimerObject>(
            "Timer", constructor: [seconds], options: options
        ) { call throws(LuaCallError) in
            var settings = CountdownSettings()
            var layout = (screen: CountdownEffect.defaultScreenWidth, cycle: CountdownEffectCycle.restart)
            let duration: Double
            if call.isTable(table) {
                let table = try call[table]
                duration = try table.read(durationField)
                settings.isProgressBarOn = try table.read(progressBar)
                settings.isEffectAnimationOn = try table.read(effect)
                settings.isAlarmOn = try table.read(alarm)
                layout = (try table.read(screen), try table.read(cycle))
            } else {
                duration = try call[seconds]
            }
            let model = try call.checking(seconds) { () throws(CountdownTimerError) in
                let effect = try CountdownEffect(screenWidth: layout.screen, cycle: layout.cycle)
                return try CountdownTimer(duration: duration, settings: settings, effect: effect)
            }
            return TimerObject(model: model)
        }

        timer.method(
            "start",
            doc: """
                Counts down the full `duration` from now; the timer must be stopped. "Start Timer".
                """
        ) { object, call throws(LuaCallError) in
            try object.command("Start Timer", call) { model, time throws(CountdownTimerError) in
                try model.start(at: time)
            }
        }
        timer.method(
            "pause", doc: "Freezes the time left; the timer must be running. \"Pause Timer\"."
        ) { object, call throws(LuaCallError) in
            try object.command("Pause Timer", call) { model, time throws(CountdownTimerError) in
                try model.pause(at: time)
            }
        }
        timer.method(
            "resume",
            doc: """
                Counts down again from where `pause` froze it; the timer must be paused. "Resume Timer".
                """
        ) { object, call throws(LuaCallError) in
            try object.command("Resume Timer", call) { model, time throws(CountdownTimerError) in
                try model.resume(at: time)
            }
        }
        timer.method(
            "stop",
            doc: """
                Ends the run, keeping the time left on the display; nothing on a stopped timer. "Stop \
                Timer".
                """
        ) { object, call throws(LuaCallError) in
            try object.command("Stop Timer", call) { model, time throws(CountdownTimerError) in
                // Stopping a stopped timer changes nothing, also for a run that reached zero.
                guard model.status(at: time) != .stopped else { return }
                try model.stop(at: time)
            }
        }
        timer.method(
            "reset", doc: "Stops the timer and shows the full `duration` again. \"Reset Timer\"."
        ) { object, call throws(LuaCallError) in
            try object.command("Reset Timer", call) { model, _ in model.reset() }
        }
        timer.method(
            "circles",
            doc: """
                The effect circles now, or nil when the effect is not shown (stopped, or `effect` off).
                """, returns: "TimerCircles?"
        ) { object, call throws(LuaCallError) in
            call.push(object.model.effect(at: call.now).map { circlesType.record($0) })
        }

        timer.writable(
            "duration",
            doc: """
                the seconds a run starts from; assigning it is an undo step ("Set Timer Duration"); a \
                run under way keeps its own
                """, { object, _ in object.model.duration }
        ) { object, call throws(LuaCallError) in
            try object.setDuration(try call.value(), call)
        }
        timer.readOnly("total", doc: "the duration of the current or last run") { object, _ in object.model.total }
        timer.readOnly(
            "status", doc: "", type: "TimerStatus"
        ) { object, context in object.model.status(at: context.now).rawValue }
        timer.readOnly(
            "remaining", doc: "the seconds left now, `total` down to 0"
        ) { object, context in object.model.remaining(at: context.now) }
        timer.readOnly(
            "elapsed", doc: "the seconds counted in the current or last run"
        ) { object, context in object.model.elapsed(at: context.now) }
        timer.readOnly(
            "progress", doc: "0 (full time left) to 1 (zero reached)"
        ) { object, context in object.model.progress(at: context.now) }
        timer.readOnly(
            "alarmtime",
            doc: """
                the `clock.now()` time the alarm will sound; nil unless running with the alarm on
                """
        ) { object, context in
            object.model.status(at: context.now) == .running ? object.model.alarmTime : nil
        }
        timer.writable(
            "progressbar", doc: "the setting; each change is an undo step",
            { object, _ in object.model.settings.isProgressBarOn }
        ) { object, call throws(LuaCallError) in
            try object.set(
                \.isProgressBarOn, to: try call.value(), named: ("Show Progress Ring", "Hide Progress Ring"), call)
        }
        timer.writable(
            "effect", doc: "the setting; each change is an undo step",
            { object, _ in object.model.settings.isEffectAnimationOn }
        ) { object, call throws(LuaCallError) in
            try object.set(
                \.isEffectAnimationOn, to: try call.value(), named: ("Show Effect Animation", "Hide Effect Animation"),
                call)
        }
        timer.writable(
            "alarm", doc: "the setting; each change is an undo step", { object, _ in object.model.settings.isAlarmOn }
        ) { object, call throws(LuaCallError) in
            try object.set(\.isAlarmOn, to: try call.value(), named: ("Turn Alarm On", "Turn Alarm Off"), call)
        }
        timer.readOnly(
            "screen", doc: "the screen width the effect is laid out for"
        ) { object, _ in object.model.effect.screenWidth }
        timer.readOnly("cycle", doc: "", type: #""restart"|"alternate""#) { object, _ in
            object.model.effect.cycle.rawValue
        }
        timer.callback(
            "onalarm", doc: "called at the exact instant the countdown reaches zero (alarm on)",
            type: "fun(timer: Timer)",
            get: { $0.onAlarm }, store: { $0.onAlarm = $1 }
        )
        timer.describe = { object, context in
            let model = object.model
            let now = context.now
            return
                "Timer: \(model.status(at: now).rawValue), \(LuaValue.format(model.remaining(at: now))) of \(LuaValue.format(model.total)) s left"
        }
        timer.doc = """
            The seed's countdown timer (a userdata). Everything it reports is computed from the \
            clock when asked. `tostring` gives "Timer: running, 45.0 of 60.0 s left"; `getmetatable` \
            gives "Timer".
            """
        timer.constructorDoc = """
            Creates a stopped timer showing its full duration: `Timer.new(duration)` or \
            `Timer.new{duration = …, progressbar = …, effect = …, alarm = …, screen = …, cycle = \
            …}`.
            """
        timer.constructorOverloads = ["fun(options: TimerOptions): Timer"]
        timer.types = [
            circleType.definition,
            circlesType.definition,
            .alias("TimerStatus", "\"stopped\"|\"running\"|\"paused\"", doc: ""),
        ]
        timer.page.buttons = ["start", "pause", "resume", "stop", "reset"]
        return timer
    }
}

extension CountdownEffectCycle: LuaNamedArgument {
    static func luaNamed(_ name: String) throws(CountdownTimerError) -> CountdownEffectCycle {
        try CountdownEffectCycle(named: name)
    }
}
