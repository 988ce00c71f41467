import Geometry
import Models
import Rendering

/// What a Lua `Memory` userdata holds: the game and its script-side state, and how Lua reaches
/// them (``declaration``). Card indices are 1-based in Lua.
final class MemoryObject: ScriptControl {
    var id = 0
    var tether: ControlRegistry.Tether?
    /// Not checked for exclusive access at run time (see ``ScriptControl``).
    @exclusivity(unchecked)
    var model: MemoryGame
    /// Callbacks by the model's event name ("flipped", "matched", …).
    var callbacks: [String: LuaReference] = [:]
    /// The game's scheduled events.
    let events = EventTimers<MemoryEvent>()

    /// The callback properties and the model events they receive.
    static let callbackEvents: KeyValuePairs<String, String> = [
        "onflip": "flipped", "onmatch": "matched", "onmismatch": "mismatched",
        "onturnback": "turnedBack", "onvanish": "vanished", "ongameover": "gameOver",
        "onhelp": "helpFinished",
    ]
    /// The callback property of each model event (`"flipped"` → `"onflip"`).
    static let callbackProperty = Dictionary(uniqueKeysWithValues: callbackEvents.map { ($0.value, $0.key) })

    var restTime: Double { model.restTime }

    func sceneContent(at time: Double) -> SceneContent? {
        .memory(model)
    }

    init(model: MemoryGame) {
        self.model = model
    }

    /// Schedules the game's events from now on as calls of the matching callbacks: the cards
    /// involved (1-based), or the score for `ongameover`.
    func settle(in context: ControlContext) {
        let now = context.now
        model.discardHistory(before: now)
        let events = model.allEvents.lazy.filter { $0.time >= now }.map { TimedEvent(time: $0.time, event: $0) }
        context.schedule(events, of: self, through: \.events) { game, event in
            let callback = game.callbacks[event.name]
            let property = MemoryObject.callbackProperty[event.name] ?? event.name
            if case .gameOver(let score, _) = event {
                return context.event(property, callback: callback, arguments: [.table(MemoryObject.table(score))])
            }
            return context.event(property, callback: callback, arguments: event.cards.map { .integer(Int64($0 + 1)) })
        }
    }

    /// A 1-based card argument, returned 0-based, with the game's own wording when out of range.
    private func card(_ call: BindingCall, _ n: BindingCall.Argument) throws(LuaCallError) -> Int {
        let card = try call.argument(n, as: Int64.self)
        let count = Int64(model.cards.count)
        guard card >= 1, card <= count else {
            throw call.argumentError(n, "there is no card \(card): the \(count) cards are numbered 1 to \(count)")
        }
        return Int(card - 1)
    }

    /// The score as a script reads it, both as `game.score` and as `ongameover`'s argument.
    static func record(_ score: MemoryScore) -> LuaRecord {
        LuaRecord(["points": score.points, "moves": score.moves, "flips": score.flips, "pairs": score.pairs, "seconds": score.elapsed])
    }

    static func table(_ score: MemoryScore) -> LuaTable {
        LuaTable([
            .string("points"): .integer(Int64(score.points)), .string("moves"): .integer(Int64(score.moves)),
            .string("flips"): .integer(Int64(score.flips)), .string("pairs"): .integer(Int64(score.pairs)),
            .string("seconds"): .number(score.elapsed),
        ])
    }

    /// One card's state at an instant, as `game:card(i)` returns it.
    static func record(_ card: MemoryCardState) -> LuaRecord {
        let parts = card.transform.decomposed()
        return LuaRecord([
            "index": card.index + 1, "face": card.face + 1, "faceup": card.isFaceUp, "solved": card.isSolved,
            "side": card.shownSide.rawValue, "visible": card.isVisible, "transitioning": card.isTransitioning,
            "xscale": card.frame.xScale, "rotation": parts.rotation.radians + 0, "scale": parts.scaleX,
        ])
    }

