import Geometry
import Testing

@testable import Rendering

/// The drawing value: what the building methods append, and the transform a renderer that
/// works with matrices reads.
@Suite struct DrawingTests {
    @Test func buildingAppendsElementsBackToFront() {
        var drawing = Drawing(size: Size(width: 10, height: 10))
        drawing.rect(x: 0, y: 0, width: 10, height: 10, fill: "#000000")
        drawing.text("a", x: 1, y: 2, size: 9, anchor: .middle, bold: true)
        drawing.group(opacity: 0.5) { group in
            group.circle(center: Point(x: 5, y: 5), radius: 2, fill: "#ffffff")
        }
        #expect(drawing.elements.count == 3)
        #expect(
            drawing.elements[0]
                == .rect(Rect(x: 0, y: 0, width: 10, height: 10), radius: nil, style: DrawingStyle(fill: "#000000")))
        #expect(
            drawing.elements[1]
                == .text(DrawingText("a", at: Point(x: 1, y: 2), size: 9, anchor: .middle, isBold: true)))
        #expect(
            drawing.elements[2]
                == .group(
                    DrawingGroup(
                        opacity: 0.5,
                        elements: [
                            .circle(center: Point(x: 5, y: 5), radius: 2, style: DrawingStyle(fill: "#ffffff"))
                        ])))
    }

    /// Steps apply as SVG lists them: the last step moves a point first.
    @Test func aTransformsStepsComposeAsSVGApplysThem() {
        let transform = DrawingTransform([.translate(x: 10, y: 0), .rotate(degrees: 90), .scale(2)])
        let point = Point(x: 1, y: 0).applying(transform.affineTransform)
        // Scaled to (2, 0), turned a quarter clockwise (y down) to (0, 2), moved to (10, 2).
        #expect(abs(point.x - 10) < 1e-12)
        #expect(abs(point.y - 2) < 1e-12)
        #expect(DrawingTransform([]).affineTransform.isIdentity)
        let matrix = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(DrawingTransform([.matrix(matrix)]).affineTransform == matrix)
        #expect(
            DrawingTransform([.scaleAxes(x: 2, y: 3)]).affineTransform == AffineTransform(scaleX: 2, y: 3))
    }
}
