import Geometry
import Models
internal import CLua
internal import CLuaShim

extension ScriptHost {
    static let wheelClass = "Wheel"

    /// The `Wheel` library: `Wheel.new{sectors = …, names = … , zero = …, numbering = …,
    /// deadzone = …, rim = …, snaps = …, snapduration = …, deceleration = …}` and a wheel's
    /// touch tracking, spins, reading and callbacks. Sector indices are 1-based in Lua.
    func registerWheelLibrary() {
        var luaClass = LuaClass(name: ScriptHost.wheelClass)
        luaClass.methods = [
            LuaBinding("touch", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try wheel(call)
                let point = try ScriptHost.point(call, 2)
                let accepted = try changeWheel(object, call: call) { model, time throws(WheelError) in
                    try model.beginTouch(at: point, time: time)
                }
                call.push(accepted)
                return 1
            }),
            LuaBinding("move", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try wheel(call)
                let point = try ScriptHost.point(call, 2)
                let moved = try changeWheel(object, call: call) { model, time throws(WheelError) in
                    try model.moveTouch(to: point, time: time)
                }
                call.push(moved)
                return 1
            }),
            LuaBinding("release", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try wheel(call)
                let point = call.isNoneOrNil(2) ? nil : try ScriptHost.point(call, 2)
                let change = try changeWheel(object, call: call) { model, time throws(WheelError) in
                    try model.endTouch(at: point, time: time)
                }
                try record(change, of: object)
                return 0
            }),
            LuaBinding("cancel", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try wheel(call)
                let change = try changeWheel(object, call: call) { model, time throws(WheelError) in
                    try model.cancelTouch(time: time)
                }
                try record(change, of: object)
                return 0
            }),
            LuaBinding("spin", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try wheel(call)
                let sector = try call.index(2, count: object.model.sectorCount, noun: "sector")
                var turns: Int64 = 0
                var direction = WheelSpinDirection.shortest
                var duration = 1.0
                var curve = TimingCurve.easeInEaseOut
                if !call.isNoneOrNil(3) {
                    guard lua_type(call.state, 3) == LUA_TTABLE else { throw call.typeError(3, expected: "table") }
                    let options = try LuaOptionsTable(call, argument: 3, allowed: ["turns", "direction", "duration", "curve"])
                    turns = try options.field("turns") { call, index throws(LuaCallError) in try call.integer(index) } ?? 0
                    duration = try options.field("duration") { call, index throws(LuaCallError) in
                        let seconds = try call.number(index)
                        guard seconds.isFinite, seconds >= 0 else {
                            throw call.argumentError(index, "duration must be a finite number of seconds ≥ 0, not \(call.numberText(index))")
                        }
                        return seconds
                    } ?? 1
                    direction = try options.field("direction") { call, index throws(LuaCallError) -> WheelSpinDirection in
                        do { return try WheelSpinDirection(named: try call.string(index)) } catch { throw call.argumentError(index, "\(error)") }
                    } ?? direction
                    curve = try options.field("curve") { call, index throws(LuaCallError) -> TimingCurve in
                        do { return try TimingCurve(named: try call.string(index)) } catch { throw call.argumentError(index, "\(error)") }
                    } ?? curve
                }
                let change = try changeWheel(object, call: call) { model, time throws(WheelError) in
                    try model.spin(
                        toSector: sector, turns: Int(clamping: turns), direction: direction,
                        duration: duration, curve: curve, at: time)
                }
                try record(change, of: object)
                return 0
            }),
            LuaBinding("alpha", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try wheel(call)
                let index = try sectorArgument(object, call, 2)
                call.push(object.model.alphas(at: clock.now)[index])
                return 1
            }),
            LuaBinding("alphas", { [unowned(unsafe) self] call throws(LuaCallError) in
                call.push(try wheel(call).model.alphas(at: clock.now))
                return 1
            }),
            LuaBinding("sector", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try wheel(call)
                let index = try sectorArgument(object, call, 2)
                let sector = object.model.sectors[index]
                let state = call.state
                lua_createtable(state, 0, 5)
                call.push(sector.index + 1)
                lua_setfield(state, -2, "index")
                call.push(sector.name)
                lua_setfield(state, -2, "name")
                call.push(sector.minAngle.radians)
                lua_setfield(state, -2, "min")
                call.push(sector.midAngle.radians)
                lua_setfield(state, -2, "mid")
                call.push(sector.maxAngle.radians)
                lua_setfield(state, -2, "max")
                return 1
            }),
        ]
        luaClass.properties = ["value", "name", "selected", "angle", "normalized", "moving", "tracking", "sectors", "onchange", "oncross"]
        luaClass.getter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try wheel(call)
            let model = object.model
            let now = clock.now
            switch key {
            case "value": call.push(model.value + 1)
            case "name": call.push(model.valueName)
            case "selected": call.push(model.selectedIndex(at: now) + 1)
            case "angle": call.push(model.angle(at: now).radians + 0)  // + 0 turns -0.0 into 0.0
            case "normalized": call.push(model.normalizedAngle(at: now).radians + 0)
            case "moving": call.push(model.isMoving(at: now))
            case "tracking": call.push(model.isTracking(at: now))
            case "sectors": call.push(model.sectorCount)
            case "onchange": if let f = object.onChange { f.push(onto: call.state) } else { call.pushNil() }
            case "oncross": if let f = object.onCross { f.push(onto: call.state) } else { call.pushNil() }
            default: throw LuaCallError("Wheel has no member '\(key)'")
            }
            return 1
        }
        luaClass.setter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try wheel(call)
            switch key {
            case "onchange": object.onChange = try call.optionalFunction(3, runtime: runtime)
            case "oncross": object.onCross = try call.optionalFunction(3, runtime: runtime)
            case "value", "name", "selected", "angle", "normalized", "moving", "tracking", "sectors":
                throw LuaCallError("Wheel field '\(key)' is read-only (turn the wheel with touch/move/release or spin)")
            default:
                throw LuaCallError("Wheel has no member '\(key)'")
            }
        }
        luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
            let model = try wheel(call).model
            let now = clock.now
            return "Wheel: sector \(model.selectedIndex(at: now) + 1) of \(model.sectorCount) (\(model.selectedName(at: now))), angle \(LuaValue.format(model.angle(at: now).radians + 0))"
        }
        runtime.register(luaClass)

        registerConstructor("Wheel", of: luaClass) { host, call throws(LuaCallError) in
            WheelObject(model: try host.makeWheel(call))
        }
    }

    private func wheel(_ call: LuaCall) throws(LuaCallError) -> WheelObject {
        try call.object(1, of: ScriptHost.wheelClass)
    }

    /// A 1-based sector argument, returned 0-based.
    private func sectorArgument(_ object: WheelObject, _ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Int {
        try call.index(index, count: object.model.sectorCount, noun: "sector")
    }

    /// A point given as two numbers (x, y) at `index` and `index + 1`.
    static func point(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Point {
        Point(x: try call.finiteNumber(index), y: try call.finiteNumber(index + 1))
    }

    /// `Wheel.new{...}` (every field optional; `names` a list or a function of the 1-based index).
    private func makeWheel(_ call: LuaCall) throws(LuaCallError) -> RotaryWheel {
        var configuration = WheelConfiguration()
        if !call.isNoneOrNil(1) {
            guard lua_type(call.state, 1) == LUA_TTABLE else { throw call.typeError(1, expected: "table") }
            let options = try LuaOptionsTable(call, argument: 1, allowed: [
                "sectors", "names", "zero", "numbering", "deadzone", "rim", "snaps", "snapduration", "deceleration",
            ])
            if let count = try options.field("sectors", { call, index throws(LuaCallError) in try call.integer(index) }) {
                guard WheelConfiguration.sectorCountRange.contains(Int(clamping: count)) else {
                    throw call.argumentError(1, "a wheel has 1 to 64 sectors, not \(count)")
                }
                configuration.sectorCount = Int(count)
                configuration.names = WheelConfiguration.defaultNames(count: Int(count))
            }
            if let names = try options.field("names", { call, index throws(LuaCallError) in
                try sectorNames(call, index, count: configuration.sectorCount)
            }) {
                configuration.names = names
            }
            if let zero = try options.field("zero", { call, index throws(LuaCallError) -> WheelZeroPosition in
                if lua_type(call.state, index) == LUA_TNUMBER {
                    return .angle(Angle(radians: try call.finiteNumber(index)))
                }
                do { return try WheelZeroPosition(named: try call.string(index)) } catch { throw call.argumentError(index, "\(error)") }
            }) {
                configuration.zeroPosition = zero
            }
            if let numbering = try options.field("numbering", { call, index throws(LuaCallError) -> WheelNumbering in
                do { return try WheelNumbering(named: try call.string(index)) } catch { throw call.argumentError(index, "\(error)") }
            }) {
                configuration.numbering = numbering
            }
            configuration.deadZoneRadius = try options.field("deadzone") { call, index throws(LuaCallError) in try call.finiteNumber(index) } ?? configuration.deadZoneRadius
            configuration.rimRadius = try options.field("rim") { call, index throws(LuaCallError) in try call.finiteNumber(index) } ?? configuration.rimRadius
            configuration.snaps = try options.field("snaps") { call, index throws(LuaCallError) in try call.boolean(index) } ?? configuration.snaps
            configuration.snapDuration = try options.field("snapduration") { call, index throws(LuaCallError) in try call.finiteNumber(index) } ?? configuration.snapDuration
            configuration.decelerationRate = try options.field("deceleration") { call, index throws(LuaCallError) in try call.finiteNumber(index) } ?? configuration.decelerationRate
        }
        do {
            return try RotaryWheel(configuration: configuration)
        } catch {
            throw call.argumentError(1, "\(error)")
        }
    }

    /// Sector names from a list of strings, or from a function called with each 1-based index.
    private func sectorNames(_ call: LuaCall, _ index: Int32, count: Int) throws(LuaCallError) -> [String] {
        let state = call.state
        var names: [String] = []
        names.reserveCapacity(count)
        if lua_type(state, index) == LUA_TFUNCTION {
            for sector in 1 ... count {
                guard lua_checkstack(state, 3) != 0 else { throw LuaCallError("stack overflow") }
                lua_pushvalue(state, index)
                lua_pushinteger(state, Int64(sector))
                guard clua_pcall_from_binding(state, 1, 1, 0) == LUA_OK else { throw .valueOnStack }
                defer { lua_settop(state, -2) }
                guard lua_type(state, -1) == LUA_TSTRING || lua_type(state, -1) == LUA_TNUMBER else {
                    throw call.argumentError(index, "the names function returned \(call.typeName(at: -1)) for sector \(sector), not a string")
                }
                // Every byte, NUL included (String(cString:) would stop at the first NUL).
                names.append(try call.string(-1))
            }
            return names
        }
        guard lua_type(state, index) == LUA_TTABLE else { throw call.typeError(index, expected: "table or function") }
        let length = lua_rawlen(state, index)
        guard length == count else {
            throw call.argumentError(index, "\(length) names for \(count) sectors")
        }
        for sector in 1 ... count {
            lua_rawgeti(state, index, Int64(sector))
            defer { lua_settop(state, -2) }
            guard lua_type(state, -1) == LUA_TSTRING || lua_type(state, -1) == LUA_TNUMBER else {
                throw call.argumentError(index, "name \(sector) is \(call.typeName(at: -1)), not a string")
            }
            // Every byte, NUL included (String(cString:) would stop at the first NUL).
                names.append(try call.string(-1))
        }
        return names
    }

    /// Applies a gesture or spin to a wheel at the current time, then reschedules the wheel's
    /// events for its new motion.
    private func changeWheel<Result>(
        _ object: WheelObject, call: LuaCall,
        _ body: (inout RotaryWheel, Double) throws(WheelError) -> Result
    ) throws(LuaCallError) -> Result {
        var model = object.model
        let result: Result
        do {
            result = try body(&model, clock.now)
        } catch {
            throw LuaCallError("\(error)")
        }
        object.model = model
        scheduleWheelEvents(object)
        return result
    }

    /// Records a finished gesture or spin as one undo step; undo and redo turn the wheel back
    /// and forth over its snap duration.
    private func record(_ change: WheelChange?, of object: WheelObject) throws(LuaCallError) {
        guard let change, change.changesAngle else { return }
        let id = object.id
        let command = hostCommand(change.actionName, apply: { host in
            host.turnWheel(id) { model, time in _ = try? change.apply(to: &model, duration: model.configuration.snapDuration, at: time) }
        }, revert: { host in
            host.turnWheel(id) { model, time in _ = try? change.revert(on: &model, duration: model.configuration.snapDuration, at: time) }
        })
        do {
            try history.push(command)
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// Turns the live wheel `id` (undo, redo); nothing when the script dropped it.
    func turnWheel(_ id: Int, _ body: (inout RotaryWheel, Double) -> Void) {
        updateControl(id, \WheelObject.model, body, then: scheduleWheelEvents)
    }

    /// Schedules the events of the wheel's current motion (sector changes and boundary
    /// crossings, computed by the model) as timers that call `onchange` and `oncross`.
    func scheduleWheelEvents(_ object: WheelObject) {
        for timer in object.eventTimers { scheduler.cancel(timer) }
        object.eventTimers = []
        let now = clock.now
        object.model.discardMotion(before: now)
        let end = max(object.model.motionEndTime ?? now, now)
        let id = object.id
        for event in object.model.events(from: now, to: end.nextUp) {
            if event.time == object.deliveredAt.time, object.deliveredAt.events.contains(event) { continue }
            object.eventTimers.append(scheduler.schedule(at: event.time) { host, state, _ in
                host.deliverWheelEvent(event, wheel: id, on: state)
            })
        }
    }

    private func deliverWheelEvent(_ event: WheelEvent, wheel id: Int, on state: OpaquePointer) -> Int32 {
        guard let object: WheelObject = control(id) else { return LUA_OK }
        if object.deliveredAt.time == event.time {
            object.deliveredAt.events.insert(event)
        } else {
            object.deliveredAt = (event.time, [event])
        }
        switch event {
        case .changed(let index, let name, _):
            guard let onChange = object.onChange else { return LUA_OK }
            return invoke(onChange, on: state) { state in
                pushControl(id, onto: state)
                lua_pushinteger(state, Int64(index + 1))
                runtime.push(.string(LuaString(name)), onto: state)
                return 3
            }
        case .boundaryCrossed(let from, let to, _):
            guard let onCross = object.onCross else { return LUA_OK }
            return invoke(onCross, on: state) { state in
                pushControl(id, onto: state)
                lua_pushinteger(state, Int64(from + 1))
                lua_pushinteger(state, Int64(to + 1))
                return 3
            }
        }
    }
}
