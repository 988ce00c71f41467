import Geometry
import Models
internal import CLua
internal import CLuaShim

extension ScriptHost {
    static let memoryClass = "Memory"

    /// The callback properties of a game and the model events they receive.
    static let memoryCallbacks: [String: String] = [
        "onflip": "flipped", "onmatch": "matched", "onmismatch": "mismatched",
        "onturnback": "turnedBack", "onvanish": "vanished", "ongameover": "gameOver",
        "onhelp": "helpFinished",
    ]

    /// The `Memory` library: `Memory.new{pairs = …, seed = …, mismatchdelay = …}`, flips, help,
    /// the cards' state at any instant, and callbacks. Card indices are 1-based in Lua.
    func registerMemoryLibrary() {
        var luaClass = LuaClass(name: ScriptHost.memoryClass)
        luaClass.methods = [
            LuaBinding("flip", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try memory(call)
                let index = try cardArgument(object, call, 2)
                var model = object.model
                let result: (outcome: MemoryFlipOutcome, move: MemoryMove?)
                do {
                    result = try model.recordFlip(index, at: clock.now)
                } catch {
                    throw call.argumentError(2, "\(error)")
                }
                object.model = model
                if let move = result.move { try recordMemory(move, named: "Flip Card \(index + 1)", of: object) }
                scheduleMemoryEvents(object)
                call.push(result.outcome.name)
                return 1
            }),
            LuaBinding("help", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try memory(call)
                var model = object.model
                let outcome: MemoryHelpOutcome
                do {
                    outcome = try model.help(at: clock.now)
                } catch {
                    throw LuaCallError("\(error)")
                }
                object.model = model
                scheduleMemoryEvents(object)
                call.push(outcome.name)
                return 1
            }),
            LuaBinding("card", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try memory(call)
                let index = try cardArgument(object, call, 2)
                let cardState: MemoryCardState
                do { cardState = try object.model.cardState(index, at: clock.now) } catch { throw LuaCallError("\(error)") }
                ScriptHost.pushCard(cardState, call: call)
                return 1
            }),
            LuaBinding("sides", { [unowned(unsafe) self] call throws(LuaCallError) in
                let sides = try memory(call).model.shownSides(at: clock.now)
                let state = call.state
                lua_createtable(state, Int32(clamping: sides.count), 0)
                for (offset, side) in sides.enumerated() {
                    call.push(side.rawValue)
                    lua_rawseti(state, -2, Int64(offset + 1))
                }
                return 1
            }),
        ]
        luaClass.properties = ["pairs", "cards", "moves", "matches", "flips", "solved", "score", "busy"]
            + ScriptHost.memoryCallbacks.keys.sorted()
        luaClass.getter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try memory(call)
            let model = object.model
            switch key {
            case "pairs": call.push(model.pairCount)
            case "cards": call.push(model.cards.count)
            case "moves": call.push(model.moveCount)
            case "matches": call.push(model.matchCount)
            case "flips": call.push(model.flipCount)
            case "solved": call.push(model.isSolved)
            case "busy": if let until = model.busyUntil(at: clock.now) { call.push(until) } else { call.pushNil() }
            case "score":
                if let score = model.score { ScriptHost.pushScore(score, call: call) } else { call.pushNil() }
            default:
                guard let event = ScriptHost.memoryCallbacks[key] else { throw LuaCallError("Memory has no member '\(key)'") }
                if let callback = object.callbacks[event] { callback.push(onto: call.state) } else { call.pushNil() }
            }
            return 1
        }
        // The setter reads the names, not `luaClass`: capturing the variable that holds the
        // setter would make a cycle, leaking the class's closures with every host.
        let properties = luaClass.properties
        luaClass.setter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try memory(call)
            guard let event = ScriptHost.memoryCallbacks[key] else {
                if properties.contains(key) {
                    throw LuaCallError("Memory field '\(key)' is read-only (play with flip and help)")
                }
                throw LuaCallError("Memory has no member '\(key)'")
            }
            object.callbacks[event] = try call.optionalFunction(3, runtime: runtime)
        }
        luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
            let model = try memory(call).model
            // "--" a vanished card, "[]" a card showing its back, else the face showing.
            let cards = model.cardStates(at: clock.now).map { card in
                !card.isVisible ? "--" : card.shownSide == .front ? String(format: "%2d", card.face + 1) : "[]"
            }
            return "Memory: \(model.matchCount) of \(model.pairCount) pairs, \(model.moveCount) moves: " + cards.joined(separator: " ")
        }
        runtime.register(luaClass)
        registerConstructor("Memory", of: luaClass) { host, call throws(LuaCallError) in
            MemoryObject(model: try host.makeMemory(call))
        }
    }

    private func memory(_ call: LuaCall) throws(LuaCallError) -> MemoryObject {
        try call.object(1, of: ScriptHost.memoryClass)
    }

    /// A 1-based card argument, returned 0-based, with the model's message when out of range.
    private func cardArgument(_ object: MemoryObject, _ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Int {
        let card = try call.integer(index)
        let count = Int64(object.model.cards.count)
        guard card >= 1, card <= count else {
            throw call.argumentError(index, "there is no card \(card): the \(count) cards are numbered 1 to \(count)")
        }
        return Int(card - 1)
    }

    /// The next seed for a game that names none: from the run's --seed, so games are
    /// reproducible with it.
    private func nextMemorySeed() -> UInt64 {
        gameSeeds.next()
    }

    /// `Memory.new{pairs, seed, flipduration, mismatchdelay, vanishduration, helpstep}`.
    private func makeMemory(_ call: LuaCall) throws(LuaCallError) -> MemoryGame {
        var pairs: Int64 = 8
        var seed: UInt64?
        var configuration = MemoryConfiguration.book
        if !call.isNoneOrNil(1) {
            guard lua_type(call.state, 1) == LUA_TTABLE else { throw call.typeError(1, expected: "table") }
            let options = try LuaOptionsTable(call, argument: 1, allowed: [
                "pairs", "seed", "flipduration", "mismatchdelay", "vanishduration", "helpstep",
            ])
            pairs = try options.field("pairs") { call, index throws(LuaCallError) in try call.integer(index) } ?? pairs
            seed = try options.field("seed") { call, index throws(LuaCallError) in UInt64(bitPattern: try call.integer(index)) }
            if let value = try options.field("flipduration", { call, index throws(LuaCallError) in try call.number(index) }) {
                configuration.flipDuration = value
            }
            if let value = try options.field("mismatchdelay", { call, index throws(LuaCallError) in try call.number(index) }) {
                configuration.mismatchDelay = value
            }
            if let value = try options.field("vanishduration", { call, index throws(LuaCallError) in try call.number(index) }) {
                configuration.vanishDuration = value
            }
            if let value = try options.field("helpstep", { call, index throws(LuaCallError) in try call.number(index) }) {
                configuration.helpStepDuration = value
            }
        }
        do {
            let checked = try MemoryConfiguration(
                flipDuration: configuration.flipDuration, mismatchDelay: configuration.mismatchDelay,
                vanishDuration: configuration.vanishDuration, helpStepDuration: configuration.helpStepDuration)
            return try MemoryGame(pairs: Int(clamping: pairs), seed: seed ?? nextMemorySeed(), configuration: checked)
        } catch {
            throw call.argumentError(1, "\(error)")
        }
    }

    /// A flip recorded as one undo step ("Flip Card 3", 1-based as scripts count): undo and redo
    /// restore the whole game (see MemoryMove).
    private func recordMemory(_ move: MemoryMove, named name: String, of object: MemoryObject) throws(LuaCallError) {
        let id = object.id
        let command = hostCommand(name, apply: { host in
            host.updateControl(id, \MemoryObject.model, { model, _ in move.apply(to: &model) }, then: host.scheduleMemoryEvents)
        }, revert: { host in
            host.updateControl(id, \MemoryObject.model, { model, _ in move.revert(on: &model) }, then: host.scheduleMemoryEvents)
        })
        do { try history.push(command) } catch { throw LuaCallError("\(error)") }
    }

    /// Schedules the game's events from now on as timers that call the matching callbacks.
    func scheduleMemoryEvents(_ object: MemoryObject) {
        for timer in object.eventTimers { scheduler.cancel(timer) }
        object.eventTimers = []
        let now = clock.now
        object.model.discardHistory(before: now)
        let id = object.id
        for event in object.model.allEvents where event.time >= now {
            if event.time == object.deliveredAt.time, object.deliveredAt.events.contains(event) { continue }
            object.eventTimers.append(scheduler.schedule(at: event.time) { host, state, _ in
                host.deliverMemoryEvent(event, game: id, on: state)
            })
        }
    }

    private func deliverMemoryEvent(_ event: MemoryEvent, game id: Int, on state: OpaquePointer) -> Int32 {
        guard let object: MemoryObject = control(id) else { return LUA_OK }
        if object.deliveredAt.time == event.time {
            object.deliveredAt.events.insert(event)
        } else {
            object.deliveredAt = (event.time, [event])
        }
        guard let callback = object.callbacks[event.name] else { return LUA_OK }
        return invoke(callback, on: state) { state in
            pushControl(id, onto: state)
            if case .gameOver(let score, _) = event {
                ScriptHost.pushScore(score, state: state)
                return 2
            }
            for card in event.cards { lua_pushinteger(state, Int64(card + 1)) }
            return 1 + Int32(event.cards.count)
        }
    }

    static func pushScore(_ score: MemoryScore, call: LuaCall) {
        pushScore(score, state: call.state)
    }

    static func pushScore(_ score: MemoryScore, state: OpaquePointer) {
        lua_createtable(state, 0, 5)
        for (key, value) in [("points", score.points), ("moves", score.moves), ("flips", score.flips), ("pairs", score.pairs)] {
            lua_pushinteger(state, Int64(value))
            lua_setfield(state, -2, key)
        }
        lua_pushnumber(state, score.elapsed)
        lua_setfield(state, -2, "seconds")
    }

    static func pushCard(_ card: MemoryCardState, call: LuaCall) {
        let state = call.state
        lua_createtable(state, 0, 9)
        call.push(card.index + 1); lua_setfield(state, -2, "index")
        call.push(card.face + 1); lua_setfield(state, -2, "face")
        call.push(card.isFaceUp); lua_setfield(state, -2, "faceup")
        call.push(card.isSolved); lua_setfield(state, -2, "solved")
        call.push(card.shownSide.rawValue); lua_setfield(state, -2, "side")
        call.push(card.isVisible); lua_setfield(state, -2, "visible")
        call.push(card.isTransitioning); lua_setfield(state, -2, "transitioning")
        call.push(card.frame.xScale); lua_setfield(state, -2, "xscale")
        let parts = card.transform.decomposed()
        call.push(parts.rotation.radians + 0); lua_setfield(state, -2, "rotation")
        call.push(parts.scaleX); lua_setfield(state, -2, "scale")
    }
}
