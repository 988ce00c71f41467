import Foundation
import Models
internal import CLua
internal import CLuaShim

extension ScriptHost {
    static let puzzleClass = "Puzzle"

    /// The `Puzzle` library: `Puzzle.new{rows, columns, tiles, image, scale}`, tilts, taps,
    /// seeded shuffles, an optimal solver with hints, undo, and a picture to cut the tiles from.
    /// Board positions are 1-based in Lua; tile 0 is the free slot.
    func registerPuzzleLibrary() {
        var luaClass = LuaClass(name: ScriptHost.puzzleClass)
        luaClass.methods = [
            LuaBinding("tilt", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try puzzle(call)
                let name = try call.string(2)
                guard let direction = TiltDirection(rawValue: name) else {
                    throw call.argumentError(2, "unknown tilt '\(name)' (expected left, right, up or down)")
                }
                guard let move = object.model.move(for: direction) else {
                    call.pushNil()
                    call.push("impossible")
                    return 2
                }
                try performMoves([move], on: object, named: "Tilt \(name.capitalized)", state: call.state)
                call.push(move.from + 1)
                call.push(move.to + 1)
                return 2
            }),
            LuaBinding("tap", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try puzzle(call)
                let position = try call.index(2, count: object.model.cellCount, noun: "position")
                var probe = object.model
                let moves: [PuzzleMove]
                do { moves = try probe.tap(at: position) } catch { throw call.argumentError(2, "\(error)") }
                if !moves.isEmpty { try performMoves(moves, on: object, named: "Slide Tiles", state: call.state) }
                call.push(moves.count)
                return 1
            }),
            LuaBinding("shuffle", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try puzzle(call)
                let seed = try call.optionalInteger(2).map { UInt64(bitPattern: $0) } ?? gameSeeds.next()
                var shuffled = object.model
                let shuffle = shuffled.shuffle(seed: seed)
                let id = object.id
                // A shuffle puts every tile in its new place at once: nothing slides.
                try perform("Shuffle", apply: { host in
                    host.updateControl(id, \PuzzleObject.model, { model, _ in try? model.restore(shuffle.after) },
                                       then: { $0.slides.removeAll() })
                }, revert: { host in
                    host.updateControl(id, \PuzzleObject.model, { model, _ in try? model.restore(shuffle.before) },
                                       then: { $0.slides.removeAll() })
                })
                return 0
            }),
            LuaBinding("solve", { [unowned(unsafe) self] call throws(LuaCallError) in
                let progress = try call.optionalFunction(2, runtime: runtime)
                let solution = try solvePuzzle(try puzzle(call), progress: progress, state: call.state)
                let state = call.state
                lua_createtable(state, Int32(clamping: solution.moves.count), 3)
                let columns = try puzzle(call).model.columns
                for (offset, move) in solution.moves.enumerated() {
                    call.push(move.direction(columns: columns).rawValue)
                    lua_rawseti(state, -2, Int64(offset + 1))
                }
                call.push(solution.isOptimal)
                lua_setfield(state, -2, "optimal")
                call.push(solution.nodesExpanded)
                lua_setfield(state, -2, "nodes")
                return 1
            }),
            LuaBinding("hint", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try puzzle(call)
                guard let move = try solvePuzzle(object, progress: nil, state: call.state).moves.first else {
                    call.pushNil()
                    return 1
                }
                call.push(move.direction(columns: object.model.columns).rawValue)
                call.push(move.tile)
                return 2
            }),
            LuaBinding("tile", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try puzzle(call)
                let position = try call.index(2, count: object.model.cellCount, noun: "position")
                call.push(object.model.tiles[position])
                return 1
            }),
            LuaBinding("rects", { [unowned(unsafe) self] call throws(LuaCallError) in
                let object = try puzzle(call)
                let rects: [PixelRect]
                if call.isNoneOrNil(2), let image = object.image {
                    // The puzzle's own image, cut as the drawing cuts it.
                    do {
                        rects = try image.tileRects(rows: object.model.rows, columns: object.model.columns)
                    } catch {
                        throw LuaCallError("\(error)")
                    }
                } else {
                    let width = try call.finiteNumber(2)
                    let height = try call.finiteNumber(3)
                    let scale = try call.optionalNumber(4) ?? 1
                    do {
                        rects = try TileGeometry.tileRects(
                            rows: object.model.rows, columns: object.model.columns, width: width, height: height, scale: scale)
                    } catch {
                        throw call.argumentError(2, "\(error)")
                    }
                }
                let state = call.state
                lua_createtable(state, Int32(clamping: rects.count), 0)
                for (offset, rect) in rects.enumerated() {
                    lua_createtable(state, 0, 4)
                    for (key, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
                        lua_pushinteger(state, Int64(value))
                        lua_setfield(state, -2, key)
                    }
                    lua_rawseti(state, -2, Int64(offset + 1))
                }
                return 1
            }),
            LuaBinding("imagesize", { [unowned(unsafe) self] call throws(LuaCallError) in
                guard let image = try puzzle(call).image else {
                    call.pushNil()
                    return 1
                }
                call.push(image.pointWidth)
                call.push(image.pointHeight)
                call.push(image.pixelWidth)
                call.push(image.pixelHeight)
                return 4
            }),
        ]
        luaClass.properties = [
            "rows", "columns", "tiles", "solved", "solvable", "moves", "sliding", "image", "scale", "onmove",
        ]
        luaClass.getter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try puzzle(call)
            let model = object.model
            switch key {
            case "rows": call.push(model.rows)
            case "columns": call.push(model.columns)
            case "solved": call.push(model.isSolved)
            case "solvable": call.push(model.isSolvable)
            case "moves": call.push(model.moveCount)
            case "sliding": call.push(object.slides.isSliding(in: model, at: clock.now))
            case "image": if let image = object.image { call.push(image.name) } else { call.pushNil() }
            case "scale": if let image = object.image { call.push(image.scale) } else { call.pushNil() }
            case "tiles":
                let state = call.state
                lua_createtable(state, Int32(clamping: model.tiles.count), 0)
                for (offset, tile) in model.tiles.enumerated() {
                    lua_pushinteger(state, Int64(tile))
                    lua_rawseti(state, -2, Int64(offset + 1))
                }
            case "onmove": if let f = object.onMove { f.push(onto: call.state) } else { call.pushNil() }
            default: throw LuaCallError("Puzzle has no member '\(key)'")
            }
            return 1
        }
        luaClass.setter = { [unowned(unsafe) self] call, key throws(LuaCallError) in
            let object = try puzzle(call)
            switch key {
            case "onmove": object.onMove = try call.optionalFunction(3, runtime: runtime)
            case "image": try setImage(object, call)
            case "scale": try setScale(object, call)
            case "sliding":
                throw LuaCallError("Puzzle field 'sliding' is read-only (tiles slide when they move)")
            case "rows", "columns", "tiles", "solved", "solvable", "moves":
                throw LuaCallError("Puzzle field '\(key)' is read-only (move tiles with tilt or tap)")
            default: throw LuaCallError("Puzzle has no member '\(key)'")
            }
        }
        luaClass.toString = { [unowned(unsafe) self] call throws(LuaCallError) in
            return try puzzle(call).model.description
        }
        runtime.register(luaClass)
        registerConstructor("Puzzle", of: luaClass) { host, call throws(LuaCallError) in
            try host.makePuzzle(call)
        }
        runtime.registerLibrary("Puzzle", functions: [
            LuaBinding("issolvable", { call throws(LuaCallError) in
                let (rows, columns, tiles) = try ScriptHost.boardArguments(call, allowed: ["rows", "columns", "tiles"])
                do {
                    call.push(try SlidingPuzzle.isSolvable(rows: rows, columns: columns, tiles: tiles ?? []))
                } catch {
                    throw call.argumentError(1, "\(error)")
                }
                return 1
            }),
        ])
    }

    private func puzzle(_ call: LuaCall) throws(LuaCallError) -> PuzzleObject {
        try call.object(1, of: ScriptHost.puzzleClass)
    }

    /// Records and applies tile moves as one undo step, then tells `onmove` about each slide
    /// (after the move, so the callback sees the board as it now is).
    private func performMoves(
        _ moves: [PuzzleMove], on object: PuzzleObject, named name: String, state: OpaquePointer
    ) throws(LuaCallError) {
        let id = object.id
        // The board changes at once; the tiles are shown sliding from now on, back again on undo.
        try perform(name, apply: { host in
            host.updateControl(id, \PuzzleObject.model, { model, _ in
                for move in moves { try? model.apply(move) }
            }, then: { $0.slides.record(moves, at: host.clock.now) })
        }, revert: { host in
            host.updateControl(id, \PuzzleObject.model, { model, _ in
                for move in moves.reversed() { try? model.undo(move) }
            }, then: { $0.slides.record(moves.reversed().map(\.inverse), at: host.clock.now) })
        })
        guard let onMove = object.onMove else { return }
        for move in moves {
            let status = invoke(onMove, on: state) { state in
                pushControl(id, onto: state)
                lua_pushinteger(state, Int64(move.from + 1))
                lua_pushinteger(state, Int64(move.to + 1))
                return 3
            }
            if status != LUA_OK { throw .valueOnStack }
        }
    }

    /// Solves the board. The solver runs in this call: the virtual clock stands still meanwhile,
    /// so no handler is late in virtual time. Every 10,000 nodes it checks for a stop (a timeout
    /// or Ctrl-C cancels it) and calls `progress(nodes, bound)` when given; the progress function
    /// cancels the solve by returning false, and an error it raises cancels it and is passed on.
    private func solvePuzzle(
        _ object: PuzzleObject, progress: LuaReference?, state: OpaquePointer
    ) throws(LuaCallError) -> PuzzleSolution {
        let stopHandle = runtime.stopHandle
        // Tied to the stop, so building the pattern databases (seconds, before the first
        // progress report) ends within a few milliseconds of a timeout or Ctrl-C too.
        let token = CancellationToken { stopHandle.reason != nil }
        var failure: LuaCallError?
        var cancelledByScript = false
        do {
            return try object.model.solve(cancellation: token, progressInterval: 10_000) { report in
                if stopHandle.reason != nil { token.cancel(); return }
                guard let progress, failure == nil else { return }
                let base = lua_gettop(state)
                progress.push(onto: state)
                lua_pushinteger(state, Int64(report.nodesExpanded))
                lua_pushinteger(state, Int64(report.bound))
                if clua_pcall_from_binding(state, 2, 1, 0) != LUA_OK {
                    failure = .valueOnStack
                    token.cancel()
                    return
                }
                if lua_type(state, -1) == LUA_TBOOLEAN, lua_toboolean(state, -1) == 0 {
                    cancelledByScript = true
                    token.cancel()
                }
                lua_settop(state, base)
            }
        } catch {
            if let failure { throw failure }
            if let reason = stopHandle.reason { throw LuaCallError(runtime.stopMessage(for: reason)) }
            if cancelledByScript { throw LuaCallError("the solve was cancelled by its progress function") }
            throw LuaCallError("\(error)")
        }
    }

    /// (rows, columns, tiles?) from `{rows = , columns = , tiles = {...}}` or (rows, columns);
    /// `allowed` names every field the caller accepts (it reads the others itself).
    private static func boardArguments(_ call: LuaCall, allowed: Set<String>) throws(LuaCallError) -> (Int, Int, [Int]?) {
        if lua_type(call.state, 1) == LUA_TTABLE {
            let options = try LuaOptionsTable(call, argument: 1, allowed: allowed)
            let rows = try options.field("rows") { call, index throws(LuaCallError) in try call.integer(index) } ?? 4
            let columns = try options.field("columns") { call, index throws(LuaCallError) in try call.integer(index) } ?? rows
            let tiles = try options.field("tiles") { call, index throws(LuaCallError) -> [Int] in
                guard lua_type(call.state, index) == LUA_TTABLE else { throw call.typeError(index, expected: "table") }
                let length = min(lua_rawlen(call.state, index), 64)
                var tiles: [Int] = []
                for position in 0 ..< length {
                    lua_rawgeti(call.state, index, Int64(position + 1))
                    defer { lua_settop(call.state, -2) }
                    tiles.append(Int(clamping: try call.integer(-1)))
                }
                return tiles
            }
            return (Int(clamping: rows), Int(clamping: columns), tiles)
        }
        let rows = try call.integer(1)
        let columns = try call.optionalInteger(2) ?? rows
        return (Int(clamping: rows), Int(clamping: columns), nil)
    }

    /// `Puzzle.new(rows [, columns])` or `Puzzle.new{rows, columns, tiles, image, scale}`.
    private func makePuzzle(_ call: LuaCall) throws(LuaCallError) -> PuzzleObject {
        let (rows, columns, tiles) = try ScriptHost.boardArguments(
            call, allowed: ["rows", "columns", "tiles", "image", "scale"])
        let model: SlidingPuzzle
        do {
            model = try tiles.map { tiles throws(PuzzleError) in try SlidingPuzzle(rows: rows, columns: columns, tiles: tiles) }
                ?? SlidingPuzzle(rows: rows, columns: columns)
        } catch {
            throw call.argumentError(1, "\(error)")
        }
        guard lua_type(call.state, 1) == LUA_TTABLE else { return PuzzleObject(model: model) }
        let options = try LuaOptionsTable(call, argument: 1, allowed: ["rows", "columns", "tiles", "image", "scale"])
        let scale = try options.field("scale") { call, index throws(LuaCallError) -> Double in
            let scale = try call.number(index)
            guard PuzzleImage.scaleRange.contains(scale) else {
                throw call.argumentError(index, "\(PuzzleImageError.invalidScale(scale))")
            }
            return scale
        }
        let image = try options.field("image") { call, index throws(LuaCallError) -> PuzzleImage in
            let name = try call.string(index)
            do throws(PuzzleImageFailure) {
                return try loadPuzzleImage(named: name, scale: scale ?? 1, rows: rows, columns: columns)
            } catch {
                throw call.argumentError(index, error.message)
            }
        }
        if scale != nil, image == nil {
            throw call.argumentError(1, "'scale' goes with 'image' (the scale of the image's points to its pixels)")
        }
        return PuzzleObject(model: model, image: image)
    }

    /// A message for a failed image load or check.
    struct PuzzleImageFailure: Error {
        var message: String
    }

    /// Reads the image file `name` from the script's folder, as `Frames` reads frames (same
    /// names, same confinement to the folder), and checks it fits a rows × columns board.
    private func loadPuzzleImage(
        named name: String, scale: Double, rows: Int, columns: Int
    ) throws(PuzzleImageFailure) -> PuzzleImage {
        guard let directory = runtime.configuration.moduleDirectory else {
            throw PuzzleImageFailure(message: "image '\(name)' cannot be loaded: this run has no script folder to load it from")
        }
        let loader = FileFrameLoader(directory: directory)
        // The size first, so a huge file is refused without being read.
        if let path = try? loader.path(forFrame: name),
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size > PuzzleImage.maximumByteCount {
            throw PuzzleImageFailure(message: "\(PuzzleImageError.tooLarge(name: name, byteCount: size))")
        }
        let data: Data
        do throws(FrameLoaderError) {
            data = try loader.loadFrame(named: name)
        } catch {
            switch error {
            case .invalidName:
                throw PuzzleImageFailure(message: "'\(name)' is not a valid image name (use a path inside the script's folder, without '..')")
            case .outsideFolder:
                throw PuzzleImageFailure(message: "image '\(name)' leads outside the script's folder through a symbolic link (files are read from the script's folder only)")
            case .notFound:
                throw PuzzleImageFailure(message: "image '\(name)' not found (no file \(name) in the script's folder)")
            case .unreadable(_, _, let reason):
                throw PuzzleImageFailure(message: "image '\(name)' could not be read (\(reason))")
            }
        }
        do throws(PuzzleImageError) {
            let image = try PuzzleImage(name: name, data: data, scale: scale)
            try image.checkFits(rows: rows, columns: columns)
            return image
        } catch {
            throw PuzzleImageFailure(message: "\(error)")
        }
    }

    /// `puzzle.image = name` (or nil): one undo step; the image keeps the puzzle's scale.
    private func setImage(_ object: PuzzleObject, _ call: LuaCall) throws(LuaCallError) {
        let before = object.image
        var after: PuzzleImage?
        if !call.isNoneOrNil(3) {
            let name = try call.string(3)
            do throws(PuzzleImageFailure) {
                after = try loadPuzzleImage(
                    named: name, scale: before?.scale ?? 1, rows: object.model.rows, columns: object.model.columns)
            } catch {
                throw call.argumentError(3, error.message)
            }
        }
        guard before != after else { return }
        try changeImage(of: object, to: after, named: after == nil ? "Remove Puzzle Image" : "Set Puzzle Image")
    }

    /// `puzzle.scale = factor`: one undo step; only a puzzle with an image has a scale.
    private func setScale(_ object: PuzzleObject, _ call: LuaCall) throws(LuaCallError) {
        let scale = try call.number(3)
        guard let before = object.image else {
            throw call.argumentError(3, "a puzzle without an image has no scale (set 'image' first)")
        }
        let after: PuzzleImage
        do {
            after = try before.scaled(scale)
        } catch {
            throw call.argumentError(3, "\(error)")
        }
        guard before != after else { return }
        try changeImage(of: object, to: after, named: "Set Image Scale")
    }

    private func changeImage(of object: PuzzleObject, to after: PuzzleImage?, named name: String) throws(LuaCallError) {
        let id = object.id
        let before = object.image
        try perform(name, apply: { host in
            if let object: PuzzleObject = host.control(id) { object.image = after }
        }, revert: { host in
            if let object: PuzzleObject = host.control(id) { object.image = before }
        })
    }
}
