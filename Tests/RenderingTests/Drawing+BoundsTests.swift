import Geometry
import Testing

@testable import Rendering

/// `Drawing.contentBounds`: the box that holds what a drawing shows, which sizes a control
/// written in Lua that declares no size.
@Suite struct DrawingBoundsTests {
    @Test func anEmptyDrawingHasNoBounds() {
        #expect(Drawing(size: Size(width: 5, height: 5), elements: []).contentBounds == nil)
    }

    @Test func shapesCountTheirOutlines() {
        let drawing = Drawing(
            size: .zero,
            elements: [
                .rect(Rect(x: 2, y: 3, width: 10, height: 4), radius: nil, style: DrawingStyle(fill: "#000000")),
                .circle(
                    center: Point(x: 20, y: 5), radius: 5,
                    style: DrawingStyle(fill: "none", stroke: "#000000", strokeWidth: 2)),
                .line(from: Point(x: 0, y: 20), to: Point(x: 4, y: 20), stroke: "#000000", width: 2),
            ])
        // A line grows by half its width every way (its caps may reach past its ends).
        #expect(drawing.contentBounds == Rect(x: -1, y: -1, width: 27, height: 22))
    }

    @Test func textIsMeasuredFromItsAnchor() {
        let text = DrawingText("abcd", at: Point(x: 50, y: 20), size: 10, anchor: .end)
        let bounds = Drawing(size: .zero, elements: [.text(text)]).contentBounds
        #expect(bounds == Rect(x: 26, y: 12, width: 24, height: 10.5))
    }

    @Test func aGroupIsMovedAndCutToItsClip() {
        let group = DrawingGroup(
            transform: .translate(100, 0), clip: .rect(Rect(x: 0, y: 0, width: 5, height: 5), radius: nil),
            elements: [
                .rect(Rect(x: 0, y: 0, width: 50, height: 50), radius: nil, style: DrawingStyle(fill: "#000000"))
            ])
        #expect(
            Drawing(size: .zero, elements: [.group(group)]).contentBounds == Rect(x: 100, y: 0, width: 5, height: 5))
        let outside = DrawingGroup(
            clip: .rect(Rect(x: 60, y: 60, width: 5, height: 5), radius: nil),
            elements: [
                .rect(Rect(x: 0, y: 0, width: 50, height: 50), radius: nil, style: DrawingStyle(fill: "#000000"))
            ])
        #expect(Drawing(size: .zero, elements: [.group(outside)]).contentBounds == nil)
    }
}
