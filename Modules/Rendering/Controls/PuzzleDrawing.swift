import Geometry
import Models

/// A ``SlidingPuzzle``: its tiles in their cells, numbered, with the free slot left empty.
///
/// The model changes at once and keeps no slide in progress, so tiles are drawn in their cells;
/// the binding gives scripts the book's pixel rectangles of an image but holds no image, so tiles
/// show numbers, in a colour that tells where each belongs (its row and column in the solved
/// board), with a tick when it is already there.
public struct PuzzleDrawing: ControlDrawing {
    /// The side of one cell.
    public static let cell = 40.0
    /// The frame round the board.
    public static let border = 4.0

    public let puzzle: SlidingPuzzle

    /// The board. A puzzle does not depend on time.
    public init(_ puzzle: SlidingPuzzle) {
        self.puzzle = puzzle
    }

    /// The top left corner of cell `index` (row-major) within the drawing.
    public func origin(ofCell index: Int) -> Point {
        let columns = max(puzzle.columns, 1)
        return Point(
            x: Self.border + Double(index % columns) * Self.cell,
            y: Self.border + Double(index / columns) * Self.cell)
    }

    public func svg(idPrefix: String) -> SVGFragment {
        let cell = Self.cell, border = Self.border
        let size = Size(width: 2 * border + Double(puzzle.columns) * cell, height: 2 * border + Double(puzzle.rows) * cell)
        var svg = SVGBuilder()
        svg.rect(x: 0, y: 0, width: size.width, height: size.height, radius: 5, fill: "#5b4636")
        for (index, tile) in puzzle.tiles.enumerated() {
            let corner = origin(ofCell: index)
            if tile == 0 {
                svg.rect(x: corner.x + 2, y: corner.y + 2, width: cell - 4, height: cell - 4, radius: 3,
                         fill: "#3a2d23", stroke: "#8a7562", strokeWidth: 1, extra: [("stroke-dasharray", "3 2")])
                continue
            }
            let home = tile - 1
            let columns = max(puzzle.columns, 1)
            let hue = Double(home % columns) / Double(columns) * 0.6 + Double(home / columns) / Double(max(puzzle.rows, 1)) * 0.08
            svg.rect(x: corner.x + 2, y: corner.y + 2, width: cell - 4, height: cell - 4, radius: 4,
                     fill: SVGColor.hex(hue: hue, saturation: 0.35, brightness: 0.97), stroke: "#2b2119", strokeWidth: 1)
            svg.text(String(tile), x: corner.x + cell / 2, y: corner.y + cell / 2 + 6, size: 17, anchor: "middle",
                     fill: "#2b2119", weight: "bold")
            if home == index {
                svg.circle(cx: corner.x + cell - 8, cy: corner.y + 8, r: 2.5, fill: "#2e7d32")
            }
        }
        return SVGFragment(size: size, body: svg.body)
    }

    public func textLines() -> [String] {
        let width = String(puzzle.cellCount - 1).count
        var lines: [String] = []
        for row in 0 ..< puzzle.rows {
            let cells = (0 ..< puzzle.columns).map { column -> String in
                let tile = puzzle.tiles[row * puzzle.columns + column]
                let text = tile == 0 ? "." : String(tile)
                return String(repeating: " ", count: max(0, width - text.count)) + text
            }
            lines.append(cells.joined(separator: " "))
        }
        lines.append("\(puzzle.moveCount) moves" + (puzzle.isSolved ? ", solved" : ""))
        return lines
    }
}
