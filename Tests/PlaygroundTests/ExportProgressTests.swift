import Testing

@testable import Playground

/// The progress line of a long export on a terminal.
@Suite struct ExportProgressTests {
    @Test func aKnownNumberOfFramesGivesABar() {
        let line = ExportProgress.line(frames: 120, expected: 360, time: 4)
        #expect(line == "playground: exporting [########                ] 120/360 frames, t = 4.000 s")
    }

    @Test func theBarIsFullAtTheEndAndNeverOverflows() {
        #expect(
            ExportProgress.line(frames: 360, expected: 360, time: 12).contains(
                "[" + String(repeating: "#", count: 24) + "]"))
        #expect(ExportProgress.line(frames: 400, expected: 360, time: 13).contains("360/360 frames"))
    }

    @Test func withoutADurationTheFramesAndTheTimeAreSaid() {
        #expect(
            ExportProgress.line(frames: 1, expected: nil, time: 0.5) == "playground: exporting… 1 frame, t = 0.500 s")
        #expect(
            ExportProgress.line(frames: 42, expected: nil, time: 1.4) == "playground: exporting… 42 frames, t = 1.400 s"
        )
    }
}
