import Testing

@testable import History

/// A command that relies on every default of the protocol.
enum Toggle: UndoableCommand, Sendable {
    case flip

    var actionName: String { "Flip" }
    func apply(to context: inout Bool) { context.toggle() }
    func revert(on context: inout Bool) { context.toggle() }
}

/// A command that declares a merge key but keeps the default (refusing) merge.
struct KeyedWithoutMerge: UndoableCommand, Sendable {
    var actionName: String { "Keyed" }
    var mergeKey: String? { "same" }
    func apply(to context: inout Int) { context += 1 }
    func revert(on context: inout Int) { context -= 1 }
}

@Suite("UndoableCommand")
struct UndoableCommandTests {
    @Test("by default a command has no merge key and refuses to merge")
    func defaults() {
        #expect(Toggle.flip.mergeKey == nil)
        #expect(Toggle.flip.merged(with: .flip) == nil)
    }

    @Test("a custom enum command works in a stack")
    func enumCommand() throws {
        var isOn = false
        var stack = UndoStack<Toggle>()
        stack.perform(.flip, on: &isOn)
        #expect(isOn)
        try stack.undo(on: &isOn)
        #expect(!isOn)
    }

    @Test("the same merge key without a merge implementation gives separate steps")
    func keyWithoutMergeGivesSteps() throws {
        var value = 0
        var stack = UndoStack<KeyedWithoutMerge>()
        stack.perform(KeyedWithoutMerge(), on: &value)
        stack.perform(KeyedWithoutMerge(), on: &value)
        #expect(stack.count == 2)
        try stack.undo(on: &value)
        #expect(value == 1)
    }
}
