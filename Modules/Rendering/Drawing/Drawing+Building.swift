import Geometry

/// Building a ``Drawing`` element by element, back to front, in the spirit of a canvas: each
/// method appends one element in the coordinates of the drawing (or of the group being built).
extension Drawing {
    /// Appends `element`.
    public mutating func add(_ element: DrawingElement) {
        elements.append(element)
    }

    public mutating func rect(
        x: Double, y: Double, width: Double, height: Double, radius: Double? = nil, fill: String = "none",
        stroke: String? = nil, strokeWidth: Double? = nil, opacity: Double? = nil, fillOpacity: Double? = nil,
        dash: [Double]? = nil
    ) {
        add(
            .rect(
                Rect(x: x, y: y, width: width, height: height), radius: radius,
                style: DrawingStyle(
                    fill: fill, stroke: stroke, strokeWidth: strokeWidth, opacity: opacity, fillOpacity: fillOpacity,
                    dash: dash)))
    }

    public mutating func circle(
        center: Point, radius: Double, fill: String = "none", stroke: String? = nil, strokeWidth: Double? = nil,
        opacity: Double? = nil
    ) {
        add(
            .circle(
                center: center, radius: radius,
                style: DrawingStyle(fill: fill, stroke: stroke, strokeWidth: strokeWidth, opacity: opacity)))
    }

    public mutating func line(from start: Point, to end: Point, stroke: String, width: Double = 1) {
        add(.line(from: start, to: end, stroke: stroke, width: width))
    }

    public mutating func path(_ path: DrawingPath, style: DrawingStyle) {
        add(.path(path, style: style))
    }

    /// Text whose baseline starts, centres or ends (`anchor`) at (x, y).
    public mutating func text(
        _ string: String, x: Double, y: Double, size: Double, anchor: DrawingText.Anchor = .start,
        fill: String = "#222222", bold: Bool = false, family: DrawingText.Family = .sans,
        transform: DrawingTransform? = nil, keepsSpaces: Bool = false
    ) {
        add(
            .text(
                DrawingText(
                    string, at: Point(x: x, y: y), size: size, anchor: anchor, fill: fill, isBold: bold,
                    family: family, transform: transform, keepsSpaces: keepsSpaces)))
    }

    public mutating func image(_ image: DrawingImage) {
        add(.image(image))
    }

    /// A group of the elements `body` draws, moved, faded and clipped as one.
    public mutating func group(
        transform: DrawingTransform? = nil, opacity: Double? = nil, clip: DrawingClip? = nil,
        _ body: (inout Drawing) -> Void
    ) {
        var inner = Drawing()
        body(&inner)
        add(.group(DrawingGroup(transform: transform, opacity: opacity, clip: clip, elements: inner.elements)))
    }
}
