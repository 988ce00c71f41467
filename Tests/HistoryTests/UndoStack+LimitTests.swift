import Testing

@testable import History

@Suite("UndoStack limit and eviction")
struct UndoStackLimitTests {
    @Test("pushing beyond the limit evicts the oldest steps")
    func evictsOldest() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 3)
        for angle in 1...5 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        #expect(stack.count == 3)
        try stack.setIndex(0, on: &dial)
        #expect(dial.angle == 2)  // the state at the oldest retained step
    }

    @Test("the storage never grows beyond the limit, even over many pushes")
    func storageIsBounded() {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 10)
        for angle in 1...100_000 {
            stack.perform(rotate(angle - 1, angle), on: &dial)
        }
        #expect(stack.count == 10)
        #expect(stack.steps.capacity <= 10)
    }

    @Test("lowering the limit evicts the oldest applied steps and shrinks the storage")
    func loweringEvicts() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        for angle in 1...8 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        let recorder = EventRecorder()
        recorder.observe(&stack)
        try stack.setLimit(3)
        #expect(stack.count == 3)
        #expect(stack.index == 3)
        #expect(stack.steps.capacity <= 3)
        #expect(recorder.changes == [.limitChanged(limit: 3), .evicted(count: 5)])
        try stack.setIndex(0, on: &dial)
        #expect(dial.angle == 5)
    }

    @Test("when undone steps alone exceed the new limit, the newest undone steps are discarded")
    func loweringDiscardsNewestRedo() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        for angle in 1...6 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        try stack.setIndex(1, on: &dial)
        try stack.setLimit(3)
        // One applied step evicted (index 1 -> 0), then two of the undone steps discarded.
        #expect(stack.index == 0)
        #expect(stack.count == 3)
        #expect(dial.angle == 1)
        try stack.setIndex(3, on: &dial)
        #expect(dial.angle == 4)
    }

    @Test("a lowered limit loses a clean marker on a discarded step")
    func loweringLosesClean() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        for angle in 1...4 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        try stack.setClean()
        try stack.setIndex(0, on: &dial)
        try stack.setLimit(2)
        #expect(stack.cleanIndex == nil)
    }

    @Test("nil and 0 mean unlimited", arguments: [nil, 0] as [Int?])
    func unlimited(value: Int?) throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 2)
        try stack.setLimit(value)
        #expect(stack.limit == nil)
        for angle in 1...50 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        #expect(stack.count == 50)
    }

    @Test("raising the limit keeps every step")
    func raising() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>(limit: 2)
        for angle in 1...2 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        try stack.setLimit(4)
        for angle in 3...4 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        #expect(stack.count == 4)
    }

    @Test("a limit change while a group is open applies when the group is recorded")
    func limitDuringGroup() throws {
        var journal = Journal()
        var stack = UndoStack<Note>()
        for name in ["a", "b", "c"] { stack.perform(Note(name), on: &journal) }
        stack.beginGroup(named: "G")
        stack.perform(Note("d"), on: &journal)
        try stack.setLimit(1)
        #expect(stack.count == 1)
        try stack.endGroup()
        #expect(stack.actionNames == ["G"])
    }
}
