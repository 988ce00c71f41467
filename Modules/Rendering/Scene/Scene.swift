import Geometry

/// Every live control at one instant, ready to draw: as one SVG document with a titled box per
/// control, or as plain text lines for a terminal.
public struct Scene: Sendable {
    /// Virtual seconds since the run began.
    public var time: Double
    /// The controls, in creation order.
    public var items: [SceneItem]

    public init(time: Double, items: [SceneItem]) {
        self.time = time
        self.items = items
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool {
        items.isEmpty
    }

    /// The scene time as the header shows it: "t = 1.250 s".
    public var timeLabel: String {
        "t = \(TextFormat.fixed(time, 3)) s"
    }

    /// A complete, standalone SVG 1.1 document: a header with the time, then one titled box per
    /// item; "no controls" when there are none. The same scene always gives the same text.
    public func svg() -> String {
        rendered().svg
    }

    /// ``svg()`` and where each item's drawing sits in it, in the document's coordinates, for a
    /// page that maps a pointer to the control under it.
    public func rendered() -> (svg: String, placements: [ScenePlacement]) {
        let fragments = items.enumerated().map { offset, item in
            item.content.drawing(at: time).svg(idPrefix: "c\(offset)-")
        }
        let layout = SceneLayout(boxSizes: fragments.map { SceneLayout.boxSize(for: $0.size) })
        var size = layout.size
        var svg = SVGBuilder()
        svg.text("playground", x: SceneLayout.spacing, y: 23, size: 15, fill: "#333333", weight: "bold")
        svg.text(timeLabel, x: max(size.width, 320) - SceneLayout.spacing, y: 23, size: 14, anchor: "end",
                 fill: "#333333", family: SVGFont.monospace)
        if items.isEmpty {
            size = Size(width: 320, height: 120)
            svg.text("no controls", x: 160, y: 78, size: 16, anchor: "middle", fill: "#888888")
        }
        var placements: [ScenePlacement] = []
        for (index, item) in items.enumerated() {
            let frame = layout.frames[index]
            let fragment = fragments[index]
            let drawingOrigin = Point(
                x: frame.minX + (frame.width - fragment.size.width) / 2,
                y: frame.minY + SceneLayout.titleHeight + SceneLayout.padding)
            placements.append(ScenePlacement(
                id: item.id, title: item.title, kind: item.content.kind,
                frame: Rect(origin: drawingOrigin, size: fragment.size)))
            svg.group([("transform", "translate(\(SVGNumber.format(frame.minX)) \(SVGNumber.format(frame.minY)))")]) { box in
                box.rect(x: 0, y: 0, width: frame.width, height: frame.height, radius: 6, fill: "#ffffff",
                         stroke: "#c8c8c8", strokeWidth: 1)
                box.rect(x: 0, y: 0, width: frame.width, height: SceneLayout.titleHeight, radius: 6, fill: "#e9edf2")
                box.rect(x: 0, y: SceneLayout.titleHeight - 6, width: frame.width, height: 6, fill: "#e9edf2")
                box.text(SVGText.truncated(item.title, to: max(8, Int(saturating: frame.width / 7.5))), x: 8, y: 15, size: 12,
                         fill: "#222222", weight: "bold")
                let x = (frame.width - fragment.size.width) / 2
                box.place(fragment, x: x, y: SceneLayout.titleHeight + SceneLayout.padding)
            }
        }
        return (SVGDocument(size: size, background: "#f4f5f7", body: svg.body).text, placements)
    }

    /// The terminal view: a header line with the time, then each item's title and its text
    /// drawing indented. Plain text, no escape codes: what a script named is written through
    /// ``TerminalText/escaped(_:)``.
    public func textLines() -> [String] {
        var lines = ["── \(timeLabel) " + String(repeating: "─", count: 24)]
        if items.isEmpty { lines.append("(no controls)") }
        for item in items {
            lines.append(TerminalText.escaped(item.title))
            lines += item.content.drawing(at: time).textLines().map { "  " + TerminalText.escaped($0) }
        }
        return lines
    }
}
