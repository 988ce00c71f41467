import Foundation
import Models
import Rendering

/// What a Lua `Puzzle` userdata holds: the board and its script-side state, and how Lua reaches
/// them (``declaration``). Board positions are 1-based in Lua; tile 0 is the free slot.
final class PuzzleObject: ControlObject<PuzzleObject.State>, ScriptControl {
    /// What a puzzle draws: its board, its picture and its tiles' slides.
    struct State {
        var board: SlidingPuzzle
        /// The picture the tiles are cut from, read once from the script's folder; nil for
        /// numbers.
        var image: PuzzleImage?
        /// Where moved tiles are shown sliding; the board itself changes at once.
        var slides = PuzzleSlides()
    }
    /// Called with (puzzle, from, to) for every tile that slides: the book's notification.
    var onMove: LuaReference?
    /// A slide an undo or redo made, waiting for its `onmove` call. The serial keeps two
    /// equal slides at one instant (undo, redo, undo) apart.
    struct Slide: Hashable {
        let serial: Int
        let from: Int
        let to: Int
    }
    /// The slides of undo and redo not reported yet, and the events that report them.
    private var unreported: [TimedEvent<Slide>] = []
    private var slideSerial = 0
    let slideEvents = EventTimers<Slide>()
    /// Whether the history is replaying this puzzle's moves (undo or redo) rather than a
    /// binding making them: only the history's slides wait for the event pump.
    private var isMakingMoves = false

    // The tiles move only while they slide.
    var restTime: Double { model.slides.restTime }

    func sceneContent(at time: Double) -> SceneContent? {
        .puzzle(model.board, image: model.image, slides: model.slides)
    }

    init(board: SlidingPuzzle, image: PuzzleImage? = nil) {
        super.init(model: State(board: board, image: image))
    }

    /// Applies tile moves as one undo step, then tells `onmove` about each slide (after the
    /// move, so the callback sees the board as it now is). The board changes at once; the tiles
    /// are shown sliding from now on, and back again on undo.
    private func perform(_ moves: [PuzzleMove], named name: String, _ call: ControlCall) throws(LuaCallError) {
        isMakingMoves = true
        defer { isMakingMoves = false }
        try call.context.change(
            name, self,
            apply: { puzzle, time in
                for move in moves { try? puzzle.model.board.apply(move) }
                puzzle.slid(moves, at: time)
            },
            revert: { puzzle, time in
                let back = moves.reversed().map(\.inverse)
                for move in moves.reversed() { try? puzzle.model.board.undo(move) }
                puzzle.slid(back, at: time)
            })
        // The slides an undo or redo made earlier in this chunk are told first: `onmove` reports
        // the slides in the order the tiles made them, so a view that follows the board through
        // it alone ends as the board does.
        let earlier = unreported
        unreported.removeAll()
        if !earlier.isEmpty {
            call.context.schedule([TimedEvent<Slide>](), of: self, through: \.slideEvents) { _, _ in nil }
        }
        let slides = earlier.map { ($0.event.from, $0.event.to) } + moves.map { ($0.from, $0.to) }
        for (from, to) in slides {
            try call.invoke(
                EventCall("onmove", callback: onMove, arguments: [.integer(Int64(from + 1)), .integer(Int64(to + 1))]),
                of: self)
        }
    }

    /// Shows `moves` sliding from `time`; when the history replays them (an undo or a redo),
    /// queues their `onmove` calls for the event pump, which ``settle(in:)`` schedules at once.
    private func slid(_ moves: [PuzzleMove], at time: Double) {
        model.slides.record(moves, at: time)
        guard !isMakingMoves else { return }
        for move in moves {
            slideSerial += 1
            unreported.append(TimedEvent(time: time, event: Slide(serial: slideSerial, from: move.from, to: move.to)))
        }
    }

