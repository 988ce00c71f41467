import Geometry

/// Every live control at one instant, ready to draw: as one SVG document with a titled box per
/// control, or as plain text lines for a terminal.
public struct Scene: Sendable {
    /// Virtual seconds since the run began.
    public var time: Double
    /// The controls, in creation order.
    public var items: [SceneItem]
    /// Where the drawings of controls at rest are kept from one frame to the next (see
    /// ``SceneDrawingCache``); nil draws every control.
    public var drawingCache: SceneDrawingCache?

    public init(time: Double, items: [SceneItem], drawingCache: SceneDrawingCache? = nil) {
        self.time = time
        self.items = items
        self.drawingCache = drawingCache
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool {
        items.isEmpty
    }

    /// The scene time as the header shows it: "t = 1.250 s".
    public var timeLabel: String {
        "t = " + TextFormat.fixed(time, 3) + " s"
    }

    /// A complete, standalone SVG 1.1 document: a header with the time, then one titled box per
    /// item; "no controls" when there are none. The same scene always gives the same text.
    public func svg() -> String {
        rendered().svg
    }

    /// ``svg()`` and where each item's drawing sits in it, in the document's coordinates, for a
    /// page that maps a pointer to the control under it.
    public func rendered() -> (svg: String, placements: [ScenePlacement]) {
        let drawn = draw(timeLabelApart: false)
        return (drawn.svg, drawn.placements)
    }

    /// The scene as two documents of the same size that, drawn one over the other, are
    /// ``svg()``: everything but the time label, and the time label alone on a transparent
    /// background. An export draws the first once for a run of frames that differ only in
    /// their time (a control at rest), and the second over it for each frame.
    public func layers() -> (still: String, timeLabel: String) {
        let drawn = draw(timeLabelApart: true)
        return (drawn.svg, drawn.timeLabel ?? "")
    }

    private func draw(timeLabelApart: Bool) -> (svg: String, placements: [ScenePlacement], timeLabel: String?) {
        // Each item's drawing is written at the depth its box places it (a group in a group),
        // so its lines go into the document as they are. The document is put together from
        // Strings: a kept drawing is not read again to be checked as UTF-8.
        var drawings: [(size: Size, body: String)] = []
        drawings.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            let draw = { self.placedDrawing(of: item, at: offset) }
            drawings.append(drawingCache?.svg(of: item, at: offset, time: time, draw) ?? draw())
        }
        drawingCache?.keep(placesBelow: items.count)
        let layout = SceneLayout(boxSizes: drawings.map { SceneLayout.boxSize(for: $0.size) })
        var size = layout.size
        var header = Drawing()
        header.text("playground", x: SceneLayout.spacing, y: 23, size: 15, fill: "#333333", bold: true)
        var time = Drawing()
        time.text(
            timeLabel, x: max(size.width, 320) - SceneLayout.spacing, y: 23, size: 14, anchor: .end,
            fill: "#333333", family: .monospace)
        if !timeLabelApart { header.elements += time.elements }
        if items.isEmpty {
            size = Size(width: 320, height: 120)
            header.text("no controls", x: 160, y: 78, size: 16, anchor: .middle, fill: "#888888")
        }
        var headerSVG = SVGBuilder()
        headerSVG.draw(header, idPrefix: "")
        var timeLabelDocument: String?
        if timeLabelApart {
            var timeSVG = SVGBuilder()
            timeSVG.draw(time, idPrefix: "")
            timeLabelDocument = SVGDocument.head(size: size, background: nil) + timeSVG.body + "\n" + SVGDocument.tail
        }
        var document = SVGDocument.head(size: size, background: Self.background)
        document.reserveCapacity(drawings.reduce(document.utf8.count + 1_024) { $0 + $1.body.utf8.count + 640 })
        document += headerSVG.body
        var placements: [ScenePlacement] = []
        placements.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let frame = layout.frames[index]
            let drawing = drawings[index]
            let drawingOrigin = Point(
                x: frame.minX + (frame.width - drawing.size.width) / 2,
                y: frame.minY + SceneLayout.titleHeight + SceneLayout.padding)
            placements.append(
                ScenePlacement(
                    id: item.id, title: item.title, kind: item.content.kind,
                    frame: Rect(origin: drawingOrigin, size: drawing.size)))
            // The box: its group, frame and title, and the group the drawing sits in (closed
            // after the drawing's lines).
            var chrome = Drawing()
            chrome.rect(
                x: 0, y: 0, width: frame.width, height: frame.height, radius: 6, fill: "#ffffff",
                stroke: "#c8c8c8", strokeWidth: 1)
            chrome.rect(x: 0, y: 0, width: frame.width, height: SceneLayout.titleHeight, radius: 6, fill: "#e9edf2")
            chrome.rect(x: 0, y: SceneLayout.titleHeight - 6, width: frame.width, height: 6, fill: "#e9edf2")
            chrome.text(
                SVGText.truncated(item.title, to: max(8, Int(saturating: frame.width / 7.5))), x: 8, y: 15, size: 12,
                fill: "#222222", bold: true)
            var box = SVGBuilder()
            box.open("g", [.text("transform", SVGBuilder.translate(frame.minX, frame.minY))])
            box.draw(chrome, idPrefix: "")
            let x = (frame.width - drawing.size.width) / 2
            box.open("g", [.text("transform", SVGBuilder.translate(x, SceneLayout.titleHeight + SceneLayout.padding))])
            document += "\n"
            document += box.body
            if !drawing.body.isEmpty {
                document += "\n"
                document += drawing.body
            }
            document += "\n </g>\n</g>"
        }
        document += "\n"
        document += SVGDocument.tail
        return (document, placements, timeLabelDocument)
    }

    /// The colour behind the boxes, `#rrggbb`.
    public static let background = "#f4f5f7"

    /// The drawing of `item`, the `place`-th of the scene, written two levels deep, where the
    /// scene places it (a group in its box's group).
    private func placedDrawing(of item: SceneItem, at place: Int) -> (size: Size, body: String) {
        let drawing = item.content.drawing(at: time).draw()
        var svg = SVGBuilder(placedAt: 2)
        svg.draw(drawing, idPrefix: "c\(place)-")
        return (drawing.size, svg.body)
    }

    /// The text view's first line, "── t = 1.250 s ────…".
    var headerLine: String {
        "── t = " + TextFormat.fixed(time, 3) + " s " + String(repeating: "─", count: 24)
    }

    /// The terminal view: a header line with the time, then each item's title and its text
    /// drawing indented. Plain text, no escape codes: what a script named is written through
    /// ``TerminalText/escaped(_:)``.
    public func textLines() -> [String] {
        var lines = [headerLine]
        if items.isEmpty { lines.append("(no controls)") }
        for (place, item) in items.enumerated() {
            lines.append(TerminalText.escaped(item.title))
            let draw = { item.content.drawing(at: time).textLines().map { "  " + TerminalText.escaped($0) } }
            lines += drawingCache?.textLines(of: item, at: place, time: time, draw) ?? draw()
        }
        drawingCache?.keep(placesBelow: items.count)
        return lines
    }
}
