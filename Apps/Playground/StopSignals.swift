import Foundation
import Studio

/// Ctrl-C and SIGTERM as requests to stop `serve` (``ServerStop``): the first closes the server
/// gracefully, the second (or the grace passing) stops it at once. The signals' default action
/// (ending the process before the touches are saved) is turned off while this lives.
final class StopSignals {
    private var sources: [any DispatchSourceSignal] = []

    init(requesting stop: ServerStop) {
        let queue = DispatchQueue(label: "playground.serve.signals")
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { stop.request() }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
