import Models
import Testing

@Suite struct DateRangeEditorTests {
    // Fixtures are members, not file-level constants, so they cannot collide with other test
    // files' in the same module.
    private let day = 86_400.0
    /// 2026-12-24T00:00:00Z.
    private let christmasEve = 1_798_070_400.0

    @Test func beginsWithTheStartSelectedAndNothingSaved() throws {
        let editor = try DateRangeEditor(start: christmasEve, end: christmasEve + day)
        #expect(editor.selectedField == .start)
        #expect(editor.selectedDate == christmasEve)
        #expect(editor.isValid)
        #expect(!editor.isSaved)
        #expect(!editor.hasChanges)
        #expect(editor.original == DateRangeSnapshot(start: christmasEve, end: christmasEve + day))
    }

    @Test func theSelectedFieldIsTheOneThePickerEdits() throws {
        var editor = try DateRangeEditor(start: 0, end: 10 * day)
        try editor.setSelectedDate(day)
        #expect(editor.start == day)
        editor.select(.end)
        #expect(editor.selectedDate == 10 * day)
        try editor.setSelectedDate(5 * day)
        #expect(editor.end == 5 * day)
        #expect(editor.start == day)
        try editor.set(.start, to: 2 * day)
        #expect(editor.start == 2 * day)
        #expect(editor.selectedField == .end)
    }

