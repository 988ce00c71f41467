import Foundation
import Testing

@testable import Models

@Suite struct ISO8601Tests {
    @Test(
        arguments: [
            ("2026-12-24T18:00:00Z", 1_798_135_200, 0),
            ("2026-12-24t18:00:00z", 1_798_135_200, 0),
            ("2026-12-24T19:00:00+01:00", 1_798_135_200, 0),
            ("2026-12-24T13:30:00-04:30", 1_798_135_200, 0),
            ("2026-12-24T18:00:00-00:00", 1_798_135_200, 0),
            ("2026-12-24T18:00:00.25Z", 1_798_135_200, 250_000_000),
            ("2026-12-24T18:00:00.123456789Z", 1_798_135_200, 123_456_789),
            ("2026-12-24T18:00:00.1234567894Z", 1_798_135_200, 123_456_789),
            ("2026-12-24T18:00:00.1234567895Z", 1_798_135_200, 123_456_790),
            ("2026-12-24T18:00:00.0000000000000000000000000000000000000001Z", 1_798_135_200, 0),
            ("2026-12-24T23:59:59.9999999999Z", 1_798_156_800, 0),
            ("1970-01-01T00:00:00Z", 0, 0),
            ("1969-12-31T23:59:59.5Z", -1, 500_000_000),
            ("2000-02-29T00:00:00Z", 951_782_400, 0),
            ("0000-01-01T00:00:00Z", -62_167_219_200, 0),
            ("9999-12-31T23:59:59.999999999Z", 253_402_300_799, 999_999_999),
        ] as [(String, Int64, Int32)])
    func readsRFC3339DateTimes(text: String, seconds: Int64, nanoseconds: Int32) throws {
        let instant = try ISO8601.instant(from: text)
        #expect(instant.seconds == seconds)
        #expect(instant.nanoseconds == nanoseconds)
    }

