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
final class Watchdog {
    private let timer: DispatchSourceTimer?
    private let interrupt: DispatchSourceSignal

    init(stopHandle: StopHandle, timeout: Double?) {
        let queue = DispatchQueue(label: "playground.watchdog")
        if let timeout {
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + timeout)
            timer.setEventHandler { stopHandle.stop(.timeout) }
            timer.resume()
            self.timer = timer
        } else {
            timer = nil
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
        timer?.cancel()
        interrupt.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
