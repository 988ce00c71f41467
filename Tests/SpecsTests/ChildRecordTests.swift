import Testing

@testable import Specs

/// The records a test's process sends its parent: whole ones are read, a partial one waits.
@Suite struct ChildRecordTests {
    @Test func recordsRoundTripAndAPartialOneWaits() {
        let test = PlannedTest(path: "1.2", name: "a, b: c", line: 7, tags: [], isPending: false)
        let first = TestResult(
            test: test, outcome: .failed(message: "x:1: 12:3,\n é", traceback: "stack"), seconds: 0.5,
            notes: ["snapshot written: a.txt"])
        let second = TestResult(
            test: PlannedTest(path: "3.teardown", name: "b (teardown)", line: 4, tags: [], isPending: false),
            outcome: .pending(reason: "later"), seconds: 0)
        let bytes = ChildRecord.encode(first) + ChildRecord.encode(second)
        var buffer = Array(bytes.dropLast(3))
        #expect(ChildRecord.decode(&buffer, planned: ["1.2": test]) == [first])
        buffer += bytes.suffix(3)
        #expect(ChildRecord.decode(&buffer, planned: [:]) == [second])
        #expect(buffer.isEmpty)
    }

    @Test func aChildSaysWhenItIsDoneAndWhatLinesItCounted() {
        var buffer = ChildRecord.encode(coverage: ["m.lua": [3: 2]]) + ChildRecord.done
        var coverage: [String: [Int: Int]] = ["m.lua": [3: 1]]
        var done = false
        #expect(ChildRecord.decode(&buffer, planned: [:], coverage: &coverage, done: &done).isEmpty)
        #expect(done)
        #expect(coverage == ["m.lua": [3: 3]])
        #expect(buffer.isEmpty)
    }

    @Test func bytesThatAreNoRecordAreLeftAlone() {
        var buffer = Array("12:not a record,".utf8)
        #expect(ChildRecord.decode(&buffer, planned: [:]).isEmpty)
        #expect(buffer.count == 16)
    }
}
