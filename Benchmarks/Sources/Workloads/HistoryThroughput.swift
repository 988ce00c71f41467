import CLuaBaselines
import History

/// History: push, undo and redo on an ``UndoStack`` of property changes, against appending the
/// same commands to a plain Swift array, popping them (reverting each) and appending them back
/// (applying each): the least any undo history can do.
public struct HistoryThroughput {
    public static let name = "History"
    /// Entries per round; each is pushed, undone and redone.
    public var entries = 10_000
    public var rounds = 15

    struct Counter {
        var value = 0
    }

    typealias Command = PropertyChange<Counter, Int>

    public init() {}

    public func run() throws -> Comparison {
        let entries = self.entries
        let rounds = try Rounds.interleave(
            rounds: rounds,
            baseline: { try secondsTaken { try HistoryThroughput.plainArray(entries) } / Double(3 * entries) },
            subject: { try secondsTaken { try HistoryThroughput.undoStack(entries) } / Double(3 * entries) }
        )
        let stackBytes = HistoryThroughput.bytesPerEntry(entries) { count in
            var counter = Counter()
            var stack = UndoStack<Command>()
            for value in 1...count { stack.perform(Command("Set", \.value, in: counter, to: value), on: &counter) }
            return stack
        }
        let arrayBytes = HistoryThroughput.bytesPerEntry(entries) { count in
            var commands: [Command] = []
            for value in 1...count { commands.append(Command("Set", \.value, from: value - 1, to: value)) }
            return commands
        }
        return Comparison(
            name: HistoryThroughput.name,
            subjectLabel: "UndoStack push / undo / redo",
            baselineLabel: "append / pop / append on a Swift array",
            subject: rounds.subject * 1e9, baseline: rounds.baseline * 1e9, unit: "ns/operation",
            ratio: rounds.ratio, target: .atMost(3),
            notes: [
                "\(Comparison.format(stackBytes)) bytes per entry (array of the same commands: \(Comparison.format(arrayBytes)))"
            ])
    }

    static func undoStack(_ entries: Int) throws {
        var counter = Counter()
        var stack = UndoStack<Command>()
        for value in 1...entries {
            stack.perform(Command("Set", \.value, in: counter, to: value), on: &counter)
        }
        for _ in 0..<entries { _ = try stack.undo(on: &counter) }
        for _ in 0..<entries { _ = try stack.redo(on: &counter) }
        guard counter.value == entries else { throw BenchmarkError("history ended at \(counter.value)") }
    }

    static func plainArray(_ entries: Int) throws {
        var counter = Counter()
        var done: [Command] = []
        var undone: [Command] = []
        for value in 1...entries {
            let command = Command("Set", \.value, in: counter, to: value)
            command.apply(to: &counter)
            done.append(command)
        }
        while let command = done.popLast() {
            command.revert(on: &counter)
            undone.append(command)
        }
        while let command = undone.popLast() {
            command.apply(to: &counter)
            done.append(command)
        }
        guard counter.value == entries else { throw BenchmarkError("array ended at \(counter.value)") }
    }

    /// Heap bytes per entry of what `build` makes with `entries` entries, as malloc counts them.
    static func bytesPerEntry<Value>(_ entries: Int, _ build: (Int) -> Value) -> Double {
        let before = bench_heap_bytes()
        let value = build(entries)
        let after = bench_heap_bytes()
        withExtendedLifetime(value) {}
        return Double(Int(after) - Int(before)) / Double(entries)
    }
}