    /// Schedules the `onmove` calls of undo's and redo's slides, at the instant they slid:
    /// right after the chunk or handler that undid them, as every control's events come.
    func settle(in context: ControlContext) {
        guard !unreported.isEmpty else { return }
        context.schedule(unreported, of: self, through: \.slideEvents) { puzzle, slide in
            puzzle.unreported.removeAll { $0.event == slide }
            return context.event(
                "onmove", callback: puzzle.onMove,
                arguments: [.integer(Int64(slide.from + 1)), .integer(Int64(slide.to + 1))])
        }
    }

    /// Solves the board. The solver runs in this call: the virtual clock stands still meanwhile,
    /// so no handler is late in virtual time. Every 10,000 nodes it checks for a stop (a timeout
    /// or Ctrl-C cancels it) and calls `progress(nodes, bound)` when given; the progress function
    /// cancels the solve by returning false, and an error it raises cancels it and is passed on.
    private func solve(progress: LuaReference?, _ call: ControlCall) throws(LuaCallError) -> PuzzleSolution {
        let runtime = call.context.runtime
        let stopHandle = runtime.stopHandle
        // Tied to the stop, so building the pattern databases (seconds, before the first
        // progress report) ends within a few milliseconds of a timeout or Ctrl-C too.
        let token = CancellationToken { stopHandle.reason != nil }
        var failure: LuaCallError?
        var cancelledByScript = false
        // The board as it is now: the progress function may move this puzzle's tiles while the
        // solver works, and must change this object's model, not the copy being solved.
        let board = model.board
        do {
            return try board.solve(cancellation: token, progressInterval: 10_000) { report in
                if stopHandle.reason != nil {
                    token.cancel()
                    return
                }
                guard let progress, failure == nil else { return }
                do throws(LuaCallError) {
                    if try !call.askToContinue(progress, Int64(report.nodesExpanded), Int64(report.bound)) {
                        cancelledByScript = true
                        token.cancel()
                    }
                } catch {
                    failure = error
                    token.cancel()
                }
            }
        } catch {
            if let failure { throw failure }
            if let reason = stopHandle.reason { throw LuaCallError(runtime.stopMessage(for: reason)) }
            if cancelledByScript { throw LuaCallError("the solve was cancelled by its progress function") }
            throw LuaCallError("\(error)")
        }
    }

    /// Changes the picture as one undo step.
    private func setImage(_ after: PuzzleImage?, named name: String, _ call: ControlCall) throws(LuaCallError) {
        let before = model.image
        guard before != after else { return }
        try call.context.change(
            name, self, apply: { puzzle, _ in puzzle.model.image = after },
            revert: { puzzle, _ in puzzle.model.image = before })
    }

    /// `Puzzle.new(rows [, columns])` or `Puzzle.new{rows, columns, tiles, image, scale, curve}`, the
    /// board's tilts, taps, shuffles, solver and picture, and `Puzzle.issolvable`.
    /// A solution as `puzzle:solve()` gives it: the directions, with how it was found.
    static let solutionType = LuaRecordType<PuzzleSolution>(
        "PuzzleSolution", parent: "TiltDirection[]", doc: "The directions that solve a board, in order.",
        [
            .field("optimal", "whether no shorter solution exists") { $0.isOptimal },
            .field("nodes", "the positions the search visited") { $0.nodesExpanded },
        ])

    /// A tile's rectangle in an image, as `puzzle:rects()` gives each.
    static let rectType = LuaRecordType<PixelRect>(
        "PuzzleRect",
        [
            .field("x") { $0.x },
            .field("y") { $0.y },
            .field("width") { $0.width },
            .field("height") { $0.height },
        ])

