import Foundation
import Models
import Scripting
import Synchronization

/// A console line runs under the same stop as a script: one that runs longer than `seconds`
/// of wall time (`while true do end`) is stopped, and so is one the page's Stop button stops
/// (``ConsoleLineStop``); either way the session lives on. Without this, one line froze the
/// session for every page, with no way to stop it from any of them.
struct ConsoleLineLimit {
    /// The wall time a console line may take.
    static let seconds = 5.0

    /// Evaluates the console `line` on `host` as the REPL does, stopped after `seconds` or by
    /// `stop`; a line stopped so fails with a message that says what happened, and the host is
    /// ready for the next line.
    static func evaluate(
        _ line: String, on host: ScriptHost, seconds: Double = seconds, stop: ConsoleLineStop = ConsoleLineStop()
    ) -> ReplEvaluation {
        let stopHandle = host.runtime.stopHandle
        let running = stop.arm(stopHandle)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            stop.fire(.timeout, ifRunning: running)
        }
        let outcome = host.evaluate(replInput: line, chunkName: "console", atEndOfInput: true)
        guard let firedBy = stop.disarm() else { return outcome }
        // The stop was ours (not the session's own Ctrl-C): clear it, so the next line runs.
        if stopHandle.reason == .timeout || stopHandle.reason == .interrupt { host.runtime.resetStop() }
        if case .failed(let error) = outcome, case .stopped = error.kind {
            // Still a stop, not a runtime error: a stopped line is not kept for a replay.
            let message =
                switch firedBy {
                case .timeout:
                    "the console line ran longer than \(NumberText.plain(seconds)) s and was stopped; the session goes on"
                case .page: "the console line was stopped from the page; the session goes on"
                }
            return .failed(LuaError(kind: .stopped(.timeout), message: message))
        }
        return outcome
    }
}

/// The stop of the console line running now, if any: the time limit fires it, and so does a
/// page's Stop button, from the server's thread while the session's thread runs the line.
public final class ConsoleLineStop: Sendable {
    /// What stopped a line.
    enum Cause: Sendable {
        case timeout
        case page
    }

    private struct Line {
        var number = 0
        var stopHandle: StopHandle?
        var firedBy: Cause?
    }

    private let line = Mutex(Line())

    public init() {}

    /// Marks a line as running, stopped through `stopHandle`; returns its number.
    func arm(_ stopHandle: StopHandle) -> Int {
        line.withLock { line in
            line.number += 1
            line.stopHandle = stopHandle
            line.firedBy = nil
            return line.number
        }
    }

    /// Marks the line as done; returns what stopped it, if anything did.
    func disarm() -> Cause? {
        line.withLock { line in
            line.stopHandle = nil
            return line.firedBy
        }
    }

    /// Stops the line `number` for `cause`, if it is still the one running.
    func fire(_ cause: Cause, ifRunning number: Int) {
        line.withLock { line in
            guard line.number == number, let stopHandle = line.stopHandle, line.firedBy == nil else { return }
            line.firedBy = cause
            stopHandle.stop(cause == .timeout ? .timeout : .interrupt)
        }
    }

    /// Stops the line running now (the page's Stop button); returns whether one was running.
    public func stopFromPage() -> Bool {
        line.withLock { line in
            guard let stopHandle = line.stopHandle, line.firedBy == nil else { return false }
            line.firedBy = .page
            stopHandle.stop(.interrupt)
            return true
        }
    }
}
