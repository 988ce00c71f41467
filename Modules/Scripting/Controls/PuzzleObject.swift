import Models

/// What a Lua `Puzzle` userdata holds: the board and its script-side state.
final class PuzzleObject: ScriptControl {
    var id = 0
    var tether: ScriptHost.WeakControl.Tether?
    var model: SlidingPuzzle
    /// The picture the tiles are cut from, read once from the script's folder; nil for numbers.
    var image: PuzzleImage?
    /// Where moved tiles are shown sliding; the board itself changes at once.
    var slides = PuzzleSlides()
    /// Called with (puzzle, from, to) for every tile that slides: the book's notification.
    var onMove: LuaReference?

    init(model: SlidingPuzzle, image: PuzzleImage? = nil) {
        self.model = model
        self.image = image
    }
}
