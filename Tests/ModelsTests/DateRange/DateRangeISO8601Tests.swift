import Models
import Testing

@Suite struct DateRangeISO8601Tests {
    @Test(arguments: [
        ("2026-12-24T18:00:00Z", 1_798_135_200.0),
        ("2026-12-24T19:00:00+01:00", 1_798_135_200.0),
        ("2026-12-24T18:00:00.250Z", 1_798_135_200.25),
        ("2026-12-24", 1_798_070_400.0),
        ("1970-01-01T00:00:00Z", 0.0),
    ])
    func readsDateTimesWithAZoneAndPlainDates(text: String, seconds: Double) throws {
        #expect(try DateRangeEditor.date(fromISO8601: text) == seconds)
    }

    @Test(arguments: [
        "", "tomorrow", "2026-12-24T18:00:00", "2026-13-01T00:00:00Z", "24/12/2026", "2026-12-24T25:00:00Z",
    ])
    func refusesTextThatIsNotAnISO8601Date(text: String) {
        #expect(throws: DateRangeError.unparsableDate(text)) { try DateRangeEditor.date(fromISO8601: text) }
    }

    @Test func theErrorShowsWhatIsExpected() {
        #expect(DateRangeError.unparsableDate("tomorrow").description
            == "'tomorrow' is not an ISO 8601 date (expected a date and time with a time zone, as in "
            + "2026-12-24T18:00:00Z, or a date alone, as in 2026-12-24)")
    }

    @Test func writesUTCWithMillisecondsOnlyWhenNeeded() {
        #expect(DateRangeEditor.iso8601(1_798_135_200) == "2026-12-24T18:00:00Z")
        #expect(DateRangeEditor.iso8601(1_798_135_200.25) == "2026-12-24T18:00:00.250Z")
        #expect(DateRangeEditor.iso8601(-1) == "1969-12-31T23:59:59Z")
        #expect(DateRangeEditor.iso8601(.nan) == "nan")
    }

    @Test func roundTrips() throws {
        for seconds in [0.0, 1_798_135_200, 1_798_135_200.5, 951_782_400, -86_400] {
            #expect(try DateRangeEditor.date(fromISO8601: DateRangeEditor.iso8601(seconds)) == seconds)
        }
    }

    @Test func theEditorTakesAndGivesISO8601() throws {
        var editor = try DateRangeEditor(
            start: DateRangeEditor.date(fromISO8601: "2026-12-24T18:00:00Z"),
            end: DateRangeEditor.date(fromISO8601: "2026-12-31"),
            maximum: DateRangeEditor.date(fromISO8601: "2027-01-01")
        )
        #expect(editor.startISO8601 == "2026-12-24T18:00:00Z")
        #expect(editor.endISO8601 == "2026-12-31T00:00:00Z")
        editor.select(.end)
        let set = try editor.setSelectedDate(iso8601: "2027-06-01T00:00:00+02:00")
        #expect(DateRangeEditor.iso8601(set) == "2027-01-01T00:00:00Z")
        let before = editor
        #expect(throws: DateRangeError.unparsableDate("soon")) { try editor.setSelectedDate(iso8601: "soon") }
        #expect(editor == before)
    }
}
