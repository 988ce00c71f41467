import Geometry
import Models
internal import CLua
internal import CLuaShim

extension ScriptHost {
    static let timerClass = "Timer"

    /// A setting of the seed's settings screen, as a Lua field.
    private enum TimerSetting: Sendable {
        case progressBar, effect, alarm

        func value(in settings: CountdownSettings) -> Bool {
            switch self {
            case .progressBar: settings.isProgressBarOn
            case .effect: settings.isEffectAnimationOn
            case .alarm: settings.isAlarmOn
            }
        }

        func set(_ value: Bool, in settings: inout CountdownSettings) {
            switch self {
            case .progressBar: settings.isProgressBarOn = value
            case .effect: settings.isEffectAnimationOn = value
            case .alarm: settings.isAlarmOn = value
            }
        }

        /// The undo step's name for turning the setting on or off.
        func actionName(_ value: Bool) -> String {
            switch self {
            case .progressBar: value ? "Show Progress Ring" : "Hide Progress Ring"
            case .effect: value ? "Show Effect Animation" : "Hide Effect Animation"
            case .alarm: value ? "Turn Alarm On" : "Turn Alarm Off"
            }
        }
    }

    /// The `Timer` library: `Timer.new(duration)` or `Timer.new{duration = …, progressbar = …,
    /// effect = …, alarm = …, screen = …, cycle = …}`, and a timer's commands (start, pause,
    /// resume, stop, reset), its state now, its settings, the effect circles and `onalarm`.
    func registerTimerLibrary() {
        var luaClass = LuaClass(name: ScriptHost.timerClass)
        luaClass.methods = [
            LuaBinding("start", { [unowned(unsafe) self] call throws(LuaCallError) in
                try command("Start Timer", on: try timer(call)) { model, time throws(CountdownTimerError) in
                    try model.start(at: time)
                }
                return 0
            }),
            LuaBinding("pause", { [unowned(unsafe) self] call throws(LuaCallError) in
                try command("Pause Timer", on: try timer(call)) { model, time throws(CountdownTimerError) in
                    try model.pause(at: time)
                }
                return 0
            }),
            LuaBinding("resume", { [unowned(unsafe) self] call throws(LuaCallError) in
                try command("Resume Timer", on: try timer(call)) { model, time throws(CountdownTimerError) in
                    try model.resume(at: time)
                }
                return 0
            }),
            LuaBinding("stop", { [unowned(unsafe) self] call throws(LuaCallError) in
                try command("Stop Timer", on: try timer(call)) { model, time throws(CountdownTimerError) in
                    // Stopping a stopped timer changes nothing, also for a run that reached zero.
                    guard model.status(at: time) != .stopped else { return }
                    try model.stop(at: time)
                }
                return 0
            }),
            LuaBinding("reset", { [unowned(unsafe) self] call throws(LuaCallError) in
                try command("Reset Timer", on: try timer(call)) { model, _ throws(CountdownTimerError) in
                    model.reset()
                }
                return 0
            }),
            LuaBinding("circles", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try timer(call)
                guard let frame = object.model.effect(at: clock.now) else {
                    call.pushNil()
                    return 1
                }
                ScriptHost.pushEffectFrame(frame, call)
                return 1
            }),
        ]
        luaClass.properties = [
            "duration", "total", "status", "remaining", "elapsed", "progress", "alarmtime",
            "progressbar", "effect", "alarm", "screen", "cycle", "onalarm",
        ]
        luaClass.getter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try timer(call)
            let model = object.model
            let now = clock.now
            switch key {
            case "duration": call.push(model.duration)
            case "total": call.push(model.total)
            case "status": call.push(model.status(at: now).rawValue)
            case "remaining": call.push(model.remaining(at: now))
            case "elapsed": call.push(model.elapsed(at: now))
            case "progress": call.push(model.progress(at: now))
            case "alarmtime":
                if let alarm = model.alarmTime, model.status(at: now) == .running { call.push(alarm) } else { call.pushNil() }
            case "progressbar": call.push(model.settings.isProgressBarOn)
            case "effect": call.push(model.settings.isEffectAnimationOn)
            case "alarm": call.push(model.settings.isAlarmOn)
            case "screen": call.push(model.effect.screenWidth)
            case "cycle": call.push(model.effect.cycle.rawValue)
            case "onalarm": if let f = object.onAlarm { f.push(onto: call.state) } else { call.pushNil() }
            default: throw LuaCallError("Timer has no member '\(key)'")
            }
            return 1
        }
        luaClass.setter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try timer(call)
            switch key {
            case "duration": try setDuration(object, to: try call.number(3))
            case "progressbar": try set(.progressBar, of: object, to: try call.boolean(3))
            case "effect": try set(.effect, of: object, to: try call.boolean(3))
            case "alarm": try set(.alarm, of: object, to: try call.boolean(3))
            case "onalarm": object.onAlarm = try call.optionalFunction(3, runtime: runtime)
            case "total", "status", "remaining", "elapsed", "progress", "alarmtime", "screen", "cycle":
                throw LuaCallError("Timer field '\(key)' is read-only")
            default:
                throw LuaCallError("Timer has no member '\(key)'")
            }
        }
        luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
            let model = try timer(call).model
            let now = clock.now
            return "Timer: \(model.status(at: now).rawValue), \(LuaValue.format(model.remaining(at: now))) of \(LuaValue.format(model.total)) s left"
        }
        runtime.register(luaClass)

        registerConstructor("Timer", of: luaClass) { host, call throws(LuaCallError) in
            TimerObject(model: try host.makeTimer(call))
        }
    }

    private func timer(_ call: LuaCall) throws(LuaCallError) -> TimerObject {
        try call.object(1, of: ScriptHost.timerClass)
    }

    /// `Timer.new(duration)` or `Timer.new{duration=, progressbar=, effect=, alarm=, screen=, cycle=}`.
    private func makeTimer(_ call: LuaCall) throws(LuaCallError) -> CountdownTimer {
        var settings = CountdownSettings()
        var screen = CountdownEffect.defaultScreenWidth
        var cycle = CountdownEffectCycle.restart
        let duration: Double
        if lua_type(call.state, 1) == LUA_TTABLE {
            let options = try LuaOptionsTable(call, argument: 1, allowed: [
                "duration", "progressbar", "effect", "alarm", "screen", "cycle",
            ])
            guard let seconds = try options.field("duration", { call, index throws(LuaCallError) in try call.number(index) }) else {
                throw call.argumentError(1, "field 'duration' is missing")
            }
            duration = seconds
            let flag: (LuaCall, Int32) throws(LuaCallError) -> Bool = { call, index throws(LuaCallError) in try call.boolean(index) }
            settings.isProgressBarOn = try options.field("progressbar", flag) ?? settings.isProgressBarOn
            settings.isEffectAnimationOn = try options.field("effect", flag) ?? settings.isEffectAnimationOn
            settings.isAlarmOn = try options.field("alarm", flag) ?? settings.isAlarmOn
            screen = try options.field("screen") { call, index throws(LuaCallError) in try call.number(index) } ?? screen
            cycle = try options.field("cycle") { call, index throws(LuaCallError) -> CountdownEffectCycle in
                let name = try call.string(index)
                guard let cycle = CountdownEffectCycle(rawValue: name) else {
                    let names = CountdownEffectCycle.allCases.map(\.rawValue).joined(separator: ", ")
                    throw call.argumentError(index, "unknown cycle \"\(name)\"; valid names are \(names)")
                }
                return cycle
            } ?? cycle
        } else {
            duration = try call.number(1)
        }
        do {
            let effect = try CountdownEffect(screenWidth: screen, cycle: cycle)
            return try CountdownTimer(duration: duration, settings: settings, effect: effect)
        } catch {
            throw call.argumentError(1, "\(error)")
        }
    }

    /// Pushes an effect frame: `{circle1, circle2, cycles = n}`, each circle
    /// `{rotation = degrees, x =, y =, diameter =, hue =, opacity =}`.
    private static func pushEffectFrame(_ frame: CountdownEffectFrame, _ call: LuaCall) {
        let state = call.state
        lua_createtable(state, 2, 1)
        for (offset, circle) in frame.circles.enumerated() {
            lua_createtable(state, 0, 6)
            call.push(circle.rotation.degrees)
            lua_setfield(state, -2, "rotation")
            call.push(circle.center.x + 0)  // + 0 turns -0.0 into 0.0
            lua_setfield(state, -2, "x")
            call.push(circle.center.y + 0)
            lua_setfield(state, -2, "y")
            call.push(circle.diameter)
            lua_setfield(state, -2, "diameter")
            call.push(circle.color.hue)
            lua_setfield(state, -2, "hue")
            call.push(circle.color.alpha)
            lua_setfield(state, -2, "opacity")
            lua_rawseti(state, -2, Int64(offset + 1))
        }
        call.push(frame.cycle)
        lua_setfield(state, -2, "cycles")
    }

    /// Gives a start, pause, resume, stop or reset at the current time as one undo step named
    /// `name` (none when it changes nothing). Undo puts back the timer as it was just before the
    /// command, redo as it was just after; a state that was running runs again from the undo
    /// (redo) instant with the time it had left at the command.
    private func command(
        _ name: String, on object: TimerObject,
        _ body: (inout CountdownTimer, Double) throws(CountdownTimerError) -> Void
    ) throws(LuaCallError) {
        let now = clock.now
        let before = object.model
        var after = before
        do {
            try body(&after, now)
        } catch {
            throw LuaCallError("\(error)")
        }
        guard after != before else { return }
        let id = object.id
        let changed = after
        try perform(name, apply: { host in
            host.changeTimer(id) { model, time in
                model = TimerObject.restore(changed, commandTime: now, at: time, current: model)
            }
        }, revert: { host in
            host.changeTimer(id) { model, time in
                model = TimerObject.restore(before, commandTime: now, at: time, current: model)
            }
        })
    }

    /// Sets the duration of later runs ("Set Timer Duration"). Undo sets the old duration back;
    /// on a stopped timer it also brings back what the display showed.
    private func setDuration(_ object: TimerObject, to seconds: Double) throws(LuaCallError) {
        let before = object.model
        var probe = before
        do {
            try probe.setDuration(seconds)
        } catch {
            throw LuaCallError("bad value for 'duration' (\(error))")
        }
        guard probe != before else { return }
        let old = before.duration
        let id = object.id
        try perform("Set Timer Duration", apply: { host in
            host.changeTimer(id) { model, _ in try? model.setDuration(seconds) }
        }, revert: { host in
            host.changeTimer(id) { model, _ in
                if model.runStartTime == nil, before.runStartTime == nil {
                    // Stopped: the display showed the old state, which depends on no time.
                    var restored = before
                    restored.settings = model.settings
                    restored.effect = model.effect
                    model = restored
                } else {
                    try? model.setDuration(old)
                }
            }
        })
    }

    /// Turns a setting on or off as one undo step; undo turns it back.
    private func set(_ setting: TimerSetting, of object: TimerObject, to value: Bool) throws(LuaCallError) {
        let old = setting.value(in: object.model.settings)
        guard old != value else { return }
        let id = object.id
        try perform(setting.actionName(value), apply: { host in
            host.changeTimer(id) { model, _ in setting.set(value, in: &model.settings) }
        }, revert: { host in
            host.changeTimer(id) { model, _ in setting.set(old, in: &model.settings) }
        })
    }

    /// Applies `body` to the live timer `id` at the current time and reschedules its alarm.
    /// Does nothing when the script has dropped the timer.
    func changeTimer(_ id: Int, _ body: (inout CountdownTimer, Double) -> Void) {
        updateControl(id, \TimerObject.model, body, then: scheduleAlarm)
    }

    /// Schedules the alarm at the exact instant the model gives (none while paused, stopped or
    /// with the alarm off), replacing the one scheduled before. The callback looks the timer up
    /// weakly, so a pending alarm does not keep a dropped timer alive.
    private func scheduleAlarm(_ object: TimerObject) {
        if let timer = object.alarmTimer { scheduler.cancel(timer) }
        object.alarmTimer = nil
        let now = clock.now
        guard let alarm = object.model.alarmTime, alarm > now || (alarm == now && object.deliveredAlarm != alarm) else {
            return
        }
        let id = object.id
        object.alarmTimer = scheduler.schedule(at: alarm) { host, state, _ in
            guard let object: TimerObject = host.control(id) else { return LUA_OK }
            object.alarmTimer = nil
            guard object.model.alarmTime == alarm else { return LUA_OK }
            object.deliveredAlarm = alarm
            guard let onAlarm = object.onAlarm else { return LUA_OK }
            return host.invoke(onAlarm, on: state) { state in
                host.pushControl(id, onto: state)
                return 1
            }
        }
    }
}
