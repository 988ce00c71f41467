import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The line an export keeps up to date on standard error while it works, when standard error
/// is a terminal and the export has taken more than a second: a bar when the number of frames
/// is known (`--duration`), the frames so far and the virtual time otherwise. Redrawn at most
/// ten times a second, and erased when the export ends.
final class ExportProgress {
    private let expectedFrames: Int?
    private let isTerminal = isatty(2) == 1
    private var started: Double?
    private var lastDrawn = 0.0
    private var drawn = false

    init(expectedFrames: Int?) {
        self.expectedFrames = expectedFrames
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Shows `frames` done at virtual `time`.
    func show(frames: Int, time: Double) {
        guard isTerminal else { return }
        let now = Self.now()
        guard let started else {
            self.started = now
            return
        }
        guard now - started >= 1, now - lastDrawn >= 0.1 else { return }
        lastDrawn = now
        let line = Self.line(frames: frames, expected: expectedFrames, time: time)
        var standardError = StandardError()
        print("\r\u{1B}[K" + line, terminator: "", to: &standardError)
        drawn = true
    }

    /// The progress line: "playground: exporting [#########           ] 120/361 frames, t = 4.000 s".
    static func line(frames: Int, expected: Int?, time: Double) -> String {
        let seconds = String(format: "%.3f", time)
        guard let expected, expected > 0 else {
            return "playground: exporting… \(frames) frame\(frames == 1 ? "" : "s"), t = \(seconds) s"
        }
        let width = 24
        let filled = min(width, frames * width / expected)
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        return "playground: exporting [\(bar)] \(min(frames, expected))/\(expected) frames, t = \(seconds) s"
    }

    /// Erases the line, if one was drawn.
    func clear() {
        guard drawn else { return }
        var standardError = StandardError()
        print("\r\u{1B}[K", terminator: "", to: &standardError)
        drawn = false
    }
}