    static var declaration: ControlDeclaration<PuzzleObject> {
        let sides = SlidingPuzzle.sideRange
        let rows = OptionsField<Int64>(
            "rows", doc: "\(sides.lowerBound) to \(sides.upperBound)", default: Int64(SlidingPuzzle.classicSide))
        let columns = DependentOptionsField<Int64>(
            "columns", doc: "\(sides.lowerBound) to \(sides.upperBound) (default: rows)", luaType: "integer")
        let tiles = OptionsField<[Int64]>(
            "tiles", doc: "each of 0 … rows·columns − 1 exactly once, row by row", luaType: "integer[]"
        ) { call, index throws(LuaCallError) in
            try call.sequence(
                index, limit: SlidingPuzzle.sideRange.upperBound * SlidingPuzzle.sideRange.upperBound, noun: "tile")
        }
        let image = DependentOptionsField<PuzzleImage>(
            "image",
            doc: """
                `Puzzle.new` only: a PNG or JPEG file in the script's folder to cut the tiles from
                """, luaType: "string")
        let scale = OptionsField<Double>(
            "scale", doc: "`Puzzle.new` only, with `image`: pixels per point, 0.25 to 16", luaType: "number",
            default: PuzzleImage.defaultScale
        ) { call, index throws(LuaCallError) in
            let scale = try call.number(index)
            guard PuzzleImage.scaleRange.contains(scale) else {
                throw call.argumentError(index, "\(PuzzleImageError.invalidScale(scale))")
            }
            return scale
        }
        let curve = OptionsField<NamedCurve>(
            "curve", doc: "`Puzzle.new` only: the tiles' slides",
            default: NamedCurve(name: "easeInEaseOut", curve: PuzzleSlides.defaultCurve)
        )
        let board = OptionsDeclaration(rows, columns, tiles)
        let options = OptionsDeclaration(rows, columns, tiles, image, scale, curve)
            .named("PuzzleBoard", doc: "A board given in full; tile 0 is the free slot.")

        // `rows` is a board's row count, or the whole board as a table (read by `boardArguments`).
        let rowCountArgument = DeclaredArgument<Int64>(1, "rows", type: "integer|PuzzleBoard") {
            site throws(LuaCallError) in try Int64.read(site.lua, at: site.index)
        }
        let boardArgument = DeclaredArgument<Int64>(1, "board", type: "integer|PuzzleBoard") {
            site throws(LuaCallError) in try Int64.read(site.lua, at: site.index)
        }
        let columnCountArgument = DeclaredArgument<Int64?>(2, "columns", "default: rows")

        /// (rows, columns, tiles?) from the options table of `declaration` or from (`first`
        /// [, columns]).
        func boardArguments(
            _ call: ControlCall, _ first: DeclaredArgument<Int64>, _ declaration: OptionsDeclaration
        ) throws(LuaCallError) -> (rows: Int, columns: Int, tiles: [Int]?, table: OptionsTable?) {
            guard call.isTable(first) else {
                let rows = try call[first]
                let columns = try call[columnCountArgument] ?? rows
                return (Int(clamping: rows), Int(clamping: columns), nil, nil)
            }
            let table = try call[DeclaredArgument.options(first.position, declaration)]
            let rowCount = try table.read(rows)
            let columnCount =
                try table.readIfPresent(
                    columns,
                    using: { call, index throws(LuaCallError) in
                        try Int64.read(call, at: index)
                    }) ?? rowCount
            let tileList = try table.readIfPresent(tiles)?.map { Int(clamping: $0) }
            return (Int(clamping: rowCount), Int(clamping: columnCount), tileList, table)
        }

        var puzzle = ControlDeclaration<PuzzleObject>(
            "Puzzle",
            constructor: [rowCountArgument, columnCountArgument], options: options
        ) { call throws(LuaCallError) in
            let arguments = try boardArguments(call, rowCountArgument, options)
            let model = try call.checking(rowCountArgument) { () throws(PuzzleError) in
                if let tiles = arguments.tiles {
                    return try SlidingPuzzle(rows: arguments.rows, columns: arguments.columns, tiles: tiles)
                }
                return try SlidingPuzzle(rows: arguments.rows, columns: arguments.columns)
            }
            guard let table = arguments.table else { return PuzzleObject(board: model) }
            let factor = try table.readIfPresent(scale)
            let reader = ImageFileReader(call.context.runtime.configuration)
            let picture = try table.readIfPresent(
                image,
                using: { call, index throws(LuaCallError) in
                    let name = try call.string(index)
                    do throws(PuzzleImageFailure) {
                        return try loadImage(
                            named: name, reader: reader, scale: factor ?? PuzzleImage.defaultScale,
                            rows: arguments.rows,
                            columns: arguments.columns)
                    } catch {
                        throw call.argumentError(index, error.message)
                    }
                })
            if factor != nil, picture == nil {
                throw table.error("'scale' goes with 'image' (the scale of the image's points to its pixels)")
            }
            let object = PuzzleObject(board: model, image: picture)
            object.model.slides = PuzzleSlides(curve: try table.read(curve).curve)
            return object
        }

        puzzle.function(
            "issolvable", doc: "Whether a board can be solved: a table, or rows and columns (a solved board).",
            boardArgument, columnCountArgument, returns: "boolean"
        ) {
            call throws(LuaCallError) in
            let arguments = try boardArguments(call, boardArgument, board)
            call.push(
                try call.checking(boardArgument) { () throws(PuzzleError) in
                    try SlidingPuzzle.isSolvable(
                        rows: arguments.rows, columns: arguments.columns, tiles: arguments.tiles ?? [])
                })
        }

        declareMoves(&puzzle)
        declareReading(&puzzle)
        declareProperties(&puzzle)

        puzzle.readOnlyHint = "move tiles with tilt or tap"
        puzzle.describe = { object, _ in object.model.board.description }
        puzzle.doc = """
            The sliding puzzle (a userdata). Positions are 1-based, row by row. `getmetatable` gives \
            "Puzzle".
            """
        puzzle.constructorDoc = "A solved board of rows × columns, or the board a table gives."
        puzzle.types = [
            .alias(
                "TiltDirection", #""left"|"right"|"up"|"down""#,
                doc: "A direction to tilt the board: the tiles slide that way."
            ),
            solutionType.definition,
            rectType.definition,
        ]
        puzzle.page.buttons = ["shuffle", "hint", "solve"]
        puzzle.page.pressItem = "tap"
        puzzle.page.arrowKeys = "tilt"
        return puzzle
    }

