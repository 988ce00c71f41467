import Geometry
import Models
import Testing

@testable import Rendering

/// How the SVG writer renders each part of a drawing.
@Suite struct SVGBuilderDrawingTests {
    static func svg(_ drawing: Drawing, idPrefix: String = "") -> String {
        var builder = SVGBuilder()
        builder.draw(drawing, idPrefix: idPrefix)
        return builder.body
    }

    @Test func shapesAreElementsWithTheirStyle() {
        var drawing = Drawing()
        drawing.rect(x: 1, y: 2, width: -3, height: 4, radius: 2, fill: "#fff", dash: [3, 2.5])
        drawing.path(
            DrawingPath([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 1))]),
            style: DrawingStyle(stroke: "#000", strokeWidth: 2, fillRule: .evenOdd, lineCap: .round))
        drawing.line(from: Point(x: 0, y: 0), to: Point(x: 3, y: 4), stroke: "red")
        #expect(
            Self.svg(drawing) == """
                <rect x="1" y="2" width="0" height="4" rx="2" fill="#fff" stroke-dasharray="3 2.5"/>
                <path d="M 0 0 L 1 1" fill="none" stroke="#000" stroke-width="2" fill-rule="evenodd" stroke-linecap="round"/>
                <line x1="0" y1="0" x2="3" y2="4" stroke="red" stroke-width="1"/>
                """)
    }

    @Test func textIsEscapedAndTransformed() {
        var drawing = Drawing()
        drawing.text(
            "a<b", x: 0, y: 9, size: 9, anchor: .end, bold: true, family: .monospace,
            transform: DrawingTransform([.translate(x: 1, y: 2), .rotate(degrees: -30)]), keepsSpaces: true)
        #expect(
            Self.svg(drawing)
                == ##"<text x="0" y="9" font-family="\##(SVGFont.monospace)" font-size="9" font-weight="bold" text-anchor="end" fill="#222222" transform="translate(1 2) rotate(-30)" xml:space="preserve">a&lt;b</text>"##
        )
    }

    /// A clip is declared just before its group, with an id of the drawing's prefix, numbered.
    @Test func groupsAreMovedFadedAndClipped() {
        var drawing = Drawing()
        for _ in 0..<2 {
            drawing.group(
                transform: DrawingTransform([.scale(2), .scaleAxes(x: 1, y: 0.5)]), opacity: 0.5,
                clip: .rect(Rect(x: 0, y: 0, width: 4, height: 4), radius: nil)
            ) { group in
                group.circle(center: .zero, radius: 1)
            }
        }
        let svg = Self.svg(drawing, idPrefix: "c3-")
        #expect(svg.contains(#"<clipPath id="c3-clip-1">"#))
        #expect(svg.contains(##"<g transform="scale(2) scale(1 0.5)" opacity="0.5" clip-path="url(#c3-clip-2)">"##))
        #expect(
            svg.hasPrefix(
                "<clipPath id=\"c3-clip-1\">\n <rect x=\"0\" y=\"0\" width=\"4\" height=\"4\" fill=\"#000000\"/>\n</clipPath>\n<g"
            ))
    }

    /// An image shown in parts is embedded once; a whole image is an element of its own.
    @Test func anImageShownInPartsIsEmbeddedOnce() {
        let source = DrawingImage.Source(dataURI: "data:image/png;base64,AAAA", pixelWidth: 8, pixelHeight: 4)
        var drawing = Drawing()
        drawing.image(
            DrawingImage(
                source, in: Rect(x: 0, y: 0, width: 4, height: 4), crop: PixelRect(x: 0, y: 0, width: 4, height: 4)))
        drawing.image(
            DrawingImage(
                source, in: Rect(x: 4, y: 0, width: 4, height: 4), crop: PixelRect(x: 4, y: 0, width: 4, height: 4)))
        drawing.image(DrawingImage(source, in: Rect(x: 0, y: 4, width: 8, height: 4), fit: .fit))
        let svg = Self.svg(drawing, idPrefix: "p-")
        #expect(svg.components(separatedBy: "base64,AAAA").count - 1 == 2)
        #expect(svg.components(separatedBy: ##"<use xlink:href="#p-image-1"/>"##).count - 1 == 2)
        #expect(svg.contains(#"viewBox="4 0 4 4" preserveAspectRatio="none""#))
        #expect(svg.contains(##"preserveAspectRatio="xMidYMid meet" xlink:href="data:image/png;base64,AAAA"/>"##))
    }

    /// The embedded image comes first, wherever its parts are drawn: from frame to frame its
    /// long line stays in place, so a recording that stores what changed stores it once.
    @Test func anEmbeddedImageComesFirst() {
        let source = DrawingImage.Source(dataURI: "data:image/png;base64,BBBB", pixelWidth: 4, pixelHeight: 4)
        var drawing = Drawing()
        drawing.rect(x: 0, y: 0, width: 8, height: 8, fill: "#000")
        drawing.group(transform: .translate(2, 2)) { group in
            group.image(
                DrawingImage(
                    source, in: Rect(x: 0, y: 0, width: 2, height: 2), crop: PixelRect(x: 0, y: 0, width: 2, height: 2))
            )
        }
        let svg = Self.svg(drawing, idPrefix: "q-")
        #expect(svg.hasPrefix(##"<defs>\##n <image id="q-image-1""##))
        #expect(svg.components(separatedBy: "base64,BBBB").count - 1 == 1)
    }
}
