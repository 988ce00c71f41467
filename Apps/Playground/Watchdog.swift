import Dispatch
import Foundation
import Scripting

#if canImport(Glibc)
    import Glibc
#endif

/// Stops a running script from outside its thread: when the wall-clock timeout passes, or on
/// the first Ctrl-C. A second Ctrl-C ends the process at once, as in `lua`.
///
/// Nothing is installed in Lua until one of these happens, so a script that stays within its
/// limits runs at full speed.
///
/// Lua runs some code with hooks disabled (finalizers, and message handlers of errors raised by
/// a hook), where no stop can reach it. So a timeout has a last resort: if the script is still
/// running `grace` seconds after it was told to stop, the process ends with the limit's status.
final class Watchdog {
    private let timer: DispatchSourceTimer?
    private let interrupt: DispatchSourceSignal
    private let queue = DispatchQueue(label: "playground.watchdog")
    private let lastResort: DispatchSourceTimer?

    init(stopHandle: StopHandle, timeout: Double?, grace: Double = 2, lastWords: String = "") {
        let queue = self.queue
        if let timeout {
            let lastResort = DispatchSource.makeTimerSource(queue: queue)
            lastResort.setEventHandler {
                let message = "playground: \(lastWords) (the script did not stop within \(Int(grace)) s, so it was ended)\n"
                var standardError = StandardError()
                standardError.write(message)
                _exit(RunExitStatus.limitExceeded)
            }
            // Resumed at once with no deadline: libdispatch traps when a suspended source is
            // released, and a run that ends in time never needs this one.
            lastResort.schedule(deadline: .distantFuture)
            lastResort.resume()
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + timeout)
            timer.setEventHandler {
                stopHandle.stop(.timeout)
                lastResort.schedule(deadline: .now() + grace)
            }
            timer.resume()
            self.timer = timer
            self.lastResort = lastResort
        } else {
            timer = nil
            lastResort = nil
        }
        signal(SIGINT, SIG_IGN)
        interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: queue)
        interrupt.setEventHandler {
            stopHandle.stop(.interrupt)
            signal(SIGINT, SIG_DFL)
        }
        interrupt.resume()
    }

    func cancel() {
        queue.sync {
            timer?.cancel()
            lastResort?.cancel()
        }
        interrupt.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
