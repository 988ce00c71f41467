/// The state of one read of ISO 8601 text: the bytes and how far it has got. Every field is a
/// fixed number of ASCII digits, so no number read here can overflow.
struct ISO8601Reader {
    private let bytes: [UInt8]
    private let form: ISO8601.Form
    private var position = 0

    init(_ bytes: [UInt8], form: ISO8601.Form) {
        self.bytes = bytes
        self.form = form
    }

    mutating func read() throws(ISO8601Error) -> ISO8601Instant {
        let year = try number(.year, digits: 4, "a four-digit year, as in 2026-12-24T18:00:00Z")
        try expect(UInt8(ascii: "-"), .month, "'-' after the year")
        let month = try number(.month, digits: 2, "a two-digit month")
        guard (1...12).contains(month) else { throw failure(.month, "month \(pad(month)) is out of range (01–12)") }
        try expect(UInt8(ascii: "-"), .day, "'-' after the month")
        let day = try number(.day, digits: 2, "a two-digit day")
        let lastDay = CivilDate.daysIn(month: month, of: year)
        guard (1...lastDay).contains(day) else {
            throw failure(.day, "day \(pad(day)) is out of range for \(pad(year, 4))-\(pad(month)) (01–\(lastDay))")
        }
        let days = Int64(CivilDate(year: year, month: month, day: day).daysSince1970)

        if position == bytes.count {
            guard form == .dateTimeOrDate else {
                throw failure(.separator, "a time and a time zone must follow the date, as in 2026-12-24T18:00:00Z")
            }
            return ISO8601Instant(normalizedSeconds: days * 86_400, nanoseconds: 0)
        }
        guard bytes[position] == UInt8(ascii: "T") || bytes[position] == UInt8(ascii: "t") else {
            throw failure(.separator, "expected 'T' between the date and the time, found \(found())")
        }
        position += 1
        let hour = try number(.hour, digits: 2, "a two-digit hour")
        guard hour <= 23 else { throw failure(.hour, "hour \(pad(hour)) is out of range (00–23)") }
        try expect(UInt8(ascii: ":"), .minute, "':' after the hour")
        let minute = try number(.minute, digits: 2, "two-digit minutes")
        guard minute <= 59 else { throw failure(.minute, "minute \(pad(minute)) is out of range (00–59)") }
        try expect(UInt8(ascii: ":"), .second, "':' after the minutes")
        let second = try number(.second, digits: 2, "two-digit seconds")
        guard second <= 59 else {
            throw failure(.second, "second \(pad(second)) is out of range (00–59; leap seconds are not supported)")
        }
        let (nanoseconds, carry) = try fraction()
        let offset = try zone()
        guard position == bytes.count else {
            throw failure(.end, "unexpected \(found()) after the time zone")
        }
        let seconds = days * 86_400 + Int64(hour * 3_600 + minute * 60 + second + carry) - Int64(offset)
        let instant = ISO8601Instant(normalizedSeconds: seconds, nanoseconds: Int32(nanoseconds))
        // A zone can move an instant of year 0000 or 9999 outside what four-digit years name.
        guard ISO8601Instant.earliest <= instant, instant <= ISO8601Instant.latest else {
            throw failure(.zone, "the time zone moves the instant outside years 0000–9999")
        }
        return instant
    }

    /// The fraction after the seconds, if any, rounded to the nanosecond: the nanoseconds and
    /// a carry of one second when the digits round up to a whole second (.9999999996).
    private mutating func fraction() throws(ISO8601Error) -> (nanoseconds: Int, carry: Int) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: ".") else { return (0, 0) }
        position += 1
        var nanoseconds = 0
        var count = 0
        var roundsUp = false
        while position < bytes.count, let digit = digitValue(bytes[position]) {
            if count < 9 {
                nanoseconds = nanoseconds * 10 + digit
            } else if count == 9 {
                roundsUp = digit >= 5
            }
            count += 1
            position += 1
        }
        guard count > 0 else { throw failure(.fraction, "expected digits after the decimal point, found \(found())") }
        for _ in count..<max(count, 9) { nanoseconds *= 10 }
        if roundsUp { nanoseconds += 1 }
        return nanoseconds == 1_000_000_000 ? (0, 1) : (nanoseconds, 0)
    }

    /// The zone's offset from UTC in seconds (east positive).
    private mutating func zone() throws(ISO8601Error) -> Int {
        guard position < bytes.count else {
            throw failure(.zone, "missing time zone: end with Z for UTC or an offset such as +01:00")
        }
        let sign: Int
        switch bytes[position] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            position += 1
            return 0
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default:
            throw failure(.zone, "expected a time zone (Z or an offset such as +01:00), found \(found())")
        }
        position += 1
        let hours = try number(.zone, digits: 2, "a two-digit hour in the time zone offset")
        guard hours <= 23 else { throw failure(.zone, "time zone hour \(pad(hours)) is out of range (00–23)") }
        try expect(UInt8(ascii: ":"), .zone, "':' in the time zone offset (+hh:mm)")
        let minutes = try number(.zone, digits: 2, "two-digit minutes in the time zone offset")
        guard minutes <= 59 else { throw failure(.zone, "time zone minute \(pad(minutes)) is out of range (00–59)") }
        return sign * (hours * 3_600 + minutes * 60)
    }

    /// Exactly `digits` ASCII digits, and not one more (a five-digit year is refused here).
    private mutating func number(_ field: ISO8601Error.Field, digits: Int, _ expected: String) throws(ISO8601Error)
        -> Int
    {
        var value = 0
        let start = position
        for _ in 0..<digits {
            guard position < bytes.count, let digit = digitValue(bytes[position]) else {
                // Shown from where the field began: "found '24/12/2026'", not "found '/12/2026'".
                position = start
                throw failure(field, "expected \(expected), found \(found())")
            }
            value = value * 10 + digit
            position += 1
        }
        if position < bytes.count, digitValue(bytes[position]) != nil {
            throw failure(field, "expected \(expected), found more digits")
        }
        return value
    }

    private mutating func expect(_ byte: UInt8, _ field: ISO8601Error.Field, _ expected: String) throws(ISO8601Error) {
        guard position < bytes.count, bytes[position] == byte else {
            throw failure(field, "expected \(expected), found \(found())")
        }
        position += 1
    }

    private func digitValue(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// What stands at the current position, for a message: `'x'`, or `the end`.
    private func found() -> String {
        guard position < bytes.count else { return "the end of the text" }
        return "'\(ISO8601Error.shown(bytes[position...], limit: 12))'"
    }

    private func pad(_ value: Int, _ count: Int = 2) -> String {
        ISO8601.digits(value, count)
    }

    private func failure(_ field: ISO8601Error.Field, _ problem: String) -> ISO8601Error {
        ISO8601Error(text: bytes, field: field, problem: problem)
    }
}
