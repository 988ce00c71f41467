import PropertyBased
import Testing

@testable import History

/// What a user can observe of a history and its model; compared between the real stack and the
/// reference after every operation.
struct Observation: Equatable, CustomStringConvertible {
    var index: Int
    var count: Int
    var isClean: Bool
    var canUndo: Bool
    var canRedo: Bool
    var undoName: String
    var redoName: String
    var groupDepth: Int
    var names: [String]
    var cells: [Int]

    var description: String {
        "index \(index)/\(count) clean \(isClean) undo \(canUndo) '\(undoName)' redo \(canRedo) '\(redoName)' "
            + "depth \(groupDepth) steps \(names) cells \(cells)"
    }
}

/// Runs the same operations on a real stack and on the reference model.
struct Harness {
    static let initialCells = [0, 0, 0]

    var cells = Harness.initialCells
    var stack: UndoStack<CellEdit>
    var reference: ReferenceHistory

    init(limit: Int?) {
        stack = UndoStack(limit: limit)
        reference = ReferenceHistory(cells: Harness.initialCells, limit: limit)
    }

    var actual: Observation {
        Observation(
            index: stack.index, count: stack.count, isClean: stack.isClean, canUndo: stack.canUndo,
            canRedo: stack.canRedo, undoName: stack.undoActionName, redoName: stack.redoActionName,
            groupDepth: stack.groupDepth, names: stack.actionNames, cells: cells)
    }

    var expected: Observation {
        Observation(
            index: reference.index, count: reference.steps.count, isClean: reference.isClean,
            canUndo: reference.canUndo, canRedo: reference.canRedo, undoName: reference.undoName,
            redoName: reference.redoName, groupDepth: reference.groupDepth, names: reference.names,
            cells: reference.current)
    }

    /// Runs `operation` on both; returns the error each side produced.
    mutating func run(_ operation: HistoryOperation) -> (actual: UndoError?, expected: UndoError?) {
        func capture<Result>(_ body: () throws(UndoError) -> Result) -> UndoError? {
            do {
                _ = try body()
                return nil
            } catch {
                return error
            }
        }
        switch operation {
        case .set(let cell, let value, let key):
            let index = cell % cells.count
            stack.perform(.set(index: index, from: cells[index], to: value, key: key), on: &cells)
            reference.set(cell: index, to: value, key: key)
            return (nil, nil)
        case .append(let value, let key):
            stack.perform(.append(value: value, key: key), on: &cells)
            reference.append(value, key: key)
            return (nil, nil)
        case .undo:
            return (capture { () throws(UndoError) in try stack.undo(on: &cells) }, reference.undo())
        case .redo:
            return (capture { () throws(UndoError) in try stack.redo(on: &cells) }, reference.redo())
        case .beginGroup(let name):
            stack.beginGroup(named: name)
            reference.beginGroup(name)
            return (nil, nil)
        case .endGroup:
            return (capture { () throws(UndoError) in try stack.endGroup() }, reference.endGroup())
        case .cancelGroup:
            return (capture { () throws(UndoError) in try stack.cancelGroup(on: &cells) }, reference.cancelGroup())
        case .setClean:
            return (capture { () throws(UndoError) in try stack.setClean() }, reference.setClean())
        case .resetClean:
            stack.resetClean()
            reference.resetClean()
            return (nil, nil)
        case .setIndex(let target):
            return (
                capture { () throws(UndoError) in try stack.setIndex(target, on: &cells) }, reference.setIndex(target)
            )
        case .setLimit(let limit):
            return (capture { () throws(UndoError) in try stack.setLimit(limit) }, reference.setLimit(limit))
        case .endMerging:
            stack.endMerging()
            reference.endMerging()
            return (nil, nil)
        case .clear:
            stack.clear()
            reference.clear()
            return (nil, nil)
        }
    }
}

