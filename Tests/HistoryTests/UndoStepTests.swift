import Testing

@testable import History

@Suite("UndoStep")
struct UndoStepTests {
    @Test("a group applies its commands in order and reverts them newest first")
    func groupOrder() {
        let step = UndoStep<Note>.group(name: "Drag", commands: [Note("a"), Note("b"), Note("c")])
        var journal = Journal()
        step.apply(to: &journal)
        step.revert(on: &journal)
        #expect(journal.lines == ["+a", "+b", "+c", "-c", "-b", "-a"])
    }

    @Test("a single step forwards to its command")
    func singleForwards() {
        let step = UndoStep<Note>.single(Note("a"))
        var journal = Journal()
        step.apply(to: &journal)
        step.revert(on: &journal)
        #expect(journal.lines == ["+a", "-a"])
    }

    @Test("the action name is the command's or the group's")
    func actionNames() {
        #expect(UndoStep<Note>.single(Note("Rotate")).actionName == "Rotate")
        #expect(UndoStep<Note>.group(name: "Drag", commands: [Note("Rotate")]).actionName == "Drag")
    }

    @Test("a step of an inline command stays small (no box per step)")
    func stepsAreSmall() {
        // A key path reference, two Ints, a name and a key: well under 64 bytes, stored inline.
        #expect(MemoryLayout<UndoStep<DialChange>>.stride <= 64)
        #expect(MemoryLayout<UndoStep<Note>>.stride <= 40)
    }
}
