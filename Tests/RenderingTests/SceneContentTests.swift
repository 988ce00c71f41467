import Models
import Testing

@testable import Rendering

/// What a scene item draws, and over which span of time it draws the same.
@Suite struct SceneContentTests {
    /// Ten frames a second, played once from t = 1, then stopped at its end (t = 2).
    static func frames() throws -> SceneContent {
        var animator = try FrameAnimator(frames: (1...10).map { "f\($0).txt" }, duration: 1, repeatCount: 1)
        _ = try animator.start(at: 1)
        return .frames(animator, current: .text("frame"))
    }

    /// A frame sequence draws the same from any instant up to its next frame change (or its
    /// start or end), and otherwise at that instant.
    @Test func aFrameSequenceDrawsTheSameUntilItsNextFrame() throws {
        let content = try Self.frames()
        #expect(content.sameDrawingUntil(after: 0) == 1)
        #expect(content.sameDrawingUntil(after: 1) == 1.1)
        #expect(content.sameDrawingUntil(after: 1.15) == 1.2)
        #expect(content.sameDrawingUntil(after: 2) == .infinity)
        #expect(content.sameDrawingUntil(after: 5) == .infinity)
        // Over 0 … 2.5 s at 240 Hz: every instant of a span draws as its start, and the
        // instant that ends it draws otherwise.
        for step in 0...600 {
            let time = Double(step) / 240
            let until = content.sameDrawingUntil(after: time)
            #expect(until > time)
            let lines = content.drawing(at: time).textLines()
            for later in [time + (until - time) / 2, until.nextDown] where later.isFinite && later >= time {
                #expect(content.drawing(at: later).textLines() == lines, "from \(time) to \(later)")
            }
            if until.isFinite {
                #expect(content.drawing(at: until).textLines() != lines, "at \(until), after \(time)")
            }
        }
    }

    /// Content drawn without a time draws the same for ever; content that moves may change at
    /// any instant.
    @Test func otherContentDrawsTheSameForEverOrForNoTime() throws {
        #expect(SceneContent.view(Fixtures.rotatedView()).sameDrawingUntil(after: 3) == .infinity)
        #expect(SceneContent.dateRange(try Fixtures.validRange()).sameDrawingUntil(after: 3) == .infinity)
        #expect(SceneContent.timer(try Fixtures.runningTimer()).sameDrawingUntil(after: 3) == 3)
        #expect(SceneContent.wheel(try Fixtures.spinningWheel()).sameDrawingUntil(after: 3) == 3)
        #expect(SceneContent.odometer(try Fixtures.rollingOdometer()).sameDrawingUntil(after: 3) == 3)
    }
}