    /// `tilt`, `tap`, `shuffle`, `solve` and `hint`: moving the tiles, by hand and by the solver.
    private static func declareMoves(_ puzzle: inout ControlDeclaration<PuzzleObject>) {
        let direction = DeclaredArgument<TiltDirection>(1, "direction")
        let position = DeclaredArgument<Int64>(1, "position")
        let seed = DeclaredArgument<Int64?>(1, "seed", "default: from --seed")
        let progress = DeclaredArgument<LuaReference?>.optionalFunction(
            1, "progress", type: "fun(nodes: integer, bound: integer): boolean?", "every 10,000 nodes; false cancels")
        puzzle.method(
            "tilt",
            doc: """
                Slides the tile beside the free slot into it ("left": the tile right of the slot). One \
                undo step.
                """,
            direction, returns: "integer|nil from nil when impossible", "integer|string to or \"impossible\""
        ) {
            object, call throws(LuaCallError) in
            let direction = try call[direction]
            guard let move = object.model.board.move(for: direction) else {
                call.push(Int?.none)
                call.push("impossible")
                return
            }
            try object.perform([move], named: "Tilt \(direction.rawValue.capitalized)", call)
            call.push(move.from + 1)
            call.push(move.to + 1)
        }
        puzzle.method(
            "tap", doc: "Slides the whole line between `position` and the free slot; one undo step.",
            position, returns: "integer moved tiles (0 off the slot's row and column)"
        ) { object, call throws(LuaCallError) in
            let cell = try call.index(position, count: object.model.board.cellCount, noun: "position")
            var probe = object.model.board
            let moves = try call.checking(position) { () throws(PuzzleError) in try probe.tap(at: cell) }
            if !moves.isEmpty { try object.perform(moves, named: "Slide Tiles", call) }
            call.push(moves.count)
        }
        puzzle.method(
            "shuffle", doc: "A random solvable board; one undo step (\"Shuffle\").",
            seed
        ) { object, call throws(LuaCallError) in
            let seed = try call[seed].map { UInt64(bitPattern: $0) } ?? call.context.nextGameSeed()
            var shuffled = object.model.board
            let shuffle = shuffled.shuffle(seed: seed)
            // A shuffle puts every tile in its new place at once: nothing slides.
            try call.context.change(
                "Shuffle", object,
                apply: { puzzle, _ in
                    try? puzzle.model.board.restore(shuffle.after)
                    puzzle.model.slides.removeAll()
                },
                revert: { puzzle, _ in
                    try? puzzle.model.board.restore(shuffle.before)
                    puzzle.model.slides.removeAll()
                })
        }
        puzzle.method(
            "solve", doc: "Solves the board (optimally up to 12 cells and for 4×4).",
            progress, returns: "PuzzleSolution"
        ) { object, call throws(LuaCallError) in
            let solution = try object.solve(progress: try call[progress], call)
            let columns = object.model.board.columns
            call.push(
                solutionType.record(solution, items: solution.moves.map { $0.direction(columns: columns).rawValue }))
        }
        puzzle.method(
            "hint", doc: "The first move of an optimal solution from here, and the tile it slides.",
            returns: "TiltDirection|nil direction nil when solved", "integer? tile the tile that moves"
        ) { object, call throws(LuaCallError) in
            guard let move = try object.solve(progress: nil, call).moves.first else {
                call.push(String?.none)
                return
            }
            call.push(move.direction(columns: object.model.board.columns).rawValue)
            call.push(move.tile)
        }
    }