    @Test func readsADateAloneOnlyWhereAsked() throws {
        #expect(try ISO8601.seconds(from: "2026-12-24", accepting: .dateTimeOrDate) == 1_798_070_400)
        #expect(
            throws: ISO8601Error(
                text: Array("2026-12-24".utf8), field: .separator,
                problem: "a time and a time zone must follow the date, as in 2026-12-24T18:00:00Z")
        ) { try ISO8601.instant(from: "2026-12-24") }
    }

    /// Every malformed date the hostile-input issue listed, and more: each is refused, and the
    /// error names the field at fault.
    @Test(arguments: [
        ("", ISO8601Error.Field.year),
        ("tomorrow", .year),
        ("24/12/2026", .year),
        ("12026-01-01T00:00:00Z", .year),
        ("99999-12-31T23:59:59Z", .year),
        ("2026-13-01T00:00:00Z", .month),
        ("2026-00-01T00:00:00Z", .month),
        ("2026-02-30T00:00:00Z", .day),
        ("2026-02-29T00:00:00Z", .day),
        ("1900-02-29T00:00:00Z", .day),
        ("2026-04-31T00:00:00Z", .day),
        ("2026-12-24 18:00:00Z", .separator),
        ("2026-12-24T25:00:00Z", .hour),
        ("2026-12-24T18:60:00Z", .minute),
        ("2026-12-24T18:00:60Z", .second),
        ("2026-12-24T18:00:00.Z", .fraction),
        ("2026-12-24T18:00:00,5Z", .zone),
        ("2026-12-24T18:00:00", .zone),
        ("2026-12-24T18:00:00+25:00", .zone),
        ("2026-12-24T18:00:00+99:99", .zone),
        ("2026-12-24T18:00:00+00:60", .zone),
        ("2026-12-24T18:00:00+0100", .zone),
        ("2026-12-24T18:00:00+01", .zone),
        ("2026-12-24T18:00:00ZZ", .end),
        ("2026-12-24T18:00:00Z ", .end),
        ("2026-12-24T18:00:00Z\0", .end),
        ("2026-12-24T18:00:00Zjunk", .end),
        ("2026-12-24T18:00:00+01:00\0junk", .end),
        ("0000-01-01T00:00:00+00:01", .zone),
        ("9999-12-31T23:59:59-00:01", .zone),
        ("２０２６-12-24T18:00:00Z", .year),
    ])
    func refusesMalformedTextNamingTheField(text: String, field: ISO8601Error.Field) {
        #expect {
            _ = try ISO8601.instant(from: text, accepting: .dateTimeOrDate)
        } throws: { error in
            (error as? ISO8601Error)?.field == field
        }
    }

    @Test func theMessageShowsTheTextEscapedAndWhatIsWrong() {
        func message(_ text: String) -> String {
            do {
                _ = try ISO8601.instant(from: text)
                return "accepted"
            } catch {
                return error.description
            }
        }
        #expect(
            message("2026-02-30T00:00:00Z")
                == "invalid ISO 8601 date-time '2026-02-30T00:00:00Z': day 30 is out of range for 2026-02 (01–28)")
        #expect(
            message("2026-12-24T18:00:00+25:00")
                == "invalid ISO 8601 date-time '2026-12-24T18:00:00+25:00': time zone hour 25 is out of range (00–23)")
        #expect(
            message("2026-12-24T18:00:00Z\0x")
                == "invalid ISO 8601 date-time '2026-12-24T18:00:00Z\\0x': unexpected '\\0x' after the time zone")
        #expect(
            message("tomorrow")
                == "invalid ISO 8601 date-time 'tomorrow': expected a four-digit year, as in 2026-12-24T18:00:00Z, found 'tomorrow'"
        )
        let long = String(repeating: "9", count: 1_000)
        #expect(
            message(long) == "invalid ISO 8601 date-time '\(String(repeating: "9", count: 60))…': "
                + "expected a four-digit year, as in 2026-12-24T18:00:00Z, found more digits")
    }

    @Test func refusesInvalidUTF8ByteForByte() {
        let bytes: [UInt8] = Array("2026-12-24T18:00:00".utf8) + [0xFF]
        #expect(
            throws: ISO8601Error(
                text: bytes, field: .zone,
                problem: "expected a time zone (Z or an offset such as +01:00), found '\\255'")
        ) { try ISO8601.instant(from: bytes) }
    }

    @Test func aMillionFractionalDigitsAreReadInOnePass() throws {
        let text = "2026-12-24T18:00:00." + String(repeating: "3", count: 1_000_000) + "Z"
        #expect(try ISO8601.instant(from: text).nanoseconds == 333_333_333)
    }

    @Test func writesUTCAtEachPrecision() throws {
        let instant = try #require(ISO8601Instant(seconds: 1_798_135_200, nanoseconds: 250_000_000))
        #expect(ISO8601.string(instant) == "2026-12-24T18:00:00.25Z")
        #expect(ISO8601.string(instant, precision: .millisecondsWhenFractional) == "2026-12-24T18:00:00.250Z")
        #expect(ISO8601.string(instant, precision: .seconds) == "2026-12-24T18:00:00Z")
        #expect(ISO8601.string(secondsSince1970: -0.5, precision: .seconds) == "1969-12-31T23:59:59Z")
        #expect(ISO8601.string(secondsSince1970: 0.9999999999, precision: .seconds) == "1970-01-01T00:00:00Z")
        #expect(ISO8601.string(secondsSince1970: -62_167_219_200) == "0000-01-01T00:00:00Z")
    }

    /// Milliseconds are the nearest ones: the `Double` nearest to `.001` in 2026 lies some
    /// hundred nanoseconds below it, and rounded down it was written `.000` (a refused date
    /// range then named two instants that looked equal).
    @Test func millisecondsAreTheNearestOnes() throws {
        for milliseconds in [1, 7, 999, 123] {
            let text = "2026-12-24T18:00:00.\(ISO8601.digits(milliseconds, 3))Z"
            let seconds = try ISO8601.seconds(from: text)
            #expect(ISO8601.string(secondsSince1970: seconds, precision: .millisecondsWhenFractional) == text)
        }
        let almost = try #require(ISO8601Instant(seconds: 1_798_135_200, nanoseconds: 999_600_000))
        #expect(ISO8601.string(almost, precision: .millisecondsWhenFractional) == "2026-12-24T18:00:01Z")
        #expect(
            ISO8601.string(ISO8601Instant.latest, precision: .millisecondsWhenFractional) == "9999-12-31T23:59:59.999Z")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e19, 1e300, -1e300, 253_402_300_800, -62_167_219_201])
    func writesNothingForSecondsNoFourDigitYearNames(seconds: Double) {
        #expect(ISO8601.string(secondsSince1970: seconds) == nil)
        #expect(ISO8601Instant(secondsSince1970: seconds) == nil)
    }

    /// The property the reader and writer share: every instant of years 0001–9999, at any
    /// nanosecond, written and read back is the same instant, in every zone it can be written in.
    @Test func everyInstantRoundTrips() throws {
        var random = SplitMix64(seed: 8601)
        let first = ISO8601Instant(normalizedSeconds: -62_135_596_800, nanoseconds: 0)  // 0001-01-01
        for _ in 0..<20_000 {
            let seconds = Int64.random(in: first.seconds...ISO8601Instant.latest.seconds, using: &random)
            let nanoseconds = Bool.random(using: &random) ? 0 : Int32.random(in: 0..<1_000_000_000, using: &random)
            let instant = try #require(ISO8601Instant(seconds: seconds, nanoseconds: nanoseconds))
            let text = ISO8601.string(instant)
            #expect(try ISO8601.instant(from: text) == instant, "\(text)")
        }
    }

    /// The writer agrees with Foundation's calendar (which the project no longer uses) on every
    /// seventh day from 1600 to 2370. Before the Gregorian reform of 1582 they part: ISO 8601 is
    /// proleptic Gregorian, while Foundation switches to the Julian calendar.
    @Test func theCalendarMatchesFoundationsSinceTheGregorianReform() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        for day in stride(from: -135_140, to: 146_097, by: 7) {
            let seconds = Int64(day) * 86_400 + 45_296
            let instant = try #require(ISO8601Instant(seconds: seconds))
            #expect(ISO8601.string(instant) == formatter.string(from: Date(timeIntervalSince1970: Double(seconds))))
        }
    }

    @Test func civilDatesConvertBothWays() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let date = CivilDate(daysSince1970: days)
            #expect(date.daysSince1970 == days)
            #expect((1...12).contains(date.month))
            #expect((1...CivilDate.daysIn(month: date.month, of: date.year)).contains(date.day))
        }
    }

    /// Whatever the reader accepts, the writer writes: the last instants of 9999 were read as
    /// the first second of 10000 (a `Double` there steps by 2^-15 s), which cannot be written.
    @Test(arguments: [
        "9999-12-31T23:59:59.999999999Z", "9999-12-31T23:59:59.99999Z", "9999-12-31T23:59:59.9999Z",
        "9999-12-31T23:59:59Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999+00:00",
    ])
    func everyInstantReadCanBeWrittenAgain(text: String) throws {
        let seconds = try ISO8601.seconds(from: text)
        let written = try #require(ISO8601.string(secondsSince1970: seconds))
        #expect(try ISO8601.seconds(from: written) == seconds)
    }
}
