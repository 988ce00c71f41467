import Testing

@testable import History

@Suite("UndoStack")
struct UndoStackTests {
    @Test("a new stack is empty, clean, and can neither undo nor redo")
    func newStack() {
        let stack = UndoStack<DialChange>()
        #expect(stack.count == 0)
        #expect(stack.index == 0)
        #expect(stack.isClean)
        #expect(stack.cleanIndex == 0)
        #expect(!stack.canUndo && !stack.canRedo)
        #expect(stack.undoActionName == "" && stack.redoActionName == "")
        #expect(stack.undoMenuTitle == "Undo" && stack.redoMenuTitle == "Redo")
        #expect(stack.limit == nil)
        #expect(!stack.isGroupOpen)
    }

    @Test(
        "the initializer's limit: positive kept; nil, 0 and negative mean unlimited",
        arguments: [
            (Int?.some(3), Int?.some(3)), (nil, nil), (0, nil), (-5, nil),
        ])
    func initLimit(given: Int?, expected: Int?) {
        #expect(UndoStack<DialChange>(limit: given).limit == expected)
    }

    @Test("index counts applied steps and count all steps")
    func indexAndCount() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        for angle in 1...3 { stack.perform(rotate(angle - 1, angle), on: &dial) }
        try stack.undo(on: &dial)
        #expect(stack.count == 3)
        #expect(stack.index == 2)
        #expect(stack.canUndo && stack.canRedo)
    }

    @Test("action names and menu titles follow the step to undo and to redo")
    func names() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        stack.perform(PropertyChange("", \.angle, in: dial, to: 2), on: &dial)
        #expect(stack.undoMenuTitle == "Undo")  // empty name: plain title
        try stack.undo(on: &dial)
        #expect(stack.undoActionName == "Rotate")
        #expect(stack.undoMenuTitle == "Undo Rotate")
        #expect(stack.redoActionName == "")
        #expect(stack.redoMenuTitle == "Redo")
        try stack.undo(on: &dial)
        #expect(stack.redoMenuTitle == "Redo Rotate")
        #expect(stack.actionNames == ["Rotate", ""])
    }

    @Test("copies are independent histories")
    func copiesAreIndependent() throws {
        var dial = Dial()
        var stack = UndoStack<DialChange>()
        stack.perform(rotate(0, 1), on: &dial)
        var copy = stack
        var copyDial = dial
        try copy.undo(on: &copyDial)
        copy.perform(PropertyChange("Spin", \.angle, in: copyDial, to: 7), on: &copyDial)
        #expect(stack.actionNames == ["Rotate"])
        #expect(stack.index == 1)
        #expect(copy.actionNames == ["Spin"])
    }
}
