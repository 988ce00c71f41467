import Geometry
import Models

/// A view at one instant: a rectangle of its presented size and colour, with its alpha and its
/// transform applied about its centre, its face written inside (squeezed mid-flip, as a memory
/// card is), and a caption with its centre. The rectangle is drawn in the middle of the drawing
/// (a scene shows each view in its own box, so absolute positions are given in the caption),
/// scaled down when its transformed bounds exceed ``maximumSide``.
public struct ViewDrawing: ControlDrawing, SVGDrawing {
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
        var bytes: [UInt8] = []
        Self.writeCaption(textShown.caption, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public func svg(idPrefix: String) -> SVGFragment {
        fragment(idPrefix: idPrefix)
    }

    func draw(into svg: inout SVGBuilder, idPrefix: String) -> Size {
        let bounds = transformedBounds
        let scale = scale
        let width = max(bounds.width * scale + 2 * Self.margin, 180)
        let height = bounds.height * scale + 2 * Self.margin + Self.captionHeight
        // The rectangle's centre in the drawing: the transformed bounds centred horizontally.
        let center = Point(x: width / 2 - bounds.midX * scale, y: Self.margin - bounds.minY * scale)
        let t = safeTransform
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGNumber.format).joined(separator: " ")
        let w = finite(view.size.width)
        let h = finite(view.size.height)
        var placement = "translate(\(SVGPath.pair(center)))"
        if scale != 1 { placement += " scale(\(SVGNumber.format(scale)))" }
        if !t.isIdentity { placement += " matrix(\(matrix))" }
        if view.isHidden {
            svg.group("transform", placement) { g in
                g.rect(
                    x: -w / 2, y: -h / 2, width: w, height: h, stroke: "#999999", strokeWidth: 1,
                    extra: [.text("stroke-dasharray", "4 3")])
            }
        } else {
            let frame = view.face.frame
            var squeeze = ""
            if frame.xScale != 1 || frame.yScale != 1 {
                squeeze =
                    " scale(\(SVGNumber.format(max(frame.xScale, 0.001))) \(SVGNumber.format(max(frame.yScale, 0.001))))"
            }
            svg.group([.text("transform", placement + squeeze), .number("opacity", min(max(view.alpha, 0), 1))]) { g in
                let c = view.color
                g.rect(
                    x: -w / 2, y: -h / 2, width: w, height: h,
                    fill: SVGColor.hex(HSBColor(hue: c.hue, saturation: c.saturation, brightness: c.brightness)),
                    stroke: "#333333", strokeWidth: 1,
                    extra: [.number("fill-opacity", c.alpha)])
                if h >= 12, w >= 20 {
                    g.text(
                        SVGText.truncated(view.face.shownFace, to: 16), x: 0, y: 4, size: min(12, h * 0.6),
                        anchor: "middle", fill: c.brightness > 0.6 ? "#111111" : "#ffffff")
                }
            }
        }
        let captionY = bounds.height * scale + 2 * Self.margin
        svg.text(caption, x: 6, y: captionY + 12, size: 11, fill: "#333333")
        svg.text(
            "face " + SVGText.truncated(view.face.shownFace, to: 16) + (view.isHidden ? " · hidden" : "")
                + (view.face.isTransitioning ? " · transitioning" : ""), x: 6, y: captionY + 27, size: 11,
            fill: "#666666")
        return Size(width: width, height: height)
    }
}

extension ViewDrawing: ShownTextDrawing {
    /// What the text view shows of a view: its centre, size and alpha as rounded, its face,
    /// its rotation when transformed, and whether it flips or hides.
    struct TextShown: Equatable, Sendable {
        var caption: Caption
        var face: String
        var rotation: ShownNumber?
        var isFlipping: Bool
        var isHidden: Bool

        /// The caption's numbers, as rounded.
        struct Caption: Equatable, Sendable {
            var x: ShownNumber
            var y: ShownNumber
            var width: ShownNumber
            var height: ShownNumber
            var alpha: ShownNumber
        }
    }

    var textShown: TextShown {
        TextShown(
            caption: TextShown.Caption(
                x: ShownNumber(view.center.x, decimals: 1), y: ShownNumber(view.center.y, decimals: 1),
                width: ShownNumber(view.size.width, decimals: 1), height: ShownNumber(view.size.height, decimals: 1),
                alpha: ShownNumber(view.alpha, decimals: 2)),
            face: view.face.shownFace,
            rotation: view.transform.isIdentity
                ? nil : ShownNumber(view.transform.decomposed().rotation.degrees, decimals: 1),
            isFlipping: view.face.isTransitioning, isHidden: view.isHidden)
    }

    /// Appends the caption of the view (centre, size and alpha as shown) to `bytes`, in the
    /// SVG and the text view alike: "(x, y) w×h α a".
    static func writeCaption(_ caption: TextShown.Caption, into bytes: inout some UTF8Sink) {
        writePlace(caption, into: &bytes)
        writeAlphaSeparator(into: &bytes)
        caption.alpha.write(into: &bytes)
    }

    /// The caption up to its alpha: "(x, y) w×h".
    private static func writePlace(_ caption: TextShown.Caption, into bytes: inout some UTF8Sink) {
        bytes.append(byte: UInt8(ascii: "("))
        caption.x.write(into: &bytes)
        bytes.append(byte: UInt8(ascii: ","))
        bytes.append(byte: UInt8(ascii: " "))
        caption.y.write(into: &bytes)
        bytes.append(byte: UInt8(ascii: ")"))
        bytes.append(byte: UInt8(ascii: " "))
        caption.width.write(into: &bytes)
        StaticString("×").withUTF8Buffer { bytes.append(utf8: $0) }
        caption.height.write(into: &bytes)
    }

    private static func writeAlphaSeparator(into bytes: inout some UTF8Sink) {
        StaticString(" α ").withUTF8Buffer { bytes.append(utf8: $0) }
    }

    static func writeLines(of shown: TextShown, over kept: TextShown?, into writer: inout TextLineWriter) {
        // Fading, only the alpha changes: it alone is written again.
        if let kept, kept.caption.x == shown.caption.x, kept.caption.y == shown.caption.y,
            kept.caption.width == shown.caption.width, kept.caption.height == shown.caption.height,
            kept.face == shown.face, kept.rotation == shown.rotation, kept.isFlipping == shown.isFlipping,
            kept.isHidden == shown.isHidden, writer.rewritePiece(ofLine: 0, { $0.append(shown.caption.alpha) })
        {
            return
        }
        writer.begin()
        writer.append { writePlace(shown.caption, into: &$0) }
        writer.append { writeAlphaSeparator(into: &$0) }
        writer.beginPiece()
        writer.append(shown.caption.alpha)
        writer.endPiece()
        writer.append(" face ")
        writer.append(named: shown.face)
        if let rotation = shown.rotation {
            writer.append(" rot ")
            writer.append(rotation)
            writer.append("°")
        }
        if shown.isFlipping { writer.append(" (flipping)") }
        if shown.isHidden { writer.append(" hidden") }
        writer.end(asLine: 0)
    }
}
