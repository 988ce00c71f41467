import Geometry
import Models

/// A ``SlidingPuzzle`` at an instant: its tiles in their cells, with the free slot left empty.
///
/// Without an image, tiles show numbers, in a colour that tells where each belongs (its row and
/// column in the solved board), with a tick when it is already there. With a ``PuzzleImage``,
/// each tile shows the slice of the picture for its *home* cell (tile n the slice n − 1, as
/// ``TileGeometry`` cuts it), with its number small in a corner; the image is embedded once, and
/// each tile is a nested `<svg>` whose view box is the tile's slice in pixels, so the slice is
/// clipped the same way by every renderer.
///
/// The board changes at once; ``PuzzleSlides`` say where a tile is *shown* mid-slide, so a tile
/// that moved less than a slide's duration before `time` is drawn between its two cells.
public struct PuzzleDrawing: ControlDrawing {
    /// The side of one cell without an image.
    public static let cell = 40.0
    /// The frame round the board.
    public static let border = 4.0
    /// With an image, the board's longer side is the image's size in points, kept within this
    /// range so that a thumbnail stays visible and a photo stays on the page.
    public static let imageSideRange = 120.0...360.0

    public let puzzle: SlidingPuzzle
    public let image: PuzzleImage?
    public let slides: PuzzleSlides
    public let time: Double
    /// Whether picture tiles show their number in a corner.
    public let showsNumbers: Bool

    /// The board at `time`, cut from `image` when given, its tiles shown where `slides` put them.
    public init(
        _ puzzle: SlidingPuzzle, image: PuzzleImage? = nil, slides: PuzzleSlides = PuzzleSlides(),
        at time: Double = 0, showsNumbers: Bool = true
    ) {
        self.puzzle = puzzle
        self.image = image
        self.slides = slides
        self.time = time
        self.showsNumbers = showsNumbers
    }

    /// The size of one cell: square without an image, the image's proportions with one.
    public var cellSize: Size {
        guard let image else { return Size(width: Self.cell, height: Self.cell) }
        let width = max(image.pointWidth, 1)
        let height = max(image.pointHeight, 1)
        let longest = max(width, height)
        let fit = min(max(longest, Self.imageSideRange.lowerBound), Self.imageSideRange.upperBound) / longest
        return Size(
            width: width * fit / Double(max(puzzle.columns, 1)), height: height * fit / Double(max(puzzle.rows, 1)))
    }

    /// The top left corner of cell `index` (row-major) within the drawing.
    public func origin(ofCell index: Int) -> Point {
        let columns = max(puzzle.columns, 1)
        return origin(row: Double(index / columns), column: Double(index % columns))
    }

    /// The top left corner of the tile at board index `index` as shown at the drawing's time:
    /// its cell's, or between two cells mid-slide.
    public func presentedOrigin(ofTileAt index: Int) -> Point {
        let cell = slides.presentedCell(ofTileAt: index, in: puzzle, at: time)
        return origin(row: cell.row, column: cell.column)
    }

    private func origin(row: Double, column: Double) -> Point {
        let size = cellSize
        return Point(x: Self.border + column * size.width, y: Self.border + row * size.height)
    }