    /// `tile`, `rects` and `imagesize`: the board and its picture as they are.
    private static func declareReading(_ puzzle: inout ControlDeclaration<PuzzleObject>) {
        let position = DeclaredArgument<Int64>(1, "position")
        // Without arguments, the puzzle's own image: each may be absent, and is checked finite
        // when given.
        let widthArgument = DeclaredArgument<Double>(1, "width", type: "number?") { site throws(LuaCallError) in
            try FiniteNumber.read(site.lua, at: site.index).value
        }
        let heightArgument = DeclaredArgument<Double>(2, "height", type: "number?") { site throws(LuaCallError) in
            try FiniteNumber.read(site.lua, at: site.index).value
        }
        let scaleArgument = DeclaredArgument<Double>(3, "scale", default: PuzzleImage.defaultScale)
        puzzle.method(
            "tile", doc: "The tile at `position` (0 for the free slot).", position, returns: "integer tile"
        ) { object, call throws(LuaCallError) in
            // The index first: an access to the model held across a call that may throw would be
            // checked at run time, on the benchmark's hottest path.
            let cell = try call.index(position, count: object.model.board.cellCount, noun: "position")
            call.push(object.model.board.tiles[cell])
        }
        puzzle.method(
            "rects",
            doc: """
                The tiles' rectangles in pixels for an image of width × height points at `scale`; \
                without arguments, those of the puzzle's own image.
                """,
            widthArgument, heightArgument, scaleArgument, returns: "PuzzleRect[]"
        ) { object, call throws(LuaCallError) in
            let rects: [PixelRect]
            if call.isNoneOrNil(widthArgument), let image = object.model.image {
                // The puzzle's own image, cut as the drawing cuts it.
                rects = try call.checkingState { () throws(PuzzleError) in
                    try image.tileRects(rows: object.model.board.rows, columns: object.model.board.columns)
                }
            } else {
                let width = try call[widthArgument]
                let height = try call[heightArgument]
                let scale = try call[scaleArgument]
                rects = try call.checking(widthArgument) { () throws(PuzzleError) in
                    try TileGeometry.tileRects(
                        rows: object.model.board.rows, columns: object.model.board.columns, width: width,
                        height: height,
                        scale: scale)
                }
            }
            call.push(rects.map { rectType.record($0) })
        }
        puzzle.method(
            "imagesize", doc: "The picture's size: nil without one.", returns: "number|nil width in points",
            "number height in points", "integer pixelWidth", "integer pixelHeight"
        ) { object, call throws(LuaCallError) in
            guard let image = object.model.image else {
                call.push(Double?.none)
                return
            }
            call.push(image.pointWidth)
            call.push(image.pointHeight)
            call.push(image.pixelWidth)
            call.push(image.pixelHeight)
        }
    }

