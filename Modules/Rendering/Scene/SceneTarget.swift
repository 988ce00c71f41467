import Geometry

/// What a pointer at a point of a control's drawing is on, in the control's own terms: a wheel
/// takes the point relative to its centre (its touch coordinates), a memory game a card, a
/// puzzle a cell.
public enum SceneTarget: Sendable, Hashable {
    /// A point relative to the control's centre, in the touch coordinates of its model.
    case point(Point)
    /// An item of the control by 0-based index: a card, a cell.
    case item(Int)
}

extension SceneContent {
    /// What `point`, in the coordinates of this content's drawing at `time`, is on; nil where a
    /// pointer does nothing (between cards, on a control that takes no pointer).
    public func target(at point: Point, time: Double) -> SceneTarget? {
        switch self {
        case .wheel:
            let side = 2 * (WheelDrawing.radius + WheelDrawing.margin)
            return .point(Point(x: point.x - side / 2, y: point.y - side / 2))
        case .memory(let game):
            let drawing = MemoryDrawing(game, at: time)
            let half = Size(width: MemoryDrawing.cardSize.width / 2, height: MemoryDrawing.cardSize.height / 2)
            return game.cards.indices.first { index in
                let center = drawing.center(ofCard: index)
                return abs(point.x - center.x) <= half.width && abs(point.y - center.y) <= half.height
            }.map(SceneTarget.item)
        case .puzzle(let puzzle, let image, let slides):
            let drawing = PuzzleDrawing(puzzle, image: image, slides: slides, at: time)
            let cell = drawing.cellSize
            return puzzle.tiles.indices.first { index in
                let corner = drawing.origin(ofCell: index)
                return point.x >= corner.x && point.x < corner.x + cell.width
                    && point.y >= corner.y && point.y < corner.y + cell.height
            }.map(SceneTarget.item)
        // A drawn control's touches are its own (its drawing's coordinates), for the next issue.
        case .odometer, .timer, .dateRange, .frames, .view, .stepper, .drawn:
            return nil
        }
    }
}
