import Dispatch
import Foundation
import Scripting

#if canImport(Glibc)
import Glibc
#endif

/// What Ctrl-C does during a REPL session (SIGINT, caught by a dispatch source as the run's
/// `Watchdog` does):
/// - while a chunk runs: stop it (`StopHandle.stop(.interrupt)`). A chunk still running two
///   seconds later is in C code no stop reaches (a backtracking pattern): the person is told so,
///   and that a second Ctrl-C ends the session; that second Ctrl-C during the same chunk ends the
///   process with 130, saying so.
/// - at a terminal's prompt: wake the read waiting on ``wakeupReadEnd``.
/// - while piped input is read: end the process with 130.
///
/// It holds the runtime's stop handle and nothing else of the session. The signal source keeps
/// its handler, and the handler this object, until libdispatch has processed the source's
/// cancellation, which can come after the process has left `main`: a handler holding the
/// session would keep the host, and the Lua state would never close (its finalizers would not
/// run, and LeakSanitizer would report what the state still held).
final class ReplInterrupts: @unchecked Sendable {
    private let stopHandle: StopHandle
    private let interactive: Bool
    private let lock = NSLock()
    private var evaluating = false
    private var interruptsWhileEvaluating = 0
    /// Counts the chunks evaluated, so that a late notice is about the chunk still running.
    private var chunkNumber = 0
    /// How long a stopped chunk may take before the person is told it cannot be stopped.
    static let patience = 2.0
    private let queue = DispatchQueue(label: "playground.repl.interrupt")
    private var source: DispatchSourceSignal?
    /// Written by the handler to wake a terminal read; read end first. Only at a terminal.
    private var wakeup: [Int32] = [-1, -1]

    /// Starts catching Ctrl-C, until ``cancel()``.
    init(stopHandle: StopHandle, interactive: Bool) {
        self.stopHandle = stopHandle
        self.interactive = interactive
        if interactive {
            var ends: [Int32] = [-1, -1]
            if ends.withUnsafeMutableBufferPointer({ pipe($0.baseAddress) }) == 0 {
                for fd in ends { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
                wakeup = ends
            }
        }
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: queue)
        source.setEventHandler { self.interrupted() }
        source.resume()
        self.source = source
    }

    /// The end of the wake-up pipe a terminal read polls with standard input (-1 when piped).
    var wakeupReadEnd: Int32 { wakeup[0] }

    /// Runs `body` with Ctrl-C stopping it.
    func whileEvaluating<Result, Failure>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.withLock {
            evaluating = true
            interruptsWhileEvaluating = 0
            chunkNumber += 1
        }
        defer { lock.withLock { evaluating = false } }
        return try body()
    }

    /// Stops catching Ctrl-C (it ends the process again) and closes the wake-up pipe.
    func cancel() {
        source?.cancel()
        source = nil
        // A handler already running finishes before the pipe it writes to is closed.
        queue.sync {}
        signal(SIGINT, SIG_DFL)
        lock.withLock {
            for fd in wakeup where fd >= 0 { close(fd) }
            wakeup = [-1, -1]
        }
    }

    /// Writes `text` to standard error at once (from the signal's queue, not through buffers).
    private static func say(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private func interrupted() {
        lock.lock()
        defer { lock.unlock() }
        if evaluating {
            interruptsWhileEvaluating += 1
            if interruptsWhileEvaluating >= 2 {
                Self.say("playground: interrupted again: the session ends (exit 130)\n")
                _exit(RunExitStatus.interrupted)
            }
            stopHandle.stop(.interrupt)
            // Lua's own C code (a string pattern that backtracks) is reached by no stop: after
            // two seconds the person is told why the line goes on, and what ends it.
            let chunk = chunkNumber
            queue.asyncAfter(deadline: .now() + Self.patience) { [self] in
                let stillRunning = lock.withLock { evaluating && chunkNumber == chunk }
                if stillRunning {
                    Self.say(
                        "playground: the line is still running, inside C code that a stop does not reach (a string pattern that backtracks, say); press Ctrl-C again to end the session\n"
                    )
                }
            }
        } else if interactive {
            var byte: UInt8 = 1
            _ = write(wakeup[1], &byte, 1)
        } else {
            // Output is flushed after every chunk, so nothing is lost.
            _exit(RunExitStatus.interrupted)
        }
    }
}