    /// The board's state, its picture and scale, and `onmove`.
    private static func declareProperties(_ puzzle: inout ControlDeclaration<PuzzleObject>) {
        puzzle.readOnly("rows", doc: "") { object, _ in object.model.board.rows }
        puzzle.readOnly("columns", doc: "") { object, _ in object.model.board.columns }
        puzzle.readOnly("tiles", doc: "0 for the free slot") { object, _ in object.model.board.tiles }
        puzzle.readOnly("solved", doc: "") { object, _ in object.model.board.isSolved }
        puzzle.readOnly("solvable", doc: "") { object, _ in object.model.board.isSolvable }
        puzzle.readOnly("moves", doc: "") { object, _ in object.model.board.moveCount }
        puzzle.readOnly(
            "sliding", doc: "whether a tile is shown mid-slide now (0.2 s after a move)",
            hint: "tiles slide when they move"
        ) { object, context in
            object.model.slides.isSliding(in: object.model.board, at: context.now)
        }
        puzzle.writable(
            "image",
            doc: """
                the picture's file name, nil for numbers; setting it reads the file (one undo step)
                """, { object, _ in object.model.image?.name }
        ) { object, call throws(LuaCallError) in
            var after: PuzzleImage?
            if let name = try call.value(as: String?.self) {
                do throws(PuzzleImageFailure) {
                    after = try loadImage(
                        named: name, reader: ImageFileReader(call.context.runtime.configuration),
                        scale: object.model.image?.scale ?? 1,
                        rows: object.model.board.rows, columns: object.model.board.columns)
                } catch {
                    throw call.valueError(error.message)
                }
            }
            try object.setImage(after, named: after == nil ? "Remove Puzzle Image" : "Set Puzzle Image", call)
        }
        puzzle.writable(
            "scale", doc: "pixels per point of the picture, nil without one; one undo step to set",
            { object, _ in object.model.image?.scale }
        ) { object, call throws(LuaCallError) in
            let scale: Double = try call.value()
            guard let before = object.model.image else {
                throw call.valueError("a puzzle without an image has no scale (set 'image' first)")
            }
            let after = try call.checkingValue { () throws(PuzzleImageError) in try before.scaled(scale) }
            try object.setImage(after, named: "Set Image Scale", call)
        }
        puzzle.callback(
            "onmove", doc: "for every tile that slides", type: "fun(puzzle: Puzzle, from: integer, to: integer)",
            get: { $0.onMove }, store: { $0.onMove = $1 }
        )
    }

    /// A message for a failed image load or check.
    private typealias PuzzleImageFailure = ImageFileReader.Failure

    /// Reads the image file `name` from the script's folder (see ``ImageFileReader``) and
    /// checks it fits a rows × columns board.
    private static func loadImage(
        named name: String, reader: ImageFileReader, scale: Double, rows: Int, columns: Int
    ) throws(PuzzleImageFailure) -> PuzzleImage {
        let data = try reader.read(named: name, byteLimit: PuzzleImage.maximumByteCount) { size in
            "\(PuzzleImageError.tooLarge(name: name, byteCount: size))"
        }
        do throws(PuzzleImageError) {
            let image = try PuzzleImage(name: name, data: data, scale: scale)
            try image.checkFits(rows: rows, columns: columns)
            return image
        } catch {
            throw PuzzleImageFailure(message: "\(error)")
        }
    }
}

extension TiltDirection: LuaNamedArgument {
    static func luaNamed(_ name: String) throws(PuzzleError) -> TiltDirection { try TiltDirection(named: name) }
}
