import History
import Models
import Testing

@Suite struct DateRangeChangeTests {
    @Test func recordedEditsUndoAndRedo() throws {
        var editor = try DateRangeEditor(start: 100, end: 200)
        var history = UndoStack<DateRangeChange>()
        history.push(try editor.recordChange(named: "Set Start") { try $0.setSelectedDate(150) })
        history.push(editor.recordChange(named: "Select End") { $0.select(.end) })
        history.push(try editor.recordChange(named: "Set End") { try $0.setSelectedDate(300) })
        #expect(history.undoMenuTitle == "Undo Set End")

        try history.undo(on: &editor)
        #expect(editor.end == 200)
        #expect(editor.selectedField == .end)
        try history.undo(on: &editor)
        #expect(editor.selectedField == .start)
        try history.undo(on: &editor)
        #expect(editor.start == 100)
        try history.redo(on: &editor)
        #expect(editor.start == 150)
    }

    @Test func pickerScrollsMergeIntoOneStep() throws {
        var editor = try DateRangeEditor(start: 0, end: 1000)
        var history = UndoStack<DateRangeChange>()
        for date in stride(from: 10.0, through: 500, by: 10) {
            history.push(
                try editor.recordChange(named: "Set Start", mergeKey: "picker") {
                    try $0.setSelectedDate(date)
                })
        }
        #expect(history.count == 1)
        try history.undo(on: &editor)
        #expect(editor.start == 0)
        try history.redo(on: &editor)
        #expect(editor.start == 500)
    }

    @Test func aFailingEditLeavesNothingBehind() throws {
        var editor = try DateRangeEditor(start: 0, end: 10)
        try editor.save()
        let before = editor
        #expect(throws: DateRangeError.self) {
            _ = try editor.recordChange(named: "Bad") { editor in
                try editor.setSelectedDate(5)
                try editor.setSelectedDate(.nan)
            }
        }
        #expect(editor == before)
        #expect(editor.isSaved)
    }

    @Test func undoRespectsBoundsSetSinceTheEdit() throws {
        var editor = try DateRangeEditor(start: 0, end: 100)
        var history = UndoStack<DateRangeChange>()
        history.push(try editor.recordChange(named: "Set Start") { try $0.setSelectedDate(50) })
        try editor.setBounds(minimum: 20, maximum: nil)
        try history.undo(on: &editor)
        // The original 0 is now out of bounds: undo puts the start as near as it may be.
        #expect(editor.start == 20)
    }

    @Test func theWholeEditorWorksAsASnapshotToo() throws {
        var editor = try DateRangeEditor(start: 0, end: 100, minimum: -50)
        var history = UndoStack<SnapshotChange<DateRangeEditor>>()
        history.recordMutation(named: "Bounds", on: &editor) { editor in
            try? editor.setBounds(minimum: 10, maximum: 90)
        }
        #expect(editor.start == 10)
        try history.undo(on: &editor)
        #expect(editor.minimum == -50)
        #expect(editor.start == 0)
    }

    @Test func mergingKeepsTheFirstBeforeAndTheLastAfter() {
        let zero = DateRangeSnapshot(start: 0, end: 9)
        let one = DateRangeSnapshot(start: 1, end: 9)
        let two = DateRangeSnapshot(start: 2, end: 9)
        let first = DateRangeChange("Set", from: zero, to: one, mergeKey: "k")
        let second = DateRangeChange("Set", from: one, to: two, mergeKey: "k")
        let merged = first.merged(with: second)
        #expect(merged?.before.start == 0)
        #expect(merged?.after.start == 2)
        #expect(merged?.actionName == "Set")
    }
}
