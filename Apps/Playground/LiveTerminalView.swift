import Foundation
import Rendering
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The live view of `run --realtime` on a terminal: the controls drawn as text at the bottom of
/// the terminal and redrawn in place, while the script's output scrolls above them.
///
/// Everything written to standard output while the view is on (Lua's `print`, `io.write`, C
/// code) goes through a pipe this view reads, so it can be put above the view a line at a time;
/// the view owns the real terminal meanwhile. Made only when standard output is a terminal:
/// without one, no escape code is ever written.
final class LiveTerminalView: @unchecked Sendable {
    /// The real terminal (a duplicate of the original standard output).
    private let terminal: Int32
    /// The read end of the pipe standard output now writes into.
    private let pipeOutput: Int32
    private let state: Mutex<TerminalRedraw>
    private let drained = DispatchSemaphore(value: 0)
    private var finished = false

    /// Takes over standard output, or returns nil when it is not a terminal (or `TERM` is
    /// "dumb") or the pipe cannot be made.
    init?() {
        guard isatty(1) != 0, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        var ends: [Int32] = [0, 0]
        let terminal = dup(1)
        guard terminal >= 0 else { return nil }
        guard pipe(&ends) == 0 else {
            close(terminal)
            return nil
        }
        fflush(nil)
        guard dup2(ends[1], 1) >= 0 else {
            close(terminal)
            close(ends[0])
            close(ends[1])
            return nil
        }
        close(ends[1])
        self.terminal = terminal
        self.pipeOutput = ends[0]
        let size = LiveTerminalView.size(of: terminal)
        state = Mutex(TerminalRedraw(columns: size.columns, rows: size.rows))
        let thread = Thread { [self] in pump() }
        thread.name = "playground.live-view"
        thread.start()
    }

    /// Draws `lines` in place of the previous frame.
    func show(_ lines: [String]) {
        let size = LiveTerminalView.size(of: terminal)
        let bytes = state.withLock { redraw in
            redraw.columns = size.columns
            redraw.rows = size.rows
            return redraw.frame(lines)
        }
        writeAll(bytes)
    }

    /// Gives standard output back to the terminal, after putting any output still in the pipe
    /// above the view. The last frame stays on screen.
    func finish() {
        guard !finished else { return }
        finished = true
        fflush(nil)
        // Standard output was the pipe's only write end: pointing it back at the terminal ends
        // the pipe, and the pump stops once it has read everything.
        _ = dup2(terminal, 1)
        drained.wait()
        writeAll(state.withLock { $0.finish() })
        close(pipeOutput)
        close(terminal)
    }

    /// Reads the script's output from the pipe and puts it above the view.
    private func pump() {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeOutput, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let bytes = state.withLock { $0.output(buffer[..<count]) }
            writeAll(bytes)
        }
        drained.signal()
    }

    private func writeAll(_ bytes: [UInt8]) {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            remaining = remaining.dropFirst(written)
        }
    }

    /// The terminal's size, or 80 × 24 when it does not say.
    private static func size(of descriptor: Int32) -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