/// Runs `operations`, checking the stack against the reference after each, then checks that
/// undoing everything and redoing everything reach the reference's first and last states.
func checkScenario(
    initialLimit: Int?, operations: [HistoryOperation], sourceLocation: SourceLocation = #_sourceLocation
) {
    var harness = Harness(limit: initialLimit)
    for (number, operation) in operations.enumerated() {
        let (actualError, expectedError) = harness.run(operation)
        guard actualError == expectedError, harness.actual == harness.expected else {
            Issue.record(
                """
                after operation \(number) (\(operation)):
                  error    \(actualError.map(String.init(describing:)) ?? "none"), \
                expected \(expectedError.map(String.init(describing:)) ?? "none")
                  stack     \(harness.actual)
                  reference \(harness.expected)
                """, sourceLocation: sourceLocation)
            return
        }
        // Memory stays bounded: never more steps, nor more slots, than the limit.
        if let limit = harness.stack.limit {
            #expect(harness.stack.count <= limit, sourceLocation: sourceLocation)
            #expect(harness.stack.steps.capacity <= limit, sourceLocation: sourceLocation)
        }
    }

    // Close what is open, then undo everything one step at a time.
    while harness.stack.isGroupOpen {
        _ = harness.run(.endGroup)
    }
    #expect(harness.actual == harness.expected, sourceLocation: sourceLocation)
    while harness.stack.canUndo {
        _ = harness.run(.undo)
    }
    let oldest = harness.reference.states.first?.cells
    #expect(
        harness.cells == oldest, "undoing everything reaches the oldest retained state", sourceLocation: sourceLocation)
    if harness.reference.baseIsInitial {
        #expect(
            harness.cells == Harness.initialCells, "no eviction: back to the initial state",
            sourceLocation: sourceLocation)
    }
    #expect(harness.actual == harness.expected, sourceLocation: sourceLocation)

    // Redo everything.
    while harness.stack.canRedo {
        _ = harness.run(.redo)
    }
    #expect(
        harness.cells == harness.reference.states.last?.cells, "redoing everything reaches the final state",
        sourceLocation: sourceLocation)
    #expect(harness.actual == harness.expected, sourceLocation: sourceLocation)
}

@Suite("UndoStack properties")
struct UndoStackPropertyTests {
    @Test("random operation sequences agree with the reference model")
    func randomSequences() async {
        await propertyCheck(count: 300, input: HistoryOperation.sequences(of: 0...60), Gen.int(in: 0...6)) {
            operations, limit in
            checkScenario(initialLimit: limit, operations: operations)
        }
    }

    @Test("without eviction or clear, undoing everything restores the initial state")
    func undoAllRestoresInitial() async {
        let withoutEviction = HistoryOperation.sequences(of: 0...60).map { $0.filter { !$0.changesBase } }
        await propertyCheck(count: 200, input: withoutEviction) { operations in
            var harness = Harness(limit: nil)
            for operation in operations { _ = harness.run(operation) }
            while harness.stack.isGroupOpen { _ = harness.run(.endGroup) }
            #expect(harness.reference.baseIsInitial)
            try? harness.stack.setIndex(0, on: &harness.cells)
            #expect(harness.cells == Harness.initialCells)
            try? harness.stack.setIndex(harness.stack.count, on: &harness.cells)
            #expect(harness.cells == harness.reference.states.last?.cells)
        }
    }

    @Test("a drag of same-key sets on one cell is one step that undoes to the first value")
    func dragsMerge() async {
        await propertyCheck(input: Gen.int(in: -50...50).array(of: 1...50)) { values in
            var cells = [7]
            var stack = UndoStack<CellEdit>()
            for value in values {
                stack.perform(.set(index: 0, from: cells[0], to: value, key: "drag"), on: &cells)
            }
            #expect(stack.count == 1)
            #expect(cells == [values[values.count - 1]])
            _ = try? stack.undo(on: &cells)
            #expect(cells == [7])
        }
    }

    @Test(
        "long seeded sequences agree with the reference model",
        arguments: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89] as [UInt64])
    func seededLongSequences(seed: UInt64) {
        var rng = Xoshiro(seed: (seed, seed &* 0x9E37_79B9, ~seed, 0x5EED))
        let operations = HistoryOperation.sequences(of: 300...500).run(using: &rng)
        let limit = Int(seed % 7)
        checkScenario(initialLimit: limit, operations: operations)
    }
}
