import Geometry

/// The views of a run on one screen, as subviews of one window: each drawn where it lies in
/// the views' own coordinates (``ViewDrawing``), later views over earlier ones, on a screen of
/// fixed size — 320 × 480 points, the seeds' iPhone, drawn at 3/4 — so that a view moving
/// moves across it and the box never changes size within a run. What lies off the screen is
/// cut at its edge; a view wholly off it is pointed at by a small arrow on the nearest edge,
/// in its colour.
public struct ViewScreenDrawing: ControlDrawing {
    /// The screen, in the views' coordinates (points).
    public static let screen = Size(width: 320, height: 480)
    /// Drawn points per screen point.
    public static let scale = 0.75
    /// The spacing of the screen's faint grid, in points.
    static let gridSpacing = 40.0
    /// The margin round the screen, in drawn points.
    static let margin = 4.0

    public let views: [ViewAppearance]

    /// The views in the order they were made (the last drawn on top).
    public init(_ views: [ViewAppearance]) {
        self.views = views
    }

    /// The drawing's size: the screen, scaled, and its margin.
    public static var size: Size {
        Size(width: screen.width * scale + 2 * margin, height: screen.height * scale + 2 * margin)
    }

    public func draw() -> Drawing {
        let screen = Rect(origin: .zero, size: Self.screen)
        var drawing = Drawing(size: Self.size)
        var placement = DrawingTransform.translate(Self.margin, Self.margin)
        placement.steps.append(.scale(Self.scale))
        drawing.group(transform: placement) { onScreen in
            onScreen.rect(
                x: 0, y: 0, width: screen.width, height: screen.height, fill: "#ffffff", stroke: "#b8bec6",
                strokeWidth: 1)
            onScreen.path(Self.grid, style: DrawingStyle(fill: "none", stroke: "#eef0f3", strokeWidth: 1))
            onScreen.group(clip: .rect(screen, radius: nil)) { clipped in
                for view in views {
                    ViewDrawing(view).draw(into: &clipped)
                }
            }
            for view in views where !view.isHidden {
                let drawn = ViewDrawing(view)
                // A view of no size has no frame to meet the screen with: its centre says.
                guard !drawn.frame.intersects(screen), !screen.contains(drawn.center) else { continue }
                Self.drawArrow(towards: drawn.center, on: screen, color: view.color, into: &onScreen)
            }
        }
        return drawing
    }

    /// The screen's faint grid, one path: drawn at every frame a view moves, its lines are one
    /// element rather than eighteen.
    static let grid: DrawingPath = {
        var path = DrawingPath()
        var x = gridSpacing
        while x < screen.width {
            path.move(to: Point(x: x, y: 0))
            path.line(to: Point(x: x, y: screen.height))
            x += gridSpacing
        }
        var y = gridSpacing
        while y < screen.height {
            path.move(to: Point(x: 0, y: y))
            path.line(to: Point(x: screen.width, y: y))
            y += gridSpacing
        }
        return path
    }()

    /// A small triangle just inside the screen's edge, pointing at `point` beyond it.
    private static func drawArrow(towards point: Point, on screen: Rect, color: HSBColor, into drawing: inout Drawing) {
        let inset = 8.0
        let tip = Point(
            x: min(max(point.x, screen.minX + inset), screen.maxX - inset),
            y: min(max(point.y, screen.minY + inset), screen.maxY - inset))
        let dx = point.x - tip.x
        let dy = point.y - tip.y
        // Scaled before squaring, so that a view 1e300 points away is still pointed at.
        let largest = max(abs(dx), abs(dy))
        guard largest.isFinite, largest > 0 else { return }
        let length = ((dx / largest) * (dx / largest) + (dy / largest) * (dy / largest)).squareRoot()
        let u = Point(x: dx / largest / length, y: dy / largest / length)
        let back = Point(x: tip.x - 10 * u.x, y: tip.y - 10 * u.y)
        let side = Point(x: -u.y * 6, y: u.x * 6)
        drawing.path(
            .polygon([
                tip, Point(x: back.x + side.x, y: back.y + side.y), Point(x: back.x - side.x, y: back.y - side.y),
            ]),
            style: DrawingStyle(
                fill: SVGColor.hex(
                    HSBColor(hue: color.hue, saturation: color.saturation, brightness: color.brightness)),
                stroke: "#333333", strokeWidth: 0.8))
    }

    /// One line per view.
    public func textLines() -> [String] {
        views.flatMap { ViewDrawing($0).textLines() }
    }
}
