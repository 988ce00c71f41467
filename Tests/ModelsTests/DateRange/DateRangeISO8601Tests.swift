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
        "2026-02-30", "2026-12-24junk", "2026-12-24T18:00:00Z\0",
    ])
    func refusesTextThatIsNotAnISO8601Date(text: String) {
        #expect {
            try DateRangeEditor.date(fromISO8601: text)
        } throws: { error in
            guard case .unparsableDate(let reason) = error as? DateRangeError else { return false }
            return reason.text == Array(text.utf8)
        }
    }

    @Test func theErrorShowsWhatIsWrongAndWhatIsExpected() {
        #expect(throws: DateRangeError.self) { try DateRangeEditor.date(fromISO8601: "tomorrow") }
        do {
            _ = try DateRangeEditor.date(fromISO8601: "2026-02-30")
        } catch {
            #expect(
                error.description
                    == "invalid ISO 8601 date-time '2026-02-30': day 30 is out of range for 2026-02 (01–28)")
        }
    }

    @Test(arguments: [1e19, 1e300, -1e300, Double.infinity])
    func refusesDatesOutsideYears0000To9999(seconds: Double) throws {
        var editor = try DateRangeEditor(start: 0, end: 86_400)
        let before = editor
        #expect(throws: DateRangeError.invalidDate(seconds)) { try editor.setSelectedDate(seconds) }
        #expect(editor == before)
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
        #expect(throws: DateRangeError.self) { try editor.setSelectedDate(iso8601: "soon") }
        #expect(editor == before)
    }
}
