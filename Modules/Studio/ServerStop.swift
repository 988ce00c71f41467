/// How `playground serve` stops, always: the first request closes the server gracefully (each
/// page's closing handshake); a second request, or `grace` passing first, cancels the server
/// outright. A page that never answers the handshake, or never reads, cannot hold the stop.
///
/// Requests come from anywhere (a signal handler's queue, a test); one ``run(server:gracefully:)``
/// (``StudioServer/run(session:host:port:stop:onReady:)``) reads them.
public final class ServerStop: Sendable {
    /// How the server ended.
    public enum Outcome: Sendable, Equatable {
        /// Every connection closed within the grace.
        case graceful
        /// Cancelled at the grace's end or on a second request, and then ended.
        case forced
        /// Cancelled, and still not ended a second later: left behind (a process exits anyway).
        case abandoned
    }

    enum Event: Sendable {
        case request, deadline, abandon
        case finished((any Error)?)
    }

    /// How long a graceful close may take.
    public let grace: Duration
    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation

    public init(grace: Duration = .seconds(3)) {
        self.grace = grace
        (events, continuation) = AsyncStream<Event>.makeStream()
    }

    /// Asks the server to stop: gracefully the first time, at once the second.
    public func request() {
        continuation.yield(.request)
    }

    func post(_ event: Event) {
        continuation.yield(event)
    }

    /// Runs `server` until it ends by itself (throwing what it throws), or until stopped: at
    /// the first request `gracefully` asks it to close; at the grace's end or a second request
    /// its task is cancelled, and a second after that it is left behind. Reads this stop's
    /// requests, so it runs once.
    public func run(
        server: @escaping @Sendable () async throws -> Void, gracefully: @escaping @Sendable () async -> Void
    ) async throws -> Outcome {
        let running = Task { [self] in
            do {
                try await server()
                post(.finished(nil))
            } catch {
                post(.finished(error))
            }
        }
        var requests = 0
        var forced = false
        func force() {
            guard !forced else { return }
            forced = true
            running.cancel()
            Task { [self] in
                try? await Task.sleep(for: .seconds(1))
                post(.abandon)
            }
        }
        for await event in events {
            switch event {
            case .finished(let error):
                if let error, !forced { throw error }
                return forced ? .forced : .graceful
            case .request:
                requests += 1
                if requests == 1 {
                    await gracefully()
                    Task { [self] in
                        try? await Task.sleep(for: grace)
                        post(.deadline)
                    }
                } else {
                    force()
                }
            case .deadline:
                force()
            case .abandon:
                return .abandoned
            }
        }
        return .abandoned
    }
}
