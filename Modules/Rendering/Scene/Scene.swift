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
        let boxes = boxes
        var drawings: [(size: Size, body: String)] = []
        drawings.reserveCapacity(boxes.count)
        for box in boxes {
            switch box {
            case .item(let offset):
                let item = items[offset]
                let draw = { self.placedDrawing(item.content.drawing(at: self.time), idPrefix: "c\(offset)-") }
                drawings.append(drawingCache?.svg(of: item, at: offset, time: time, draw) ?? draw())
            case .views(let offsets):
                let views = offsets.map { items[$0] }
                let draw = {
                    // Their own prefix: the box is not at one item's place.
                    self.placedDrawing(
                        ViewScreenDrawing(views.compactMap(\.content.viewAppearance)), idPrefix: "views-")
                }
                drawings.append(drawingCache?.svg(ofViews: views, time: time, draw) ?? draw())
            }
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
        for (index, box) in boxes.enumerated() {
            let frame = layout.frames[index]
            let drawing = drawings[index]
            let drawingOrigin = Point(
                x: frame.minX + (frame.width - drawing.size.width) / 2,
                y: frame.minY + SceneLayout.titleHeight + SceneLayout.padding)
            let placed = Rect(origin: drawingOrigin, size: drawing.size)
            switch box {
            case .item(let offset):
                placements.append(place(items[offset], at: placed))
            case .views(let offsets):
                for offset in offsets { placements.append(place(items[offset], at: placed)) }
            }
            let title = title(of: box)
            // The box: its group, frame and title, and the group the drawing sits in (closed
            // after the drawing's lines).
            var chrome = Drawing()
            chrome.rect(
                x: 0, y: 0, width: frame.width, height: frame.height, radius: 6, fill: "#ffffff",
                stroke: "#c8c8c8", strokeWidth: 1)
            chrome.rect(x: 0, y: 0, width: frame.width, height: SceneLayout.titleHeight, radius: 6, fill: "#e9edf2")
            chrome.rect(x: 0, y: SceneLayout.titleHeight - 6, width: frame.width, height: 6, fill: "#e9edf2")
            chrome.text(
                SVGText.truncated(title, to: max(8, Int(saturating: frame.width / 7.5))), x: 8, y: 15, size: 12,
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

    /// `drawing` written two levels deep, where the scene places it (a group in its box's group),
    /// every id it declares starting with `idPrefix`.
    private func placedDrawing(_ drawing: any ControlDrawing, idPrefix: String) -> (size: Size, body: String) {
        let drawing = drawing.draw()
        var svg = SVGBuilder(placedAt: 2)
        svg.draw(drawing, idPrefix: idPrefix)
        return (drawing.size, svg.body)
    }

    private func place(_ item: SceneItem, at frame: Rect) -> ScenePlacement {
        ScenePlacement(id: item.id, title: item.title, kind: item.content.kind, frame: frame)
    }

    /// A box of the scene: one item's, or the one every View shares.
    private enum Box {
        case item(Int)
        /// The Views' offsets, in item order.
        case views([Int])
    }

    /// The title of `box`: its item's, or the Views' titles one after the other (as many as the
    /// widest box's title shows, however many Views there are).
    private func title(of box: Box) -> String {
        switch box {
        case .item(let offset):
            return items[offset].title
        case .views(let offsets):
            var title = ""
            for offset in offsets {
                if !title.isEmpty { title += ", " }
                title += items[offset].title
                if title.utf8.count > 160 { break }
            }
            return title
        }
    }

    /// The scene's boxes in order: one per item, except that the Views share one, the screen
    /// they lie on as subviews of one window (``ViewScreenDrawing``), where the first of them is.
    private var boxes: [Box] {
        var boxes: [Box] = []
        boxes.reserveCapacity(items.count)
        var viewsBox: Int?
        var viewOffsets: [Int] = []
        for (offset, item) in items.enumerated() {
            guard item.content.viewAppearance != nil else {
                boxes.append(.item(offset))
                continue
            }
            if viewsBox == nil {
                viewsBox = boxes.count
                boxes.append(.views([]))
            }
            viewOffsets.append(offset)
        }
        if let viewsBox { boxes[viewsBox] = .views(viewOffsets) }
        return boxes
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
