import Models
import Testing

@testable import Rendering

@Suite struct TimerDrawingTests {
    @Test func theArcSweepsTheFractionLeft() throws {
        let timer = try Fixtures.runningTimer()
        #expect(abs(TimerDrawing(timer, at: 0).progressSweep - 2 * Double.pi) < 1e-9)
        #expect(abs(TimerDrawing(timer, at: 2.5).progressSweep - 1.5 * Double.pi) < 1e-9)
        #expect(TimerDrawing(timer, at: 10).progressSweep == 0)
    }

    @Test func theCirclesAreDrawnInTheirHuesAtHalfOpacityWhileTheEffectShows() throws {
        let timer = try Fixtures.runningTimer()
        let drawing = TimerDrawing(timer, at: 2.5)
        let effect = try #require(timer.effect(at: 2.5))
        let body = drawing.svg().body
        for circle in effect.circles {
            #expect(body.contains("fill=\"\(SVGColor.hex(hue: circle.color.hue))\" opacity=\"0.5\""))
        }
        #expect(drawing.ringRadius > effect.first.diameter / 2 + 0.38 * 375)
        #expect(TimerDrawing(timer, at: 20).svg().body.contains("opacity=\"0.5\"") == false)
    }

    @Test func theTextShowsTheTimeLeftAndAProgressBar() throws {
        let lines = TimerDrawing(try Fixtures.runningTimer(), at: 2.5).textLines()
        #expect(lines[0] == "0:07.5 left of 0:10.0  running")
        #expect(lines[1] == "█████░░░░░░░░░░░░░░░ 25%")
    }
}
