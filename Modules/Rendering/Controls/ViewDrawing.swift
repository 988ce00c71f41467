import Geometry
import Models

/// A view at one instant: a rectangle of its presented size and colour, with its alpha and its
/// transform applied about its centre, its face written inside (squeezed mid-flip, as a memory
/// card is), and a caption with its centre. The rectangle is drawn in the middle of the drawing
/// (a scene shows each view in its own box, so absolute positions are given in the caption),
/// scaled down when its transformed bounds exceed ``maximumSide``.
public struct ViewDrawing: ControlDrawing {
    public static let maximumSide = 240.0
    static let margin = 10.0
    static let captionHeight = 34.0

    public let view: ViewAppearance

    public init(_ view: ViewAppearance) {
        self.view = view
    }

    /// The bounds of the transformed rectangle, relative to its centre.
    public var transformedBounds: Rect {
        let w = finite(view.size.width) / 2
        let h = finite(view.size.height) / 2
        let corners = [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
        return Rect.boundingBox(of: corners.map { $0.applying(safeTransform) }) ?? .zero
    }

    /// The factor the drawing is scaled by to keep within ``maximumSide``.
    public var scale: Double {
        let bounds = transformedBounds
        let largest = max(bounds.width, bounds.height)
        return largest > Self.maximumSide ? Self.maximumSide / largest : 1
    }

    private var safeTransform: AffineTransform {
        let t = view.transform
        return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) ? t : .identity
    }

    private func finite(_ value: Double) -> Double {
        value.isFinite ? abs(value) : 0
    }

    /// "(x, y) w×h α a": the centre and size to a tenth, the alpha to a hundredth.
    public var caption: String {
        "(" + TextFormat.fixed(view.center.x, 1) + ", " + TextFormat.fixed(view.center.y, 1) + ") "
            + TextFormat.fixed(view.size.width, 1) + "×" + TextFormat.fixed(view.size.height, 1) + " α "
            + TextFormat.fixed(view.alpha, 2)
    }

    public func draw() -> Drawing {
        let bounds = transformedBounds
        let scale = scale
        let width = max(bounds.width * scale + 2 * Self.margin, 180)
        let height = bounds.height * scale + 2 * Self.margin + Self.captionHeight
        // The rectangle's centre in the drawing: the transformed bounds centred horizontally.
        let center = Point(x: width / 2 - bounds.midX * scale, y: Self.margin - bounds.minY * scale)
        let t = safeTransform
        let w = finite(view.size.width)
        let h = finite(view.size.height)
        var drawing = Drawing(size: Size(width: width, height: height))
        var placement = DrawingTransform.translate(center.x, center.y)
        if scale != 1 { placement.steps.append(.scale(scale)) }
        if !t.isIdentity { placement.steps.append(.matrix(t)) }
        if view.isHidden {
            drawing.group(transform: placement) { g in
                g.rect(x: -w / 2, y: -h / 2, width: w, height: h, stroke: "#999999", strokeWidth: 1, dash: [4, 3])
            }
        } else {
            let frame = view.face.frame
            if frame.xScale != 1 || frame.yScale != 1 {
                placement.steps.append(.scaleAxes(x: max(frame.xScale, 0.001), y: max(frame.yScale, 0.001)))
            }
            drawing.group(transform: placement, opacity: min(max(view.alpha, 0), 1)) { g in
                let c = view.color
                g.rect(
                    x: -w / 2, y: -h / 2, width: w, height: h,
                    fill: SVGColor.hex(HSBColor(hue: c.hue, saturation: c.saturation, brightness: c.brightness)),
                    stroke: "#333333", strokeWidth: 1, fillOpacity: c.alpha)
                if h >= 12, w >= 20 {
                    g.text(
                        SVGText.truncated(view.face.shownFace, to: 16), x: 0, y: 4, size: min(12, h * 0.6),
                        anchor: .middle, fill: c.brightness > 0.6 ? "#111111" : "#ffffff")
                }
            }
        }
        let captionY = bounds.height * scale + 2 * Self.margin
        drawing.text(caption, x: 6, y: captionY + 12, size: 11, fill: "#333333")
        drawing.text(
            "face " + SVGText.truncated(view.face.shownFace, to: 16) + (view.isHidden ? " · hidden" : "")
                + (view.face.isTransitioning ? " · transitioning" : ""), x: 6, y: captionY + 27, size: 11,
            fill: "#666666")
        return drawing
    }
}

extension ViewDrawing {
    /// The caption, the face, the rotation when transformed, and whether it flips or hides.
    public func textLines() -> [String] {
        var line = caption + " face " + TextFormat.name(view.face.shownFace)
        if !view.transform.isIdentity {
            line += " rot " + TextFormat.fixed(view.transform.decomposed().rotation.degrees, 1) + "°"
        }
        if view.face.isTransitioning { line += " (flipping)" }
        if view.isHidden { line += " hidden" }
        return [line]
    }
}
