import Geometry
import Models
import Rendering

/// What a Lua `Memory` userdata holds: the game and its script-side state, and how Lua reaches
/// them (``declaration``). Card indices are 1-based in Lua.
final class MemoryObject: ControlObject<MemoryGame>, ScriptControl {
    /// Callbacks by the model's event name ("flipped", "matched", …).
    var callbacks: [String: LuaReference] = [:]
    /// The game's scheduled events.
    let events = EventTimers<MemoryEvent>()

    /// Each callback property, the model event that calls it, and what it is called with.
    static let callbackEvents: [(property: String, event: String, signature: String, doc: String)] = [
        ("onflip", "flipped", "fun(game: Memory, card: integer)", "a card turned face up"),
        ("onmatch", "matched", "fun(game: Memory, a: integer, b: integer)", "two face-up cards match"),
        ("onmismatch", "mismatched", "fun(game: Memory, a: integer, b: integer)", "two face-up cards differ"),
        ("onturnback", "turnedBack", "fun(game: Memory, a: integer, b: integer)", "a mismatched pair has turned back"),
        ("onvanish", "vanished", "fun(game: Memory, a: integer, b: integer)", "a matched pair has vanished"),
        ("ongameover", "gameOver", "fun(game: Memory, score: MemoryScore)", "the last pair has vanished"),
        ("onhelp", "helpFinished", "fun(game: Memory)", "a help has shown every card and turned them back"),
    ]
    static let callbackProperty = Dictionary(uniqueKeysWithValues: callbackEvents.map { ($0.event, $0.property) })

    var restTime: Double { model.restTime }

