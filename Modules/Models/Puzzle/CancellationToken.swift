import Synchronization

/// Cancels a running solve from another task or thread. The search checks it regularly and then
/// throws ``PuzzleError/cancelled``.
public final class CancellationToken: Sendable {
    private let flag = Atomic<Bool>(false)
    private let condition: (@Sendable () -> Bool)?

    /// A token cancelled by ``cancel()`` alone.
    public init() {
        condition = nil
    }

    /// A token also cancelled whenever `condition` answers true: how a host ties every solve,
    /// and the pattern databases a solve builds first, to its own stop (a timeout, Ctrl-C).
    /// The condition is read at every check, so it must be cheap.
    public init(cancelledWhen condition: @escaping @Sendable () -> Bool) {
        self.condition = condition
    }

    /// Asks every solve using this token to stop.
    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    public var isCancelled: Bool {
        flag.load(ordering: .relaxed) || condition?() == true
    }
}
