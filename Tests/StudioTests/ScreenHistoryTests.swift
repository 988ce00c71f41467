import Testing

@testable import Studio

@Suite struct ScreenHistoryTests {
    @Test func eachInstantGetsTheFrameOnScreenThen() {
        var history = ScreenHistory()
        history.record("a", at: 100)
        history.record("b", at: 100.5)
        history.record("c", at: 101.2)
        // From the first frame kept to now, every 0.25 s.
        #expect(history.frames(endingAt: 101.5, fps: 4) == ["a", "a", "b", "b", "b", "c", "c"])
    }

    @Test func theRecordingReachesTenSecondsBackAndStartsWithTheFrameShowingThen() {
        var history = ScreenHistory()
        history.record("old", at: 0)
        history.record("still", at: 5)
        history.record("new", at: 14)
        // Paused from 5 to 14: what was on screen then was the still frame.
        let frames = history.frames(endingAt: 15, fps: 1)
        #expect(frames == Array(repeating: "still", count: 9) + ["new", "new"])
        #expect(frames.count == 11)
    }

    @Test func framesTooOldOrTooManyBytesAreLetGo() {
        var history = ScreenHistory()
        var held = 0
        for second in 0..<100 {
            held += history.record(String(repeating: "x", count: 1000), at: Double(second))
        }
        // The ten seconds back and the frame showing when they began.
        #expect(history.bytes == 11 * 1000)
        #expect(held == history.bytes)
        let large = String(repeating: "y", count: ScreenHistory.maximumBytes / 3)
        for step in 0..<5 { history.record(large, at: 100 + Double(step) / 100) }
        #expect(history.bytes <= ScreenHistory.maximumBytes)
        let bytes = history.bytes
        #expect(history.clear() == -bytes)
        #expect(history.bytes == 0)
    }

    @Test func nothingShownIsNothingToRecord() {
        let history = ScreenHistory()
        #expect(history.frames(endingAt: 10, fps: 25).isEmpty)
        var one = ScreenHistory()
        one.record("a", at: 10)
        #expect(one.frames(endingAt: 10, fps: 25) == ["a"])
        #expect(one.frames(endingAt: 9, fps: 25).isEmpty)
        #expect(one.frames(endingAt: 11, fps: .infinity).isEmpty)
    }
}
