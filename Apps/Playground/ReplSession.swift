import Dispatch
import Foundation
import Scripting

#if canImport(Glibc)
    import Glibc
#endif

/// The read-eval-print loop of `playground repl`, and its Ctrl-C handling.
///
/// Ctrl-C (SIGINT, caught by a dispatch source as the run's `Watchdog` does) means:
/// - while a chunk runs: stop it (`StopHandle.stop(.interrupt)`); the chunk fails with
///   "interrupted!", the stop is reset and the session goes on. A second Ctrl-C during the same
///   chunk (one that cannot be stopped, such as a looping finalizer) ends the process with 130.
/// - at a terminal's prompt: drop the line being typed (and an unfinished chunk) and show a
///   fresh `> `.
/// - while piped input is read: end the process with 130.
final class ReplSession: @unchecked Sendable {
    private let host: ScriptHost
    private let interactive: Bool
    private let lock = NSLock()
    private var evaluating = false
    private var interruptsWhileEvaluating = 0
    private let queue = DispatchQueue(label: "playground.repl.interrupt")
    private var signalSource: DispatchSourceSignal?
    /// Written by the signal handler to wake a terminal read; read end first.
    private var wakeup: [Int32] = [-1, -1]
    #if canImport(CEditLine)
        /// Line editing, history and completion at a terminal.
        private var editor: ReplLineEditor?
    #endif

    init(host: ScriptHost, interactive: Bool) {
        self.host = host
        self.interactive = interactive
        if interactive {
            _ = wakeup.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
            for fd in wakeup { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        }
        #if canImport(CEditLine)
            if interactive {
                editor = ReplLineEditor(wakeup: wakeup[0]) { [unowned host] word in
                    host.replCompletions(for: word)
                }
            }
        #endif
        let stopHandle = host.runtime.stopHandle
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: queue)
        // Holds the session until `finish` cancels the source and lets it go.
        source.setEventHandler { self.interrupted(stopHandle) }
        source.resume()
        signalSource = source
    }

    private func interrupted(_ stopHandle: StopHandle) {
        lock.lock()
        defer { lock.unlock() }
        if evaluating {
            interruptsWhileEvaluating += 1
            if interruptsWhileEvaluating >= 2 {
                _exit(RunExitStatus.interrupted)
            }
            stopHandle.stop(.interrupt)
        } else if interactive {
            var byte: UInt8 = 1
            _ = write(wakeup[1], &byte, 1)
        } else {
            // Output is flushed after every chunk, so nothing is lost.
            _exit(RunExitStatus.interrupted)
        }
    }

    /// Runs `body` with Ctrl-C stopping it, and lets the runtime run again afterwards.
    func whileEvaluating<Result>(_ body: () throws(LuaError) -> Result) throws(LuaError) -> Result {
        lock.withLock {
            evaluating = true
            interruptsWhileEvaluating = 0
        }
        defer {
            lock.withLock { evaluating = false }
            // Also after a plain memory error: the allocator remembers a refusal, and would
            // stop the next chunk's first allocation for it.
            host.runtime.resetStop()
        }
        return try body()
    }

    func finish() {
        #if canImport(CEditLine)
            editor?.save()
            editor = nil
            ReplLineEditor.current = nil
        #endif
        signalSource?.cancel()
        signalSource = nil
        // A handler already running finishes before the pipe it writes to is closed.
        queue.sync {}
        signal(SIGINT, SIG_DFL)
        for fd in wakeup where fd >= 0 { close(fd) }
        wakeup = [-1, -1]
    }

    /// What reading a line gave.
    enum Input {
        case line(String)
        case endOfInput
        case interrupted
    }

    /// Reads lines and evaluates them until the end of input.
    func loop() {
        var pending: [String] = []
        var standardError = StandardError()
        while true {
            let input: Input
            #if canImport(CEditLine)
                if let editor {
                    input = editor.readLine(prompt: host.replPrompt(continuation: !pending.isEmpty))
                } else {
                    if interactive { writeOut(host.replPrompt(continuation: !pending.isEmpty)) }
                    input = readLine()
                }
            #else
                if interactive { writeOut(host.replPrompt(continuation: !pending.isEmpty)) }
                input = readLine()
            #endif
            switch input {
            case .endOfInput:
                if let unfinished = pending.isEmpty ? nil : pending.joined(separator: "\n") {
                    // As lua does: the unfinished chunk's syntax error is reported.
                    if case .failed(let error) = evaluateCatchingStops(unfinished, atEndOfInput: true) {
                        print(error, to: &standardError)
                    }
                }
                if interactive { writeOut("\n") }
                fflush(nil)
                return
            case .interrupted:
                pending = []
                writeOut("\n")
            case .line(let line):
                pending.append(line)
                switch evaluateCatchingStops(pending.joined(separator: "\n")) {
                case .incomplete:
                    continue
                case .ran(let output):
                    pending = []
                    if let output { writeOut(output + "\n") }
                    fflush(nil)
                case .failed(let error):
                    pending = []
                    print(error, to: &standardError)
                }
            }
        }
    }

    private func evaluateCatchingStops(_ source: String, atEndOfInput: Bool = false) -> ReplEvaluation {
        (try? whileEvaluating { () throws(LuaError) in
            host.evaluate(replInput: source, atEndOfInput: atEndOfInput)
        })
            ?? .ran(output: nil)
    }

    private func writeOut(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }

    /// One line of standard input, without its newline. At a terminal, waits for the line or a
    /// Ctrl-C, whichever comes first.
    private func readLine() -> Input {
        if interactive {
            var fds = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeup[0], events: Int16(POLLIN), revents: 0),
            ]
            while true {
                let ready = poll(&fds, 2, -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .endOfInput
                }
                if fds[1].revents != 0 {
                    var byte: UInt8 = 0
                    while read(wakeup[0], &byte, 1) == 1 {}
                    return .interrupted
                }
                if fds[0].revents != 0 { break }
            }
        }
        guard var line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        if line.hasSuffix("\r") { line.removeLast() }
        return .line(line)
    }
}
