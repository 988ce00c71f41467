import Models

/// What a Lua `Puzzle` userdata holds: the board and its script-side state.
final class PuzzleObject: ScriptControl {
    var id = 0
    var model: SlidingPuzzle
    /// Called with (puzzle, from, to) for every tile that slides: the book's notification.
    var onMove: LuaReference?

    init(model: SlidingPuzzle) {
        self.model = model
    }
}