    public func draw() -> Drawing {
        let cell = cellSize
        let border = Self.border
        let size = Size(
            width: 2 * border + Double(puzzle.columns) * cell.width,
            height: 2 * border + Double(puzzle.rows) * cell.height)
        var drawing = Drawing(size: size)
        drawing.rect(x: 0, y: 0, width: size.width, height: size.height, radius: 5, fill: "#5b4636")
        var rects: [PixelRect] = []
        var source: DrawingImage.Source?
        if let image, let slices = try? image.tileRects(rows: puzzle.rows, columns: puzzle.columns) {
            rects = slices
            source = DrawingImage.Source(
                dataURI: image.dataURI, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
        }
        // Tiles at rest in cell order, the free slot among them; sliding tiles last, so that
        // they pass over the free slot they are leaving.
        let sliding = puzzle.tiles.indices.filter { slides.slide(ofTileAt: $0, in: puzzle, at: time) != nil }
        let resting = puzzle.tiles.indices.filter { !sliding.contains($0) }
        for index in resting + sliding {
            let tile = puzzle.tiles[index]
            if tile == 0 {
                let corner = origin(ofCell: index)
                drawing.rect(
                    x: corner.x + 2, y: corner.y + 2, width: cell.width - 4, height: cell.height - 4, radius: 3,
                    fill: "#3a2d23", stroke: "#8a7562", strokeWidth: 1, dash: [3, 2])
            } else if let source, rects.indices.contains(tile - 1) {
                pictureTile(
                    tile, at: presentedOrigin(ofTileAt: index), slice: rects[tile - 1], of: source, into: &drawing)
            } else {
                numberTile(tile, at: presentedOrigin(ofTileAt: index), home: index == tile - 1, into: &drawing)
            }
        }
        return drawing
    }

    private func numberTile(_ tile: Int, at corner: Point, home isHome: Bool, into drawing: inout Drawing) {
        let cell = Self.cell
        let home = tile - 1
        let columns = max(puzzle.columns, 1)
        let hue =
            Double(home % columns) / Double(columns) * 0.6 + Double(home / columns) / Double(max(puzzle.rows, 1)) * 0.08
        drawing.rect(
            x: corner.x + 2, y: corner.y + 2, width: cell - 4, height: cell - 4, radius: 4,
            fill: SVGColor.hex(hue: hue, saturation: 0.35, brightness: 0.97), stroke: "#2b2119", strokeWidth: 1)
        drawing.text(
            String(tile), x: corner.x + cell / 2, y: corner.y + cell / 2 + 6, size: 17, anchor: .middle,
            fill: "#2b2119", bold: true)
        if isHome {
            drawing.circle(center: Point(x: corner.x + cell - 8, y: corner.y + 8), radius: 2.5, fill: "#2e7d32")
        }
    }

    /// A tile showing its slice of the image, a hairline between tiles, and its number.
    private func pictureTile(
        _ tile: Int, at corner: Point, slice: PixelRect, of source: DrawingImage.Source, into drawing: inout Drawing
    ) {
        let cell = cellSize
        drawing.image(
            DrawingImage(
                source, in: Rect(x: corner.x + 1, y: corner.y + 1, width: cell.width - 2, height: cell.height - 2),
                crop: slice))
        drawing.rect(
            x: corner.x + 1, y: corner.y + 1, width: cell.width - 2, height: cell.height - 2,
            stroke: "#2b2119", strokeWidth: 1, opacity: 0.6)
        guard showsNumbers else { return }
        let label = String(tile)
        let badge = min(16, cell.height / 2.5)
        drawing.rect(
            x: corner.x + 3, y: corner.y + 3, width: badge * (0.45 + 0.5 * Double(label.count)), height: badge,
            radius: badge / 4, fill: "#000000", opacity: 0.5)
        drawing.text(
            label, x: corner.x + 3 + badge * (0.45 + 0.5 * Double(label.count)) / 2, y: corner.y + 3 + badge * 0.76,
            size: badge * 0.75, anchor: .middle, fill: "#ffffff", bold: true)
    }

    public func textLines() -> [String] {
        let width = String(puzzle.cellCount - 1).count
        var lines: [String] = []
        for row in 0..<puzzle.rows {
            let cells = (0..<puzzle.columns).map { column -> String in
                let tile = puzzle.tiles[row * puzzle.columns + column]
                let text = tile == 0 ? "." : String(tile)
                return String(repeating: " ", count: max(0, width - text.count)) + text
            }
            lines.append(cells.joined(separator: " "))
        }
        lines.append("\(puzzle.moveCount) moves" + (puzzle.isSolved ? ", solved" : ""))
        if let image {
            lines.append(
                "image \(image.name), \(image.pixelWidth)×\(image.pixelHeight) px \(image.header.format.displayName)"
                    + (image.scale == 1 ? "" : " at scale \(SVGNumber.format(image.scale))"))
        }
        return lines
    }
}

extension PuzzleDrawing {
    /// The board cell `point` is on; nil on the frame round the board.
    public func target(at point: Point) -> SceneTarget? {
        let cell = cellSize
        return puzzle.tiles.indices.first { index in
            let corner = origin(ofCell: index)
            return point.x >= corner.x && point.x < corner.x + cell.width
                && point.y >= corner.y && point.y < corner.y + cell.height
        }.map(SceneTarget.item)
    }
}
