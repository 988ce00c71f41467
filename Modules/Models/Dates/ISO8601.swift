/// The one reader and writer of ISO 8601 dates in the project: `--now`, `clock.parse`,
/// `clock.at`, `clock.iso`, the date-range editor and the countdown library all go through it.
///
/// It reads the extended format of RFC 3339 and nothing else:
///
///     2026-12-24T18:00:00Z
///     2026-12-24T19:00:00.123456789+01:00
///     2026-12-24                         (only where a date alone is accepted: midnight UTC)
///
/// - four-digit years 0000–9999, months 01–12, days that exist in that month (no February 30),
///   hours 00–23, minutes and seconds 00–59 (no leap second 60);
/// - any number of fractional digits after `.`, rounded to the nearest nanosecond;
/// - a zone, `Z` or `±hh:mm` with hours 00–23 and minutes 00–59 (`-00:00` means UTC);
///   `T` and `Z` may be lower case, as RFC 3339 allows;
/// - nothing after the zone: not a space, not a NUL byte.
///
/// Anything else is refused with an ``ISO8601Error`` naming the field at fault. Pure integer
/// arithmetic on bytes: no Foundation formatter, no ICU, no locale.
public enum ISO8601 {
    /// What a reader accepts besides a full date-time.
    public enum Form: Sendable {
        /// A date, a time and a zone.
        case dateTime
        /// That, or a date alone (`2026-12-24`), read as midnight UTC.
        case dateTimeOrDate
    }

    /// How many fractional digits a writer writes.
    public enum Precision: Sendable {
        /// None: the instant rounded down to the whole second.
        case seconds
        /// Three when the instant, rounded to the nearest millisecond, is not a whole second, else
        /// none. Nearest, not down: the `Double` nearest to `…00.001` is a few hundred
        /// nanoseconds either side of it, and rounded down it was written `.000`.
        case millisecondsWhenFractional
        /// As few as name the instant exactly (up to nine), none for a whole second; what the
        /// reader reads back as the same instant.
        case exact
    }

    /// Reads `bytes` as an instant.
    public static func instant(
        from bytes: some Collection<UInt8>, accepting form: Form = .dateTime
    ) throws(ISO8601Error) -> ISO8601Instant {
        var reader = ISO8601Reader(Array(bytes), form: form)
        return try reader.read()
    }

    /// Reads `text` as an instant.
    public static func instant(from text: String, accepting form: Form = .dateTime) throws(ISO8601Error)
        -> ISO8601Instant
    {
        try instant(from: Array(text.utf8), accepting: form)
    }

    /// Reads `text` as seconds since 1970 (the nearest `Double` to the instant).
    public static func seconds(from text: String, accepting form: Form = .dateTime) throws(ISO8601Error) -> Double {
        try instant(from: text, accepting: form).secondsSince1970
    }

    /// Reads `bytes` as seconds since 1970 (the nearest `Double` to the instant).
    public static func seconds(
        from bytes: some Collection<UInt8>, accepting form: Form = .dateTime
    ) throws(ISO8601Error) -> Double {
        try instant(from: bytes, accepting: form).secondsSince1970
    }

    /// `instant` in UTC, as in `2026-12-24T18:00:00.25Z`.
    public static func string(_ instant: ISO8601Instant, precision: Precision = .exact) -> String {
        var instant = instant
        if precision == .millisecondsWhenFractional, let rounded = instant.roundedToMilliseconds() {
            instant = rounded
        }
        let days = instant.seconds >= 0 ? instant.seconds / 86_400 : (instant.seconds - 86_399) / 86_400
        let secondOfDay = Int(instant.seconds - days * 86_400)
        let date = CivilDate(daysSince1970: Int(days))
        var text = digits(date.year, 4) + "-" + digits(date.month, 2) + "-" + digits(date.day, 2)
        text += "T" + digits(secondOfDay / 3_600, 2) + ":" + digits(secondOfDay / 60 % 60, 2)
        text += ":" + digits(secondOfDay % 60, 2)
        let nanoseconds = Int(instant.nanoseconds)
        switch precision {
        case .seconds:
            break
        case .millisecondsWhenFractional:
            // Rounded to the millisecond above (kept below it when that would pass year 9999).
            if nanoseconds != 0 { text += "." + digits(nanoseconds / 1_000_000, 3) }
        case .exact:
            if nanoseconds != 0 {
                var fraction = digits(nanoseconds, 9)
                while fraction.hasSuffix("0") { fraction.removeLast() }
                text += "." + fraction
            }
        }
        return text + "Z"
    }

    /// `secondsSince1970` in UTC; nil when it is not finite or outside years 0000–9999, which
    /// ISO 8601 text of four-digit years cannot name.
    public static func string(secondsSince1970: Double, precision: Precision = .exact) -> String? {
        guard let instant = ISO8601Instant(secondsSince1970: secondsSince1970) else { return nil }
        // Rounding to the nanosecond must not lift a value just below a whole second over it
        // when the writer rounds down: 0.9999999999 is 0 s with `.seconds`, not 1 s.
        if precision != .exact, instant.nanoseconds == 0, Double(instant.seconds) > secondsSince1970,
            let below = ISO8601Instant(seconds: instant.seconds - 1, nanoseconds: 999_999_999)
        {
            return string(below, precision: precision)
        }
        return string(instant, precision: precision)
    }

    /// `value` (not negative) in decimal with at least `count` digits, zero-padded: how the
    /// writer writes every field, and how the reader's messages show one.
    static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return text.count >= count ? text : String(repeating: "0", count: count - text.count) + text
    }
}