    /// `Memory.new{pairs, seed, flipduration, mismatchdelay, vanishduration, helpstep, curve}`, and a
    /// game's flips, help, cards and callbacks.
    static var declaration: ClassDeclaration<MemoryObject> {
        let book = MemoryConfiguration.book
        let pairs = OptionsField<Int64>("pairs", default: 8)
        let seed = OptionsField<Int64?>("seed", default: .some(nil))
        let flipDuration = OptionsField<Double>("flipduration", default: book.flipDuration)
        let mismatchDelay = OptionsField<Double>("mismatchdelay", default: book.mismatchDelay)
        let vanishDuration = OptionsField<Double>("vanishduration", default: book.vanishDuration)
        let helpStep = OptionsField<Double>("helpstep", default: book.helpStepDuration)
        let curve = OptionsField<NamedCurve>("curve", default: NamedCurve(name: "easeInEaseOut", curve: book.curve))
        let options = OptionsDeclaration(pairs, seed, flipDuration, mismatchDelay, vanishDuration, helpStep, curve)

        var memory = ClassDeclaration<MemoryObject>("Memory", constructor: [.options(optional: true)], options: options) {
            call throws(LuaCallError) in
            var game = (pairs: Int64(8), seed: Int64?.none, flip: book.flipDuration, mismatch: book.mismatchDelay,
                        vanish: book.vanishDuration, help: book.helpStepDuration, curve: book.curve)
            if let table = try call.optionalOptions(1, options) {
                game = (try table.read(pairs), try table.read(seed), try table.read(flipDuration), try table.read(mismatchDelay),
                        try table.read(vanishDuration), try table.read(helpStep), try table.read(curve).curve)
            }
            let model = try call.checking(argument: 1) { () throws(MemoryError) in
                let configuration = try MemoryConfiguration(
                    flipDuration: game.flip, mismatchDelay: game.mismatch,
                    vanishDuration: game.vanish, helpStepDuration: game.help, curve: game.curve)
                return try MemoryGame(
                    pairs: Int(clamping: game.pairs),
                    seed: game.seed.map { UInt64(bitPattern: $0) } ?? call.context.nextGameSeed(),
                    configuration: configuration)
            }
            return MemoryObject(model: model)
        }

        memory.method("flip", .named("card", Int64.self), returns: "string") { object, call throws(LuaCallError) in
            let index = try object.card(call, 1)
            var model = object.model
            let result = try call.checking(argument: 1) { () throws(MemoryError) in try model.recordFlip(index, at: call.now) }
            object.model = model
            if let move = result.move {
                // Undo and redo restore the whole game (see MemoryMove).
                try call.context.record(
                    "Flip Card \(index + 1)", object, \.model,
                    apply: { model, _ in move.apply(to: &model) }, revert: { model, _ in move.revert(on: &model) })
            }
            object.settle(in: call.context)
            call.push(result.outcome.name)
        }
        memory.method("help", returns: "string") { object, call throws(LuaCallError) in
            var model = object.model
            let outcome = try call.checkingState { () throws(MemoryError) in try model.help(at: call.now) }
            object.model = model
            object.settle(in: call.context)
            call.push(outcome.name)
        }
        memory.method("card", .named("card", Int64.self), returns: "MemoryCard") { object, call throws(LuaCallError) in
            let index = try object.card(call, 1)
            let state = try call.checkingState { () throws(MemoryError) in try object.model.cardState(index, at: call.now) }
            call.push(record(state))
        }
        memory.method("sides", returns: "string[]") { object, call throws(LuaCallError) in
            call.push(object.model.shownSides(at: call.now).map(\.rawValue))
        }

        memory.readOnly("pairs") { object, _ in object.model.pairCount }
        memory.readOnly("cards") { object, _ in object.model.cards.count }
        memory.readOnly("moves") { object, _ in object.model.moveCount }
        memory.readOnly("matches") { object, _ in object.model.matchCount }
        memory.readOnly("flips") { object, _ in object.model.flipCount }
        memory.readOnly("solved") { object, _ in object.model.isSolved }
        memory.readOnly("score") { object, _ in object.model.score.map(record) }
        memory.readOnly("busy") { object, context in object.model.busyUntil(at: context.now) }
        for (property, event) in callbackEvents {
            memory.callback(property, \.callbacks[event])
        }
        memory.readOnlyHint = "play with flip and help"
        memory.describe = { object, context in
            let model = object.model
            // "--" a vanished card, "[]" a card showing its back, else the face showing.
            let cards = model.cardStates(at: context.now).map { card in
                !card.isVisible ? "--" : card.shownSide == .front ? String(format: "%2d", card.face + 1) : "[]"
            }
            return "Memory: \(model.matchCount) of \(model.pairCount) pairs, \(model.moveCount) moves: " + cards.joined(separator: " ")
        }
        return memory
    }
}
