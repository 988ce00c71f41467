import History
import Synchronization

/// A tiny value model standing in for a control.
struct Dial: Equatable, Sendable {
    var angle = 0
    var label = ""
    var notch = 0
}

/// A model whose log shows the order in which commands were applied and reverted.
struct Journal: Equatable, Sendable {
    var lines: [String] = []
}

/// Appends "+name" on apply and "-name" on revert, so tests can read the exact order.
struct Note: UndoableCommand, Sendable, Equatable {
    var actionName: String
    var mergeKey: String?

    init(_ actionName: String, mergeKey: String? = nil) {
        self.actionName = actionName
        self.mergeKey = mergeKey
    }

    func apply(to context: inout Journal) { context.lines.append("+\(actionName)") }
    func revert(on context: inout Journal) { context.lines.append("-\(actionName)") }
}

/// A delta command whose merge composes the deltas (so the before/after rule would be wrong for
/// it): proves that wrapped commands merge through their own `merged(with:)`.
struct Increment: UndoableCommand, Sendable, Equatable {
    var by: Int
    var mergeKey: String? = "inc"
    var actionName: String { "Increment" }

    func apply(to context: inout Dial) { context.angle += by }
    func revert(on context: inout Dial) { context.angle -= by }
    func merged(with newer: Increment) -> Increment? { Increment(by: by + newer.by, mergeKey: mergeKey) }
}

/// A registry of heterogeneous controls, like the one the script runtime owns.
struct Registry: Equatable, Sendable {
    var dials: [String: Dial] = [:]
    var journal = Journal()
    var title = ""
}

/// A runtime-like owner object passed as the context.
final class Runtime {
    var dial = Dial()
}

/// An error a script body might throw.
struct ScriptFailure: Error, Equatable {}

/// The property-change command type most tests use.
typealias DialChange = PropertyChange<Dial, Int>

/// A "Rotate" change of the dial's angle.
func rotate(_ from: Int, _ to: Int, key: String? = nil) -> DialChange {
    PropertyChange("Rotate", \Dial.angle, from: from, to: to, mergeKey: key)
}

/// Collects the events an observer receives; `Sendable` because observers are `@Sendable`.
final class EventRecorder: Sendable {
    private let storage = Mutex<[UndoEvent]>([])

    /// Every event received, oldest first.
    var events: [UndoEvent] { storage.withLock { $0 } }

    /// The changes of every event received.
    var changes: [UndoChange] { events.map(\.change) }

    /// Records one event.
    func record(_ event: UndoEvent) { storage.withLock { $0.append(event) } }

    /// Forgets what was received so far.
    func reset() { storage.withLock { $0.removeAll() } }

    /// Observes `stack`.
    @discardableResult
    func observe<Command>(_ stack: inout UndoStack<Command>) -> ObserverToken {
        stack.addObserver { [self] event in record(event) }
    }
}

/// A `Sendable` reference type, for commands that act on objects instead of a context.
final class SharedCounter: Sendable {
    private let storage = Mutex(0)

    var value: Int { storage.withLock { $0 } }

    func add(_ delta: Int) { storage.withLock { $0 += delta } }
}

/// Deterministic randomness for tests that do not go through PropertyBased (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
