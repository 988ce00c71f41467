import Geometry
import Models
import Testing

@testable import Rendering

/// What a scene item draws.
@Suite struct SceneContentTests {
    /// A control drawn by its own code is its drawing and its lines, titled by its kind.
    @Test func drawnContentIsItsOwnDrawing() {
        var drawing = Drawing(size: Size(width: 10, height: 10))
        drawing.rect(x: 0, y: 0, width: 10, height: 10, fill: "#123456")
        let content = SceneContent.drawn(DrawnControl(kind: "Slider", drawing: drawing, lines: ["at 0.5"]))
        #expect(content.kind == "Slider")
        #expect(content.drawing(at: 3).draw() == drawing)
        #expect(content.drawing(at: 3).textLines() == ["at 0.5"])
        let item = SceneItem(id: 4, content: content)
        #expect(item.title == "Slider #4")
        #expect(Scene(time: 3, items: [item]).svg().contains(##"fill="#123456""##))
    }

    /// The built-in kinds are the Lua class names the live page and the catalog use.
    @Test func theKindsAreTheClassNames() throws {
        #expect(SceneContent.view(Fixtures.rotatedView()).kind == "View")
        #expect(SceneContent.dateRange(try Fixtures.validRange()).kind == "DateRange")
        #expect(SceneContent.timer(try Fixtures.runningTimer()).kind == "Timer")
        #expect(SceneContent.wheel(try Fixtures.spinningWheel()).kind == "Wheel")
        #expect(SceneContent.odometer(try Fixtures.rollingOdometer()).kind == "Odometer")
    }
}