    @Test func aStartAfterTheEndIsFlaggedOnTheStartAndCannotBeSaved() throws {
        var editor = try DateRangeEditor(start: christmasEve, end: christmasEve + day)
        try editor.setSelectedDate(christmasEve + 2 * day)
        #expect(!editor.isValid)
        #expect(editor.isFlagged(.start))
        #expect(!editor.isFlagged(.end))
        #expect(throws: DateRangeError.invalidRange(start: christmasEve + 2 * day, end: christmasEve + day)) {
            try editor.save()
        }
        #expect(!editor.isSaved)
        #expect(
            DateRangeError.invalidRange(start: christmasEve + 2 * day, end: christmasEve + day).description
                == "cannot save: the start 2026-12-26T00:00:00Z is after the end 2026-12-25T00:00:00Z; "
                + "move the start back or the end forward")
        // Fixing it makes it savable again.
        editor.select(.end)
        try editor.setSelectedDate(christmasEve + 3 * day)
        #expect(editor.isValid)
        #expect(!editor.isFlagged(.start))
        try editor.save()
        #expect(editor.isSaved)
    }

    @Test func aRangeOfOneInstantIsValid() throws {
        var editor = try DateRangeEditor(start: christmasEve, end: christmasEve)
        #expect(editor.isValid)
        try editor.save()
        #expect(editor.isSaved)
    }

    @Test func anInvalidRangeCanBeCreatedAndIsFlagged() throws {
        let editor = try DateRangeEditor(start: 10, end: 5)
        #expect(editor.isFlagged(.start))
    }

    @Test func datesBeyondTheBoundsAreClampedAndTheSetterSaysSo() throws {
        var editor = try DateRangeEditor(start: 10 * day, end: 20 * day, minimum: 5 * day, maximum: 30 * day)
        let earliest = try editor.setSelectedDate(0)
        #expect(earliest == 5 * day)
        #expect(editor.start == 5 * day)
        editor.select(.end)
        let latest = try editor.setSelectedDate(99 * day)
        #expect(latest == 30 * day)
        #expect(editor.end == 30 * day)
        let inside = try editor.setSelectedDate(25 * day)
        #expect(inside == 25 * day)
        #expect(editor.clamped(-1) == 5 * day)
    }

    @Test func creatingOutsideTheBoundsClampsToo() throws {
        let editor = try DateRangeEditor(start: 0, end: 100, minimum: 10, maximum: 50)
        #expect(editor.start == 10)
        #expect(editor.end == 50)
        #expect(editor.original.start == 10)
    }

    @Test func newBoundsClampBothDates() throws {
        var editor = try DateRangeEditor(start: 10, end: 90)
        try editor.setBounds(minimum: 20, maximum: 80)
        #expect(editor.start == 20)
        #expect(editor.end == 80)
        try editor.setBounds(minimum: nil, maximum: nil)
        let set = try editor.setSelectedDate(-1000)
        #expect(set == -1000)
        try editor.setBounds(minimum: 5, maximum: nil)
        #expect(editor.start == 5)
        #expect(editor.maximum == nil)
    }

    @Test func reversedBoundsAreRefused() throws {
        #expect(throws: DateRangeError.boundsReversed(minimum: 50, maximum: 10)) {
            try DateRangeEditor(start: 20, end: 30, minimum: 50, maximum: 10)
        }
        var editor = try DateRangeEditor(start: 20, end: 30, minimum: 0, maximum: 100)
        let before = editor
        #expect(throws: DateRangeError.boundsReversed(minimum: 50, maximum: 10)) {
            try editor.setBounds(minimum: 50, maximum: 10)
        }
        #expect(editor == before)
        #expect(
            DateRangeError.boundsReversed(minimum: christmasEve + day, maximum: christmasEve).description
                == "the minimum 2026-12-25T00:00:00Z is after the maximum 2026-12-24T00:00:00Z; swap them")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteDatesAreRefusedNotClamped(date: Double) throws {
        #expect(throws: DateRangeError.self) { try DateRangeEditor(start: date, end: 0) }
        #expect(throws: DateRangeError.self) { try DateRangeEditor(start: 0, end: 1, minimum: date) }
        var editor = try DateRangeEditor(start: 0, end: 1, minimum: -10, maximum: 10)
        let before = editor
        #expect(throws: DateRangeError.self) { try editor.setSelectedDate(date) }
        #expect(throws: DateRangeError.self) { try editor.setBounds(minimum: nil, maximum: date) }
        #expect(throws: DateRangeError.self) { try editor.beginEditing(start: 0, end: date) }
        #expect(editor == before)
        #expect(
            DateRangeError.invalidDate(.infinity).description
                == "a date must be a finite number of seconds since 1970 within years 0000–9999 "
                + "(-62167219200 to 253402300799), not inf")
    }

    @Test func cancelRestoresTheValuesFromWhenEditingBegan() throws {
        var editor = try DateRangeEditor(start: 1 * day, end: 2 * day)
        try editor.setSelectedDate(5 * day)
        editor.select(.end)
        try editor.setSelectedDate(9 * day)
        #expect(editor.hasChanges)
        editor.cancel()
        #expect(editor.start == 1 * day)
        #expect(editor.end == 2 * day)
        #expect(editor.selectedField == .start)
        #expect(!editor.isSaved)
        #expect(!editor.hasChanges)
    }

    @Test func saveStartsANewSessionThatCancelReturnsTo() throws {
        var editor = try DateRangeEditor(start: 1 * day, end: 2 * day)
        try editor.setSelectedDate(0)
        try editor.save()
        #expect(editor.isSaved)
        #expect(editor.original.start == 0)
        try editor.setSelectedDate(1.5 * day)
        // A change after the save is not saved.
        #expect(!editor.isSaved)
        editor.cancel()
        #expect(editor.start == 0)
        #expect(!editor.isSaved)
    }

    @Test func settingTheSameDateKeepsTheSavedFlag() throws {
        var editor = try DateRangeEditor(start: 1, end: 2)
        try editor.save()
        try editor.setSelectedDate(1)
        editor.select(.end)
        #expect(editor.isSaved)
    }

    @Test func resetReadiesTheEditorForItsNextUseAsInTheSeed() throws {
        var editor = try DateRangeEditor(start: 1 * day, end: 2 * day)
        editor.select(.end)
        try editor.setSelectedDate(3 * day)
        try editor.save()
        // The presenter reads the saved dates, then resets the editor.
        #expect(editor.isSaved)
        #expect((editor.start, editor.end) == (1 * day, 3 * day))
        editor.reset()
        #expect(!editor.isSaved)
        #expect(editor.selectedField == .start)
        #expect(editor.original == DateRangeSnapshot(start: 1 * day, end: 3 * day))
        #expect((editor.start, editor.end) == (1 * day, 3 * day))
    }

    @Test func beginEditingLoadsNewDatesAsThePresenterDoes() throws {
        var editor = try DateRangeEditor(start: 0, end: 1, minimum: 0, maximum: 100 * day)
        try editor.save()
        try editor.beginEditing(start: 10 * day, end: 200 * day)
        #expect(editor.start == 10 * day)
        #expect(editor.end == 100 * day)
        #expect(!editor.isSaved)
        try editor.setSelectedDate(20 * day)
        editor.cancel()
        #expect(editor.start == 10 * day)
    }

    @Test func snapshotsRestoreIntoTheCurrentBounds() throws {
        var editor = try DateRangeEditor(start: 10, end: 90)
        let wide = editor.snapshot
        try editor.setBounds(minimum: 20, maximum: 80)
        editor.select(.end)
        editor.restore(wide)
        #expect(editor.start == 20)
        #expect(editor.end == 80)
        #expect(editor.selectedField == .start)
        // A hand-made snapshot with a NaN cannot break the editor.
        editor.restore(DateRangeSnapshot(start: .nan, end: 30, selectedField: .end))
        #expect(editor.start == 20)
        #expect(editor.end == 30)
    }

    @Test func fieldNamesAreTheOnesScriptsSee() {
        #expect(DateRangeField.allCases.map(\.rawValue) == ["start", "end"])
    }
}
