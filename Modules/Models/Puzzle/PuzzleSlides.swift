import Geometry

/// Where the tiles of a ``SlidingPuzzle`` are *shown* at time t, while the board itself changes
/// at once: each move slides its tile from the from-cell to the to-cell over ``duration``
/// seconds, ease-in-out, like the book's view animating the tile's frame when the model
/// reports a move.
///
/// The board, its moves, the solver, hints and undo know nothing of this: a slide is only a
/// presentation, computed from the slide's start and the time asked about (never advanced tick
/// by tick). A slide whose tile is no longer where the move put it (an undo, a restore) is
/// ignored, so a stale record can never show a tile anywhere but in its cell.
public struct PuzzleSlides: Sendable, Hashable {
    /// The book's quick slide.
    public static let defaultDuration = 0.2
    /// UIKit's `UIViewAnimationCurveEaseInOut`, the book's.
    public static let defaultCurve = TimingCurve.easeInEaseOut

    /// How long a slide lasts, in seconds (0: tiles jump).
    public let duration: Double
    /// How a slide's progress moves from the from-cell to the to-cell.
    public let curve: TimingCurve
    /// The slides that may still be running, at most one per tile.
    public private(set) var slides: [TileSlide] = []

    public init(duration: Double = PuzzleSlides.defaultDuration, curve: TimingCurve = PuzzleSlides.defaultCurve) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
    }

    /// Starts a slide for each move at `time`; moves made together (a tap that slides a whole
    /// line) slide together. A tile's new slide replaces its previous one, and slides over by
    /// `time` are dropped.
    public mutating func record(_ moves: [PuzzleMove], at time: Double) {
        let tiles = Set(moves.map(\.tile))
        slides.removeAll { tiles.contains($0.move.tile) || $0.start + duration <= time }
        guard duration > 0 else { return }
        slides += moves.map { TileSlide(move: $0, start: time) }
    }

    /// From when no tile slides: the end of the latest slide, or −∞ if none is recorded.
    public var restTime: Double {
        slides.map { $0.start + duration }.max() ?? -.infinity
    }

    /// Forgets every slide (a shuffle puts every tile in place at once).
    public mutating func removeAll() {
        slides.removeAll()
    }

    /// The slide of the tile at board index `index` at `time`, with its progress from 0 (in the
    /// from-cell) to 1 (in the to-cell, where the board has it), or nil when that tile is at
    /// rest in its cell.
    public func slide(ofTileAt index: Int, in puzzle: SlidingPuzzle, at time: Double) -> (
        move: PuzzleMove, progress: Double
    )? {
        guard puzzle.tiles.indices.contains(index) else { return nil }
        let tile = puzzle.tiles[index]
        guard tile != 0,
            let slide = slides.last(where: { $0.move.tile == tile && $0.move.to == index }),
            time < slide.start + duration
        else { return nil }
        let linear = min(max((time - slide.start) / duration, 0), 1)
        return (slide.move, curve.value(at: linear))
    }

    /// Where the tile at `index` is shown at `time`, in cells: (row, column), fractional
    /// mid-slide.
    public func presentedCell(ofTileAt index: Int, in puzzle: SlidingPuzzle, at time: Double) -> (
        row: Double, column: Double
    ) {
        let columns = max(puzzle.columns, 1)
        func cell(_ index: Int) -> (row: Double, column: Double) {
            (Double(index / columns), Double(index % columns))
        }
        let resting = cell(index)
        guard let (move, progress) = slide(ofTileAt: index, in: puzzle, at: time) else { return resting }
        let from = cell(move.from)
        return (from.row + (resting.row - from.row) * progress, from.column + (resting.column - from.column) * progress)
    }

    /// Whether any tile is shown mid-slide at `time`.
    public func isSliding(in puzzle: SlidingPuzzle, at time: Double) -> Bool {
        puzzle.tiles.indices.contains { slide(ofTileAt: $0, in: puzzle, at: time) != nil }
    }
}
