import Foundation
import Synchronization

/// `serve` always stops. The server closes gracefully on SIGINT or SIGTERM, waiting for every
/// WebSocket's closing handshake; a client that never answers would hold it, and further
/// signals, for ever. This watches the same signals beside it: `grace` seconds after the first,
/// or at once on a second, it calls `force`, and the server is left behind.
final class ShutdownDeadline {
    /// The signals seen and whether the wait was ended, shared with the signal handlers.
    private final class State: Sendable {
        let value = Mutex<(signals: Int, forced: Bool)>((0, false))
    }

    private var sources: [any DispatchSourceSignal] = []
    private let state = State()

    /// Whether the deadline (or a second signal) ended the wait.
    var wasForced: Bool { state.value.withLock { $0.forced } }

    init(grace: Double, force: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "playground.serve.shutdown")
        let state = self.state
        let fire: @Sendable () -> Void = {
            let first = state.value.withLock { state -> Bool in
                guard !state.forced else { return false }
                state.forced = true
                return true
            }
            if first { force() }
        }
        sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let count = state.value.withLock { state -> Int in
                    state.signals += 1
                    return state.signals
                }
                if count == 1 {
                    queue.asyncAfter(deadline: .now() + grace, execute: fire)
                } else {
                    fire()
                }
            }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
