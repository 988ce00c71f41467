import Geometry

extension Drawing {
    /// The box that holds everything the drawing shows, in its own coordinates, outlines and
    /// groups' transforms and clips included; nil for a drawing that shows nothing. Text is
    /// measured as renderers draw it on average (0.6 of the font size per character, ascent
    /// 0.8, descent 0.25) and arcs by their whole circles: the box may be a little large,
    /// never small. A control whose size is measured is as large as its first drawing's box.
    public var contentBounds: Rect? {
        Self.bounds(of: elements)
    }

    private static func bounds(of elements: [DrawingElement]) -> Rect? {
        elements.compactMap(bounds(of:)).reduce(nil) { total, next in total.map { $0.union(next) } ?? next }
    }

    private static func bounds(of element: DrawingElement) -> Rect? {
        switch element {
        case .rect(let frame, _, let style):
            return outlined(frame.standardized, style)
        case .circle(let center, let radius, let style):
            return outlined(
                Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), style)
        case .line(let from, let to, _, let width):
            return Rect.boundingBox(of: [from, to])?.insetBy(dx: -width / 2, dy: -width / 2)
        case .path(let path, let style):
            return bounds(of: path).map { outlined($0, style) }
        case .text(let text):
            let width = 0.6 * text.size * Double(text.string.count)
            let left =
                switch text.anchor {
                case .start: text.position.x
                case .middle: text.position.x - width / 2
                case .end: text.position.x - width
                }
            let box = Rect(x: left, y: text.position.y - 0.8 * text.size, width: width, height: 1.05 * text.size)
            return text.transform.map { box.applying($0.affineTransform) } ?? box
        case .image(let image):
            return image.frame.standardized
        case .group(let group):
            guard var box = bounds(of: group.elements) else { return nil }
            if let clip = group.clip {
                let clipBox: Rect? =
                    switch clip {
                    case .rect(let rect, _): rect.standardized
                    case .path(let path): bounds(of: path)
                    }
                guard let clipBox, let inside = box.intersection(clipBox) else { return nil }
                box = inside
            }
            return group.transform.map { box.applying($0.affineTransform) } ?? box
        }
    }

    /// A path's points, and for an arc the whole circle of its radius around where it ends.
    private static func bounds(of path: DrawingPath) -> Rect? {
        var boxes: [Rect] = []
        for command in path.commands {
            switch command {
            case .move(let point), .line(let point):
                boxes.append(Rect(x: point.x, y: point.y, width: 0, height: 0))
            case .arc(let radius, _, _, let point):
                boxes.append(
                    Rect(x: point.x - 2 * radius, y: point.y - 2 * radius, width: 4 * radius, height: 4 * radius))
            case .close:
                break
            }
        }
        return boxes.reduce(nil) { total, next in total.map { $0.union(next) } ?? next }
    }

    /// `box` grown by half the outline's width when the style strokes it, then moved by the
    /// style's transform.
    private static func outlined(_ box: Rect, _ style: DrawingStyle) -> Rect {
        var grown = box
        if let stroke = style.stroke, stroke != "none" {
            let half = (style.strokeWidth ?? 1) / 2
            grown = box.insetBy(dx: -half, dy: -half)
        }
        return style.transform.map { grown.applying($0.affineTransform) } ?? grown
    }
}
