import Geometry
import Models
import Testing

@testable import Rendering

/// A stepper in the text view: enabled buttons in brackets, the held one in parentheses, one
/// that cannot step bare, and the value.
@Suite struct StepperDrawingTests {
    @Test func theTextShowsTheButtonsStatesAndTheValue() throws {
        var stepper = try Stepper(value: 3, maximum: 5, step: 0.5)
        #expect(StepperDrawing(stepper, at: 0).textLines() == ["[-][+] 3"])
        _ = try stepper.pressDown(.plus, at: 0)
        #expect(StepperDrawing(stepper, at: 0).textLines() == ["[-](+) 3.5 held"])
        #expect(StepperDrawing(stepper, at: 10).textLines() == ["[-](+) 5 held"], "held at the maximum")
        stepper.release(at: 10)
        #expect(StepperDrawing(stepper, at: 10).textLines() == ["[-] +  5"], "plus cannot step past the maximum")
    }

    @Test func aPointOnTheMinusOrPlusSegmentIsThatSegment() throws {
        let drawing = StepperDrawing(try Stepper(value: 3), at: 0)
        let w = StepperDrawing.segment.width
        #expect(drawing.target(at: Point(x: 4 + w / 2, y: 18)) == .item(0))
        #expect(drawing.target(at: Point(x: 4 + w * 1.5, y: 18)) == .item(1))
        #expect(drawing.target(at: Point(x: 4 + w * 2 + 20, y: 18)) == nil, "the value is not a segment")
        #expect(drawing.target(at: Point(x: 4 + w / 2, y: 1)) == nil, "above the segments")
    }

    @Test func theSceneDrawsSteppers() throws {
        let stepper = try Stepper(value: 7)
        #expect(SceneContent.stepper(stepper).kind == "Stepper")
        #expect(SceneContent.stepper(stepper).drawing(at: 0).svg(idPrefix: "s").body.contains(">7<"))
    }
}
