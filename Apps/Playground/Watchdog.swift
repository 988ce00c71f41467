import Dispatch
import Foundation
import Scripting

#if canImport(Glibc)
import Glibc
#endif

/// Stops a running script from outside its thread: when the wall-clock timeout passes, on the
/// first Ctrl-C (SIGINT) and on the first SIGTERM. A second signal of the same kind ends the
/// process at once, as in `lua`.
///
/// Nothing is installed in Lua until one of these happens, so a script that stays within its
/// limits runs at full speed.
///
/// Lua runs some code with hooks disabled (message handlers of errors raised by a hook), where
/// no stop can reach it. So a timeout and a SIGTERM — the stops nobody is at the keyboard for —
/// have a last resort: if the script is still running `grace` seconds after it was told to
/// stop, the process ends with the limit's status. Writing the run's outputs is not the script
/// running: ``writingOutputs(_:)`` holds the last resort while it lasts, so a long recording is
/// written whole rather than cut off.
final class Watchdog {
    private var timer: DispatchSourceTimer?
    private var signalSources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "playground.watchdog")
    private let lastResort: DispatchSourceTimer
    private let grace: Double
    /// The stop the last resort is armed for, on `queue`.
    private var pendingStop: StopReason?
    /// Whether outputs are being written, on `queue`.
    private var holding = false

    /// `lastWords` gives the message printed when the last resort ends the process, by the
    /// reason of the stop it waited for.
    init(stopHandle: StopHandle, timeout: Double?, grace: Double = 2, lastWords: [StopReason: String] = [:]) {
        self.grace = grace
        let lastResort = DispatchSource.makeTimerSource(queue: self.queue)
        self.lastResort = lastResort
        // Resumed at once with no deadline: libdispatch traps when a suspended source is
        // released, and a run that ends in time never needs this one.
        lastResort.schedule(deadline: .distantFuture)
        lastResort.resume()
        if let timeout {
            let timer = DispatchSource.makeTimerSource(queue: self.queue)
            timer.schedule(deadline: .now() + timeout)
            timer.setEventHandler { [unowned self] in
                stopHandle.stop(.timeout)
                armLastResort(for: .timeout)
            }
            timer.resume()
            self.timer = timer
        }
        lastResort.setEventHandler { [unowned self] in
            let reason = pendingStop ?? .timeout
            let words = lastWords[reason] ?? "the script was stopped"
            var standardError = StandardError.lastWords
            standardError.write(
                "playground: \(words) (the script did not stop within \(Int(grace)) s, so it was ended)\n")
            _exit(RunExitStatus.status(for: reason))
        }
        for (number, reason) in [(SIGINT, StopReason.interrupt), (SIGTERM, .terminate)] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: self.queue)
            source.setEventHandler { [unowned self] in
                stopHandle.stop(reason)
                signal(number, SIG_DFL)
                if reason == .terminate { armLastResort(for: reason) }
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Runs `body` (writing the recording and the SVG files) with the last resort held, and
    /// gives a stopped run its full grace again afterwards, for closing the state.
    func writingOutputs<Result>(_ body: () -> Result) -> Result {
        queue.sync {
            holding = true
            lastResort.schedule(deadline: .distantFuture)
        }
        let result = body()
        queue.sync {
            holding = false
            if let pendingStop { armLastResort(for: pendingStop) }
        }
        return result
    }

    /// On `queue`.
    private func armLastResort(for reason: StopReason) {
        if pendingStop == nil { pendingStop = reason }
        guard !holding else { return }
        lastResort.schedule(deadline: .now() + grace)
    }

    func cancel() {
        queue.sync {
            timer?.cancel()
            lastResort.cancel()
        }
        for source in signalSources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
