import Synchronization

/// Cancels a running solve from another task or thread. The search checks it regularly and then
/// throws ``PuzzleError/cancelled``.
public final class CancellationToken: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    /// Asks every solve using this token to stop.
    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }
}