    func sceneContent(at time: Double) -> SceneContent? {
        .memory(model)
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
                return context.event(
                    property, callback: callback, arguments: [.table(MemoryObject.scoreType.table(score))])
            }
            return context.event(property, callback: callback, arguments: event.cards.map { .integer(Int64($0 + 1)) })
        }
    }

    /// A 1-based card argument, returned 0-based, with the game's own wording when out of range.
    private func card(_ call: ControlCall, _ argument: DeclaredArgument<Int64>) throws(LuaCallError) -> Int {
        let card = try call[argument]
        let count = Int64(model.cards.count)
        guard card >= 1, card <= count else {
            throw call.argumentError(
                argument, "there is no card \(card): the \(count) cards are numbered 1 to \(count)")
        }
        return Int(card - 1)
    }

    /// The score as a script reads it, both as `game.score` and as `ongameover`'s argument.
    static let scoreType = LuaRecordType<MemoryScore>(
        "MemoryScore",
        [
            .field("points") { $0.points },
            .field("moves") { $0.moves },
            .field("flips") { $0.flips },
            .field("pairs") { $0.pairs },
            .field("seconds") { $0.elapsed },
        ])

    /// One card's state at an instant, as `game:card(i)` returns it.
    static let cardType = LuaRecordType<MemoryCardState>(
        "MemoryCard", doc: "A card now.",
        [
            .field("index") { $0.index + 1 },
            .field("face", "1 to `pairs`") { $0.face + 1 },
            .field("faceup") { $0.isFaceUp },
            .field("solved") { $0.isSolved },
            .field("side", type: "\"front\"|\"back\"", "the side showing now") { $0.shownSide.rawValue },
            .field("visible", "false once vanished") { $0.isVisible },
            .field("transitioning") { $0.isTransitioning },
            .field("xscale", "a flip's horizontal scale") { $0.frame.xScale },
            .field("rotation", "a vanish's rotation, radians") { $0.transform.decomposed().rotation.radians + 0 },
            .field("scale", "a vanish's scale") { $0.transform.decomposed().scaleX },
        ])

    /// `Memory.new{pairs, seed, flipduration, mismatchdelay, vanishduration, helpstep, curve}`, and a
    /// game's flips, help, cards and callbacks.
    static var declaration: ControlDeclaration<MemoryObject> {
        let book = MemoryConfiguration.book
        let pairRange = MemoryConfiguration.pairCountRange
        let pairs = OptionsField<Int64>(
            "pairs", doc: "\(pairRange.lowerBound) to \(pairRange.upperBound)",
            default: Int64(MemoryConfiguration.bookPairCount))
        let seed = OptionsField<Int64?>(
            "seed", doc: "the deal's seed (default: drawn from --seed)", default: .some(nil))
        let flipDuration = OptionsField<Double>(
            "flipduration", doc: "seconds", default: book.flipDuration)
        let mismatchDelay = OptionsField<Double>(
            "mismatchdelay", doc: "seconds before a mismatched pair turns back", default: book.mismatchDelay
        )
        let vanishDuration = OptionsField<Double>(
            "vanishduration", doc: "seconds", default: book.vanishDuration)
        let helpStep = OptionsField<Double>(
            "helpstep", doc: "seconds of each help curl", default: book.helpStepDuration
        )
        let curve = OptionsField<NamedCurve>(
            "curve", doc: "of every flip, curl and vanish",
            default: NamedCurve(name: "easeInEaseOut", curve: book.curve)
        )
        let options = OptionsDeclaration(pairs, seed, flipDuration, mismatchDelay, vanishDuration, helpStep, curve)
            .named(
                "MemoryOptions",
                doc: """
                    The options of `Memory.new`; every field is optional. Any other field is an error.
                    """)

        let optionsArgument = DeclaredArgument.optionalOptions(1, options)
        var memory = ControlDeclaration<MemoryObject>(
            "Memory", constructor: [optionsArgument], options: options
        ) {
            call throws(LuaCallError) in
            var game = (
                pairs: Int64(MemoryConfiguration.bookPairCount), seed: Int64?.none, flip: book.flipDuration,
                mismatch: book.mismatchDelay,
                vanish: book.vanishDuration, help: book.helpStepDuration, curve: book.curve
            )
            if let table = try call[optionsArgument] {
                game = (
                    try table.read(pairs), try table.read(seed), try table.read(flipDuration),
                    try table.read(mismatchDelay),
                    try table.read(vanishDuration), try table.read(helpStep), try table.read(curve).curve
                )
            }
            let model = try call.checking(optionsArgument) { () throws(MemoryError) in
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

        let card = DeclaredArgument<Int64>(1, "card", "1 to `cards`")
        memory.method(
            "flip", doc: "Turns card `card` face up; one undo step (\"Flip Card n\") when accepted.",
            card, returns: "MemoryFlipOutcome"
        ) { object, call throws(LuaCallError) in
            let index = try object.card(call, card)
            var model = object.model
            let result = try call.checking(card) { () throws(MemoryError) in
                try model.recordFlip(index, at: call.now)
            }
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
        let newSeed = DeclaredArgument<Int64?>(1, "seed", "default: drawn from --seed")
        memory.method(
            "newgame",
            doc: """
                Deals a new game: the same number of pairs, every card face down, nothing counted; \
                one undo step ("New Game").
                """,
            newSeed
        ) { object, call throws(LuaCallError) in
            let seed = try call[newSeed].map { UInt64(bitPattern: $0) } ?? call.context.nextGameSeed()
            let before = object.model
            let fresh = before.newGame(seed: seed)
            object.model = fresh
            let move = MemoryMove("New Game", from: before, to: fresh)
            try call.context.record(
                "New Game", object, \.model,
                apply: { model, _ in move.apply(to: &model) }, revert: { model, _ in move.revert(on: &model) })
            object.settle(in: call.context)
        }
        memory.method(
            "help", doc: "Reveals the hidden cards one after another, then covers them again.",
            returns: "MemoryHelpOutcome"
        ) { object, call throws(LuaCallError) in
            var model = object.model
            let outcome = try call.checkingState { () throws(MemoryError) in try model.help(at: call.now) }
            object.model = model
            object.settle(in: call.context)
            call.push(outcome.name)
        }
        let shownCard = DeclaredArgument<Int64>(1, "card")
        memory.method(
            "card", doc: "One card as it stands now: its face, side and the state of its flip or vanish.",
            shownCard, returns: "MemoryCard"
        ) { object, call throws(LuaCallError) in
            let index = try object.card(call, shownCard)
            let state = try call.checkingState { () throws(MemoryError) in
                try object.model.cardState(index, at: call.now)
            }
            call.push(cardType.record(state))
        }
        memory.method(
            "sides", doc: "The side every card shows now, in order.",
            returns: "(\"front\"|\"back\")[] sides the side each card shows now"
        ) { object, call throws(LuaCallError) in
            call.push(object.model.shownSides(at: call.now).map(\.rawValue))
        }

        memory.readOnly("pairs", doc: "") { object, _ in object.model.pairCount }
        memory.readOnly("cards", doc: "2 × pairs") { object, _ in object.model.cards.count }
        memory.readOnly("moves", doc: "pairs of flips") { object, _ in object.model.moveCount }
        memory.readOnly("matches", doc: "") { object, _ in object.model.matchCount }
        memory.readOnly("flips", doc: "") { object, _ in object.model.flipCount }
        memory.readOnly("solved", doc: "") { object, _ in object.model.isSolved }
        memory.readOnly(
            "score", doc: "once the game is over", type: "MemoryScore?"
        ) { object, _ in object.model.score.map { scoreType.record($0) } }
        memory.readOnly(
            "busy", doc: "clock time until which flips are refused", type: "number?"
        ) { object, context in object.model.busyUntil(at: context.now) }
        for callback in callbackEvents {
            let event = callback.event
            memory.callback(
                callback.property, doc: callback.doc, type: callback.signature,
                get: { $0.callbacks[event] }, store: { $0.callbacks[event] = $1 })
        }
        memory.readOnlyHint = "play with flip and help"
        memory.describe = { object, context in
            let model = object.model
            // "--" a vanished card, "[]" a card showing its back, else the face showing.
            let cards = model.cardStates(at: context.now).map { card in
                !card.isVisible ? "--" : card.shownSide == .front ? String(format: "%2d", card.face + 1) : "[]"
            }
            return "Memory: \(model.matchCount) of \(model.pairCount) pairs, \(model.moveCount) moves: "
                + cards.joined(separator: " ")
        }
        memory.doc = "The memory game (a userdata). `getmetatable` gives \"Memory\"."
        memory.constructorDoc = "Deals a new game."
        memory.types = [
            .alias(
                "MemoryFlipOutcome",
                """
                "flipped"|"matched"|"mismatched"|"alreadyFaceUp"|"alreadySolved"|"busy"|"helpRunning"
                """, doc: ""),
            .alias("MemoryHelpOutcome", "\"started\"|\"nothingToReveal\"|\"alreadyRunning\"|\"busy\"", doc: ""),
            cardType.definition,
            scoreType.definition,
        ]
        memory.page.pressItem = "flip"
        memory.page.buttons = ["newgame", "help"]
        return memory
    }
}
