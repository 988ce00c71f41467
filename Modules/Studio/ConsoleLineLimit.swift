import Foundation
import Models
import Scripting
import Synchronization

/// A console line runs under the same stop as a script: one that runs longer than `seconds`
/// of wall time (`while true do end`) is stopped, and the session lives on. Without this, one
/// line froze the session for every page, with no way to stop it from any of them.
struct ConsoleLineLimit {
    /// The wall time a console line may take.
    static let seconds = 5.0

    /// Evaluates the console `line` on `host` as the REPL does, stopped after `seconds`; a line
    /// stopped so fails with a message that says what happened, and the host is ready for the
    /// next line.
    static func evaluate(_ line: String, on host: ScriptHost, seconds: Double = seconds) -> ReplEvaluation {
        let state = Shared()
        let stopHandle = host.runtime.stopHandle
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            state.value.withLock { state in
                guard state.armed else { return }
                state.fired = true
                stopHandle.stop(.timeout)
            }
        }
        let outcome = host.evaluate(replInput: line, chunkName: "console", atEndOfInput: true)
        let fired = state.value.withLock { state -> Bool in
            state.armed = false
            return state.fired
        }
        guard fired else { return outcome }
        // The stop was ours (not the session's own Ctrl-C): clear it, so the next line runs.
        if stopHandle.reason == .timeout { host.runtime.resetStop() }
        if case .failed(let error) = outcome, case .stopped(.timeout) = error.kind {
            // Still a stop, not a runtime error: a stopped line is not kept for a replay.
            return .failed(LuaError(
                kind: .stopped(.timeout),
                message: "the console line ran longer than \(NumberText.plain(seconds)) s and was stopped; the session goes on"))
        }
        return outcome
    }

    private final class Shared: Sendable {
        let value = Mutex<(armed: Bool, fired: Bool)>((true, false))
    }
}
