import Synchronization

/// Bytes of the process's heap held for someone other than the script, which the heap meter
/// (``ProcessHeapMeter``) does not charge to it: what `playground serve` holds for its pages
/// (their queued messages, and an allowance for each open connection's buffers). A page that
/// never reads must not make the script fail for memory; the pages' own bounds keep the
/// process's total finite (docs/serve.md).
///
/// A reference, shared by the runtime and whoever holds the bytes; two configurations are
/// equal when they share the same one.
public final class UnchargedHeap: Sendable, Hashable {
    private let held = Atomic<Int>(0)

    public init() {}

    /// The bytes held now.
    public var bytes: Int { max(0, held.load(ordering: .relaxed)) }

    /// Counts `bytes` more held (fewer when negative).
    public func add(_ bytes: Int) {
        held.wrappingAdd(bytes, ordering: .relaxed)
    }

    public static func == (left: UnchargedHeap, right: UnchargedHeap) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
